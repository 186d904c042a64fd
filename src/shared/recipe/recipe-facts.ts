/** What a recipe states about itself in a line of its own: servings, times and its title. */
import { findDurations, NUMBER_WORDS } from './durations';
import type { StatedServings, StatedTimes } from './reading';

const COUNT = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const TO = '\\s*(?:-|–|—|to|or)\\s*';
const HEDGE = '(?:(?:about|approximately|approx\\.?|around|roughly|up\\s+to)\\s+)?';
const NOUN = "([\\p{L}][\\p{L}'’ -]{0,30}?)";
/** At the start of a line or of a part of it ("Prep: 10 min | Serves 4"). */
const SERVINGS = new RegExp(
  `^(?:serves|servings?|portions?|yields?|makes|number\\s+of\\s+servings)\\s*[:：-]?\\s*${HEDGE}${COUNT}(?:${TO}${COUNT})?(?:\\s+${NOUN})?\\s*(?:[.,;)(]|$)`,
  'iu',
);
const SERVINGS_NOUN = new RegExp(
  `^(?:for\\s+)?${COUNT}(?:${TO}${COUNT})?\\s+(servings?|portions?|people|persons)\\s*(?:[.,;)(]|$)`,
  'iu',
);
/** Within a sentence: "This recipe serves 4.", "Ingredients for 4 servings", "feeds 6 people". */
const SERVINGS_IN_TEXT = new RegExp(
  `\\b(?:(?:serves|feeds)\\s+${HEDGE}${COUNT}(?:${TO}${COUNT})?(?:\\s+(people|persons|servings|portions|adults))?|(?:for|makes|yields)\\s+${HEDGE}${COUNT}(?:${TO}${COUNT})?\\s+(people|persons|servings|portions))\\b`,
  'iu',
);
const TIME_NAME = '(?:prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|total|active)';
/** "Prep time", "Cook:", "Ready in": a time's name needs "time" or a colon after it. */
const TIME_LABEL = new RegExp(
  `(?:^|(?<=(?:[|•·,;(]|\\b(?:minutes?|mins?|hours?|hrs?|h|seconds?|secs?)\\.?)\\s*))(${TIME_NAME}\\s+time|ready\\s+in|(?:${TIME_NAME}|time)(?=\\s*[:：]))\\s*[:：-]?\\s*`,
  'giu',
);
const countValue = (text: string) => NUMBER_WORDS[text.toLowerCase()] ?? Number(text);

const parts = (line: string) =>
  line
    .replace(/^[^\p{L}\p{N}(]+/u, '')
    .split(/\s*[|•·;]\s*|\s{2,}/u)
    .map((part) => part.replace(/^\(|\)$/g, '').trim());

function servingsIn(part: string, anywhere = false): StatedServings | null {
  const text = part.replace(/^\(|\)$/g, '');
  const found = SERVINGS.exec(text) ?? SERVINGS_NOUN.exec(text);
  const within = !found && anywhere ? SERVINGS_IN_TEXT.exec(text) : null;
  const groups = within
    ? [within[1] ?? within[4], within[2] ?? within[5], within[3] ?? within[6]]
    : (found?.slice(1) ?? []);
  const [low = '', high, unit] = groups;
  if (!low) return null;
  const min = countValue(low);
  const max = high ? countValue(high) : min;
  if (!(min > 0) || max < min) return null;
  const amount = high ? `${min}-${max}` : `${min}`;
  const noun = unit?.trim() ?? '';
  const words = noun && !/^(?:people|persons)$/i.test(noun) ? noun : 'servings';
  return { min, max, text: `${amount} ${words}` };
}

export function statedServings(line: string): StatedServings | null {
  const inParentheses = line.match(/\(([^)]*)\)/g) ?? [];
  for (const part of [...parts(line), ...inParentheses]) {
    const found = servingsIn(part);
    if (found) return found;
  }
  return servingsIn(line, true);
}

const TIME_FIELD: [RegExp, keyof StatedTimes][] = [
  [/^prep/i, 'prepSeconds'],
  [/^(?:cook|bak)/i, 'cookSeconds'],
  [/^(?:total|ready|time)/i, 'totalSeconds'],
];

function leadingSeconds(value: string): number | null {
  const lead = value.match(/^\s*(?:(?:about|around|approx\.?|approximately|roughly)\s+|~\s*)?/i);
  const first = findDurations(value)[0];
  return first && first.start === (lead?.[0].length ?? 0) ? first.seconds : null;
}

