import { allWords, everyWord, LEXICON_LIST } from '../lexicon/lexicon';
import type { RecipeLanguage } from '../recipe/recipe-language';
import type { FoodTable } from './food-table';
import { FORM_SOURCES, languageBit } from './food-table-data';
import { foodKey, foodWords } from './food-words';
import { EGG_PASTA, FORM_WORDS, PASTA_NAMES, PASTES, PLANT_FORMS } from './knowledge/food-kinds';
import {
  addsFood,
  isIgnorable,
  isKitchenWordOf,
  isLinkWord,
  isPreparationForm,
  isUnitOrPiece,
  wordForms,
} from './line-words';
import {
  describingPositions,
  modifierSide,
  varietyPositions,
  type VarietyReading,
} from './variety';

/**
 * Which foods the words of an ingredient line name: the longest name of the table over the words,
 * each word in its written form or a singular of it, and a German or Dutch compound read as its
 * parts when the table does not hold it whole ("Fischsauce" → fish + sauce). Written by hand: no
 * library reads recipe lines against a multilingual taxonomy.
 */

export interface FoodMatch {
  /** Positions in the words: [start, end). */
  start: number;
  end: number;
  /** The words as the line writes them. */
  text: string;
  /** Table entries named; for a compound, its parts' entries, the head's first. */
  entries: number[];
  /** A compound whose head alone is known ("Hackfleisch" → meat): it can break a wish, never keep one. */
  partial?: boolean;
  /** The entries are the parts of a compound, each in it ("Fischsauce": fish and sauce), not names of one food to choose from. */
  parts?: boolean;
}

/** The longest name read, in words; the table keeps no longer one. */
export const MAX_WORDS = 6;
/**
 * What may join the two foods of a compound, none first: the joints of the languages that write
 * compounds ("Hühn-er-brühe", "kipp-en-soep"; their lexicons' `joints`).
 */
const JOINTS = [
  '',
  ...new Set(LEXICON_LIST.filter((lexicon) => lexicon.compounds).flatMap((l) => l.joints)),
];

/**
 * Plants a form is made of; given the form's word, cocoa makes only a butter: "latte al cacao",
 * "Kakaomilch", "crema al cacao" are milk and cream flavoured with it, no cocoa milk.
 */
export function isFormSource(
  entries: readonly number[],
  table: FoodTable,
  formWord?: string,
): boolean {
  const flavoured = formWord !== undefined && FORM_WORDS.get(formWord) !== 'butter';
  return (
    entries.length > 0 &&
    entries.every(
      (e) =>
        FORM_SOURCES.some((id) => table.isA(e, id)) && !(flavoured && table.isA(e, 'en:cocoa')),
    )
  );
}

function spanKeys(
  words: readonly string[],
  table: FoodTable,
  languages?: number,
): string | undefined {
  const forms = words.map((w, i) =>
    // Only the first and the last word of a long name take other forms: "pechugas de pollo".
    words.length <= 3 || i === 0 || i === words.length - 1 ? wordForms(w) : [w],
  );
  let keys = [''];
  for (const [i, options] of forms.entries()) {
    keys = keys.flatMap((k) => options.map((o) => (k ? `${k} ${o}` : o)));
    // Only the spellings some longer name goes on from: most spans name nothing.
    if (i < forms.length - 1) keys = keys.filter((k) => table.startsName(k));
    if (keys.length > 256) keys = keys.slice(0, 256);
  }
  return keys.find((key) => table.has(key, languages));
}

function named(word: string, table: FoodTable, languages?: number): number[] {
  for (const form of wordForms(word)) {
    const entries = table.named(form, languages);
    if (entries.length) return [...entries];
  }
  return [];
}

/** "fischsauce" → [sauce…, fish…]: the longest head the table holds, with a named modifier. */
export function compoundParts(
  word: string,
  table: FoodTable,
  guessed = false,
  languages?: number,
): Pick<FoodMatch, 'entries' | 'partial' | 'parts'> | undefined {
  if (word.length < 6) return undefined;
  let headOnly: number[] | undefined;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const headWord = word.slice(cut);
    // "Knoblauchzehen", "Lachsfilets": a unit or a cut after a food names the food; so does a
    // juice ("Grapefruitsaft" is the fruit's juice).
    const unit = (isUnitOrPiece(headWord) || JUICE_WORDS.has(headWord)) && headWord.length >= 4;
    const form = PLANT_FORMS.has(headWord);
    const head = unit ? [] : named(headWord, table, languages);
    if (head.length === 0 && !unit && !form) continue;
    const front = word.slice(0, cut);
    for (const joint of JOINTS) {
      if (joint && !front.endsWith(joint)) continue;
      const modifier = named(joint ? front.slice(0, -joint.length) : front, table, languages);
      if (modifier.length === 0) continue;
      if (unit || (form && isFormSource(modifier, table, headWord)))
        return { entries: modifier, partial: false };
      if (head.length === 0) continue;
      // Two foods in one word is German or Dutch only where the recipe is known to be.
      return { entries: [...head, ...modifier], partial: guessed, parts: true };
    }
    // "Tiefkühlerbsen", "Biozitrone", "Dosentomaten": a kitchen word before a food says no more
    // than it does apart; in a recipe not known to be German or Dutch only a guess ("congelati"
    // is no ice cream "with").
    if (!unit && head.length > 0 && headWord.length >= 4 && isIgnorable(front))
      return { entries: head, partial: guessed };
    if (!unit) headOnly ??= headWord.length >= 4 ? head : undefined;
  }
  return headOnly && { entries: headOnly, partial: true };
}

