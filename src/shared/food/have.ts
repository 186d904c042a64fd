import { allWords } from '../lexicon/lexicon';
import type { FoodTable } from './food-table';
import { matchFoods, unknownWords, type FoodMatch, type MatchOptions } from './food-line';
import { foodWords } from './food-words';
import {
  AMBIGUOUS_KINDS,
  CUT_WORDS,
  EXTRA_KINDS,
  EXTRA_NAMES,
  KIND_PARENTS,
  MAYBE_UNDER,
  PRODUCT_WORDS,
  SAME_ENTRY,
} from './have-rules';
import { FORM_WORDS } from './knowledge/food-kinds';
import { isIgnorable, isLinkWord, wordForms } from './line-words';
import { modifierSide } from './variety';

/**
 * "Does the cook have this?", answered by what each food is: a listed item and a recipe's line are
 * both read as foods of the table (Open Food Facts, seven languages), and a line is had when its
 * food is the listed one or a kind of it ("chicken" has "4 chicken thighs"), or the listed one is
 * a kind of it ("chicken breast" has "500 g chicken"). A shared word is never enough ("milk" has no
 * coconut milk). Written by hand: no library reads recipe lines against this taxonomy.
 */

/** One food a name says: table entries, and a plant's form or an animal's cut beside them. */
export interface Food {
  entries: readonly number[];
  /** "almond milk" is the almond as milk: the same food only in the same form. */
  form?: string;
  /**
   * A cut of the entries' animal ("chicken wings") or a kind the table does not name ("fusilli"
   * under pasta): had by the general food, not having it or another of its kinds.
   */
  cut?: string;
  /** The words that named it, where a decided ambiguity depends on them ("pepper"). */
  word?: string;
  /** Entries a decided name gives together ("Nudeln": pasta and noodles), any of which it is. */
  union?: boolean;
}

export interface ReadName {
  foods: Food[];
  /** Every word read: a food, a unit or a kitchen word; no unknown compound. */
  identified: boolean;
  /** The name's words without amounts and kitchen words, each in its first singular form. */
  key: string;
}

/** How a line's food stands to a listed one: the same, a kind of it, more general, or maybe. */
export type Relation = 'same' | 'kind' | 'general' | 'maybe';
const STRENGTH: Record<Relation, number> = { same: 4, kind: 3, general: 2, maybe: 1 };

/** "And" and "with" of every lexicon, as foodWords folds them: what joins two foods of a name. */
const JOIN_WORDS = new Set([...allWords('and'), ...allWords('with')].flatMap((w) => foodWords(w)));

interface TableMemo {
  kinds: Map<number, Set<number>>;
  names: Map<string, ReadName>;
  ids: Map<string, number | undefined>;
}
const memos = new WeakMap<FoodTable, TableMemo>();
function memo(table: FoodTable): TableMemo {
  let m = memos.get(table);
  if (!m) memos.set(table, (m = { kinds: new Map(), names: new Map(), ids: new Map() }));
  return m;
}

function idIndex(table: FoodTable, id: string): number | undefined {
  const ids = memo(table).ids;
  if (!ids.has(id)) ids.set(id, table.indexOf(id));
  return ids.get(id);
}

function entryId(table: FoodTable, index: number): string {
  return table.entry(index).id;
}

const lastWord = (id: string) => id.slice(id.lastIndexOf(' ') + 1).replace(/^[a-z]{2}:/, '');

/** The parents a food is a kind of: the data's, less "made from" links, with the decided fixes. */
function kindParents(table: FoodTable, index: number): number[] {
  const id = entryId(table, index);
  const decided = KIND_PARENTS[id];
  if (decided) return decided.map((p) => idIndex(table, p)).filter((p) => p !== undefined);
  const last = lastWord(id);
  if (!PRODUCT_WORDS.has(last)) return [...table.parentsOf(index)];
  return table.parentsOf(index).filter((p) => lastWord(entryId(table, p)) === last);
}

