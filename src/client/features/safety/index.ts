// Loaded with the recipe's lazy views (features/recipe/lazy-views.ts), never in the first paint.
export { default as RecipeSafety } from './RecipeSafety';
export { SafetyCheck } from './SafetyCheck';
export { StepSafety } from './StepSafety';