const folded = (list: readonly string[]) => list.flatMap((w) => foodWords(w));
/** "Juice" in every language, as the line's words are folded. */
export const JUICE_WORDS = new Set(folded(allWords('juice')));
const AND = new Set(folded(allWords('and')));
/**
 * What joins a form to its plant ("lait d'amande", "latte di mandorla", "cream of coconut"):
 * "of" and the articles and prepositions of every lexicon (`of`, `links`), never "and".
 */
const FORM_LINKS = new Set(
  folded([...allWords('of'), ...allWords('links')]).filter((w) => !AND.has(w)),
);

/**
 * A form beside its plant joins the plant's match: the form says how, the plant what. The forms
 * are knowledge/food-kinds.json's: "almond milk", "Hafermilch", "lait d'amande" are the plant, not
 * dairy (PLANT_FORMS); Spanish, Italian and Portuguese "pasta" of any food is made of that food
 * ("pasta de sésamo", "pasta di riso"), and "polpa" of a food its flesh (PASTES).
 */
function joinPlantForms(
  words: readonly string[],
  found: FoodMatch[],
  table: FoodTable,
  language: RecipeLanguage | null | undefined,
) {
  const form = (m: FoodMatch | undefined) =>
    m !== undefined &&
    !m.partial &&
    (PLANT_FORMS.has(m.text) || (m.end - m.start === 1 && PASTES.has(m.text)));
  // Where the language writes what a food is of after it, the plant may follow a milk or a cream
  // with no link ("crème soja", "lait coco", "nata soja"); never a butter ("beurre noisette" is
  // butter browned to the nut's colour) or a yogurt ("yaourt coco" is as often a dairy yogurt
  // flavoured with coconut).
  const unlinked = (m: FoodMatch) =>
    modifierSide(language) === 'after' &&
    (FORM_WORDS.get(m.text) === 'milk' || FORM_WORDS.get(m.text) === 'cream');
  for (let k = 0; k < found.length; k++) {
    const m = found[k]!;
    if (!form(m)) continue;
    const before = found[k - 1];
    const after = found[k + 1];
    const linked = (from: number, to: number) =>
      (to > from || (to === from && unlinked(m))) &&
      words.slice(from, to).every((w) => FORM_LINKS.has(w));
    if (
      before &&
      before.end === m.start &&
      PLANT_FORMS.has(m.text) &&
      isFormSource(before.entries, table, m.text)
    ) {
      found.splice(k - 1, 2, { ...before, end: m.end, text: `${before.text} ${m.text}` });
      k--;
    } else if (
      after &&
      linked(m.end, after.start) &&
      (isFormSource(after.entries, table, m.text) || (PASTES.has(m.text) && !after.partial))
    ) {
      const text = words.slice(m.start, after.end).join(' ');
      found.splice(k, 2, { ...after, start: m.start, text });
    }
  }
  return found;
}

export interface MatchOptions {
  /**
   * Read a word the table does not hold as a German or Dutch compound ("Fischsauce"): `true` in
   * a German or Dutch recipe; `false` in another language ("frangipane" is no chicken bread,
   * "maçapão" no apple bread); `'guess'` where the language is not known: a compound of two foods
   * may then break a wish but never keep one, while a food with a unit ("Knoblauchzehen") or a
   * plant's milk ("Hafermilch") reads as usual.
   */
  compounds?: boolean | 'guess';
  /**
   * Read a word no name holds as the one food it is a slip of the pen for ("Oreganno"): in an
   * ingredient line, never in running text, where an ordinary word may be one letter from a food.
   */
  misspellings?: boolean;
  /** The recipe's language, where the reader can tell it: Spanish and Italian "o" is "or". */
  language?: RecipeLanguage | null;
  /**
   * Read only names of this language and English, for the words it borrows: in running text
   * (a recipe's steps) an English "pan" is no Spanish bread. An ingredient line reads names of
   * every language: a language told from a few lines is a guess.
   */
  namesIn?: RecipeLanguage;
}

