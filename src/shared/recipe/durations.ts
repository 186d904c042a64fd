/**
 * Cooking times in a recipe step ("10 minutes", "3–4 minutes", "1½ hours", "an hour", "another
 * minute", "30 minutes to an hour"), for cook mode's timer buttons. Hand-written: no maintained
 * library reads the loose, mixed wording of recipes (ranges, vulgar fractions, number words) and
 * nothing else. Deterministic: the same text always gives the same durations, in reading order; a
 * range counts as its upper bound. An interval ("every 30 seconds", "in 30-second bursts") is not a
 * timer; temperatures, volumes, counts and servings have no time unit, so they are never read.
 *
 * "Overnight" counts as 8 hours, alone ("soak the beans overnight") and as the upper end of a range
 * ("at least 2 hours, or overnight" is 8 h): a range is read by its upper bound everywhere else, and
 * a night's rest is what the recipe allows for.
 */
import type { StepDuration } from './reading';

export type Duration = StepDuration;

/** What "overnight" stands for (see above). */
export const OVERNIGHT_SECONDS = 8 * 3600;

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  another: 1,
  'a further': 1,
  'an additional': 1,
  'an extra': 1,
  'one more': 1,
  'a couple of': 2,
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
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
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
// "3–4 minutes", "an hour and a half", "5-minute": a number (or a range), a unit, an optional half.
const QUANTITY = `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?[\\s-]*${UNIT}\\b(\\s+and\\s+a\\s+half)?`;
const START = '(?<![\\w.,/½¼¾⅓⅔-])';
const DURATION = new RegExp(`${START}(?:${QUANTITY}|(overnight)\\b)`, 'giu');
// A smaller unit straight after ("1 hour 30 minutes", "1 hour and 15 minutes").
const FOLLOWING = new RegExp(`(?:\\s*,?\\s*(?:and\\s+)?)${QUANTITY}`, 'iuy');
// The upper end of a range written with both units ("30 minutes to an hour", "2 hours, or overnight").
const HEDGE = '(?:(?:at\\s+least|about|around|up\\s+to|even)\\s+)?';
const RANGE_END = new RegExp(
  `(?:\\s*[-–—]\\s*|,?\\s*\\(?\\s*(?:or|to)\\s+)${HEDGE}(?:${QUANTITY}|(overnight)\\b)`,
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

/** Seconds for one matched quantity (groups 1-4), or "overnight" (group 5). */
function amountOf(match: RegExpExecArray): Amount {
  if (match[5]) return { seconds: OVERNIGHT_SECONDS, unit: 3600 };
  const [, low = '', high, unitWord = '', half] = match;
  const unit = UNIT_SECONDS[unitWord.toLowerCase().charAt(0)] ?? NaN;
  const amount = Math.max(numberValue(low), high ? numberValue(high) : 0) + (half ? 0.5 : 0);
  return { seconds: Math.round(amount * unit), unit };
}

function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** A quantity and the smaller units straight after it; where it ends. */
function withFollowing(text: string, match: RegExpExecArray, end: number) {
  const amount = amountOf(match);
  const next = stickyAt(FOLLOWING, text, end);
  const smaller = next && amountOf(next);
  if (next && smaller && smaller.unit < amount.unit && Number.isFinite(smaller.seconds)) {
    return { ...amount, seconds: amount.seconds + smaller.seconds, end: FOLLOWING.lastIndex };
  }
  return { ...amount, end };
}

/** One duration starting at `match`: its seconds (a range's upper bound) and where it ends. */
function readDuration(text: string, match: RegExpExecArray) {
  const first = withFollowing(text, match, match.index + match[0].length);
  let { seconds, end } = first;
  const range = stickyAt(RANGE_END, text, end);
  if (range) {
    const upper = withFollowing(text, range, RANGE_END.lastIndex);
    if (Number.isFinite(upper.seconds)) {
      seconds = Math.max(seconds, upper.seconds);
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

/** Every duration in a step's text, in order, with where each stands in it. */
export function findDurations(text: string): Duration[] {
  const found: Duration[] = [];
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
  return found;
}

/** The first duration's length in seconds, or null when the text names none. */
export function parseDuration(text: string): number | null {
  return findDurations(text)[0]?.seconds ?? null;
}
