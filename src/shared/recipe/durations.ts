/**
 * Cooking times in a recipe step, for cook mode's timers. Hand-written: no maintained library reads
 * recipes' loose wording (ranges, vulgar fractions, number words). A range counts as its upper bound;
 * an interval ("every 30 seconds") is not a timer. "Overnight" is 8 hours, alone or as a range's
 * upper end: a night's rest is what the recipe allows for. The words it reads by are the seven
 * lexicons' (src/shared/lexicon): numbers, "a", halves, units, ranges, hedges, nights, intervals.
 */
import {
  allWords,
  everyLexicon,
  LEXICON_LIST,
  LEXICONS,
  lowerSameLength,
  NUMBER_WORDS as LEXICON_NUMBERS,
  orWords,
  phrasePattern,
} from '../lexicon/lexicon';
import type { StepDuration } from './reading';

export const OVERNIGHT_SECONDS = 8 * 3600;

/** English writes the tens and units together: "twenty-five", "forty five". */
const EN_NUMBERS = Object.entries(LEXICONS.en.numberWords);
const TENS = EN_NUMBERS.filter(([, n]) => n >= 20 && n < 100 && n % 10 === 0);
const UNITS = EN_NUMBERS.filter(([, n]) => n >= 1 && n <= 9);

function tensAndUnits(): Record<string, number> {
  return Object.fromEntries(
    TENS.flatMap(([ten, t]) =>
      UNITS.flatMap(([unit, u]) => [
        [`${ten}-${unit}`, t + u],
        [`${ten} ${unit}`, t + u],
      ]),
    ),
  );
}

/** Counts written as words, as recipes state servings ("Serves four", "Für vier Personen") and times. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = LEXICON_NUMBERS;

/**
 * "A minute", "un'ora", "another minute": each language's "a" counts one before a time's unit;
 * "half an hour", "a half hour", "eine halbe Stunde", "une demi-heure", "een half uur" a half.
 */
const ONE_AND_HALF: Record<string, number> = Object.fromEntries(
  LEXICON_LIST.flatMap((lexicon) => {
    const ones = [
      ...lexicon.articles,
      ...Object.keys(lexicon.numberWords).filter((w) => lexicon.numberWords[w] === 1),
    ];
    return [
      ...lexicon.articles.map((article) => [article, 1] as const),
      ...lexicon.half.flatMap((half) => [
        [half, 0.5] as const,
        ...ones.flatMap((one) => [
          [`${one} ${half}`, 0.5] as const,
          [`${half} ${one}`, 0.5] as const,
        ]),
      ]),
    ];
  }),
);

const WORD_NUMBERS: Record<string, number> = {
  ...ONE_AND_HALF,
  ...NUMBER_WORDS,
  ...tensAndUnits(),
};

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

/** Each unit word of every language, with its seconds ("Stunde", "ora", "uur" are hours). */
const UNIT_SECONDS = new Map<string, number>(
  (
    [
      ['hours', 3600],
      ['minutes', 60],
      ['seconds', 1],
      ['quarterHours', 900],
    ] as const
  ).flatMap(([unit, seconds]) =>
    everyLexicon((l) => l.timeUnits[unit]).map((word) => [word.toLowerCase(), seconds] as const),
  ),
);

