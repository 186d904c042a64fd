import pluralize from 'pluralize';

import { PAGE_LANGUAGES, type PageLanguage } from '../languages';
import { allWords, LEXICON_LIST, LEXICONS, type LexiconUnit } from '../lexicon/lexicon';
import { foodWords } from './food-words';
import { NOT_PLURALS, PREPARED_OR_FOOD } from './knowledge/food-kinds';

/**
 * Words of an ingredient line that say how much, how it is cut or what it is like, not what it is:
 * each language's `kitchenWords` (src/shared/lexicon). A word of a line that is neither one of
 * these nor part of a food's name makes the line unidentified (D14: then the check says "Unknown").
 */
const folded = (list: readonly string[]) => list.flatMap((w) => foodWords(w));
const unitWords = (units: readonly LexiconUnit[]) => units.flatMap((u) => folded([u.one, u.more]));
/**
 * English spellings of a unit are kitchen words too ("3 Tbsps", "8 ozs"); the other languages'
 * units name a food now and then ("Knoblauchzehen"), so their kitchen words list the unit words.
 */
const IGNORABLE = new Set([
  ...folded(allWords('kitchenWords')),
  ...unitWords(LEXICONS.en.units),
  // Boiling and soaking say how, not what: "Água a ferver", "(de molho em água por 8h)".
  ...folded(allWords('boil')),
  ...folded(allWords('soak')),
]);

/** Units of the six languages beside English, and a single letter ("c." of "c. à soupe"). */
const UNIT_LIKE = new Set(
  (['de', 'fr', 'es', 'it', 'pt', 'nl'] as const).flatMap((l) => unitWords(LEXICONS[l].units)),
);

const COMPOUNDING = LEXICON_LIST.filter((lexicon) => lexicon.compounds);
const UNITS_AND_PIECES = new Set(
  COMPOUNDING.flatMap((lexicon) => [...unitWords(lexicon.units), ...folded(lexicon.pieces)]),
);

/**
 * A unit or a piece of a food in a language that writes compounds: what may end a compound that
 * names the food before it ("Knoblauchzehen", "Lachsfilets", "uienringen"). Not every kitchen
 * word ("Nussecke" is no nut, "Sahnesteif" no cream), nor another language's unit ("cornetti" is
 * no corn in hectograms).
 */
export function isUnitOrPiece(word: string): boolean {
  return UNITS_AND_PIECES.has(word);
}

export function isUnitLike(word: string): boolean {
  return word.length === 1 || UNIT_LIKE.has(word);
}

export function isIgnorable(word: string): boolean {
  return /^\d/.test(word) || word.length === 1 || IGNORABLE.has(word);
}

/** Each language's own kitchen words, English's unit spellings with English's. */
const KITCHEN_WORDS_OF = Object.fromEntries(
  PAGE_LANGUAGES.map((l) => [
    l,
    new Set([
      ...folded(LEXICONS[l].kitchenWords),
      ...(l === 'en' ? unitWords(LEXICONS.en.units) : []),
    ]),
  ]),
) as Record<PageLanguage, Set<string>>;

/** A kitchen word of this language: English "room" (temperature) is no Dutch kitchen word. */
export function isKitchenWordOf(word: string, language: PageLanguage): boolean {
  return KITCHEN_WORDS_OF[language].has(word);
}

const PARTICIPLES = Object.fromEntries(
  PAGE_LANGUAGES.map((l) => [l, LEXICONS[l].participles.map((p) => new RegExp(p, 'u'))]),
) as Record<PageLanguage, RegExp[]>;
const ADDS_FOODS = new Set(folded(allWords('addsFoods')));

/**
 * A word of the form that says how a food was prepared ("troceada", "gestückelte", "chopped"), in
 * the recipe's language, where it is known: one language's participle is another's noun (Spanish
 * "copita", a small glass, has the form of an Italian participle). Never one that adds foods
 * ("breaded", "rebozado"). Only beside a food the line names, and only for a word the table does
 * not hold.
 */
export function isPreparationForm(word: string, language?: PageLanguage | null): boolean {
  if (!language || ADDS_FOODS.has(word)) return false;
  return PARTICIPLES[language].some((p) => p.test(word));
}

