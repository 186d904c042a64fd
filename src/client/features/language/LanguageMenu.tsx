import { useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../shared/languages';
import { LANGUAGE_NAMES } from './language-names';
import { useSay } from '../../lib/first-text';
import { LANGUAGE_KEY, loadFirstCatalog, showLanguage } from './language-choice';
import type { FirstWords } from './use-page-language';

interface LanguageMenuProps {
  language: PageLanguage;
  onWords: (words: FirstWords) => void;
}

function keepLanguage(language: PageLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Refused: the choice holds for this visit only.
  }
}

/**
 * Each language in its own name, with its own `lang` so a screen reader says it rightly. Loaded
 * just after the first paint (the first paint has no bytes to spare).
 */
export default function LanguageMenu({ language, onWords }: LanguageMenuProps) {
  const say = useSay();
  const latest = useRef(language);
  const choose = async (chosen: PageLanguage) => {
    latest.current = chosen;
    // Offline, a language never kept for offline use cannot load (docs/i18n.md): the page stays
    // in its language, and the choice is kept only once its words are here, so that a reload
    // never asks for words it cannot have.
    const catalog = await loadFirstCatalog(chosen).catch(() => null);
    // A quicker second choice wins over a slower first one.
    if (latest.current !== chosen || !catalog) return;
    keepLanguage(chosen);
    showLanguage(chosen);
    onWords({ language: chosen, catalog });
  };
  return (
    <div className="language-menu">
      <label htmlFor="page-language" className="visually-hidden">
        {say(msg`Language`)}
      </label>
      <select
        id="page-language"
        className="language-menu__select"
        value={language}
        onChange={(event) => void choose(event.target.value as PageLanguage)}
      >
        {PAGE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