/** The entry and every entry it is a kind of. */
export function kindLineage(table: FoodTable, index: number): ReadonlySet<number> {
  const cache = memo(table).kinds;
  let set = cache.get(index);
  if (set) return set;
  set = new Set([index]);
  const todo = [index];
  while (todo.length) {
    for (const parent of kindParents(table, todo.pop()!))
      if (!set.has(parent)) {
        set.add(parent);
        todo.push(parent);
      }
  }
  cache.set(index, set);
  return set;
}

function sameEntry(table: FoodTable, index: number): number {
  const to = SAME_ENTRY[entryId(table, index)];
  return to ? (idIndex(table, to) ?? index) : index;
}

type ExtraMatch = FoodMatch & { kind?: string };

/** Decided names over the words (longest first), blanked so the table's reading skips them. */
function extraMatches(words: string[], table: FoodTable): ExtraMatch[] {
  const found: ExtraMatch[] = [];
  for (let at = 0; at < words.length; at++) {
    for (let n = Math.min(3, words.length - at); n >= 1; n--) {
      const span = words.slice(at, at + n);
      const lasts = wordForms(span[n - 1]!);
      const key = lasts
        .map((l) => [...span.slice(0, -1), l].join(' '))
        .find((k) => EXTRA_NAMES[k] ?? EXTRA_KINDS[k]);
      if (!key) continue;
      const [of, kind] = EXTRA_KINDS[key] ?? [];
      const entries = (of ? [of] : EXTRA_NAMES[key]!)
        .map((id) => idIndex(table, id))
        .filter((i) => i !== undefined);
      found.push({ start: at, end: at + n, text: span.join(' '), entries, ...(kind && { kind }) });
      for (let i = at; i < at + n; i++) words[i] = '';
      at += n - 1;
      break;
    }
  }
  return found;
}

/** "hahnchenschenkel", "kippendijen": a food the table names, then a cut of it. */
function cutCompound(word: string, table: FoodTable): { entries: number[]; cut: string } | null {
  for (let cut = 3; cut <= word.length - 2; cut++) {
    const tail = CUT_WORDS.get(word.slice(cut));
    if (!tail) continue;
    const front = word.slice(0, cut);
    for (const form of [front, front.replace(/(en|n|e|s)$/, '')]) {
      const entries = wordForms(form).flatMap((f) => table.named(f));
      if (entries.length) return { entries: [...entries], cut: tail };
    }
  }
  return null;
}

/** The form a plant is in, where the match names the plant and a form word ("almond milk"). */
function plantForm(match: FoodMatch, table: FoodTable): string | undefined {
  const words = match.text.split(' ');
  const form = words.map((w) => FORM_WORDS.get(w)).find(Boolean);
  if (!form || words.length < 2) return undefined;
  const ids = match.entries.map((e) => entryId(table, e));
  return ids.some((id) => id.includes(form)) ? undefined : form;
}

function toFood(match: FoodMatch, table: FoodTable, union: boolean): Food {
  const entries = [...new Set(match.entries.map((e) => sameEntry(table, e)))];
  const form = plantForm(match, table);
  if (form) {
    // "burro di arachidi" is the table's "peanut butter" where it has one.
    const named = entries.flatMap((e) => table.named(`${lastWordsOf(entryId(table, e))} ${form}`));
    if (named.length) return { entries: named };
  }
  return { entries, word: match.text, ...(form && { form }), ...(union && { union }) };
}

const lastWordsOf = (id: string) => id.replace(/^[a-z]{2}:/, '');

/**
 * Two names side by side where one is a kind of the other ("queso manchego", "Goudse kaas",
 * "chicken drumsticks" read as chicken and drumsticks): the kind.
 */
