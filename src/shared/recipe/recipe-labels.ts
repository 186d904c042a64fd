import { PAGE_LANGUAGES } from '../languages';
import { allWords, everyLexicon, LEXICONS, phrasePattern, type Lexicon } from '../lexicon/lexicon';
import { NUMBER_WORDS } from './durations';

/** What a label names. Matched on its start, so "3-Ingredient Pancakes" is no section. */

export type LabelKind = 'ingredients' | 'steps' | 'step-title' | 'other' | 'plain';

const OTHER_LANGUAGES = PAGE_LANGUAGES.filter((language) => language !== 'en');
const EN = LEXICONS.en.headings;
/** One part of the section labels of the languages other than English, as an alternation. */
const elsewhere = (pick: (headings: Lexicon['headings']) => readonly string[]) =>
  phrasePattern(
    OTHER_LANGUAGES.flatMap((language) => pick(LEXICONS[language].headings)),
    { accents: true },
  );
const english = (list: readonly string[]) => phrasePattern(list, { accents: true });
const everyHeading = (pick: (headings: Lexicon['headings']) => readonly string[]) =>
  phrasePattern(
    everyLexicon((lexicon) => pick(lexicon.headings)),
    { accents: true },
  );

/**
 * The ingredients' section in German, French, Spanish, Italian, Portuguese and Dutch, with the
 * article or words models put before it ("Die Zutaten", "Liste des ingrédients", "Lo que necesitas").
 */
const INGREDIENTS_ELSEWHERE = new RegExp(
  `^(?:(?:${elsewhere((h) => h.ingredientsBefore)})\\s+)?(?:${elsewhere((h) => h.ingredients)})(?!\\p{L})(?!\\s+(?:${elsewhere((h) => h.given)}))`,
  'iu',
);

/** The method's section in the same languages ("Zubereitung", "Préparation", "Modo de preparo"). */
const STEPS_ELSEWHERE = new RegExp(
  `^(?:(?:${elsewhere((h) => h.methodBefore)})\\s+)?(?:${elsewhere((h) => h.method)})(?!\\p{L})(?![\\s-]*(?:\\d|zeit|tijd))`,
  'iu',
);

/** "How to make it" alone, never as the start of a title ("Comment faire des crêpes"). */
const STEPS_PHRASE = new RegExp(`^(?:${everyHeading((h) => h.methodAlone)})$`, 'iu');

/** Notes, tips, serving and nutrition in the same languages: read as no part of the recipe. */
const OTHER_ELSEWHERE = new RegExp(
  `^(?:(?:${elsewhere((h) => h.notesBefore)})\\s+)?(?:${elsewhere((h) => h.notes)})(?!\\p{L})`,
  'iu',
);

const INGREDIENTS = new RegExp(
  `^(?:(?:${english(EN.ingredientsBefore)})\\s+)*(?:${english(EN.ingredients)})\\b(?!\\s+(?:${english(EN.given)}))`,
  'i',
);
const STEPS = new RegExp(
  `^(?:(?:${english(EN.methodBefore)})\\s+)*(?:${english(EN.method)})\\b(?![\\s-]*(?:time|\\d))`,
  'i',
);
const OTHER = new RegExp(
  `^(?:(?:${english(EN.notesBefore)})\\s+)*(?:${english(EN.notes)})\\b`,
  'i',
);

/** What the cook is told to do first: "Heat", "Ajoutez", "Misture". */
export const ACTION = `(?:${phrasePattern(allWords('actions'), { accents: true })})(?!\\p{L})`;

/**
 * "Sauce ingredients", "For the dough ingredients" (not "Your ingredients": the request repeated,
 * nor "Chop the ingredients": a step's title, which starts with what the cook does).
 */
const INGREDIENTS_AT_END = new RegExp(
  `^(?!your\\b|${ACTION})((?:[\\p{L}'’-]+\\s+){1,3})ingredients?$`,
  'iu',
);
/** Words before "ingredients" that name no group. */
const NO_GROUP = new RegExp(`^(?:${english(EN.ingredientsBefore)})$`, 'i');