function unitSeconds(word: string): number {
  return UNIT_SECONDS.get(word.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'")) ?? NaN;
}

/** "twenty-five", "forty five" as one pattern, not 144 words: a shorter pattern compiles faster. */
const TENS_AND_UNITS = `(?:${phrasePattern(TENS.map(([w]) => w))})(?:-|\\s+)(?:${phrasePattern(UNITS.map(([w]) => w))})`;
const SINGLE_WORDS = Object.keys({ ...ONE_AND_HALF, ...NUMBER_WORDS });
// Longest words first, so "forty-five" wins over "forty" and "half an" over "half".
const WORDS = `${TENS_AND_UNITS}|${phrasePattern(SINGLE_WORDS)}`;
// A word needs a space or hyphen before its unit ("a minute", not "ah"), unless it ends in an apostrophe ("un'ora").
const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[½¼¾⅓⅔]|\\s+\\d+/\\d+)?|\\d+/\\d+|[½¼¾⅓⅔]|(?:${WORDS})(?:(?<=['’])|(?=[\\s-])))`;
/** Hours, minutes and seconds as recipes in each language write them; longer forms first. */
const UNIT = `(${phrasePattern([...UNIT_SECONDS.keys()])})`;
const AND = phrasePattern(allWords('and').filter((w) => /^\p{L}+$/u.test(w)));
/** The words between a range's two ends: "to", "or", "bis", "oder", "à", "o", "tot", "of". */
const OR_WORDS = phrasePattern([...allWords('to'), ...allWords('or')]);
const AND_A_HALF = phrasePattern(allWords('andAHalf'));
// "10 to 15", "entre 10 y 15"; never "one and a half", a number and its half.
const RANGE_JOIN = `(?:\\s*[-–—]\\s*|(?!\\s+(?:${AND_A_HALF})(?!\\p{L}))\\s+(?:${OR_WORDS}|${AND})\\s+)`;
// A number or range, an optional half, a unit, an optional half. Groups: low, high, half, unit, half.
const MORE = `(?:(?:${phrasePattern(allWords('more'))})\\s+)?`;
// "1 hour and a half", "1 heure et demie", "una hora y media", "un'ora e mezza", "uma hora e meia".
const HALF = `(\\s+(?:${AND_A_HALF}))?`;
/** A night's rest, in each language. */
const OVERNIGHT = `(${phrasePattern(allWords('night'))})`;
const QUANTITY = `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?${HALF}[\\s-]*${MORE}${UNIT}(?:(?!\\p{L})|(?<=h)(?=\\d))${HALF}`;
const START = '(?<![\\p{L}\\p{N}_.,/½¼¾⅓⅔-])';
// The four long patterns below are matched on the text in lower case (`lowerSameLength`), not with
// the `i` flag: their words are lower case.
const DURATION = new RegExp(`${START}(?:${QUANTITY}|${OVERNIGHT}(?!\\p{L}))`, 'gu');
// A smaller unit straight after ("1 hour 30 minutes", "1 Stunde und 15 Minuten").
const FOLLOWING = new RegExp(`(?:\\s*,?\\s*(?:(?:${AND})\\s+)?)${QUANTITY}`, 'uy');
// The upper end of a range written with both units ("30 minutes to an hour", "2 hours, or overnight").
const HEDGE = `(?:(?:${phrasePattern(allWords('about'))})\\s+)?`;
// A time restated in brackets is no second timer: "overnight (8-12 hours)", "1 hour (60 minutes)".
const RANGE_END = new RegExp(
  `(?:\\s*[-–—]\\s*|,?\\s*\\(?\\s*(?:${OR_WORDS})\\s+|\\s*\\()${HEDGE}(?:${QUANTITY}|${OVERNIGHT}(?!\\p{L}))`,
  'uy',
);
/** Two to five, in each language: "a minute or two", "una hora o dos". */
const TWO_TO_FIVE = phrasePattern(
  Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! >= 2 && NUMBER_WORDS[w]! <= 5),
);
// "a minute or two": the upper end in the same unit.
const SAME_UNIT_END = new RegExp(
  `\\s+(?:${OR_WORDS})\\s+(${TWO_TO_FIVE})(?!\\p{L})(?!\\s*(?:${phrasePattern([...UNIT_SECONDS.keys()])})(?!\\p{L}))`,
  'uy',
);
// An interval is not a timer: "every 30 seconds", "every other minute", "in 30-second bursts".
const INTERVAL_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${phrasePattern(everyLexicon((l) => l.interval.before))})\\s+$`,
  'iu',
);
const INTERVAL_AFTER = new RegExp(
  `^\\s*(?:${phrasePattern(everyLexicon((l) => l.interval.after))})(?!\\p{L})`,
  'iu',
);

function numberValue(text: string): number {
  const word = WORD_NUMBERS[text.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'")];
  if (word !== undefined) return word;
  const parts = text.match(/^(\d+(?:[.,]\d+)?)?\s*(?:([½¼¾⅓⅔])|(\d+)\/(\d+))?$/u);
  if (!parts) return NaN;
  const [, whole, vulgar, numerator, denominator] = parts;
  const base = whole ? Number(whole.replace(',', '.')) : 0;
  if (vulgar) return base + (FRACTIONS[vulgar] ?? 0);
  if (numerator && denominator) {
    const fraction = Number(numerator) / Number(denominator);
    // "1/2" alone is a fraction; "1 1/2" a mixed number; "10/12" is not a duration.
    return whole || fraction < 1 ? base + fraction : NaN;
  }
  return whole ? base : NaN;
}

interface Amount {
  seconds: number;
  /** The seconds in one of its unit (3600 for hours), to tell a smaller unit that follows. */
  unit: number;
}

function amountOf(match: RegExpExecArray): Amount {
  if (match[6]) return { seconds: OVERNIGHT_SECONDS, unit: 3600 };
  const [, low = '', high, halfBefore, unitWord = '', halfAfter] = match;
  const unit = unitSeconds(unitWord);
  const half = halfBefore || halfAfter ? 0.5 : 0;
  const amount = Math.max(numberValue(low), high ? numberValue(high) : 0) + half;
  return { seconds: Math.round(amount * unit), unit };
}

/** "(8-12 hours)" restates the time before it; "(or overnight)" offers another. */
const RESTATED = new RegExp(`^\\s*\\((?!\\s*(?:${OR_WORDS})\\s)`, 'iu');

function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** "1 h 30", "1h30": the minutes of an hour written in the French way, with no unit of their own. */
const BARE_MINUTES = /\s*([0-5]\d)(?![\d\p{L}°%])/uy;

function withFollowing(text: string, match: RegExpExecArray, end: number) {
  const amount = amountOf(match);
  if (/^h$/i.test(match[4] ?? '')) {
    const minutes = stickyAt(BARE_MINUTES, text, end);
    if (minutes?.[1]) {
      const seconds = amount.seconds + Number(minutes[1]) * 60;
      return { ...amount, seconds, end: BARE_MINUTES.lastIndex };
    }
  }
  const next = stickyAt(FOLLOWING, text, end);
  const smaller = next && amountOf(next);
  if (next && smaller && smaller.unit < amount.unit && Number.isFinite(smaller.seconds)) {
    return { ...amount, seconds: amount.seconds + smaller.seconds, end: FOLLOWING.lastIndex };
  }
  return { ...amount, end };
}

function readDuration(text: string, match: RegExpExecArray) {
  const first = withFollowing(text, match, match.index + match[0].length);
  let { seconds, end } = first;
  const range = stickyAt(RANGE_END, text, end);
  if (range) {
    const upper = withFollowing(text, range, RANGE_END.lastIndex);
    const restated = RESTATED.test(range[0]);
    if (Number.isFinite(upper.seconds)) {
      seconds = restated ? seconds : Math.max(seconds, upper.seconds);
      end = upper.end;
    }
  } else {
    const same = stickyAt(SAME_UNIT_END, text, end);
    if (same?.[1]) {
      seconds = Math.max(seconds, numberValue(same[1]) * first.unit);
      end = SAME_UNIT_END.lastIndex;
    }
  }
  return { seconds, end };
}

export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [hours && `${hours} h`, minutes && `${minutes} min`, seconds && `${seconds} sec`];
  return parts.filter(Boolean).join(' ');
}

/**
 * A second time offered as the alternative to the one just before, in the same sentence: "at least
 * 8 hours in the fridge (or overnight)", "at least 4 hours, but preferably overnight". One timer.
 */
const NOT_ALTERNATIVE = phrasePattern([
  ...allWords('sequence'),
  ...allWords('and').filter((w) => /^\p{L}+$/u.test(w)),
  ...everyLexicon((l) => l.interval.before),
]);
const ALTERNATIVE_GAP = new RegExp(
  `^(?![^]*(?<!\\p{L})(?:${NOT_ALTERNATIVE})(?!\\p{L}))[^.!?;]{0,40}?(?:\\(\\s*)?(?<!\\p{L})(?:${phrasePattern([...orWords(null), ...allWords('preferably')])})\\s+${HEDGE}$`,
  'iu',
);

function withAlternatives(text: string, found: StepDuration[]): StepDuration[] {
  const kept: StepDuration[] = [];
  for (const duration of found) {
    const previous = kept[kept.length - 1];
    if (previous && ALTERNATIVE_GAP.test(text.slice(previous.end, duration.start))) {
      const seconds = Math.max(previous.seconds, duration.seconds);
      kept[kept.length - 1] = {
        ...previous,
        seconds,
        label: formatDuration(seconds),
        end: duration.end,
      };
    } else kept.push(duration);
  }
  return kept;
}

export function findDurations(text: string): StepDuration[] {
  const found: StepDuration[] = [];
  const lower = lowerSameLength(text);
  DURATION.lastIndex = 0;
  for (let match = DURATION.exec(lower); match; match = DURATION.exec(lower)) {
    const start = match.index;
    const { seconds, end } = readDuration(lower, match);
    DURATION.lastIndex = end;
    const interval =
      INTERVAL_BEFORE.test(text.slice(Math.max(0, start - 16), start)) ||
      INTERVAL_AFTER.test(text.slice(end));
    if (!interval && Number.isFinite(seconds) && seconds > 0) {
      found.push({ seconds, label: formatDuration(seconds), start, end });
    }
  }
  return withAlternatives(text, found);
}

export function parseDuration(text: string): number | null {
  return findDurations(text)[0]?.seconds ?? null;
}
