export { AddIngredientForm } from './AddIngredientForm';
// In the first paint: a remembered list shows at once.
export { IngredientList } from './IngredientList';
export { useIngredients, type Ingredient } from './use-ingredients';
