import { PAGE_LANGUAGES, type PageLanguage } from '../languages';
import { LEXICONS, orWords } from '../lexicon/lexicon';

/**
 * Which of the reader's seven languages a recipe is written in, from its most frequent small words
 * (articles, prepositions, "and") and its kitchen words (spoons, salt, onion), each language's
 * `markers` in its lexicon: enough to choose how amounts are written back (decimal comma, English
 * plurals only in English) and how a line is read. Hand-written: a general language detector
 * (franc and the like) weighs tens of kilobytes and answers for hundreds of languages the reader
 * does not read.
 */
export type RecipeLanguage = PageLanguage;

/** "Or" in each language (src/shared/lexicon): Dutch "of" is English "of", Spanish "o" a letter elsewhere. */
export const OR: Record<RecipeLanguage | 'any', readonly string[]> = {
  ...(Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, orWords(l)])) as Record<
    RecipeLanguage,
    readonly string[]
  >),
  any: orWords(null),
};

/**
 * Each language's markers (src/shared/lexicon): its most frequent small words and the kitchen
 * words it writes and few of the others do. An ingredient list alone says little in small words,
 * and some are another language's (German "EL", lower-cased, is Spanish "el").
 */
const SETS = PAGE_LANGUAGES.map(
  (language) =>
    [language, new Set(LEXICONS[language].markers.map((w) => w.toLowerCase()))] as const,
);

/** The language with most of its small words in the text; null for too little text to tell. */
export function recipeLanguage(text: string): RecipeLanguage | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: RecipeLanguage | null = null;
  let bestCount = 0;
  for (const [language, set] of SETS) {
    const count = words.reduce((sum, word) => sum + (set.has(word) ? 1 : 0), 0);
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return bestCount >= 3 ? best : null;
}
