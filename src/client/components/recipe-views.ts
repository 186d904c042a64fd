/**
 * The recipe's lazy views in one chunk. They share the markdown parser; as two chunks they would
 * split it into a third, shared one, and the bundler's runtime helpers out of the entry with it,
 * into the first paint.
 */
export { default as RecipeMarkdown } from './RecipeMarkdown';
export { default as RecipeKitchen } from './RecipeKitchen';