function namesOf(language: RecipeLanguage | undefined): number | undefined {
  return language ? languageBit(language) | languageBit('en') : undefined;
}

/** The lexicons' words: an ordinary word ("rouges", "schwarze", "especial") is never a slip for a food. */
let lexiconWords: Set<string> | undefined;

/** Only in a recipe whose language is known, and only to a name of that language. */
function misspelt(
  word: string,
  table: FoodTable,
  language: RecipeLanguage | null | undefined,
): string | undefined {
  if (!language) return undefined;
  lexiconWords ??= new Set(folded(everyWord()));
  if (lexiconWords.has(word) || isPreparationForm(word, language)) return undefined;
  return table.misspelt(word, languageBit(language));
}

/**
 * German and Dutch write a compound with a hyphen or, now and then, apart ("Chia-Samen",
 * "Teff-Mehl", "Kokos Milch"): two words that are, written together, a name the table holds
 * (Chiasamen, Teffmehl, Kokosmilch) or a food with its piece ("Kardamom-Kapseln") are that food.
 */
function writtenTogether(
  words: readonly string[],
  at: number,
  table: FoodTable,
  languages: number | undefined,
): FoodMatch | undefined {
  const next = words[at + 1];
  const apart = (w: string | undefined) => !w || isIgnorable(w) || isLinkWord(w);
  if (apart(words[at]) || apart(next)) return undefined;
  // The second word heads a name with the word after it: "haver crème fraîche" is oat crème
  // fraîche, no "havercreme" and a "fraîche".
  if (words[at + 2] && spanKeys(words.slice(at + 1, at + 3), table, languages) !== undefined)
    return undefined;
  const word = words[at]! + next!;
  const entries = named(word, table, languages);
  const read = entries.length > 0 ? { entries } : compoundParts(word, table, false, languages);
  if (!read || read.partial || read.parts) return undefined;
  return { start: at, end: at + 2, text: `${words[at]} ${next}`, entries: [...read.entries] };
}

/**
 * Lines already matched, per table: each check (five diets, avoid, have, safety, nutrition) reads
 * the same line's words again. Bounded: a page reads a few recipes, a test run thousands.
 */
const matched = new WeakMap<FoodTable, Map<string, readonly FoodMatch[]>>();
const MATCHED_LINES = 4096;

export function matchFoods(
  words: readonly string[],
  table: FoodTable,
  options: MatchOptions = {},
): FoodMatch[] {
  const { compounds = true, namesIn, language, misspellings = false } = options;
  const key = `${compounds}|${namesIn ?? ''}|${language ?? ''}|${misspellings}|${words.join('\u0000')}`;
  let lines = matched.get(table);
  if (!lines) matched.set(table, (lines = new Map()));
  let found = lines.get(key);
  if (!found) {
    if (lines.size >= MATCHED_LINES) lines.clear();
    found = readFoods(withPlainSpellings(words, table, language), table, options);
    lines.set(key, found);
  }
  return [...found];
}

function readFoods(
  words: readonly string[],
  table: FoodTable,
  { compounds = true, namesIn, language, misspellings = false }: MatchOptions,
): FoodMatch[] {
  const languages = namesOf(namesIn);
  // Another language's kitchen word may be the food of a line of this one, where no other word
  // names it: Dutch "200 ml room" is cream, French "purée d'amandes" almonds.
  const ownFood = (at: number) =>
    !!language &&
    !isKitchenWordOf(words[at]!, language) &&
    !/^\d/.test(words[at]!) &&
    table.named(words[at]!, languageBit(language)).length > 0 &&
    words.every((w, i) => i === at || !w || isIgnorable(w) || isLinkWord(w));
  const found: FoodMatch[] = [];
  const unmatched: number[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (!word || isLinkWord(word) || /^\d/.test(word)) continue;
    const joined = compounds === true ? writtenTogether(words, at, table, languages) : undefined;
    if (joined) {
      found.push(joined);
      at++;
      continue;
    }
    let matched = false;
    // A unit or a kitchen word starts a name only with the words after it ("sea salt"): "soupe"
    // in "cuillère à soupe" is no soup.
    const least = isIgnorable(word) && !ownFood(at) ? 2 : 1;
    for (let n = Math.min(MAX_WORDS, words.length - at); n >= least; n--) {
      const span = words.slice(at, at + n);
      if (n > 1 && isLinkWord(span[n - 1]!)) continue;
      const key = spanKeys(span, table, languages);
      if (key === undefined) continue;
      const entries = [...table.named(key, languages)];
      found.push({ start: at, end: at + n, text: span.join(' '), entries });
      at += n - 1;
      matched = true;
      break;
    }
    if (matched || least > 1) continue;
    const parts = compounds ? compoundParts(word, table, compounds === 'guess', languages) : null;
    if (parts) found.push({ start: at, end: at + 1, text: word, ...parts });
    else unmatched.push(at);
  }
  if (misspellings && found.every((m) => m.partial)) {
    // Only a line's one food: beside another, an odd word is more often an ordinary word.
    const meant = unmatched.flatMap((at) => {
      const key = misspelt(words[at]!, table, language);
      return key
        ? [{ start: at, end: at + 1, text: words[at]!, entries: [...table.named(key)] }]
        : [];
    });
    if (meant.length === 1)
      return joinPlantForms(
        words,
        [...found, ...meant].sort((a, b) => a.start - b.start),
        table,
        language,
      );
  }
  return joinPlantForms(words, found, table, language);
}

