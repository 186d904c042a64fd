import pluralize from 'pluralize';
import { isLinkWord, isOtherKitchenWord, isUnitLike, wordForms } from '../food/line-words';
import { PANTRY_STAPLES } from './pantry-staples';

/**
 * Ingredient lines read as the thing they name, matched to the visitor's list. Word rules: no
 * library reads recipe lines this way. The decided near misses are in ingredient-match.test.ts.
 */

export const UNITS = new Set(
  (
    'cup cups c tbsp tbs tbl tablespoon tablespoons tsp teaspoon teaspoons g gram grams kg ' +
    'kilogram kilograms mg ml milliliter milliliters millilitre millilitres l liter liters litre ' +
    'litres dl cl oz ounce ounces lb lbs pound pounds pinch pinches dash dashes clove cloves can ' +
    'cans tin tins jar jars packet packets package packages pack bag bottle bunch bunches handful ' +
    'handfuls sprig sprigs stalk stalks stick sticks slice slices piece pieces head heads cube ' +
    'cubes drop drops splash knob quart quarts pint pints inch inches cm x'
  ).split(' '),
);

/** Words that say how an ingredient is prepared or sized, not what it is. */
const PREPARATION = new Set(
  (
    'minced chopped diced sliced grated crushed shredded julienned cubed halved quartered peeled ' +
    'seeded deseeded trimmed rinsed drained washed beaten whisked melted softened cooled cooked ' +
    'uncooked raw fresh freshly finely roughly coarsely thinly thickly lightly large medium small ' +
    'big extra whole ground dried leftover day-old cold warm hot room temperature boneless ' +
    'skinless optional about approximately approx heaping heaped level generous few some a an of ' +
    'and to taste for garnish serving needed as more or less plus'
  ).split(' '),
);

/** A few names for the same thing, read as one (British and American usage). */
const SAME_AS: Record<string, string> = {
  scallion: 'spring onion',
  'green onion': 'spring onion',
  cilantro: 'coriander',
  zucchini: 'courgette',
  eggplant: 'aubergine',
  'garbanzo bean': 'chickpea',
};

const QUANTITY = /^[\d¼½¾⅓⅔⅛/.,\-–]+$/;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .replace(/[*_`~]/g, '')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}¼½¾⅓⅔⅛/.'’-]+/u)
    .map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter(Boolean);
}

function namePart(line: string): string {
  const [left = '', right = ''] = line.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/:(.*)/s);
  // "Rice: 1 cup" names rice; "Protein: chicken" names chicken.
  const base = right.trim() && !/^\s*[\d¼½¾⅓⅔⅛]/.test(right) ? right : left;
  // "Olive oil or butter": the first choice names it.
  return base.split(/,|\s[-–—]\s|;|\sor\s/i)[0] ?? '';
}

export function ingredientName(line: string): string {
  const kept = words(namePart(line).replace(/[’']/g, ' ')).filter(
    (w) => !QUANTITY.test(w) && !PREPARATION.has(w) && (isLinkWord(w) || !isOtherKitchenWord(w)),
  );
  // Units only count as units before the thing they measure: "1 tsp ground cloves" is cloves;
  // so do the small words after them in the other languages ("200 g de riz").
  const lead = (w: string) => UNITS.has(w) || isUnitLike(w) || (isLinkWord(w) && w !== 'and');
  while (kept.length > 1 && lead(kept[0] as string)) kept.shift();
  while (kept.length > 1 && isLinkWord(kept.at(-1) as string)) kept.pop();
  // English plurals end in s; "uova" is no Latin plural, so other words keep their form here.
  const name = kept.map((w) => (w.endsWith('s') ? pluralize.singular(w) : w)).join(' ');
  for (const [other, same] of Object.entries(SAME_AS)) {
    if (name === other || name.endsWith(` ${other}`)) return name.slice(0, -other.length) + same;
  }
  return name;
}

/**
 * A name with its last word in each singular form the seven languages may give it: "eier" → "ei",
 * "cebollas" → "cebolla", "uova" → "uovo". Only a form the other name has counts, so a wrong guess
 * finds nothing.
 */
function nameForms(name: string): string[] {
  const cut = name.lastIndexOf(' ');
  const [front, last] = cut < 0 ? ['', name] : [name.slice(0, cut + 1), name.slice(cut + 1)];
  return wordForms(last).map((form) => front + form);
}

/** "salsa de tomate" is a salsa: in the other languages the thing comes before "de", "di", "van"… */
function head(name: string): string {
  const words = name.split(' ');
  const at = words.findIndex((w, i) => i > 0 && isLinkWord(w) && w !== 'and');
  return at > 0 ? words.slice(0, at).join(' ') : name;
}

/** "jasmine rice" ~ "rice", but "tomato paste" is not "tomato": the last word names the thing. */
export function sameIngredient(fullA: string, fullB: string): boolean {
  if (!fullA || !fullB) return false;
  if (fullA === fullB) return true;
  const [a, b] = [head(fullA), head(fullB)];
  if (a === b || a.endsWith(` ${b}`) || b.endsWith(` ${a}`)) return true;
  const bs = nameForms(b);
  return nameForms(a).some((x) =>
    bs.some((y) => x === y || x.endsWith(` ${y}`) || y.endsWith(` ${x}`)),
  );
}

/** The item of the visitor's list a recipe line uses, if any: an exact name first. */
export function matchListItem(line: string, list: readonly string[]): string | undefined {
  const name = ingredientName(line);
  const names = list.map(ingredientName);
  const exact = names.findIndex((n) => n === name || nameForms(n).includes(name));
  const index = exact >= 0 ? exact : names.findIndex((n) => sameIngredient(name, n));
  return index >= 0 ? list[index] : undefined;
}

const STAPLES = new Set(PANTRY_STAPLES.map(ingredientName));

export function isPantryStaple(line: string): boolean {
  return nameForms(ingredientName(line)).some((form) => STAPLES.has(form));
}

export interface KitchenGroups {
  have: { line: string; item: string }[];
  staples: string[];
  toBuy: string[];
  notUsed: string[];
}

export function groupIngredients(lines: readonly string[], list: readonly string[]): KitchenGroups {
  const groups: KitchenGroups = { have: [], staples: [], toBuy: [], notUsed: [] };
  const used = new Set<string>();
  for (const line of lines) {
    const item = matchListItem(line, list);
    if (item !== undefined) {
      groups.have.push({ line, item });
      used.add(item);
    } else if (isPantryStaple(line)) groups.staples.push(line);
    else groups.toBuy.push(line);
  }
  groups.notUsed = list.filter((item) => !used.has(item));
  return groups;
}
