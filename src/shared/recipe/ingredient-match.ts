import type { FoodTable } from '../food/food-table';
import type { MatchOptions } from '../food/food-line';
import { foodRelation, readName, type Food, type ReadName, type Relation } from '../food/have';
import { wordForms } from '../food/line-words';
import { LEXICONS } from '../lexicon/lexicon';
import { lineChoices, lineParts } from '../line/line-parts';
import { recipeLanguage } from './recipe-language';
import { PANTRY_STAPLES } from './pantry-staples';
import { EXTRA_KINDS, EXTRA_NAMES } from '../food/have-rules';

/**
 * The one answer to "does the cook have this?" for every feature that asks (the kitchen panel,
 * "Use only what I have", the ideas' "to buy", cook mode): each line and each listed item read as
 * foods of the table (src/shared/food/have.ts), never matched by shared words.
 */

/**
 * English units, containers and measures a shown name never starts with ("cup flour" is flour):
 * the English lexicon's `measures` (src/shared/lexicon).
 */
export const UNITS: ReadonlySet<string> = new Set(LEXICONS.en.measures);

/** A line against the list: had (by which item, how), a staple, maybe, or to buy. */
export type LineHave =
  | { status: 'have'; item: string; how: Relation | 'name'; identified: boolean }
  | { status: 'staple'; identified: boolean }
  | { status: 'maybe'; item: string }
  | { status: 'buy'; identified: boolean };

export interface ListItem {
  item: string;
  read: ReadName;
}

/** "Rice: 1 cup" names rice; "Protein: chicken" names chicken. */
function beforeColon(line: string): string {
  const [left = '', right = ''] = line.split(/:(.*)/s);
  if (!right.trim()) return line;
  return /^\s*[\d¼½¾⅓⅔⅛]/.test(right) ? left : right;
}

/** The list read once: an item is often asked about for every line. */
export function readList(list: readonly string[], table: FoodTable): ListItem[] {
  return list.map((item) => ({ item, read: readName(item, table, { compounds: true }) }));
}

function staplesOf(table: FoodTable): Set<number> {
  let set = STAPLES.get(table);
  if (set) return set;
  set = new Set<number>();
  for (const name of PANTRY_STAPLES) {
    // A name the table holds as it is written is those entries: the whole reading, about 0.05 ms a
    // name, is kept for the decided names and those of two foods ("salt and pepper"). Read once per
    // table, when the first recipe's panel is computed (docs/performance.md).
    const named = name in EXTRA_NAMES || name in EXTRA_KINDS ? [] : table.named(name);
    if (named.length > 0) {
      for (const e of named) set.add(e);
      continue;
    }
    const read = readName(name, table, { compounds: false });
    if (read.identified) for (const food of read.foods) for (const e of food.entries) set.add(e);
  }
  STAPLES.set(table, set);
  return set;
}
const STAPLES = new WeakMap<FoodTable, Set<number>>();
const STAPLE_KEYS = new Set(PANTRY_STAPLES.map((s) => s.replace(/\s+/g, ' ')));

const isStaple = (food: Food, staples: Set<number>) =>
  !food.form && !food.cut && food.entries.every((e) => staples.has(e));

type FoodHave = { item: string; how: Relation } | 'staple' | null;

function foodHave(food: Food, list: readonly ListItem[], table: FoodTable): FoodHave {
  let found: { item: string; how: Relation } | null = null;
  const order: Relation[] = ['same', 'kind', 'general', 'maybe'];
  for (const { item, read } of list) {
    if (!read.identified) continue;
    for (const listed of read.foods) {
      const how = foodRelation(table, food, listed);
      if (how && (!found || order.indexOf(how) < order.indexOf(found.how))) found = { item, how };
    }
  }
  if (found && found.how !== 'maybe') return found;
  if (isStaple(food, staplesOf(table))) return 'staple';
  return found;
}

const sameKey = (a: string, b: string) =>
  a === b || (a !== '' && wordForms(a).some((f) => wordForms(b).includes(f)));

function choiceHave(read: ReadName, list: readonly ListItem[], table: FoodTable): LineHave {
  if (!read.identified) {
    // Not read as a food: only the very same name is had, and it is not known (D14).
    const same = list.find((l) => sameKey(l.read.key, read.key));
    if (same) return { status: 'have', item: same.item, how: 'name', identified: false };
    if (STAPLE_KEYS.has(read.key)) return { status: 'staple', identified: false };
    return { status: 'buy', identified: false };
  }
  const each = read.foods.map((food) => foodHave(food, list, table));
  if (each.some((h) => h === null)) return { status: 'buy', identified: true };
  const had = each.filter((h) => h !== 'staple' && h !== null);
  const maybe = had.find((h) => h.how === 'maybe');
  if (maybe) return { status: 'maybe', item: maybe.item };
  const first = had[0];
  if (!first) return { status: 'staple', identified: true };
  return { status: 'have', item: first.item, how: first.how, identified: true };
}

