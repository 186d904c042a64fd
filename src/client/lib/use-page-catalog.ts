import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import type { PageLanguage } from '../../shared/languages';

/** Only the visitor's language is downloaded: each page catalog is its own chunk. */
const PAGE_CATALOGS: Record<PageLanguage, () => Promise<typeof import('*.po')>> = {
  en: () => import('../locales/page/en.po'),
  de: () => import('../locales/page/de.po'),
  fr: () => import('../locales/page/fr.po'),
  es: () => import('../locales/page/es.po'),
  it: () => import('../locales/page/it.po'),
  pt: () => import('../locales/page/pt.po'),
  nl: () => import('../locales/page/nl.po'),
};

/** Where the language's page catalog came from, to keep it for offline use. */
export const pageCatalogUrl = async (language: PageLanguage) =>
  (await PAGE_CATALOGS[language]()).url;

export async function activatePageCatalog(language: PageLanguage) {
  const { messages } = await PAGE_CATALOGS[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

/**
 * Lingui's runtime and the page's catalog, loaded with the page's body (after the first paint);
 * true once the language asked is active. A later choice that loads first wins.
 */
export function usePageCatalog(language: PageLanguage): boolean {
  const [active, setActive] = useState<PageLanguage | null>(null);
  useEffect(() => {
    let current = true;
    void activatePageCatalog(language).then(() => {
      if (current) setActive(language);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return active !== null;
}