/** Each name followed straight by a duration, so a step such as "Cook: sear the chicken" is none. */
export function statedTimes(line: string): StatedTimes {
  const text = line.replace(/^[^\p{L}\p{N}]+/u, '');
  const times: StatedTimes = {};
  const labels = [...text.matchAll(TIME_LABEL)];
  labels.forEach((label, index) => {
    const valueStart = (label.index ?? 0) + label[0].length;
    const value = text.slice(valueStart, labels[index + 1]?.index ?? text.length);
    const seconds = leadingSeconds(value);
    const field = TIME_FIELD.find(([name]) => name.test(label[1] ?? ''))?.[1];
    if (field && seconds && times[field] === undefined) times[field] = seconds;
  });
  return times;
}

export const isFactLine = (line: string) =>
  Object.keys(statedTimes(line)).length > 0 ||
  (line.length <= 60 && servingsIn(parts(line)[0] ?? '') !== null);

const GENERIC_TITLE =
  /^(?:recipe|the\s+recipe|your\s+recipe|here(?:'|’)?s|sure|certainly|my\s+suggestion)$|\b(?:request|you\s+asked|your\s+ingredients|you\s+have|your\s+preferences)\b/i;

/** An answer's opening words to the visitor ("Sure! Here's...", "Based on your list"). */
export const OPENING =
  /^(?:sure|certainly|okay|ok\b|of\s+course|absolutely|great|here(?:'|’)?s|here\s+is|based\s+on|with\s+(?:your|the|these|those))/i;

/** A run of emoji: decoration, never part of the dish's name. */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu;

export function titleFrom(text: string): string | null {
  const words = text
    // "Butter Chicken 🍗🔥 A Love Story in Spices": the name is what comes before the emoji.
    .replace(
      /^([^\p{Extended_Pictographic}]*\p{L}[^\p{Extended_Pictographic}]*?)\s*\p{Extended_Pictographic}.*$/u,
      '$1',
    )
    .replace(EMOJI, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/^(?:recipe(?:\s+(?:name|title))?|title|dish(?:\s+name)?)\s*[:：–—-]\s*/i, '')
    .replace(/[^\p{L}\p{N})]+$/u, '')
    // "Garlic Pasta (Serves 2)": the servings are not part of the name.
    .replace(/\s*\((?:serves|servings?|for|makes|yields?|ready|takes)\b[^()]*\)$/i, '')
    // "Greek Salad Recipe": the dish is the name.
    .replace(/(\S)\s+recipe$/i, '$1')
    .trim();
  if (!words || words.length > 90 || GENERIC_TITLE.test(words) || OPENING.test(words)) return null;
  return words;
}

export function namedTitle(line: string): string | null {
  const named = line.match(
    /^(?:recipe(?:\s+(?:name|title))?|title|dish(?:\s+name)?)\s*[:：]\s*(.+)$/i,
  );
  return named?.[1] ? titleFrom(named[1]) : null;
}

// Praise, not part of the dish's name ("a quick and tasty Egg Fried Rice").
const ADJECTIVES =
  '(?:(?:easy[- ]to[- ]make|simple|quick|easy|delicious|tasty|flavou?rful|comforting|satisfying|yummy|wonderful|great|nice|lovely|cozy|creative|classic|traditional|hearty|budget[- ]friendly)(?:,|\\s+and)?\\s+)*';
const INTRO_TITLE = new RegExp(
  `\\b(?:recipe\\s+(?:for|called)|dish\\s+called|here(?:'|’)?s(?=\\s+an?\\s+[^.!?:]{0,60}\\brecipe\\s*:)|how\\s+about|(?:recommend|suggest)(?:\\s+(?:making|trying))?|you\\s+(?:can|could)\\s+make|let(?:'|’)?s\\s+make|try\\s+making|try)\\s+(?:an?\\s+|the\\s+|some\\s+|this\\s+)?${ADJECTIVES}(.+?)(?=\\s+(?:that|which|using|with\\s+(?:your|the|what|those|these)|you\\s+can|for\\s+(?:you|dinner|lunch|breakfast|tonight))\\b|[.!?:;,(]|$)`,
  'i',
);

/** The visitor's own words repeated ("I have eggs... a recipe you'd recommend I make!"). */
export const ECHO = /^(?:i\s+have|i(?:'|’)ve\s+got|user\s*:|request\s*:)/i;

export function titleInIntro(line: string, strong: string | null): string | null {
  if (ECHO.test(line)) return null;
  if (strong && !/[:：]$/.test(strong)) {
    const fromStrong = titleFrom(strong);
    if (fromStrong) return fromStrong;
  }
  const named = line.match(INTRO_TITLE)?.[1]?.trim();
  const pronoun = /^(?:i|you|we|it|this|that|something|one|them|these|those)\b/i;
  if (!named || named.split(/\s+/).length > 8 || pronoun.test(named)) return null;
  return titleFrom(named.charAt(0).toUpperCase() + named.slice(1));
}
