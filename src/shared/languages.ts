/** The languages the page speaks and the model is asked in (decisions D15), in the menu's order. */
export const PAGE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const isPageLanguage = (value: unknown): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly unknown[]).includes(value);
