import { isPageLanguage, PAGE_LANGUAGES, type PageLanguage } from '../../../shared/languages';
import type { FirstCatalog } from '../../lib/first-text';

/**
 * The visitor's choice, kept on this device (decisions D7, D15) in localStorage: read synchronously
 * before the first render, so the first paint's catalog loads alongside the kitchen. Writing it is
 * in language-kept.ts, with the menu, after the first paint.
 */
export const LANGUAGE_KEY = 'pantry-chef-language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // Storage refused: the browser's languages decide.
  }
}

/** The first of the browser's languages that the page speaks ("de-AT" is German), else English. */
export function browserLanguage(languages: readonly string[]): PageLanguage {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isPageLanguage(base)) return base;
  }
  return 'en';
}

export function firstLanguage(): PageLanguage {
  const kept = storedLanguage();
  return isPageLanguage(kept) ? kept : browserLanguage(navigator.languages);
}

/**
 * Only the visitor's language is downloaded: each catalog is its own chunk. Listed by hand: a
 * template import would bring Vite's lookup helper into the first paint.
 */
const FIRST_CATALOGS: Record<PageLanguage, () => Promise<{ messages: unknown; url: string }>> = {
  en: () => import('../../locales/first/en.po'),
  de: () => import('../../locales/first/de.po'),
  fr: () => import('../../locales/first/fr.po'),
  es: () => import('../../locales/first/es.po'),
  it: () => import('../../locales/first/it.po'),
  pt: () => import('../../locales/first/pt.po'),
  nl: () => import('../../locales/first/nl.po'),
};

export const loadFirstCatalog = async (language: PageLanguage) =>
  (await FIRST_CATALOGS[language]()).messages as FirstCatalog;

/**
 * The language to start in and its words. Offline, that language's words may not be kept (the
 * browser's languages changed, or a kept choice whose words never loaded): the page then starts in
 * the language whose words are kept (the worker answers only those), never a blank page.
 */
export async function loadFirstWords(
  language: PageLanguage,
): Promise<{ language: PageLanguage; catalog: FirstCatalog }> {
  try {
    return { language, catalog: await loadFirstCatalog(language) };
  } catch (error) {
    for (const other of PAGE_LANGUAGES.filter((l) => l !== language)) {
      try {
        return { language: other, catalog: await loadFirstCatalog(other) };
      } catch {
        // Not kept either: the next one.
      }
    }
    throw error;
  }
}

/** Where the language's first-paint catalog came from, to keep it for offline use. */
export const firstCatalogUrl = async (language: PageLanguage) =>
  (await FIRST_CATALOGS[language]()).url;

export function showLanguage(language: PageLanguage) {
  document.documentElement.lang = language;
}
