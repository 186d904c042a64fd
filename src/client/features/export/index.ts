export {
  recipeJsonLd,
  recipeJsonLdText,
  jsonFileName,
  type RecipeJsonLdContext,
} from './recipe-json-ld';
export { RecipeAppButtons } from './RecipeAppButtons';
