import { useMemo, useState } from 'react';
import type { PageLanguage } from '../../../shared/languages';
import { sayFrom, type FirstCatalog } from '../../lib/first-text';

export interface FirstWords {
  language: PageLanguage;
  catalog: FirstCatalog;
}

/** The page's language and the first paint's words in it (the menu changes both at once). */
export function usePageLanguage(first: FirstWords) {
  const [words, setWords] = useState(first);
  const say = useMemo(() => sayFrom(words.catalog), [words.catalog]);
  return { language: words.language, say, setWords };
}
