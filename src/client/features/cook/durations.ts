/**
 * Cooking times in a recipe step ("10 minutes", "3–4 minutes", "1½ hours", "an hour"), for the
 * cook view's timer buttons. Hand-written: no maintained library reads the loose, mixed wording of
 * recipes (ranges, vulgar fractions, number words) and nothing else. Deterministic: the same text
 * always gives the same durations, in reading order; a range counts as its upper bound.
 */

export interface Duration {
  seconds: number;
  /** Short, for the button: "10 min", "1 h 30 min", "45 sec". */
  label: string;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
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
const DURATION = new RegExp(`${START}${QUANTITY}`, 'giu');
// A smaller unit straight after ("1 hour 30 minutes", "1 hour and 15 minutes").
const FOLLOWING = new RegExp(`(?:\\s*,?\\s*(?:and\\s+)?)${QUANTITY}`, 'iuy');

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

/** Seconds for one matched quantity: the upper bound of a range, plus "and a half". */
function quantitySeconds(match: RegExpExecArray): { seconds: number; unit: number } {
  const [, low = '', high, unitWord = '', half] = match;
  const unit = UNIT_SECONDS[unitWord.toLowerCase().charAt(0)] ?? NaN;
  const amount = Math.max(numberValue(low), high ? numberValue(high) : 0) + (half ? 0.5 : 0);
  return { seconds: Math.round(amount * unit), unit };
}

export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [hours && `${hours} h`, minutes && `${minutes} min`, seconds && `${seconds} sec`];
  return parts.filter(Boolean).join(' ');
}

/** Every duration in a step's text, in order. */
export function findDurations(text: string): Duration[] {
  const found: Duration[] = [];
  DURATION.lastIndex = 0;
  for (let match = DURATION.exec(text); match; match = DURATION.exec(text)) {
    const first = quantitySeconds(match);
    let seconds = first.seconds;
    FOLLOWING.lastIndex = DURATION.lastIndex;
    const next = FOLLOWING.exec(text);
    const smaller = next && quantitySeconds(next);
    if (next && smaller && smaller.unit < first.unit && Number.isFinite(smaller.seconds)) {
      seconds += smaller.seconds;
      DURATION.lastIndex = FOLLOWING.lastIndex;
    }
    if (Number.isFinite(seconds) && seconds > 0) {
      found.push({ seconds, label: formatDuration(seconds) });
    }
  }
  return found;
}

/** The first duration's length in seconds, or null when the text names none. */
export function parseDuration(text: string): number | null {
  return findDurations(text)[0]?.seconds ?? null;
}
