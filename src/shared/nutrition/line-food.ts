import { matchFoods, type FoodMatch } from '../food/food-line';
import type { FoodTable } from '../food/food-table';
import { foodWords } from '../food/food-words';
import type { RecipeLanguage } from '../recipe/recipe-language';
import { singularWords } from './name-key';
import type { NutritionTable, UsdaFood } from './nutrition-table';

/**
 * Which USDA food an ingredient line names: a decided name first ("cream cheese", which the food
 * table reads as two foods), then the food table's match (Open Food Facts, seven languages) and
 * its join. Read in the line's name: the words before the first comma and outside brackets, and
 * before "or" ("butter or margarine" is butter, as recipe sites count it).
 */

/** "Or" in each language: Dutch "of" is English "of", Spanish "o" a letter elsewhere. */
const OR: Record<RecipeLanguage | 'any', readonly string[]> = {
  en: ['or'],
  de: ['oder'],
  fr: ['ou'],
  es: ['o', 'u'],
  it: ['o', 'oppure'],
  pt: ['ou'],
  nl: ['of'],
  any: ['or', 'oder', 'ou', 'oppure'],
};
const MAX_PHRASE = 4;

/** The words of a line's name: brackets out, cut at "or"; `whole` keeps what follows a comma. */
export function nameWords(text: string, language?: RecipeLanguage, whole = false): string[] {
  const plain = text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const name = whole ? plain : (plain.split(/[,;]/)[0] ?? plain);
  const words = foodWords(name);
  const or = OR[language ?? 'any'];
  const cut = words.findIndex((w, i) => i > 0 && or.includes(w));
  return cut > 0 ? words.slice(0, cut) : words;
}

function phraseFood(words: readonly string[], nutrition: NutritionTable): UsdaFood | null {
  const singular = singularWords(words);
  for (let n = Math.min(MAX_PHRASE, words.length); n >= 1; n--)
    for (let at = 0; at + n <= words.length; at++) {
      const food =
        nutrition.forPhrase(singular.slice(at, at + n).join(' ')) ??
        nutrition.forPhrase(words.slice(at, at + n).join(' '));
      if (food) return food;
    }
  return null;
}

function joined(
  match: FoodMatch,
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): UsdaFood | null {
  // Two foods in one word ("Fischsauce" as fish and sauce) are not one food to weigh.
  if (match.partial || match.parts) return null;
  // In English the entry named so comes first: "paprika" is the spice, German "Paprika" the pepper.
  const own = (entry: number) => foods.entry(entry).id === `en:${match.text}`;
  const entries =
    language === 'en' || !language
      ? [...match.entries].sort((a, b) => Number(own(b)) - Number(own(a)))
      : match.entries;
  for (const entry of entries) {
    const food = nutrition.forFoodId(foods.entry(entry).id);
    if (food) return food;
  }
  return null;
}

export interface LineFood {
  food: UsdaFood | null;
  /** The words naming a food the data does not weigh, for the note ("XYZ paste"). */
  named: string | null;
}

export function lineFood(
  text: string,
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): LineFood {
  // The name before the first comma, else the whole line ("4 boneless, skinless chicken breasts").
  const first = foodIn(nameWords(text, language), foods, nutrition, language);
  return first.food ? first : foodIn(nameWords(text, language, true), foods, nutrition, language);
}

function foodIn(
  words: readonly string[],
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): LineFood {
  const phrase = phraseFood(words, nutrition);
  if (phrase) return { food: phrase, named: null };
  const compounds = language === 'de' || language === 'nl' ? true : language ? false : 'guess';
  const matches = matchFoods(words, foods, { compounds, language }).filter((m) => !m.partial);
  // The longest name wins ("chicken breast" over "chicken"); on a tie, the first.
  const ordered = [...matches].sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const match of ordered) {
    const food = joined(match, foods, nutrition, language);
    if (food) return { food, named: null };
  }
  return { food: null, named: ordered[0]?.text ?? null };
}
