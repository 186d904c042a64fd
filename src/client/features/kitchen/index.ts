export { KitchenPanel } from './KitchenPanel';
export { kitchenGroups } from './kitchen-groups';
export { useKitchenGroups } from './use-kitchen-groups';
export { default as RecipeKitchen } from './RecipeKitchen';
