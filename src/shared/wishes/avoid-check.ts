import pluralize from 'pluralize';
import {
  matchFoods,
  mayHoldEgg,
  unknownWords,
  type FoodMatch,
  type MatchOptions,
} from '../food/food-line';
import type { FoodTable } from '../food/food-table';
import { foodKey, foodWords } from '../food/food-words';
import { preparationWords, wordForms } from '../food/line-words';
import { modifierSide } from '../food/variety';
import { lineChoices, lineParts } from '../line/line-parts';
import { allWords } from '../lexicon/lexicon';
import { dietVerdict, type LineVerdict } from './diet-rules';
import { CLASS_WORDS, MEAT_COVERS, SULPHITED } from './knowledge/wish-knowledge';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words, singular or plural: "egg" finds "Eggs" but not "eggplant". */
function termPattern(term: string): RegExp {
  const parts = foodWords(term);
  const last = parts.pop() ?? '';
  const forms = [...new Set([last, pluralize.singular(last), pluralize.plural(last)])];
  const head = parts.map((p) => `${escape(p)}[\\s-]+`).join('');
  const body = `${head}(?:${forms.map(escape).join('|')})`;
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

const fold = (text: string) => foodWords(text).join(' ');

/** Words only: an ingredient hidden inside another (peanuts in a satay sauce) is not found. */
export function findAvoidedTerms(text: string, terms: readonly string[]): string[] {
  return terms.filter((term) => foodKey(term) && termPattern(term).test(fold(text)));
}

export interface AvoidTerm {
  term: string;
  /** Allergen classes the term names ("nuts" → en:nuts). */
  classes: string[];
  /** Table entries the term names ("Fisch" → en:fish): a food of one of them is avoided. */
  entries: number[];
}

/**
 * What a term names: allergen classes by the table's class names and a visitor's words for them
 * (`CLASS_WORDS`, knowledge/avoid-terms.json: "tree nuts", "shellfish", "dairy"), and foods.
 */
export function readTerm(term: string, table: FoodTable): AvoidTerm {
  const words = foodWords(term);
  const keys = [words.join(' '), ...wordForms(words.join(' '))];
  if (words.length > 1)
    keys.push([...words.slice(0, -1), pluralize.singular(words.at(-1)!)].join(' '));
  const classes = new Set<string>();
  const entries = new Set<number>();
  for (const key of keys) {
    for (const [id, names] of Object.entries(CLASS_WORDS)) if (names.includes(key)) classes.add(id);
    for (const id of table.allergenClassesTitled(key)) classes.add(id);
    for (const e of table.named(key)) entries.add(e);
  }
  // "Meat" is poultry and game too, as a visitor means it (knowledge/avoid-terms.json);
  // "Rindfleisch" (beef meat) is all beef.
  for (const e of [...entries]) {
    if (table.entry(e).id === 'en:meat')
      for (const id of MEAT_COVERS) {
        const i = table.indexOf(id);
        if (i !== undefined) entries.add(i);
      }
    else if (table.isA(e, 'en:meat'))
      for (const parent of table.parentsOf(e))
        if (table.entry(parent).id !== 'en:meat') entries.add(parent);
  }
  return { term, classes: [...classes], entries: [...entries] };
}

function matchHits(table: FoodTable, match: FoodMatch, term: AvoidTerm): boolean {
  return match.entries.some((i) => {
    const e = table.entry(i);
    return (
      e.allergens.some((a) => term.classes.includes(a)) ||
      term.entries.some((t) => table.contents(i).has(t))
    );
  });
}

/** The term written inside a word whose rest is a food: "Erdnussbutter" for "Erdnuss". */
function inCompound(word: string, key: string, table: FoodTable): boolean {
  if (key.includes(' ') || key.length < 4 || word === key || !word.includes(key)) return false;
  if (word.startsWith(key)) {
    const rest = word.slice(key.length);
    return rest.length >= 3 && wordForms(rest).some((f) => table.has(f));
  }
  return word.endsWith(key) && word.length - key.length >= 3;
}

/** The words of a line's part the table reads; after the comma, without its preparation words. */
function partWords(text: string, preparation: boolean): string[] {
  const words = foodWords(text);
  return preparation ? preparationWords(words) : words;
}

function choiceHits(
  choice: string,
  term: AvoidTerm,
  table: FoodTable,
  options: MatchOptions,
): boolean {
  const key = foodKey(term.term);
  const { name, aside, rest } = lineParts(choice);
  for (const [part, preparation] of [
    [name, false],
    [aside, false],
    [rest, true],
  ] as const) {
    const words = partWords(part, preparation);
    const matches = matchFoods(words, table, options);
    if (matches.some((m) => matchHits(table, m, term))) return true;
    // The term as written, outside names that are known to be something else ("coconut milk").
    const open = words.map((w, i) =>
      matches.some((m) => i >= m.start && i < m.end && !m.partial && m.end - m.start > 1) ? '' : w,
    );
    if (termPattern(term.term).test(open.join(' '))) return true;
    if (preparation) continue;
    const unnamed = open.filter(
      (_, i) => !matches.some((m) => i >= m.start && i < m.end && !m.partial),
    );
    if (unnamed.some((w) => inCompound(w, key, table))) return true;
  }
  return false;
}

/** A diet the term is a whole class of: its decided rules read the line too. */
function classDiet(term: AvoidTerm) {
  if (term.classes.includes('en:gluten')) return 'gluten-free' as const;
  if (term.classes.includes('en:milk')) return 'dairy-free' as const;
  return undefined;
}

/**
 * Wheat is one of the gluten grains: a line keeps clear of it only where the gluten-free rules
 * keep it (an unnamed flour is wheat flour, pasta durum wheat, spelt and farro wheats).
 */
function isWheat(term: AvoidTerm, table: FoodTable): boolean {
  return term.entries.some((e) => table.isA(e, 'en:wheat'));
}

const SULPHITES = 'en:sulphur dioxide and sulphites';
/**
 * Dried, in every language: dried fruit is sulphited as a rule, as are wine and vinegar
 * (`SULPHITED`, knowledge/avoid-terms.json), where the label does not say otherwise.
 */
const DRIED = new Set(allWords('dried').flatMap((w) => foodWords(w)));

/**
 * What a choice names, if every food of it is known to keep clear of the term: a plain food, whose
 * allergens the data gives (a sauce's silence says nothing), in the name and after the comma.
 */
function choiceKnown(choice: string, term: AvoidTerm, table: FoodTable, options: MatchOptions) {
  const { name, aside, rest } = lineParts(choice);
  const words = partWords(name, false);
  const matches = matchFoods(words, table, options);
  const others = [partWords(aside, false), partWords(rest, true)].flatMap((w) =>
    matchFoods(w, table, options),
  );
  const all = [...matches, ...others];
  const written = foodWords(choice);
  if (term.classes.includes('en:eggs') && mayHoldEgg(written, all, table)) return false;
  if (
    term.classes.includes(SULPHITES) &&
    (written.some((w) => DRIED.has(w)) ||
      all.some((m) => m.entries.some((e) => SULPHITED.some((id) => table.isA(e, id)))))
  )
    return false;
  // A food more general than the term may be it: "Geflügel" for "Hähnchen", "meat" for "pork".
  const general = (e: number) => term.entries.some((t) => t !== e && table.lineage(t).has(e));
  if (all.some((m) => m.entries.some(general))) return false;
  const plain = (m: FoodMatch) =>
    // A compound's parts each; of a name of several foods ("sal": salt, the sal tree), one.
    m.parts ? m.entries.every((e) => table.isPlain(e)) : m.entries.some((e) => table.isPlain(e));
  return (
    matches.some((m) => !m.partial) &&
    all.every((m) => m.partial || plain(m)) &&
    unknownWords(words, matches, {
      table,
      side: modifierSide(options.language),
      written: name,
      language: options.language,
    }).length === 0
  );
}

/**
 * Whether a line keeps clear of a term to avoid: "breaks" when it names it (a food of its class
 * or kind, the word itself, or the word inside a compound); "fits" only when every food the line
 * names is identified; else "unknown".
 */
export function avoidVerdict(
  line: string,
  term: AvoidTerm,
  table: FoodTable | null,
  options: MatchOptions = {},
): LineVerdict {
  if (!table)
    return findAvoidedTerms(line, [term.term]).length
      ? { verdict: 'breaks' }
      : { verdict: 'unknown' };
  const diet = classDiet(term);
  const choices = lineChoices(line, options.language);
  const wheat = isWheat(term, table);
  // Wheat: any gluten grain's food counts (a barley one says so falsely, never the other way).
  const glutenOrMilk = diet ?? (wheat ? 'gluten-free' : undefined);
  const hits = choices.map(
    (c) =>
      choiceHits(c, term, table, options) ||
      (glutenOrMilk !== undefined &&
        dietVerdict(c, glutenOrMilk, table, options).verdict === 'breaks'),
  );
  if (hits.every(Boolean)) return { verdict: 'breaks' };
  // For gluten or milk alone the diet's decided rules may keep a line the data cannot ("tamari").
  const dietAlone = diet !== undefined && term.classes.length === 1;
  const known = choices.some(
    (c, i) =>
      !hits[i] &&
      (!wheat || dietVerdict(c, 'gluten-free', table, options).verdict === 'fits') &&
      ((dietAlone && dietVerdict(c, diet, table, options).verdict === 'fits') ||
        choiceKnown(c, term, table, options)),
  );
  return { verdict: known ? 'fits' : 'unknown' };
}
