export { default as CookMode } from './CookMode';
export { outlineRecipe, type RecipeOutline } from './recipe-outline';
