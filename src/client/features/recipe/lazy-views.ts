/**
 * The recipe's lazy views and cook mode's reading of a recipe, in one chunk. They share the
 * markdown parser; as separate chunks they would split it into another, shared one, and the
 * bundler's runtime helpers out of the entry with it, into the first paint.
 */
export { default as RecipeMarkdown } from './rendering/RecipeMarkdown';
export { RecipeKitchen } from '../kitchen';
export { RecipeWishes } from '../wishes';
export { CookMode, outlineRecipe } from '../cook';
export { RecipeView } from '../servings';
export { RecipeAppButtons } from '../export';