function mergeKinds(matches: ExtraMatch[], table: FoodTable): ExtraMatch[] {
  const out: ExtraMatch[] = [];
  const under = (a: FoodMatch, b: FoodMatch) =>
    a.entries.some((e) => b.entries.some((g) => kindLineage(table, e).has(g)));
  for (const m of matches) {
    const prev = out.at(-1);
    if (prev && prev.end === m.start && (under(m, prev) || under(prev, m))) {
      const kind = under(m, prev) ? m : prev;
      out[out.length - 1] = { ...kind, start: prev.start, end: m.end };
    } else out.push(m);
  }
  return out;
}

/** Only "and" and its kin between two foods: "salt and pepper"; "cream cheese" is one unknown food. */
function joined(words: readonly string[], a: FoodMatch, b: FoodMatch): boolean {
  return words.slice(a.end, b.start).some((w) => JOIN_WORDS.has(w));
}

function nameKey(words: readonly string[]): string {
  return words.filter((w) => w && !isIgnorable(w) && !isLinkWord(w)).join(' ');
}

/** The foods a name part says ("4 chicken thighs", "Hähnchen", "lait de coco"), as the table knows them. */
export function readName(name: string, table: FoodTable, options: MatchOptions = {}): ReadName {
  const cacheKey = `${String(options.compounds)}|${name}`;
  const cache = memo(table).names;
  const known = cache.get(cacheKey);
  if (known) return known;
  const read = readNameUncached(name, table, options);
  if (cache.size > 5000) cache.clear();
  cache.set(cacheKey, read);
  return read;
}