/** "Salted", "sweetened", "breaded": a word that says a food was added ("salées" adds salt). */
export function addsFood(word: string): boolean {
  return ADDS_FOODS.has(word);
}

/** "With", and Dutch "and": after one, a preparation word names a food ("gevuld met gehakt"). */
const WITH = new Set(folded([...allWords('with'), ...LEXICONS.nl.and]));

/**
 * The words after a line's first comma, its preparation words taken out: words that say how a food
 * is prepared but also name a food (PREPARED_OR_FOOD, knowledge/food-kinds.json). Dutch "gehakt"
 * is chopped after a comma ("1 ui, gehakt"), and mince as a line's name ("500 g gehakt") or after
 * "met" ("gevuld met gehakt").
 */
export function preparationWords(words: readonly string[]): string[] {
  return words.map((w, i) => (PREPARED_OR_FOOD.has(w) && !WITH.has(words[i - 1] ?? '') ? '' : w));
}

const LINKS = new Set(folded(allWords('links')));

/** Words a name never starts with: articles and prepositions ("de" in "pechuga de pollo"). */
export function isLinkWord(word: string): boolean {
  return LINKS.has(word);
}

/**
 * The forms a word of a line may stand for in the table: itself, then its singulars by the plural
 * endings of the seven languages ("Eier" → "ei", "tomaten" → "tomate"/"tomaat", "nueces" → "nuez",
 * "pomodori" → "pomodoro", "limões" → "limao"). Wrong guesses are harmless: only a form the
 * table holds is used. NOT_PLURALS have the form of a plural and are none ("chili paste" holds no
 * pasta; knowledge/food-kinds.json).
 */
const FORMS = new Map<string, readonly string[]>();

/** A word and its singular forms; kept, as every line of a recipe asks for the same words. */
export function wordForms(word: string): readonly string[] {
  let forms = FORMS.get(word);
  if (!forms) {
    if (FORMS.size > 20_000) FORMS.clear();
    FORMS.set(word, (forms = formsOf(word)));
  }
  return forms;
}

function formsOf(word: string): string[] {
  const forms = [word];
  if (NOT_PLURALS.has(word)) return forms;
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (word.length < 3 || /\d/.test(word)) return forms;
  add(pluralize.singular(word));
  const ends = (suffix: string) => word.endsWith(suffix);
  const cut = (n: number) => word.slice(0, -n);
  if (ends('s')) add(cut(1));
  if (ends('es')) add(cut(2));
  if (ends('x')) add(cut(1));
  if (ends('aux')) add(`${cut(3)}al`);
  if (ends('ces')) add(`${cut(3)}z`);
  if (ends('oes') || ends('aes')) add(`${cut(3)}ao`);
  if (ends('ns')) add(`${cut(2)}m`);
  if (ends('n')) add(cut(1));
  if (ends('en')) {
    add(cut(2));
    // Dutch: "tomaten" → "tomaat", "uien" → "ui"
    const stem = cut(2);
    const vowel = /([aeiou])([^aeiou])$/.exec(stem);
    if (vowel) add(`${stem.slice(0, -1)}${vowel[1]}${vowel[2]}`);
    if (/(.)\1$/.test(stem)) add(stem.slice(0, -1));
  }
  // Dutch diminutives: "worteltjes", "uitjes", "tomaatjes", "bloempje".
  const diminutive = /[tpk]jes?$/.exec(word);
  if (diminutive) {
    const n = diminutive[0].length;
    add(cut(n));
    add(cut(n - 1));
  }
  if (ends('eren')) add(cut(4));
  if (ends('er')) add(cut(2));
  if (ends('ern')) add(cut(3));
  if (ends('e')) add(cut(1));
  if (ends('i')) {
    add(`${cut(1)}o`);
    add(`${cut(1)}e`);
    add(`${cut(1)}a`);
  }
  if (ends('chi') || ends('ghi')) add(`${cut(2)}o`);
  if (ends('che') || ends('ghe')) add(`${cut(2)}a`);
  if (ends('e')) add(`${cut(1)}a`);
  if (ends('a')) add(`${cut(1)}o`);
  return forms;
}
