import pluralize from 'pluralize';
import { foodWords } from '../food/food-words';

/** A name's words folded and singular, so "onions" and "onion" meet: how the nutrition table keys names. */
export function nameKey(text: string): string {
  return singularWords(foodWords(text)).join(' ');
}

export function singularWords(words: readonly string[]): string[] {
  return words.map((w) => (/^\p{L}+$/u.test(w) ? pluralize.singular(w) : w));
}

/**
 * The text with its brackets and what they hold replaced by `fill` (a space, or the same length of
 * another character), brackets inside brackets too: "1 1/2 cups cashews ((225g) soaked in hot
 * water)" holds no water.
 */
export function withoutBrackets(
  text: string,
  fill: (bracket: string) => string = () => ' ',
): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\([^()]*\)|\[[^[\]]*\]/g, fill);
  }
  return out;
}
