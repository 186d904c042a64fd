import { PAGE_LANGUAGES } from '../../languages';
import type { FoodKindsFile, WordsByLanguage } from './food-kinds-schema';
import {
  decidedPlain,
  eggPasta,
  formSources,
  forms,
  mixes,
  notPlurals,
  pastaNames,
  pastes,
  plainRoots,
  preparedOrFood,
  sharedHeads,
} from './food-kinds.json';

/**
 * Foods and kinds read in a way of their own (knowledge/food-kinds.json, each group with its
 * reason). Checked by the tests (food-kinds-schema.ts), not here: the page reads the file as it
 * is, without its `$comment` (named imports leave it out of the page's code).
 */
const FILE = {
  plainRoots,
  decidedPlain,
  mixes,
  formSources,
  forms,
  pastes,
  eggPasta,
  pastaNames,
  sharedHeads,
  notPlurals,
  preparedOrFood,
} as Omit<FoodKindsFile, '$comment'>;

/** A group's words in every language: a line's language is not needed to read them. */
export const inEveryLanguage = (words: WordsByLanguage): string[] =>
  PAGE_LANGUAGES.flatMap((language) => words[language] ?? []);

/** Roots of plain foods, the decided ones last (FoodTable.isPlain). */
export const PLAIN_ROOTS: readonly string[] = [...FILE.plainRoots.ids, ...FILE.decidedPlain.ids];
/** Mixes filed under a plain root (FoodTable.isMix). */
export const MIXES: readonly string[] = FILE.mixes.flatMap((group) => group.ids);
/** Plants pressed, ground or soaked into a milk, butter, cream, flour or oil. */
export const FORM_SOURCES: readonly string[] = FILE.formSources.ids;

/** Each word of a plant's form with the form it names, by language. */
const FORM_WORD_LIST: [word: string, form: string][] = FILE.forms.forms.flatMap(({ form, words }) =>
  inEveryLanguage(words).map((w): [string, string] => [w, form]),
);
/** A word and its plural by an -s, as a line may write it ("drinks", "yogurts"). */
const withS = (word: string) => [word, `${word}s`];

/**
 * The words of a plant's form, by the form they name: "almond milk", "burro di arachidi", "pasta
 * de amendoim" (peanut butter).
 */
export const FORM_WORDS: ReadonlyMap<string, string> = new Map(
  FORM_WORD_LIST.flatMap(([word, form]) => withS(word).map((w): [string, string] => [w, form])),
);

/** "Pasta" and "polpa" of a food, read by their own rule (food-line.ts). */
export const PASTES: ReadonlySet<string> = new Set(inEveryLanguage(FILE.pastes.words));

/** The words of a plant's form but the pastes, which food-line.ts reads by their own rule. */
export const PLANT_FORMS: ReadonlySet<string> = new Set(
  FORM_WORD_LIST.filter(([word]) => !PASTES.has(word)).flatMap(([word]) => withS(word)),
);

/** Pasta made with egg as a rule, dried too. */
export const EGG_PASTA: ReadonlySet<string> = new Set(inEveryLanguage(FILE.eggPasta.names));
/** Words that name pasta itself. */
export const PASTA_NAMES: ReadonlySet<string> = new Set(inEveryLanguage(FILE.pastaNames.names));
/** Words that end a name the choices before an "or" share. */
export const SHARED_HEADS: ReadonlySet<string> = new Set(inEveryLanguage(FILE.sharedHeads.words));
/** Words with the form of another language's plural that are none. */
export const NOT_PLURALS: ReadonlySet<string> = new Set(inEveryLanguage(FILE.notPlurals.words));
/** Words that say how a food is prepared and also name a food. */
export const PREPARED_OR_FOOD: ReadonlySet<string> = new Set(
  inEveryLanguage(FILE.preparedOrFood.words),
);
