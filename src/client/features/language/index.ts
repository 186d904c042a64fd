// In the first paint: the language to start in and the first paint's words.
export { usePageLanguage, type FirstWords } from './use-page-language';
export {
  firstCatalogUrl,
  firstLanguage,
  loadFirstCatalog,
  loadFirstWords,
  showLanguage,
} from './language-choice';
