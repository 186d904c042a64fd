import pluralize from 'pluralize';
import { foodWords } from '../food/food-words';

/** A name's words folded and singular, so "onions" and "onion" meet: how the nutrition table keys names. */
export function nameKey(text: string): string {
  return singularWords(foodWords(text)).join(' ');
}

export function singularWords(words: readonly string[]): string[] {
  return words.map((w) => (/^\p{L}+$/u.test(w) ? pluralize.singular(w) : w));
}
