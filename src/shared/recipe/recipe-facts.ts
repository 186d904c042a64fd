/** What a recipe states about itself in a line of its own: servings, times and its title. */
import {
  allWords,
  everyLexicon,
  LEXICON_LIST,
  lowerSameLength,
  phraseKey,
  phrasePattern,
  type Lexicon,
} from '../lexicon/lexicon';
import { findDurations, NUMBER_WORDS } from './durations';
import type { StatedServings, StatedTimes } from './reading';

const COUNT = `(\\d+|(?:${Object.keys(NUMBER_WORDS)
  .map((word) => word.toLowerCase())
  .sort((a, b) => b.length - a.length)
  .join('|')})(?!\\p{L}))`;
/** A range's join: "4-6", "4 to 6", "4 bis 6", "4 à 6", "4 o 6", "4 tot 6". */
const TO = `\\s*(?:-|–|—|${phrasePattern([...allWords('to'), ...allWords('or')])})\\s*`;
const ABOUT = phrasePattern(allWords('about'));
const HEDGE = `(?:(?:${ABOUT})\\s+)?`;
const NOUN = "([\\p{L}][\\p{L}'’ -]{0,30}?)";
/** One part of every lexicon's servings words, as an alternation. */
const servingWords = (pick: (servings: Lexicon['servings']) => readonly string[]) =>
  phrasePattern(
    everyLexicon((l) => pick(l.servings)),
    { accents: true },
  );
/** Who a recipe is for, in each language: read as servings. */
const PEOPLE = servingWords((s) => s.people);
/** Portions in each language. */
const PORTIONS = servingWords((s) => s.portions);
/** Pieces a recipe makes: "Für 8 Stücke", "Pour 12 pièces". */
const PIECES = servingWords((s) => s.pieces);
/** The words that open a servings statement: "Serves 4", "Portionen: 4", "Rende 4 porções". */
const SERVES = servingWords((s) => s.opens);
/** "for" in each language, before a count of people or portions. */
const FOR = `(?:${phrasePattern(allWords('for'))})`;
/**
 * At the start of a line or of a part of it ("Prep: 10 min | Serves 4"). The servings patterns
 * are matched on the text in lower case (`lowerSameLength`), not with the `i` flag: their words
 * are lower case; `d` gives where the noun stands, to take it as written.
 */
const SERVINGS = new RegExp(
  `^(?:${SERVES})\\s*[:：-]?\\s*${HEDGE}${COUNT}(?:${TO}${COUNT})?(?:\\s+${NOUN})?\\s*(?:[.,;)(]|$)`,
  'du',
);
const SERVINGS_NOUN = new RegExp(
  `^(?:${FOR}\\s+)?${HEDGE}${COUNT}(?:${TO}${COUNT})?\\s+(${PORTIONS}|${PEOPLE}|${PIECES})\\s*(?:[.,;)(]|$)`,
  'du',
);
/**
 * Within a sentence: "This recipe serves 4.", "Ingredients for 4 servings", "feeds 6 people",
 * "Zutaten für 4 Personen", "Cette recette est pour 4 personnes".
 */
const SERVINGS_IN_TEXT = new RegExp(
  `(?<!\\p{L})(?:(?:${servingWords((s) => s.feeds)})\\s+${HEDGE}${COUNT}(?:${TO}${COUNT})?(?:\\s+(${PEOPLE}|${PORTIONS}))?|(?:${FOR}|${servingWords((s) => s.makes)})\\s+${HEDGE}${COUNT}(?:${TO}${COUNT})?\\s+(${PEOPLE}|${PORTIONS}))(?!\\p{L})`,
  'du',
);
const ONLY_PEOPLE = new RegExp(`^(?:${PEOPLE})$`, 'u');
/** Names of times that need "time" or a colon after them ("Cook: 20 min", "Cuisson : 20 min"). */
const TIME_NAME = phrasePattern(
  everyLexicon((l) => Object.values(l.timeLabels).flat()),
  { accents: true },
);
/** Which time each group of a lexicon's time names states, none for `other`. */
const TIME_FIELDS = [
  ['prep', 'prepSeconds'],
  ['cook', 'cookSeconds'],
  ['total', 'totalSeconds'],
  ['other', null],
] as const;
/** The time each of them names ("Cuisson" cooking, "Tempo" the total), none for `other`. */
const LABEL_FIELDS = new Map<string, keyof StatedTimes | null>(
  LEXICON_LIST.flatMap((lexicon) =>
    TIME_FIELDS.flatMap(([key, field]) =>
      lexicon.timeLabels[key].map((name) => [phraseKey(name), field]),
    ),
  ),
);
/**
 * Names of times that need nothing after them ("Prep time 10 min", "Gesamtzeit 55 Minuten"), in
 * every lexicon, each with the time it names (none for a rest: "Ruhezeit", "temps de repos").
 */
