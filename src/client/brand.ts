/** docs/decisions.md, 'The brand': one constant, used everywhere. */
export const BRAND = 'Pantry Chef';

/**
 * Fixed word for word (in English; the catalogs translate them, docs/i18n.md); later parts' texts
 * live with their feature, off the first paint.
 */
export const TEXT = {
  title: BRAND,
  logoAlt: 'chef-logo',
  inputLabel: 'Add ingredient',
  inputPlaceholder: 'e.g. Egg',
  addButton: 'Add Ingredients',
} as const;
