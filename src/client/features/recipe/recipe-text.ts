import { BRAND } from '../../brand';

/** The recipe's texts that the product description fixes, word for word. */
export const RECIPE_TEXT = {
  requestHeading: 'Ready for a recipe?',
  requestText: 'Generate a recipe from your list of ingredients.',
  requestButton: 'Get a recipe',
  loading: 'Generating Recipe',
  recipeHeading: `${BRAND} Recommends:`,
} as const;
