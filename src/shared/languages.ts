/** The languages the page speaks and the model is asked in (decisions D15), in the menu's order. */
export const PAGE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Each language in its own name (the menu). */
export const LANGUAGE_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
};

export const isPageLanguage = (value: unknown): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly unknown[]).includes(value);
