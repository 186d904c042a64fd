// Loaded after the first paint (a barrel holding these too would pull them into it).
export { INGREDIENTS_ANCHOR } from './IngredientList';
