/** The languages the food table keeps names for: the languages the reader reads. */
export const FOOD_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
export type FoodLanguage = (typeof FOOD_LANGUAGES)[number];

/** Where the characters of `nameLanguages` start: printable, whatever the bits. */
export const LANGUAGES_CHAR = 48;

/** A language as one bit of a name's languages (`nameLanguages`). */
export function languageBit(language: string): number {
  const at = FOOD_LANGUAGES.indexOf(language as FoodLanguage);
  return at < 0 ? 0 : 1 << at;
}

/**
 * The generated table's shape (scripts/build-food-table.ts writes it; docs/food-data.md). Indices
 * are positions in `ids`; properties are already resolved along the parents.
 */
export interface FoodTableData {
  source: string;
  licence: string;
  attribution: string;
  /** Open Food Facts' canonical id of each entry ("en:chicken breast"). */
  ids: string[];
  /** Each entry's direct parents. */
  parents: number[][];
  /**
   * What an entry is made of beyond its parents, by index: from its English names ("spelt flour" →
   * spelt) and a decided list ("mayonnaise" → egg yolk). Its allergens and diet are already in.
   */
  madeOf: Record<number, number[]>;
  /** Two characters an entry: vegan then vegetarian, each y(es), n(o), m(aybe) or - (not said). */
  diet: string;
  /** Entries whose diet names.txt decides for the entry itself: a mix's decided "yes" is its own. */
  dietDecided: number[];
  /** Each entry's allergen classes (indices in `allergenClasses`), comma-separated. */
  allergens: string[];
  /** A name as `foodKey` writes it → the entries it names, in any of the languages. */
  names: Record<string, number[]>;
  /**
   * The languages of each name, one character a name in the order of `names`: its code less
   * LANGUAGES_CHAR is the languages as bits of FOOD_LANGUAGES ("pan" is Spanish and French, not
   * English).
   */
  nameLanguages: string;
  /** Each class with its names as a class (`titles`, "Nüsse") and every name listed under it. */
  allergenClasses: { id: string; titles: string[]; names: string[] }[];
}

/**
 * Plants pressed, ground or soaked into a milk, butter, cream, flour or oil: nuts, seeds, legumes,
 * grains, coconut and cocoa (knowledge/food-kinds.json, with the reason). "Coconut milk" and
 * "Hafermilch" are the plant; a herb, garlic or lemon flavours a dairy butter instead.
 */
export { FORM_SOURCES } from './knowledge/food-kinds';
