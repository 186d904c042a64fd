/**
 * One chunk for the lazy views and the reading: they share the markdown parser, which as separate
 * chunks would go to a shared one and pull the bundler's helpers into the first paint.
 */
export { default as RecipeMarkdown } from './rendering/RecipeMarkdown';
export { RecipeKitchen } from '../kitchen';
export { RecipeWishes } from '../wishes';
export { RecipeSafety } from '../safety';
export { RecipeNutrition } from '../nutrition';
export { CookMode } from '../cook';
export { RecipeView, viewRecipe } from '../servings';
export { RecipeAppButtons, recipeJsonLd } from '../export';
export { IdeasPanel } from '../ideas/lazy';
export { readRecipe } from '../../../shared/recipe/read-recipe';