const RANK: Record<LineHave['status'], number> = { have: 4, staple: 3, maybe: 2, buy: 1 };
const AMOUNT = /^\s*[\d¼½¾⅓⅔⅛]/;

/**
 * The foods after a choice's first comma that the line also uses: a part with its own amount
 * ("2 carrots, 1 leek"), or a part read whole as foods when the first has no amount ("salt,
 * pepper"). Otherwise what follows an amount is how to prepare it ("1 onion, finely chopped").
 */
function furtherFoods(choice: string, table: FoodTable, options: MatchOptions): ReadName[] {
  const [first = '', ...rest] = choice.replace(/\([^)]*\)/g, ' ').split(/[,;]/);
  const listOfFoods = !AMOUNT.test(first);
  // A part with its own amount and a name is another ingredient even when not read ("1 Stange
  // Lauch"): never had then. One of units and kitchen words only is a size ("3/4-inch thick").
  return rest.flatMap((part) => {
    const own = AMOUNT.test(part);
    const read = own || listOfFoods ? readName(lineParts(part).name, table, options) : null;
    return read && (read.identified || (own && read.key !== '')) ? [read] : [];
  });
}

/** A line of several foods is had only when each is: the least of them, with every item used. */
function leastOf(each: LineHave[]): { have: LineHave; items: string[] } {
  const items = each.flatMap((h) => ('item' in h ? [h.item] : []));
  const order: LineHave['status'][] = ['buy', 'maybe', 'have', 'staple'];
  for (const status of order) {
    const found = each.find((h) => h.status === status);
    if (found) return { have: found, items };
  }
  return { have: { status: 'buy', identified: false }, items };
}

/** A line against the list: its best choice ("butter or olive oil" is had with either). */
export function haveLine(
  line: string,
  list: readonly ListItem[],
  table: FoodTable,
  options: MatchOptions = {},
): LineHave {
  return lineUses(line, list, table, options).have;
}

/** The line's best choice and the list items it uses. */
function lineUses(
  line: string,
  list: readonly ListItem[],
  table: FoodTable,
  options: MatchOptions,
): { have: LineHave; items: string[] } {
  let top: { have: LineHave; items: string[] } | null = null;
  for (const choice of lineChoices(line, options.language)) {
    const text = beforeColon(choice);
    const reads = [readName(lineParts(text).name, table, options)];
    reads.push(...furtherFoods(text, table, options));
    const found = leastOf(reads.map((read) => choiceHave(read, list, table)));
    if (!top || RANK[found.have.status] > RANK[top.have.status]) top = found;
  }
  return top ?? { have: { status: 'buy', identified: false }, items: [] };
}

/** How a recipe's lines are read: German and Dutch compounds only in a recipe of those. */
export function linesOptions(lines: readonly string[]): MatchOptions {
  const language = recipeLanguage(lines.join('\n'));
  return { compounds: !language ? 'guess' : language === 'de' || language === 'nl', language };
}

export interface KitchenGroups {
  /** `how`: "kind" when the line is a kind of the item ("4 chicken thighs", your chicken). */
  have: { line: string; item: string; how: Relation | 'name' }[];
  staples: string[];
  /** Lines that may be the item ("1 red bell pepper" for a listed "pepper"): never "have". */
  maybe: { line: string; item: string }[];
  toBuy: string[];
  notUsed: string[];
  /** Lines whose food was not identified: never had for "Use only what I have". */
  unidentified: string[];
}

export function groupIngredients(
  lines: readonly string[],
  list: readonly string[],
  table: FoodTable,
  options: MatchOptions = linesOptions(lines),
): KitchenGroups {
  const groups: KitchenGroups = {
    have: [],
    staples: [],
    maybe: [],
    toBuy: [],
    notUsed: [],
    unidentified: [],
  };
  const items = readList(list, table);
  const used = new Set<string>();
  for (const line of lines) {
    const { have, items: uses } = lineUses(line, items, table, options);
    if (have.status !== 'maybe' && !have.identified) groups.unidentified.push(line);
    if (have.status === 'have') groups.have.push({ line, item: have.item, how: have.how });
    else if (have.status === 'staple') groups.staples.push(line);
    else if (have.status === 'maybe') groups.maybe.push({ line, item: have.item });
    else groups.toBuy.push(line);
    // Every item the line uses, also after a comma ("2 carrots, 1 leek"), even when one is to buy.
    for (const item of uses) used.add(item);
    if (have.status === 'have' || have.status === 'maybe') used.add(have.item);
  }
  groups.notUsed = list.filter((item) => !used.has(item));
  return groups;
}

/**
 * Bought lines the kitchen list does not have yet: what the cook had already ("2 chicken breasts"
 * for a listed "chicken") is not listed twice when the shopping list moves into the kitchen.
 */
export function alreadyHad(
  lines: readonly string[],
  list: readonly string[],
  table: FoodTable,
): boolean[] {
  const items = readList(list, table);
  return lines.map((line) => {
    const have = haveLine(line, items, table, linesOptions([line]));
    return have.status === 'have' && have.identified;
  });
}
