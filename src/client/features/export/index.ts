export {
  recipeJsonLd,
  recipeJsonLdText,
  jsonFileName,
  type RecipeJsonLdContext,
} from './recipe-json-ld';
