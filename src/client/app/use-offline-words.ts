import { useEffect } from 'react';
import type { PageLanguage } from '../../shared/languages';
import { firstCatalogUrl } from '../features/language';
import { keepCatalogsOffline } from '../features/offline';
import { pageCatalogUrl } from '../lib/use-page-catalog';

/** The page's language's two catalogs are kept for offline use, again at each change of language. */
export function useOfflineWords(language: PageLanguage): void {
  useEffect(() => {
    // The dev server builds no worker.
    if (!import.meta.env.PROD) return;
    void Promise.all([firstCatalogUrl(language), pageCatalogUrl(language)]).then(
      keepCatalogsOffline,
    );
  }, [language]);
}