const OTHER_AT_END = new RegExp(
  `^(?:[\\p{L}'’-]+\\s+){1,2}(?:${everyHeading((h) => h.notesLast)})$`,
  'iu',
);

export const labelWords = (text: string) =>
  text
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:：.]+$/u, '')
    .trim();

/** "Step" in each language: "Schritt 1", "Étape 1", "Paso 1", "Passo 1", "Stap 1". */
const STEP_WORD = `(?:${everyHeading((h) => h.step)})`;
export const STEP_TITLE = new RegExp(`^${STEP_WORD}\\s*\\d+(?!\\d)`, 'i');
const NUMBERED = /^\d+\s*[.)]\s*/;

function sectionKind(words: string): LabelKind {
  if (OTHER.test(words) || OTHER_AT_END.test(words) || OTHER_ELSEWHERE.test(words)) return 'other';
  if (INGREDIENTS.test(words) || INGREDIENTS_AT_END.test(words)) return 'ingredients';
  if (INGREDIENTS_ELSEWHERE.test(words)) return 'ingredients';
  if (STEPS.test(words) || STEPS_ELSEWHERE.test(words) || STEPS_PHRASE.test(words)) return 'steps';
  return 'plain';
}

export function labelKind(text: string): LabelKind {
  const words = labelWords(text);
  if (STEP_TITLE.test(words)) return 'step-title';
  const unnumbered = words.replace(NUMBERED, '');
  const kind = sectionKind(unnumbered);
  // "2. Instructions" names the section; "3. Bake the cake" is a step's title.
  return kind === 'plain' && unnumbered !== words ? 'step-title' : kind;
}

export const namesSection = (text: string) => {
  const kind = labelKind(text);
  return kind === 'ingredients' || kind === 'steps' || kind === 'other';
};

/** "for" in each language, as a group's name starts: "Für den Teig", "Pour la sauce", "Voor de saus". */
export const GROUP_FOR = `(?:${phrasePattern(allWords('for'))})`;
const GROUP_TAIL = new RegExp(
  `(?<!\\p{L})(${GROUP_FOR})\\s+(?!\\d|(?:${Object.keys(NUMBER_WORDS).join('|')})\\s)(.+)$`,
  'iu',
);
export const startsWithFor = (words: string) =>
  new RegExp(`^${GROUP_FOR}(?!\\p{L})`, 'iu').test(words);

/**
 * "Ingredients for the sauce" names a group ("For the sauce"), "Zutaten für den Teig" one ("Für
 * den Teig"); "Ingredients (serves 4)" and "Zutaten für 4 Personen" none.
 */
export function groupInLabel(text: string): string | null {
  const words = labelWords(text);
  const found = words.match(GROUP_TAIL);
  const [, word = '', tail] = found ?? [];
  if (tail) {
    const name = tail.replace(/\s+ingredients?$/i, '');
    return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} ${name}`;
  }
  const before = words.match(INGREDIENTS_AT_END)?.[1]?.trim();
  return before && !NO_GROUP.test(before) ? before : null;
}

const STEP_NUMBER = new RegExp(
  `^(?:${STEP_WORD}\\s*\\d+\\s*[:.)\\-–—]?\\s*|\\d+\\s*[.)]\\s+)`,
  'i',
);

export const withoutStepNumber = (text: string) => text.replace(STEP_NUMBER, '').trim();

/** Closing words to the visitor, in each language: the recipe has ended. */
export const CHATTER = new RegExp(
  `^(?:#|(?:${phrasePattern(allWords('closing'), { accents: true })})(?!\\p{L}))`,
  'iu',
);

const NOT_INGREDIENT_LABELS = [...new Set(allWords('notIngredients'))]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
  .join('|');

/**
 * A line of an ingredient list that names no ingredient: the equipment ("Equipment: 4 jars",
 * "Utensilios: …", each language's labels in its lexicon) or a footnote ("*Available at Asian
 * markets"): it stays on the page, but no check reads it as food.
 */
export const NOT_INGREDIENT = new RegExp(
  `^(?:\\*+\\s*\\p{L}|(?:${NOT_INGREDIENT_LABELS})\\s*[:：])`,
  'iu',
);
