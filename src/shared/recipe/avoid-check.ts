import pluralize from 'pluralize';
import { matchFoods, unknownWords, type FoodMatch } from '../food/food-line';
import type { FoodTable } from '../food/food-table';
import { foodKey, foodWords } from '../food/food-words';
import { wordForms } from '../food/line-words';
import { dietVerdict, lineChoices, lineParts, type LineVerdict } from '../wishes/diet-rules';

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

/**
 * Allergen classes a visitor's word stands for beyond the names Open Food Facts gives each class
 * (the EU's 14 and the US's 9: "tree nuts", "shellfish" = crustaceans and molluscs, "dairy").
 */
const CLASS_WORDS: Record<string, readonly string[]> = {
  'en:nuts': [
    'nut',
    'nuts',
    'tree nut',
    'tree nuts',
    'nusse',
    'nuss',
    'schalenfruchte',
    'noix',
    'fruits a coque',
    'fruit a coque',
    'frutos secos',
    'fruto seco',
    'frutos de cascara',
    'frutta secca',
    'frutta a guscio',
    'noci',
    'frutos de casca rija',
    'nozes',
    'noten',
    'noot',
  ],
  'en:crustaceans': [
    'shellfish',
    'schalentiere',
    'meeresfruchte',
    'fruits de mer',
    'marisco',
    'mariscos',
    'frutti di mare',
    'frutos do mar',
    'marisco',
    'schaaldieren',
    'zeevruchten',
    'seafood',
    'crustacean',
    'krebstier',
    'crustaces',
  ],
  'en:molluscs': [
    'shellfish',
    'schalentiere',
    'meeresfruchte',
    'fruits de mer',
    'marisco',
    'mariscos',
    'frutti di mare',
    'frutos do mar',
    'schelpdieren',
    'schaaldieren',
    'zeevruchten',
    'seafood',
    'mollusc',
    'mollusk',
    'mollusks',
    'coquillages',
  ],
  'en:fish': [
    'seafood',
    'meeresfruchte',
    'fruits de mer',
    'mariscos',
    'frutti di mare',
    'frutos do mar',
    'zeevruchten',
  ],
  'en:milk': [
    'dairy',
    'dairy products',
    'milk products',
    'milchprodukte',
    'molkereiprodukte',
    'produits laitiers',
    'laitages',
    'lacteos',
    'productos lacteos',
    'latticini',
    'laticinios',
    'lacticinios',
    'zuivel',
    'zuivelproducten',
    'lactose',
    'laktose',
    'lattosio',
    'lactosa',
  ],
  'en:eggs': [
    'egg',
    'eggs',
    'ei',
    'eier',
    'oeuf',
    'oeufs',
    'huevo',
    'huevos',
    'uovo',
    'uova',
    'ovo',
    'ovos',
    'eieren',
  ],
  'en:peanuts': [
    'peanut',
    'peanuts',
    'erdnuss',
    'erdnusse',
    'arachide',
    'cacahuete',
    'cacahuetes',
    'arachidi',
    'amendoim',
    'pinda',
    'pindas',
  ],
  'en:soybeans': ['soy', 'soya', 'soja', 'soia', 'soybean', 'soybeans'],
  'en:gluten': ['gluten', 'glutine', 'gluten grains'],
  'en:sesame seeds': ['sesame', 'sesam', 'sesamo', 'sesame seed', 'sesamzaad'],
  'en:sulphur dioxide and sulphites': ['sulphites', 'sulfites', 'sulfite', 'sulphite'],
};

export interface AvoidTerm {
  term: string;
  /** Allergen classes the term names ("nuts" → en:nuts). */
  classes: string[];
  /** Table entries the term names ("Fisch" → en:fish): a food of one of them is avoided. */
  entries: number[];
}

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

function choiceHits(choice: string, term: AvoidTerm, table: FoodTable): boolean {
  const key = foodKey(term.term);
  const { name, aside, rest } = lineParts(choice);
  for (const part of [name, aside]) {
    const words = foodWords(part);
    const matches = matchFoods(words, table);
    if (matches.some((m) => matchHits(table, m, term))) return true;
    // The term as written, outside names that are known to be something else ("coconut milk").
    const open = words.map((w, i) =>
      matches.some((m) => i >= m.start && i < m.end && !m.partial && m.end - m.start > 1) ? '' : w,
    );
    if (termPattern(term.term).test(open.join(' '))) return true;
    const unnamed = open.filter(
      (_, i) => !matches.some((m) => i >= m.start && i < m.end && !m.partial),
    );
    if (unnamed.some((w) => inCompound(w, key, table))) return true;
  }
  return termPattern(term.term).test(fold(rest));
}

/** A diet the term is a whole class of: its decided rules read the line too. */
function classDiet(term: AvoidTerm) {
  if (term.classes.includes('en:gluten')) return 'gluten-free' as const;
  if (term.classes.includes('en:milk')) return 'dairy-free' as const;
  return undefined;
}

/**
 * Whether a line keeps clear of a term to avoid: "breaks" when it names it (a food of its class
 * or kind, the word itself, or the word inside a compound); "fits" only when every food the line
 * names is identified; else "unknown".
 */
export function avoidVerdict(line: string, term: AvoidTerm, table: FoodTable | null): LineVerdict {
  if (!table)
    return findAvoidedTerms(line, [term.term]).length
      ? { verdict: 'breaks' }
      : { verdict: 'unknown' };
  const diet = classDiet(term);
  const choices = lineChoices(line);
  const hits = choices.map(
    (c) =>
      choiceHits(c, term, table) ||
      (diet !== undefined && dietVerdict(c, diet, table).verdict === 'breaks'),
  );
  if (hits.every(Boolean)) return { verdict: 'breaks' };
  // Not named: kept only when what the line names is known, and is a plain food whose
  // allergens the data gives (a sauce's silence says nothing), or, for gluten or milk alone, when
  // the diet's decided rules keep it ("tamari").
  const dietAlone = diet !== undefined && term.classes.length === 1;
  const known = choices.some((c, i) => {
    if (hits[i]) return false;
    if (dietAlone && dietVerdict(c, diet, table).verdict === 'fits') return true;
    const words = foodWords(lineParts(c).name);
    const matches = matchFoods(words, table);
    return (
      matches.some((m) => !m.partial) &&
      // A name of several foods ("sal": salt, the sal tree) that none of them breaks: one plain.
      matches.every((m) => m.partial || m.entries.some((e) => table.isPlain(e))) &&
      unknownWords(words, matches).length === 0
    );
  });
  return { verdict: known ? 'fits' : 'unknown' };
}
