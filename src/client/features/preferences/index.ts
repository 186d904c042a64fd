export { PreferencesDisclosure } from './PreferencesDisclosure';
export { usePreferences } from './use-preferences';
export type { UsePreferences } from './use-preferences';
export { EMPTY_PREFERENCES, type PreferencesForm } from './preferences-form';
export { DIET_WORDS } from './use-preference-options';
