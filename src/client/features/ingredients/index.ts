export { AddIngredientForm } from './AddIngredientForm';
export { useIngredients, type Ingredient } from './use-ingredients';
