// Loaded after the first paint (a barrel holding these too would pull them into it).
export { IngredientList, INGREDIENTS_ANCHOR } from './IngredientList';
