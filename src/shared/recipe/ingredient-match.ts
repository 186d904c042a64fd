import pluralize from 'pluralize';
import { PANTRY_STAPLES } from './pantry-staples';

/**
 * Reads an ingredient line as the thing it names, and matches it against the visitor's list.
 * Deterministic word rules: recipe lines are free text and no library reads them this way.
 * The decided near misses are in ingredient-match.test.ts.
 */

/** Measures a line may start with ("2 tbsp", "1 can"). */
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
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[*_`~]/g, '')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}¼½¾⅓⅔⅛/.'’-]+/u)
    .map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter(Boolean);
}

/** The part of a line that names the thing: before a comma or dash ("garlic, minced"). */
function namePart(line: string): string {
  const [left = '', right = ''] = line.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/:(.*)/s);
  // "Rice: 1 cup" names rice; "Protein: chicken" names chicken.
  const base = right.trim() && !/^\s*[\d¼½¾⅓⅔⅛]/.test(right) ? right : left;
  // "Olive oil or butter": the first choice names it.
  return base.split(/,|\s[-–—]\s|;|\sor\s/i)[0] ?? '';
}

/** "2 cloves garlic, minced" → "garlic"; "Spring onions (sliced)" → "spring onion". */
export function ingredientName(line: string): string {
  const kept = words(namePart(line)).filter((w) => !QUANTITY.test(w) && !PREPARATION.has(w));
  // Units only count as units before the thing they measure: "1 tsp ground cloves" is cloves.
  while (kept.length > 1 && UNITS.has(kept[0] as string)) kept.shift();
  const name = kept.map((w) => pluralize.singular(w)).join(' ');
  for (const [other, same] of Object.entries(SAME_AS)) {
    if (name === other || name.endsWith(` ${other}`)) return name.slice(0, -other.length) + same;
  }
  return name;
}

/**
 * Two names are the same ingredient when equal, or when one is the other with words in front:
 * "light soy sauce" ~ "soy sauce", "jasmine rice" ~ "rice". "tomato paste" is not "tomato": the
 * last word names the thing.
 */
export function sameIngredient(a: string, b: string): boolean {
  if (!a || !b) return false;
  return a === b || a.endsWith(` ${b}`) || b.endsWith(` ${a}`);
}

/** The item of the visitor's list a recipe line uses, if any: an exact name first. */
export function matchListItem(line: string, list: readonly string[]): string | undefined {
  const name = ingredientName(line);
  const names = list.map(ingredientName);
  const exact = names.findIndex((n) => n === name);
  const index = exact >= 0 ? exact : names.findIndex((n) => sameIngredient(name, n));
  return index >= 0 ? list[index] : undefined;
}

const STAPLES = new Set(PANTRY_STAPLES.map(ingredientName));

export function isPantryStaple(line: string): boolean {
  return STAPLES.has(ingredientName(line));
}

export interface KitchenGroups {
  /** Recipe lines matched to the visitor's list, with the item each one matched. */
  have: { line: string; item: string }[];
  staples: string[];
  toBuy: string[];
  /** Items of the list that no recipe line uses. */
  notUsed: string[];
}

/** Sorts a recipe's ingredient lines against the visitor's list. */
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
