/** The product's name and assistant brand (docs/decisions.md, 'The brand'): one constant, used everywhere. */
export const BRAND = 'Pantry Chef';

/**
 * The first screen's texts, which the product description fixes word for word. The later parts'
 * fixed texts live with their feature (`LIST_HEADING`, `RECIPE_TEXT`), so the first paint carries
 * only these.
 */
export const TEXT = {
  title: BRAND,
  logoAlt: 'chef-logo',
  inputLabel: 'Add ingredient',
  inputPlaceholder: 'e.g. Egg',
  addButton: 'Add Ingredients',
} as const;
