import type { PageLanguage } from '../shared/languages';

/** The language's English name, as the model is asked in English. */
const ENGLISH_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
};

/**
 * The sentence that asks for the answer in the page's language (decisions D15); none for English,
 * so an English request is the spec's, byte for byte.
 */
export function languageSentences(language: PageLanguage | undefined, what = 'your whole answer') {
  if (language === undefined || language === 'en') return [];
  return [`Please write ${what} in ${ENGLISH_NAMES[language]}.`];
}