function readNameUncached(name: string, table: FoodTable, options: MatchOptions): ReadName {
  const words = foodWords(name.replace(/[’']s\b/g, 's'));
  if (words[0] === 'optional') words.shift();
  const key = nameKey(words);
  const blanked = [...words];
  const extra = extraMatches(blanked, table);
  const matches = [...extra, ...matchFoods(blanked, table, options)];
  const cuts = new Map<number, string>();
  for (const [i, w] of blanked.entries()) {
    if (!w || matches.some((m) => m.start <= i && i < m.end)) continue;
    const cut = CUT_WORDS.get(w);
    if (cut) {
      cuts.set(i, cut);
      blanked[i] = '';
      continue;
    }
    const compound = cutCompound(w, table);
    if (compound) {
      matches.push({ start: i, end: i + 1, text: w, entries: compound.entries });
      cuts.set(i, compound.cut);
    }
  }
  matches.sort((a, b) => a.start - b.start);
  const whole = mergeKinds(
    matches.filter((m) => !m.partial && !m.parts),
    table,
  );
  const unknown = unknownWords(blanked, whole, {
    table,
    side: modifierSide(options.language),
    written: name,
    language: options.language,
  });
  const separate = whole.every((m, k) => k === 0 || joined(words, whole[k - 1]!, m));
  const identified =
    whole.length > 0 &&
    matches.every((m) => !m.partial && !m.parts) &&
    unknown.length === 0 &&
    separate;
  const foods = whole.map((m) => {
    const food = toFood(m, table, extra.includes(m));
    const kind = (m as ExtraMatch).kind;
    if (kind) return { ...food, cut: kind };
    // A cut word belongs to the food just before it ("chicken wings") or just after ("ailes de poulet").
    const cut =
      cuts.get(m.end) ?? cuts.get(m.start) ?? cuts.get(m.start - 1) ?? cuts.get(m.start - 2);
    return cut && !food.form ? { ...food, cut } : food;
  });
  return { foods, identified, key };
}

/** Entries of one name that are different foods ("Paprika": bell pepper and the spice). */
function ambiguous(table: FoodTable, food: Food): boolean {
  if (food.union || food.entries.length < 2) return false;
  const [first, ...rest] = food.entries.map((e) => kindLineage(table, e));
  return rest.some((set) => ![...set].some((i) => first!.has(i)));
}

function sure(table: FoodTable, general: number, kind: number): boolean {
  const kinds = AMBIGUOUS_KINDS[entryId(table, general)];
  if (kinds === undefined) return true;
  const lineage = kindLineage(table, kind);
  // `itself`: that food alone, not its kinds (a listed "oil" has "vegetable oil", not sesame oil).
  return (
    kinds.itself.some((id) => idIndex(table, id) === kind) ||
    kinds.sure.some((id) => {
      const i = idIndex(table, id);
      return i !== undefined && lineage.has(i);
    })
  );
}

/** A general word against a kind the data files elsewhere ("pepper" and a bell pepper). */
function maybePair(table: FoodTable, general: number, kind: number, word?: string): boolean {
  const decided = MAYBE_UNDER[entryId(table, general)];
  if (!decided || !word || !decided.words.includes(word)) return false;
  const lineage = kindLineage(table, kind);
  return decided.under.some((id) => {
    const i = idIndex(table, id);
    return i !== undefined && lineage.has(i);
  });
}

/** One entry of the line against one entry of the list. */
function entryRelation(
  table: FoodTable,
  line: number,
  listed: number,
  words: { line?: string; listed?: string },
): Relation | null {
  if (line === listed) return 'same';
  if (maybePair(table, listed, line, words.listed) || maybePair(table, line, listed, words.line))
    return 'maybe';
  if (kindLineage(table, line).has(listed)) return sure(table, listed, line) ? 'kind' : 'maybe';
  if (kindLineage(table, listed).has(line)) return sure(table, line, listed) ? 'general' : 'maybe';
  return null;
}

function best(relations: readonly (Relation | null)[]): Relation | null {
  let top: Relation | null = null;
  for (const r of relations) if (r && (!top || STRENGTH[r] > STRENGTH[top])) top = r;
  return top;
}

/** The weakest; a missing one makes the whole "maybe" where another is found. */
function worst(relations: readonly (Relation | null)[]): Relation | null {
  if (relations.some((r) => !r)) return relations.some(Boolean) ? 'maybe' : null;
  let low: Relation | null = null;
  for (const r of relations) if (r && (!low || STRENGTH[r] < STRENGTH[low])) low = r;
  return low;
}

function entriesRelation(table: FoodTable, line: Food, listed: Food): Relation | null {
  const sameSet =
    line.entries.length === listed.entries.length &&
    line.entries.every((e) => listed.entries.includes(e));
  if (sameSet) return 'same';
  const words = { line: line.word, listed: listed.word };
  const perLine = line.entries.map((l) =>
    best(listed.entries.map((i) => entryRelation(table, l, i, words))),
  );
  const perListed = listed.entries.map((i) =>
    best(line.entries.map((l) => entryRelation(table, l, i, words))),
  );
  const found = best(perLine);
  if (!found) return null;
  // A line of two entries is had only as each of them would be ("crème fraîche" is fresh cream
  // and crème fraîche); a decided name of several ("Nudeln") is had as any. A listed name of two
  // different foods ("Paprika") has a line only if the line is had by both.
  const weakest = line.union ? found : worst(perLine);
  const partly = ambiguous(table, listed) && perListed.some((r) => !r);
  return partly && weakest !== null ? 'maybe' : weakest;
}

/** How a line's food stands to a listed food, or null where it is a different food. */
export function foodRelation(table: FoodTable, line: Food, listed: Food): Relation | null {
  if (line.form || listed.form) {
    if (line.form !== listed.form) return null;
    return line.entries.some((e) => listed.entries.includes(e)) ? 'same' : null;
  }
  const r = entriesRelation(table, line, listed);
  if (!r || (!line.cut && !listed.cut)) return r;
  if (line.cut && listed.cut) return line.cut === listed.cut && r !== 'maybe' ? 'same' : null;
  // A cut of a listed animal is had ("chicken" has the wings); one cut does not have another.
  if (line.cut) return r === 'same' || r === 'kind' ? 'kind' : null;
  return r === 'same' || r === 'general' ? 'general' : null;
}
