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

/** Counts written as words, as recipes state servings ("Serves four") and times. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
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
};

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

// Longest words first, so "forty-five" wins over "forty" and "half an" over "half".
const WORDS = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[½¼¾⅓⅔]|\\s+\\d+/\\d+)?|\\d+/\\d+|[½¼¾⅓⅔]|${WORDS})`;
const UNIT = '(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)';
const RANGE_JOIN = '(?:\\s*[-–—]\\s*|\\s+(?:to|or)\\s+)';
// A number or range, an optional half, a unit, an optional half. Groups: low, high, half, unit, half.
const MORE = '(?:(?:more|additional|extra|further)\\s+)?';
const HALF = '(\\s+and\\s+a\\s+half)?';
const QUANTITY = `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?${HALF}[\\s-]*${MORE}${UNIT}\\b${HALF}`;
const START = '(?<![\\w.,/½¼¾⅓⅔-])';
const DURATION = new RegExp(`${START}(?:${QUANTITY}|(overnight)\\b)`, 'giu');
// A smaller unit straight after ("1 hour 30 minutes", "1 hour and 15 minutes").
const FOLLOWING = new RegExp(`(?:\\s*,?\\s*(?:and\\s+)?)${QUANTITY}`, 'iuy');
// The upper end of a range written with both units ("30 minutes to an hour", "2 hours, or overnight").
const HEDGE = '(?:(?:at\\s+least|about|around|up\\s+to|even)\\s+)?';
// A time restated in brackets is no second timer: "overnight (8-12 hours)", "1 hour (60 minutes)".
const RANGE_END = new RegExp(
  `(?:\\s*[-–—]\\s*|,?\\s*\\(?\\s*(?:or|to)\\s+|\\s*\\()${HEDGE}(?:${QUANTITY}|(overnight)\\b)`,
  'iuy',
);
// "a minute or two": the upper end in the same unit.
const SAME_UNIT_END =
  /\s+(?:or|to)\s+(two|three|four|five)\b(?!\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b)/iuy;
// An interval is not a timer: "every 30 seconds", "every other minute", "in 30-second bursts".
const INTERVAL_BEFORE = /\b(?:every|each)\s+(?:other\s+)?$/i;
const INTERVAL_AFTER = /^\s*(?:intervals?|increments?|bursts?|at\s+a\s+time)\b/i;

function numberValue(text: string): number {
  const word = WORD_NUMBERS[text.toLowerCase().replace(/\s+/g, ' ')];
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
  const unit = UNIT_SECONDS[unitWord.toLowerCase().charAt(0)] ?? NaN;
  const half = halfBefore || halfAfter ? 0.5 : 0;
  const amount = Math.max(numberValue(low), high ? numberValue(high) : 0) + half;
  return { seconds: Math.round(amount * unit), unit };
}

function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function withFollowing(text: string, match: RegExpExecArray, end: number) {
  const amount = amountOf(match);
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