const TIME_NAMES = new Map<string, keyof StatedTimes | null>(
  LEXICON_LIST.flatMap((lexicon) =>
    TIME_FIELDS.flatMap(([key, field]) =>
      lexicon.timeNames[key].map((name) => [phraseKey(name), field]),
    ),
  ),
);
const TIME_PHRASE = phrasePattern(
  everyLexicon((l) => Object.values(l.timeNames).flat()),
  { accents: true },
);
/** The unit words a time ends with, before the next time's name ("15 Min. Kochzeit: 30 Min."). */
const TIME_UNIT_END = phrasePattern(
  everyLexicon((l) => [...l.timeUnits.hours, ...l.timeUnits.minutes, ...l.timeUnits.seconds]),
);
/**
 * A time's name at the start of a line, after a separator, after the end of a sentence ("Serves
 * 2. Total time: 55 minutes.") or after another time's unit.
 */
const TIME_LABEL = new RegExp(
  `(?:^|(?<=(?:[|•·,;(.!–—-]|(?<!\\p{L})(?:${TIME_UNIT_END})\\.?)\\s*))(${TIME_PHRASE}|(?:${TIME_NAME})(?=\\s*[:：]))(?!\\p{L})\\s*[:：-]?\\s*`,
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
  const lower = lowerSameLength(text);
  const found = SERVINGS.exec(lower) ?? SERVINGS_NOUN.exec(lower);
  const within = !found && anywhere ? SERVINGS_IN_TEXT.exec(lower) : null;
  const groups = within
    ? [within[1] ?? within[4], within[2] ?? within[5], within[3] ?? within[6]]
    : (found?.slice(1) ?? []);
  const [low = '', high] = groups;
  // The noun as written: "4 Personen", "6 Stücke".
  const where = within ? (within.indices?.[3] ?? within.indices?.[6]) : found?.indices?.[3];
  const unit = where ? text.slice(...where) : undefined;
  if (!low) return null;
  const min = countValue(low);
  const max = high ? countValue(high) : min;
  if (!(min > 0) || max < min) return null;
  const amount = high ? `${min}-${max}` : `${min}`;
  const noun = unit?.trim() ?? '';
  const words = noun && !ONLY_PEOPLE.test(lowerSameLength(noun)) ? noun : 'servings';
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

/** What may stand before a stated time: "about 20 minutes", "ca. 20 Min.", "~20 min". */
const LEAD = new RegExp(`^\\s*(?:(?:${ABOUT})\\s+|~\\s*)?`, 'iu');

function leadingSeconds(value: string): number | null {
  const lead = LEAD.exec(value);
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
    const name = phraseKey(label[1] ?? '');
    const field = TIME_NAMES.has(name) ? TIME_NAMES.get(name) : LABEL_FIELDS.get(name);
    if (field && seconds && times[field] === undefined) times[field] = seconds;
  });
  return times;
}

export const isFactLine = (line: string) =>
  Object.keys(statedTimes(line)).length > 0 ||
  (line.length <= 60 && servingsIn(parts(line)[0] ?? '') !== null);

