import { i18n } from '@lingui/core';
import { isPageLanguage } from '../../shared/languages';

/**
 * A request asks for the answer in the page's language (decisions D15): the field is sent only for
 * another language than English, so an English page's request is the spec's, as before.
 */
export function inPageLanguage<T extends object>(request: T): T & { language?: string } {
  const language = i18n.locale;
  return isPageLanguage(language) && language !== 'en' ? { ...request, language } : request;
}
