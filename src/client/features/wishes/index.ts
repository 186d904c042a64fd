/**
 * The recipe checked against the visitor's wishes (issue 22). Loaded with the recipe's lazy views
 * (features/recipe/lazy-views.ts), never in the first paint.
 */
export { default as RecipeWishes } from './RecipeWishes';
export { WishesCheck } from './WishesCheck';
