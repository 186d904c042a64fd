export { PreferencesDisclosure } from './PreferencesDisclosure';
export { usePreferences } from './use-preferences';
