export { viewRecipe, viewFactor, isAsWritten, AS_WRITTEN, type RecipeView } from './view-recipe';
export { factorForHave } from './scale-to-have';
export type { UnitsChoice } from './units';
