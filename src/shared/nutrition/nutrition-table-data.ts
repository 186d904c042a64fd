/**
 * The generated nutrition table's shape (scripts/build-nutrition-table.ts writes it;
 * docs/nutrition.md). Values are per 100 g, in the order of `nutrients`.
 */
export const NUTRIENTS = [
  'kcal',
  'kJ',
  'protein',
  'fat',
  'saturatedFat',
  'carbohydrate',
  'sugars',
  'fibre',
  'salt',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export interface NutritionFood {
  /** USDA's description ("Egg, whole, raw, fresh"). */
  name: string;
  per100g: number[];
  /** Household measures in grams for one: "large" → 50, "cup, chopped" → 160, "clove" → 3. */
  measures: Record<string, number>;
  /**
   * A food standing for a kind the line does not narrow ("plant milk"), counted as the kind's
   * lightest: the kcal per 100 g of its richest, what the line may hold at most.
   */
  upToKcal?: number;
}

export interface NutritionTableData {
  source: string;
  licence: string;
  attribution: string;
  nutrients: string[];
  /** By USDA's id ("01123"). */
  foods: Record<string, NutritionFood>;
  /** The food table's id ("en:egg") → USDA's id. */
  join: Record<string, string>;
  /** Names the food table does not hold as one ("cream cheese"), as `nameKey` writes them → USDA's id. */
  phrases: Record<string, string>;
}
