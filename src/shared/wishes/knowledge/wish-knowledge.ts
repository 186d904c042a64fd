import type { Kind } from '../../food/bought-products';
import { PAGE_LANGUAGES, type PageLanguage } from '../../languages';
import type { Lexicon } from '../../lexicon/lexicon';
import type { Diet } from '../../preference-options';
import { classes, meatCovers, sulphited } from './avoid-terms.json';
import { composites, foods, harmless, meatlessStocks } from './decided-foods.json';
import { dataDecisions, diets, promises } from './diets.json';
import type {
  AvoidTermsFile,
  DecidedFoodsFile,
  DietsFile,
  RunningTextFile,
} from './knowledge-schema';
import { dishes, dough, flour, flourLike, stepWords } from './running-text.json';

/**
 * The wishes' knowledge, read from the files beside this one, each group with its reason: what
 * each diet leaves out and each promise lifts, where the decisions win over the food data
 * (diets.json); the decided English words (decided-foods.json); what an avoid term names beyond
 * the food table (avoid-terms.json); how running text is read beside the list (running-text.json).
 * Checked by the tests (knowledge-schema.ts), not here: the page reads the files as they are,
 * without their `$comment` (a named import leaves it out of the page's code).
 */

type ByLanguage = Partial<Record<PageLanguage, string[]>>;
/** Every language's words, one after the other's, read whatever the recipe's language. */
const everyLanguage = (names: ByLanguage): string[] =>
  PAGE_LANGUAGES.flatMap((language) => names[language] ?? []);

const DIETS = diets as DietsFile['diets'];
const PROMISES = promises as DietsFile['promises'];
const DECISIONS = dataDecisions as DietsFile['dataDecisions'];

/** A record with each value read through `pick`, its keys kept. */
function eachValue<K extends string, V, R>(record: Record<K, V>, pick: (value: V) => R) {
  return Object.fromEntries(
    Object.entries<V>(record).map(([key, value]) => [key, pick(value)]),
  ) as Record<K, R>;
}

/** What each diet leaves out. */
export const EXCLUDES: Record<Diet, readonly Kind[]> = eachValue(DIETS, (d) => d.excludes);

/** What each kind of promise lifts; its words are each language's (src/shared/lexicon). */
export const LIFTS: Record<keyof Lexicon['promises'], readonly Kind[]> = eachValue(
  PROMISES,
  (p) => p.lifts,
);

/** Food table ids by what the decision says of them (a food is of one when it is a kind of it). */
export const DATA_DECISIONS: Record<keyof DietsFile['dataDecisions'], readonly string[]> =
  eachValue(DECISIONS, (groups) => groups.flatMap((g) => g.ids));

/** The decided English words, each with the kinds it holds for sure, in the file's order. */
export const DECIDED_FOODS: readonly { kinds: readonly Kind[]; names: readonly string[] }[] = (
  foods as DecidedFoodsFile['foods']
).map(({ kinds, names }) => ({ kinds, names }));
/**
 * Decided foods of several things whose other contents vary, with what they may hold: never known
 * to keep a diet that leaves out one of those.
 */
export const COMPOSITES: readonly { names: readonly string[]; mayHold: readonly Kind[] }[] = (
  composites as DecidedFoodsFile['composites']
).map(({ names, mayHold }) => ({ names, mayHold }));
/** Names that hold a food's word but are not that food: known, and harmless to every diet. */
export const HARMLESS_NAMES: readonly string[] = harmless.flatMap((group) => group.names);
/** Stocks that say they hold no meat, and not what else. */
export const MEATLESS_STOCK_NAMES: readonly string[] = meatlessStocks.names;

/** The words a visitor types for an allergen class beyond the table's names, by class. */
export const CLASS_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  (classes as AvoidTermsFile['classes']).map((c) => [c.class, everyLanguage(c.names)]),
);
/** Foods sulphited as a rule: a line holding one is not known to keep clear of sulphites. */
export const SULPHITED: readonly string[] = sulphited.ids;
/** What "meat" covers beside meat, as a visitor means it. */
export const MEAT_COVERS: readonly string[] = meatCovers.ids;

const TEXT: Omit<RunningTextFile, '$comment'> = { dishes, dough, stepWords, flour, flourLike };
/** Names of what a recipe makes, one word each. */
export const DISHES: readonly string[] = everyLanguage(TEXT.dishes.names);
/** A dough or a batter: the list's own flour and water. */
export const DOUGH: readonly string[] = everyLanguage(TEXT.dough.names);
/** Words of a step that name a food only elsewhere ("hacken", a French "moule"). */
export const STEP_WORDS: readonly string[] = TEXT.stepWords.flatMap((g) => everyLanguage(g.names));
/** "The flour" in each language. */
export const FLOUR_WORDS: readonly string[] = everyLanguage(TEXT.flour.names);
/** Parts of words that make a list's line name a flour, a meal or a starch. */
export const FLOUR_LIKE: readonly string[] = TEXT.flourLike.stems;