const answerWords = (pick: (answer: Lexicon['answer']) => readonly string[]) =>
  phrasePattern(
    everyLexicon((l) => pick(l.answer)),
    { accents: true },
  );
/** Whole lines that name no dish ("The recipe"), and the visitor's request repeated in one. */
const GENERIC_TITLE = new RegExp(
  `^(?:${answerWords((a) => a.notTitles)})$|(?<!\\p{L})(?:${answerWords((a) => a.request)})(?!\\p{L})`,
  'iu',
);

/** An answer's opening words to the visitor ("Sure! Here's...", "Based on your list"). */
export const OPENING = new RegExp(`^(?:${answerWords((a) => a.opening)})(?!\\p{L})`, 'iu');

/** "Garlic Pasta (Serves 2)", "(Für 4 Personen)": servings or a time after a dish's name. */
const FACTS_AFTER_NAME = new RegExp(
  `\\s*\\((?:${servingWords((s) => [...s.opens, ...s.feeds, ...s.makes])}|${FOR}|ready|takes)(?!\\p{L})[^()]*\\)$`,
  'iu',
);

/** A run of emoji: decoration, never part of the dish's name. */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu;

/** "Recipe:", "Rezept:", "Nom de la recette :", "Receita:": the dish's name follows. */
const TITLE_NAME = `(?:${phrasePattern(allWords('titleNames'), { accents: true })})(?!\\p{L})`;

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
    .replace(new RegExp(`^${TITLE_NAME}\\s*[:：–—-]\\s*`, 'iu'), '')
    .replace(/[^\p{L}\p{N})]+$/u, '')
    // "Garlic Pasta (Serves 2)": the servings are not part of the name.
    .replace(FACTS_AFTER_NAME, '')
    // "Greek Salad Recipe": the dish is the name.
    .replace(/(\S)\s+recipe$/i, '$1')
    .trim();
  if (!words || words.length > 90 || GENERIC_TITLE.test(words) || OPENING.test(words)) return null;
  return words;
}

export function namedTitle(line: string): string | null {
  const named = line.match(new RegExp(`^${TITLE_NAME}\\s*[:：]\\s*(.+)$`, 'iu'));
  return named?.[1] ? titleFrom(named[1]) : null;
}

/** One part of every lexicon's words around a dish named in a sentence, as an alternation. */
const introWords = (pick: (intro: Lexicon['introTitle']) => readonly string[]) =>
  phrasePattern(everyLexicon((l) => pick(l.introTitle)));
// Praise, not part of the dish's name ("a quick and tasty Egg Fried Rice").
const ADJECTIVES = `(?:(?:${introWords((i) => i.praise)})(?:,|\\s+and)?\\s+)*`;
const INTRO_TITLE = new RegExp(
  `\\b(?:${introWords((i) => i.offers)}|here(?:'|’)?s(?=\\s+an?\\s+[^.!?:]{0,60}\\brecipe\\s*:))\\s+(?:(?:${introWords((i) => i.articles)})\\s+)?${ADJECTIVES}(.+?)(?=\\s+(?:${introWords((i) => i.ends)})\\b|[.!?:;,(]|$)`,
  'i',
);
/** Words a dish's name never starts with ("you", "something"). */
const PRONOUN = new RegExp(`^(?:${introWords((i) => i.pronouns)})\\b`, 'i');

/** The visitor's own words repeated ("I have eggs... a recipe you'd recommend I make!"). */
export const ECHO = /^(?:i\s+have|i(?:'|’)ve\s+got|user\s*:|request\s*:)/i;

export function titleInIntro(line: string, strong: string | null): string | null {
  if (ECHO.test(line)) return null;
  if (strong && !/[:：]$/.test(strong)) {
    const fromStrong = titleFrom(strong);
    if (fromStrong) return fromStrong;
  }
  const named = line.match(INTRO_TITLE)?.[1]?.trim();
  if (!named || named.split(/\s+/).length > 8 || PRONOUN.test(named)) return null;
  return titleFrom(named.charAt(0).toUpperCase() + named.slice(1));
}
