export {
  viewRecipe,
  viewFactor,
  isAsWritten,
  AS_WRITTEN,
  type RecipeView as RecipeViewChoice,
} from './view-recipe';
export { factorForHave } from './scale-to-have';
export type { UnitsChoice } from './units';
export { RecipeView } from './RecipeView';
