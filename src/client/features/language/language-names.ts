import type { PageLanguage } from '../../../shared/languages';

/** Each language in its own name (the menu; with it, after the first paint). */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name is the same on every page */
export const LANGUAGE_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
};
/* eslint-enable lingui/no-unlocalized-strings */