/**
 * Pasta named fresh (each lexicon's `fresh`) is made with egg as a rule; so are the shapes of
 * EGG_PASTA, dried too (knowledge/food-kinds.json).
 */
const FRESH = new Set(folded(allWords('fresh')));

/** Pasta that may hold egg: fresh pasta ("pasta fresca", "frische Tagliatelle"), or an egg shape. */
export function mayHoldEgg(
  words: readonly string[],
  matches: readonly FoodMatch[],
  table: FoodTable | null,
): boolean {
  if (words.some((w) => EGG_PASTA.has(w))) return true;
  const pasta =
    words.some((w) => PASTA_NAMES.has(w)) ||
    (table !== null && matches.some((m) => m.entries.some((e) => table.isA(e, 'en:pasta'))));
  return pasta && words.some((w) => FRESH.has(w));
}

/**
 * The words no match covers that are not amounts, units or kitchen words: what is not known.
 * Given `variety`, words naming a variety of the line's one plain food are known ("Kumato").
 */
/** "non", "not", "nicht", as a line's words are folded: before a state they say no more than it. */
export const NEGATIONS = new Set(allWords('negations').flatMap((w) => foodWords(w)));

export function unknownWords(
  words: readonly string[],
  matches: readonly FoodMatch[],
  variety?: VarietyReading,
): string[] {
  const covered = new Set(matches.filter((m) => !m.partial).flatMap((m) => range(m.start, m.end)));
  // Beside a food the line names, a participle says how it was prepared ("alubias cocidas").
  const prepared = (w: string) =>
    variety !== undefined && covered.size > 0 && isPreparationForm(w, variety.language);
  const state = (i: number) => {
    const w = words[i];
    return !!w && !covered.has(i) && (isIgnorable(w) || prepared(w));
  };
  // "lard non fumé", "citrons non traités"; "pistaches non salées", where "salées" is read as salt.
  const negatedState = (i: number) =>
    NEGATIONS.has(words[i]!) && (state(i + 1) || addsFood(words[i + 1] ?? ''));
  const unknown = words
    .map((w, i) => (w && !covered.has(i) && !state(i) && !negatedState(i) ? i : -1))
    .filter((i) => i >= 0);
  const known = variety
    ? new Set([
        ...varietyPositions(words, matches, unknown, variety),
        ...describingPositions(words, matches, unknown, variety),
      ])
    : new Set<number>();
  return unknown.filter((i) => !known.has(i)).map((i) => words[i]!);
}

/**
 * Letters typed for one the keyboard lacks (each lexicon's `plainSpellings`: German "gruene
 * Bohnen", "Huettenkaese", "1 Paeckchen Backpulver"): a word nothing knows as written is read with
 * the letter where that makes a food, a compound of foods, a kitchen word or the first word of a
 * name ("grüne Bohnen"). A word known as written stays ("neue").
 */
export function withPlainSpellings(
  words: readonly string[],
  table: FoodTable,
  language: RecipeLanguage | null | undefined,
): string[] {
  const spellings = language ? PLAIN_SPELLINGS.get(language) : undefined;
  if (!spellings) return [...words];
  const languages = languageBit(language!) | languageBit('en');
  const known = (w: string) =>
    isIgnorable(w) ||
    isLinkWord(w) ||
    wordForms(w).some((f) => table.has(f)) ||
    compoundParts(w, table, false, languages)?.partial === false;
  return words.map((w) => {
    const spelled = foodKey(w.replace(spellings.typed, (typed) => spellings.letters[typed]!));
    if (spelled === w || known(w)) return w;
    const startsAName = wordForms(spelled).some((f) => table.startsName(f));
    return known(spelled) || startsAName ? spelled : w;
  });
}

const PLAIN_SPELLINGS = new Map(
  LEXICON_LIST.filter((lexicon) => Object.keys(lexicon.plainSpellings).length > 0).map(
    (lexicon) => [
      lexicon.language,
      {
        typed: new RegExp(Object.keys(lexicon.plainSpellings).map(escapeRegExp).join('|'), 'g'),
        letters: lexicon.plainSpellings,
      },
    ],
  ),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}
