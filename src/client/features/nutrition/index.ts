// Loaded with the recipe's lazy views (features/recipe/lazy-views.ts), never in the first paint.
export { default as RecipeNutrition } from './RecipeNutrition';
export { NutritionFacts } from './NutritionFacts';
