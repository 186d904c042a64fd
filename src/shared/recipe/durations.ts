/**
 * Cooking times in a recipe step, for cook mode's timers. Hand-written: no maintained library reads
 * recipes' loose wording (ranges, vulgar fractions, number words). A range counts as its upper bound;
 * an interval ("every 30 seconds") is not a timer. "Overnight" is 8 hours, alone or as a range's
 * upper end: a night's rest is what the recipe allows for.
 */
import type { StepDuration } from './reading';

export const OVERNIGHT_SECONDS = 8 * 3600;

function tensAndUnits(): Record<string, number> {
  const tens = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const units = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  return Object.fromEntries(
    tens.flatMap((ten, t) => [
      [ten, (t + 2) * 10],
      ...units.flatMap((unit, u) => [
        [`${ten}-${unit}`, (t + 2) * 10 + u + 1],
        [`${ten} ${unit}`, (t + 2) * 10 + u + 1],
      ]),
    ]),
  );
}

/** One to twelve in each language the reader reads: English, German, French, Spanish, Italian, Portuguese, Dutch. */
const ONE_TO_TWELVE = [
  'one two three four five six seven eight nine ten eleven twelve',
  'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
  'un deux trois quatre cinq six sept huit neuf dix onze douze',
  'uno dos tres cuatro cinco seis siete ocho nueve diez once doce',
  'uno due tre quattro cinque sei sette otto nove dieci undici dodici',
  'um dois três quatro cinco seis sete oito nove dez onze doze',
  'één twee drie vier vijf zes zeven acht negen tien elf twaalf',
];

/** Counts written as words, as recipes state servings ("Serves four", "Für vier Personen") and times. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    ONE_TO_TWELVE.flatMap((words) => words.split(' ').map((word, index) => [word, index + 1])),
  ),
  // The other forms of one, and of two in Portuguese.
  ein: 1,
  eine: 1,
  une: 1,
  una: 1,
  uma: 1,
  een: 1,
  duas: 2,
};

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  another: 1,
  'a further': 1,
  'an additional': 1,
  'an extra': 1,
  'one more': 1,
  'a couple of': 2,
  ...NUMBER_WORDS,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  ...tensAndUnits(),
  half: 0.5,
  'half an': 0.5,
  'half a': 0.5,
  // "eine halbe Stunde", "une demi-heure", "media hora", "mezz'ora", "meia hora", "een half uur".
  einer: 1,
  "un'": 1,
  halbe: 0.5,
  'eine halbe': 0.5,
  'einer halben': 0.5,
  anderthalb: 1.5,
  eineinhalb: 1.5,
  demi: 0.5,
  'une demie': 0.5,
  'une demi': 0.5,
  media: 0.5,
  mezza: 0.5,
  "mezz'": 0.5,
  meia: 0.5,
  'een half': 0.5,
  anderhalf: 1.5,
  quince: 15,
  veinte: 20,
  treinta: 30,
  quindici: 15,
  venti: 20,
  trenta: 30,
  quinze: 15,
  vingt: 20,
  trente: 30,
  vinte: 20,
  trinta: 30,
  fünfzehn: 15,
  zwanzig: 20,
  dreißig: 30,
  vijftien: 15,
  twintig: 20,
  dertig: 30,
};

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

/** A unit's seconds from how its word starts, in every language ("Stunde", "ora", "uur" are hours). */
function unitSeconds(word: string): number {
  const lower = word.toLowerCase();
  if (/^(?:kwartier|viertel|quart)/.test(lower)) return 900;
  if (/^(?:h|st|u|o)/.test(lower)) return 3600;
  if (lower.startsWith('m')) return 60;
  return lower.startsWith('s') ? 1 : NaN;
}

// Longest words first, so "forty-five" wins over "forty" and "half an" over "half".
const WORDS = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/'/g, "['’]"))
  .join('|');
