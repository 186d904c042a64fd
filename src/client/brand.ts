/** The product's name and assistant brand (docs/decisions.md, 'The brand'): one constant, used everywhere. */
export const BRAND = 'Pantry Chef';

/** Every text of the screen that the product description fixes, word for word. */
export const TEXT = {
  title: BRAND,
  logoAlt: 'chef-logo',
  inputLabel: 'Add ingredient',
  inputPlaceholder: 'e.g. Egg',
  addButton: 'Add Ingredients',
  ingredientsHeading: 'Ingredients on hand:',
  requestHeading: 'Ready for a recipe?',
  requestText: 'Generate a recipe from your list of ingredients.',
  requestButton: 'Get a recipe',
  loading: 'Generating Recipe',
  recipeHeading: `${BRAND} Recommends:`,
} as const;
