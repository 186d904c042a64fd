import { PAGE_LANGUAGES } from '../languages';
import knowledge from './knowledge/pantry-staples.json';

/**
 * What most kitchens hold, kept small on purpose, in the seven languages (as the matcher reads
 * them: accents folded, so "azúcar" is "azucar"): food knowledge, kept as data in
 * `knowledge/pantry-staples.json`. Only an exact name as the matcher reads it is a staple, so
 * "sesame oil" and "smoked paprika" are still to buy.
 */
export const PANTRY_STAPLES: readonly string[] = PAGE_LANGUAGES.flatMap(
  (language) => knowledge.staples[language],
);
