/** The spec's English words the bench drives the page by (the page takes them from its catalogs). */
export const TEXT = {
  title: 'Pantry Chef',
  logoAlt: 'chef-logo',
  inputLabel: 'Add ingredient',
  inputPlaceholder: 'e.g. Egg',
  addButton: 'Add Ingredients',
} as const;

export const RECIPE_TEXT = {
  requestHeading: 'Ready for a recipe?',
  requestButton: 'Get a recipe',
  loading: 'Generating Recipe',
  recipeHeading: 'Pantry Chef Recommends:',
} as const;
