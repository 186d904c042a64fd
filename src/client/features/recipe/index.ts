export { default as RecipeArea } from './RecipeArea';