// A word needs a space or hyphen before its unit ("a minute", not "ah"), unless it ends in an apostrophe ("un'ora").
const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[½¼¾⅓⅔]|\\s+\\d+/\\d+)?|\\d+/\\d+|[½¼¾⅓⅔]|(?:${WORDS})(?:(?<=['’])|(?=[\\s-])))`;
/** Hours, minutes and seconds as recipes in each language write them; longer forms first. */
const UNIT_WORDS = [
  'hours?|hrs?|h|minutes?|mins?|seconds?|secs?',
  'stunden?|std|minuten?|min|sekunden?|sek|viertelstunden?',
  "heures?|secondes?|quarts?\\s+d['’]heure",
  'horas?|minutos?|segundos?|seg',
  'ore|ora|minuti|minuto|secondi|secondo',
  'uur|uren|minuut|seconden?|kwartier',
];
const UNIT = `(${UNIT_WORDS.join('|')})`;
const OR_WORDS = 'to|or|bis|oder|à|a|ou|o|tot|of';
const RANGE_JOIN = `(?:\\s*[-–—]\\s*|\\s+(?:${OR_WORDS}|y|e|und|et|en)\\s+)`;
// A number or range, an optional half, a unit, an optional half. Groups: low, high, half, unit, half.
const MORE = '(?:(?:more|additional|extra|further|weitere)\\s+)?';
// "1 hour and a half", "1 heure et demie", "una hora y media", "un'ora e mezza", "uma hora e meia".
const HALF =
  '(\\s+(?:and\\s+a\\s+half|et\\s+demie?|y\\s+media|e\\s+mezz[ao]|e\\s+meia|und\\s+eine?\\s+halbe?|en\\s+een\\s+half))?';
/** A night's rest, in each language. */
const OVERNIGHT =
  '(overnight|über\\s+nacht|(?:toute\\s+la|une)\\s+nuit|toda\\s+la\\s+noche|(?:tutta\\s+la|per\\s+una|durante\\s+la)\\s+notte|durante\\s+a\\s+noite|een\\s+nacht)';
const QUANTITY = `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?${HALF}[\\s-]*${MORE}${UNIT}(?:\\b|(?<=h)(?=\\d))${HALF}`;
const START = '(?<![\\w.,/½¼¾⅓⅔-])';
const DURATION = new RegExp(`${START}(?:${QUANTITY}|${OVERNIGHT}\\b)`, 'giu');
// A smaller unit straight after ("1 hour 30 minutes", "1 Stunde und 15 Minuten").
const FOLLOWING = new RegExp(`(?:\\s*,?\\s*(?:(?:and|und|et|y|e|en)\\s+)?)${QUANTITY}`, 'iuy');
// The upper end of a range written with both units ("30 minutes to an hour", "2 hours, or overnight").
const HEDGE =
  "(?:(?:at\\s+least|about|around|up\\s+to|even|mindestens|etwa|bis\\s+zu|au\\s+moins|environ|jusqu['’]à|al\\s+menos|hasta|almeno|fino\\s+a|pelo\\s+menos|até|minstens|ongeveer)\\s+)?";
// A time restated in brackets is no second timer: "overnight (8-12 hours)", "1 hour (60 minutes)".
const RANGE_END = new RegExp(
  `(?:\\s*[-–—]\\s*|,?\\s*\\(?\\s*(?:${OR_WORDS})\\s+|\\s*\\()${HEDGE}(?:${QUANTITY}|${OVERNIGHT}\\b)`,
  'iuy',
);
// "a minute or two": the upper end in the same unit.
const SAME_UNIT_END =
  /\s+(?:or|to)\s+(two|three|four|five)\b(?!\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b)/iuy;
// An interval is not a timer: "every 30 seconds", "every other minute", "in 30-second bursts".
const INTERVAL_BEFORE =
  /(?:^|[^\p{L}])(?:every|each|alle|toutes\s+les|tous\s+les|cada|ogni|a\s+cada|elke|iedere)\s+(?:other\s+)?$/iu;
const INTERVAL_AFTER = /^\s*(?:intervals?|increments?|bursts?|at\s+a\s+time)\b/i;

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
    const restated = /^\s*\((?!\s*(?:or|to)\s)/i.test(range[0]);
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
const ALTERNATIVE_GAP =
  /^(?![^]*\b(?:then|and|until|before|after|while|each|per)\b)[^.!?;]{0,40}?(?:\(\s*)?\b(?:or|preferably|ideally)\s+(?:up\s+to\s+|even\s+|about\s+)?$/i;

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
  DURATION.lastIndex = 0;
  for (let match = DURATION.exec(text); match; match = DURATION.exec(text)) {
    const start = match.index;
    const { seconds, end } = readDuration(text, match);
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
