import type { FoodTable } from './food-table';
import { isIgnorable, isLinkWord, wordForms } from './line-words';

/**
 * Which foods the words of an ingredient line name: the longest name of the table over the words,
 * each word in its written form or a singular of it, and a German or Dutch compound read as its
 * parts when the table does not hold it whole ("Fischsauce" → fish + sauce). Written by hand: no
 * library reads recipe lines against a multilingual taxonomy.
 */

export interface FoodMatch {
  /** Positions in the words: [start, end). */
  start: number;
  end: number;
  /** The words as the line writes them. */
  text: string;
  /** Table entries named; for a compound, its parts' entries, the head's first. */
  entries: number[];
  /** A compound whose head alone is known ("Hackfleisch" → meat): it can break a wish, never keep one. */
  partial?: boolean;
}

/** The longest name read, in words; the table keeps no longer one. */
export const MAX_WORDS = 6;
const LINKS = ['', 's', 'es', 'n', 'en', 'e', 'er'];
/** A plant's "milk" or "butter" is the plant ("Mandelmilch", "Erdnussbutter"), not dairy. */
const PLANT_PRODUCT_HEADS = new Set(['milch', 'butter', 'melk', 'boter', 'drink', 'mus']);

function spanKeys(words: readonly string[], table: FoodTable): string | undefined {
  const forms = words.map((w, i) =>
    // Only the first and the last word of a long name take other forms: "pechugas de pollo".
    words.length <= 3 || i === 0 || i === words.length - 1 ? wordForms(w) : [w],
  );
  let keys = [''];
  for (const options of forms) {
    keys = keys.flatMap((k) => options.map((o) => (k ? `${k} ${o}` : o)));
    if (keys.length > 256) keys = keys.slice(0, 256);
  }
  return keys.find((key) => table.has(key));
}

function named(word: string, table: FoodTable): number[] {
  for (const form of wordForms(word)) {
    const entries = table.named(form);
    if (entries.length) return [...entries];
  }
  return [];
}

/** "fischsauce" → [sauce…, fish…]: the longest head the table holds, with a named modifier. */
export function compoundParts(
  word: string,
  table: FoodTable,
): { entries: number[]; partial: boolean } | undefined {
  if (word.length < 6) return undefined;
  let headOnly: number[] | undefined;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const headWord = word.slice(cut);
    // "Knoblauchzehen", "Lachsfilets": a unit or a cut after a food names the food.
    const unit = isIgnorable(headWord) && headWord.length >= 4;
    const head = unit ? [] : named(headWord, table);
    if (head.length === 0 && !unit) continue;
    const front = word.slice(0, cut);
    for (const link of LINKS) {
      if (link && !front.endsWith(link)) continue;
      const modifier = named(link ? front.slice(0, -link.length) : front, table);
      if (modifier.length === 0) continue;
      const plant = modifier.every((m) => table.entry(m).vegan === 'y');
      if (unit || (PLANT_PRODUCT_HEADS.has(headWord) && plant))
        return { entries: modifier, partial: false };
      return { entries: [...head, ...modifier], partial: false };
    }
    if (!unit) headOnly ??= headWord.length >= 4 ? head : undefined;
  }
  return headOnly && { entries: headOnly, partial: true };
}

/**
 * Words naming a form a plant is made into, in the seven languages: "almond milk", "cashew
 * butter", "leche de almendras", "lait d'amande" are the plant, not dairy.
 */
const PLANT_FORMS = new Set(
  (
    'milk butter cream yogurt yoghurt drink milch sahne joghurt lait beurre creme yaourt boisson ' +
    'leche mantequilla crema yogur bebida latte burro panna bevanda leite manteiga iogurte melk ' +
    'boter room drank'
  )
    .split(' ')
    .flatMap((w) => [w, `${w}s`]),
);
/** What joins a form to its plant in French, Spanish, Italian and Portuguese ("lait d'amande"). */
const FORM_LINKS = /^(de|d|di|da|del|della|dello|do|du|a|al|au|l|la)$/;

function isPlant(match: FoodMatch, table: FoodTable): boolean {
  return match.entries.length > 0 && match.entries.every((e) => table.entry(e).vegan === 'y');
}

/** A form beside its plant joins the plant's match: the form says how, the plant what. */
function joinPlantForms(words: readonly string[], found: FoodMatch[], table: FoodTable) {
  const form = (m: FoodMatch | undefined) =>
    m !== undefined && m.end - m.start === 1 && !m.partial && PLANT_FORMS.has(m.text);
  for (let k = 0; k < found.length; k++) {
    const m = found[k]!;
    if (!form(m)) continue;
    const before = found[k - 1];
    const after = found[k + 1];
    const linked = (from: number, to: number) =>
      to > from && words.slice(from, to).every((w) => FORM_LINKS.test(w));
    if (before && before.end === m.start && isPlant(before, table)) {
      found.splice(k - 1, 2, { ...before, end: m.end, text: `${before.text} ${m.text}` });
      k--;
    } else if (after && linked(m.end, after.start) && isPlant(after, table)) {
      const text = words.slice(m.start, after.end).join(' ');
      found.splice(k, 2, { ...after, start: m.start, text });
    }
  }
  return found;
}

export function matchFoods(words: readonly string[], table: FoodTable): FoodMatch[] {
  const found: FoodMatch[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (!word || isLinkWord(word) || /^\d/.test(word)) continue;
    let matched = false;
    // A unit or a kitchen word starts a name only with the words after it ("sea salt"): "soupe"
    // in "cuillère à soupe" is no soup.
    const least = isIgnorable(word) ? 2 : 1;
    for (let n = Math.min(MAX_WORDS, words.length - at); n >= least; n--) {
      const span = words.slice(at, at + n);
      if (n > 1 && isLinkWord(span[n - 1]!)) continue;
      const key = spanKeys(span, table);
      if (key === undefined) continue;
      found.push({ start: at, end: at + n, text: span.join(' '), entries: [...table.named(key)] });
      at += n - 1;
      matched = true;
      break;
    }
    if (matched || least > 1) continue;
    const parts = compoundParts(word, table);
    if (parts) found.push({ start: at, end: at + 1, text: word, ...parts });
  }
  return joinPlantForms(words, found, table);
}

/** The words no match covers that are not amounts, units or kitchen words: what is not known. */
export function unknownWords(words: readonly string[], matches: readonly FoodMatch[]): string[] {
  const covered = new Set(matches.filter((m) => !m.partial).flatMap((m) => range(m.start, m.end)));
  return words.filter((w, i) => w && !covered.has(i) && !isIgnorable(w));
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}
