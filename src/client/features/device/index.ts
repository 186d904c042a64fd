export { DeviceKitchen } from './DeviceKitchen';
export { storedPreferences } from './preferences-schema';
export type { SavedRecipe } from './saved-recipe';
