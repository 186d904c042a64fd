export { default as RecipeArea, type OpenedRecipe } from './RecipeArea';
// The reader and the JSON-LD, for a backup of saved recipes (in the recipe's lazy chunk).
export { preloadRecipeMarkdown as loadRecipeReader } from './rendering/RecipeBody';
