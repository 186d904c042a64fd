import pluralize from 'pluralize';
import {
  isFormSource,
  JUICE_WORDS,
  matchFoods,
  mayHoldEgg,
  NEGATIONS,
  unknownWords,
  withPlainSpellings,
  type FoodMatch,
  type MatchOptions,
} from '../food/food-line';
import { isIgnorable, isLinkWord, preparationWords } from '../food/line-words';
import { modifierSide } from '../food/variety';
import { FORM_WORDS } from '../food/knowledge/food-kinds';
import { allWords, LEXICON_LIST, wordsPattern, type Lexicon } from '../lexicon/lexicon';
import { isPageLanguage } from '../languages';
import { lineChoices, lineParts } from '../line/line-parts';
import { withoutStatements } from '../line/statements';
import type { DietFlag, FoodEntry, FoodTable } from '../food/food-table';
import { foodWords } from '../food/food-words';
import type { Diet } from '../preference-options';
import { BOUGHT_PRODUCTS, type BoughtProduct, type Kind } from '../food/bought-products';
import {
  COMPOSITES,
  DATA_DECISIONS,
  DECIDED_FOODS,
  EXCLUDES,
  HARMLESS_NAMES,
  LIFTS,
  MEATLESS_STOCK_NAMES,
} from './knowledge/wish-knowledge';

/**
 * Whether an ingredient line keeps a diet: "fits" only when every food it names is identified as
 * compatible (decisions, "Kept means kept"); "breaks" when one food is left out by the diet;
 * "unknown" otherwise. Two sources, in this order:
 * 1. the decided English word rules below (the product's decisions: they win over the data);
 * 2. the food table built from Open Food Facts (src/shared/food, docs/food-data.md), in the seven
 *    languages, with its vegan/vegetarian/allergen properties, corrected by DATA_DECISIONS.
 * A food hidden inside another (anchovy in a bought curry paste) is not seen.
 *
 * What each diet leaves out, the decided words and where the decisions win over the data are
 * data, each with its reason (knowledge/diets.json, knowledge/decided-foods.json): the Vegan
 * Society's and the Vegetarian Society's definitions, Coeliac UK's gluten grains; the TypeScript
 * here is how a line is read by them.
 *
 * Decisions pinned by diet-rules.test.ts:
 * - a line offering choices ("butter or olive oil") breaks the diet only when every choice does;
 * - an "optional" line still counts: the recipe as written puts the food in;
 * - a plain "stock" or "broth" does not say what it is made of and is not counted;
 * - "vegan", "gluten-free" and the like in a line lift what they promise ("vegan mayonnaise").
 */

/** The decided words, a later name of the file winning (knowledge/decided-foods.json). */
const FOODS: Record<string, readonly Kind[]> = {};
for (const { kinds, names } of DECIDED_FOODS) for (const name of names) FOODS[name] = kinds;

/**
 * Decided foods made of several things, of which the decided words name only what is sure: what
 * each may hold, by its name as a line's words read. For a diet that leaves out one of those,
 * they are not known (D14): "2 croissants" is Unknown for a vegan, never Kept.
 */
const MAY_HOLD = new Map(
  COMPOSITES.flatMap(({ names, mayHold }) =>
    names.map((name) => [tokens(name).join(' '), mayHold] as const),
  ),
);

const PROMISES: [string, readonly Kind[]][] = LEXICON_LIST.flatMap((lexicon) =>
  Object.entries(lexicon.promises).flatMap(([promise, names]) =>
    names.map(
      (name) => [name, LIFTS[promise as keyof Lexicon['promises']]] as [string, readonly Kind[]],
    ),
  ),
);

/** Words as the rules compare them: folded, and English plurals made singular. */
function tokens(text: string): string[] {
  return foodWords(text.replace(/[’']s\b/g, 's')).map((w) =>
    /^\p{L}+$/u.test(w) ? pluralize.singular(w) : w,
  );
}

interface Phrase {
  words: string[];
  kinds: readonly Kind[];
  product?: BoughtProduct;
}

const byLength = (a: Phrase, b: Phrase) => b.words.length - a.words.length;
const FOOD_PHRASES: Phrase[] = Object.entries(FOODS)
  .map(([name, kinds]) => ({ words: tokens(name), kinds }))
  .sort(byLength);
const phrases = (names: readonly string[]) =>
  names.map((name) => ({ words: tokens(name), kinds: [] })).sort(byLength);
/** Names that contain a food's word but are not that food: read as the harmless thing. */
const HARMLESS: Phrase[] = phrases(HARMLESS_NAMES);
/**
 * A vegetable stock says it holds no meat (a plain stock is not counted against a diet that
 * leaves out meat), but not what else: for gluten and dairy it is not known (D14).
 */
const HARMLESS_WITH_STOCK: Phrase[] = phrases([...HARMLESS_NAMES, ...MEATLESS_STOCK_NAMES]);
const PROMISE_PHRASES: Phrase[] = PROMISES.map(([name, kinds]) => ({ words: tokens(name), kinds }));
const PROMISE_WORDS = new Set(PROMISE_PHRASES.flatMap((p) => p.words));

/** Words of a swap or a version: "instead of", "leave out", "für eine vegane Variante". */
const SWAP_WORDS = new RegExp(`\\b(?:${wordsPattern(allWords('variant'))})\\b`, 'i');

/**
 * A sentence that suggests a swap for this diet ("For a vegan version, use vegan Parmesan
 * instead of Parmesan"): it serves the wish, so what it names does not break it. Only with a
 * promise of the diet in it and no negation.
 */
export function servesTheDiet(sentence: string, diet: Diet): boolean {
  const words = tokens(sentence);
  if (!SWAP_WORDS.test(sentence) || words.some((w) => NEGATIONS.has(w))) return false;
  const kinds = PROMISE_PHRASES.filter((p) =>
    words.some((_, i) => p.words.every((w, k) => words[i + k] === w)),
  ).flatMap((p) => p.kinds);
  return EXCLUDES[diet].every((k) => kinds.includes(k));
}

/**
 * Where a sentence's words (folded as foodWords folds them) say a promise ("vegane", "sem
 * carne"): running text keeps those words beside the food they promise. Only a whole promise:
 * the "carne" of "a carne de soja" is the listed food, not half of "sem carne".
 */
export function promisePositions(words: readonly string[]): Set<number> {
  const singular = words.map((w) => (/^\p{L}+$/u.test(w) ? pluralize.singular(w) : w));
  const at = new Set<number>();
  singular.forEach((w, i) => {
    if (!PROMISE_WORDS.has(w)) return;
    for (const p of PROMISE_PHRASES)
      if (p.words.every((pw, k) => singular[i + k] === pw))
        p.words.forEach((_, k) => at.add(i + k));
  });
  return at;
}
/** Bought products by their usual recipe (D19), read before the decided foods they overlap. */
const BOUGHT_PHRASES: Phrase[] = BOUGHT_PRODUCTS.flatMap((product) =>
  product.names.map((name) => ({ words: tokens(name), kinds: product.holds, product })),
).sort(byLength);

function matchesAt(words: readonly (string | null)[], at: number, phrase: Phrase): boolean {
  return phrase.words.every((w, i) => words[at + i] === w);
}

/** Each phrase list by its phrases' first words, longest first as the list is: built once a list. */
const BY_FIRST_WORD = new WeakMap<readonly Phrase[], Map<string, Phrase[]>>();

function startingWith(phrases: readonly Phrase[], word: string): readonly Phrase[] {
  let index = BY_FIRST_WORD.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) {
      const first = phrase.words[0] ?? '';
      index.set(first, [...(index.get(first) ?? []), phrase]);
    }
    BY_FIRST_WORD.set(phrases, index);
  }
  return index.get(word) ?? [];
}

/**
 * The phrases found, longest first; their words are taken out (set to null in both lists). A
 * phrase that `givesWay` where it stands is passed over.
 */
function take(
  words: (string | null)[],
  raw: string[],
  phrases: readonly Phrase[],
  givesWay: (at: number, length: number) => boolean = () => false,
): { phrase: Phrase; text: string; at: number }[] {
  const found: { phrase: Phrase; text: string; at: number }[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at];
    if (word === null || word === undefined) continue;
    const phrase = startingWith(phrases, word).find(
      (p) => matchesAt(words, at, p) && !givesWay(at, p.words.length),
    );
    if (!phrase) continue;
    found.push({ phrase, text: phrase.words.join(' '), at });
    words.fill(null, at, at + phrase.words.length);
    raw.fill('', at, at + phrase.words.length);
    at += phrase.words.length - 1;
  }
  return found;
}

/**
 * Where the data and a decision differ, the decision wins (docs/decisions.md, "Recipes are
 * checked against the wishes"): `DATA_DECISIONS` names the foods of each decision, with its
 * reasons in knowledge/diets.json (plant foods the data leaves unsaid, rennet cheeses, gluten
 * Coeliac UK finds where the data gives none, gluten-free plants, animals of the sea).
 */
type Verdict = 'fits' | 'breaks' | 'unknown';

const isAny = (table: FoodTable, e: FoodEntry, ids: readonly string[]) =>
  ids.some((id) => table.isA(e.index, id));

/** The gluten decisions for a kind of a gluten-free food ("corn flakes" of corn), by table. */
const NEARER_GLUTEN = new WeakMap<FoodTable, string[]>();

/** A gluten decision nearer the food than a gluten-free one wins. */
function nearerGluten(table: FoodTable, e: FoodEntry): boolean {
  let ids = NEARER_GLUTEN.get(table);
  if (!ids) {
    ids = DATA_DECISIONS.gluten.filter((id) => {
      const kind = table.indexOf(id);
      return kind !== undefined && DATA_DECISIONS.glutenFree.some((free) => table.isA(kind, free));
    });
    NEARER_GLUTEN.set(table, ids);
  }
  return isAny(table, e, ids);
}

export function hasGluten(table: FoodTable, e: FoodEntry, seen = new Set<number>()): boolean {
  if (nearerGluten(table, e)) return true;
  if (isAny(table, e, DATA_DECISIONS.glutenFree)) return false;
  if (e.allergens.includes('en:gluten') || isAny(table, e, DATA_DECISIONS.gluten)) return true;
  seen.add(e.index);
  const parts = table.madeOf(e.index).filter((p) => !seen.has(p));
  // What it is made of ("oat flour" is oat).
  if (parts.some((p) => hasGluten(table, table.entry(p), seen))) return true;
  // Flour that names no source is wheat flour ("farine", "Mehl", "bloem"); "chickpea flour" is
  // chickpea, and "cereal flour" names no grain.
  if (!table.isA(e.index, 'en:flour')) return false;
  if (parts.some((p) => table.entry(p).id === 'en:cereal')) return true;
  if (parts.length > 0) return false;
  const sources = flourSources(table, e);
  return (
    sources.length === 0 ||
    sources.some((p) => !seen.has(p) && hasGluten(table, table.entry(p), seen))
  );
}

/**
 * What a flour the data links to nothing is milled from, by its own name: a plain food, as of
 * "soya flour", "coconut flour", "flax flour" ("farine de soja", "Kokosmehl", "farinha de linhaça"
 * are read to them); "cake flour" or "bread flour" name none, and are wheat.
 */
function flourSources(table: FoodTable, e: FoodEntry): number[] {
  const words = e.id.replace(/^en:/, '').split(/[\s-]+/);
  return words
    .filter((w) => w !== 'flour')
    .flatMap((w) => table.named(w).filter((i) => i !== e.index && table.isPlain(i)));
}

export function isSeaFood(table: FoodTable, e: FoodEntry): boolean {
  return (
    isAny(table, e, DATA_DECISIONS.sea) ||
    e.allergens.some((a) => a === 'en:fish' || a === 'en:crustaceans' || a === 'en:molluscs')
  );
}

function entryVerdict(table: FoodTable, e: FoodEntry, diet: Diet): Verdict {
  const plant = isAny(table, e, DATA_DECISIONS.plant);
  const animal = e.allergens.some((a) => a === 'en:milk' || a === 'en:eggs') || isSeaFood(table, e);
  const cheese = table.isA(e.index, 'en:cheese');
  const rennet = isAny(table, e, DATA_DECISIONS.rennet);
  // A mix's "yes" is its root's (curry paste is a spice), not its own, unless decided for it.
  const own = (flag: DietFlag): DietFlag =>
    flag === 'y' && table.isMix(e.index) && !table.isDietDecided(e.index) ? '-' : flag;
  const vegan = plant && e.vegan === '-' ? 'y' : own(e.vegan);
  const meatless = plant || isAny(table, e, DATA_DECISIONS.meatless);
  let vegetarian = meatless && e.vegetarian === '-' ? 'y' : own(e.vegetarian);
  if (rennet) vegetarian = 'n';
  else if (cheese && vegetarian === 'm') vegetarian = 'y';
  const flag = (f: string): Verdict => (f === 'y' ? 'fits' : f === 'n' ? 'breaks' : 'unknown');
  switch (diet) {
    case 'vegan':
      return animal ? 'breaks' : flag(vegan);
    case 'vegetarian':
      if (isSeaFood(table, e)) return 'breaks';
      return vegetarian === '-' && vegan === 'y' ? 'fits' : flag(vegetarian);
    case 'pescatarian':
      if (isSeaFood(table, e) || cheese) return 'fits';
      return vegetarian === '-' && vegan === 'y'
        ? 'fits'
        : flag(vegetarian === 'm' ? '-' : vegetarian);
    // Free of gluten or milk only where the data would say otherwise: a plain food (D14).
    case 'gluten-free':
      if (hasGluten(table, e)) return 'breaks';
      return table.isPlain(e.index) || isAny(table, e, DATA_DECISIONS.glutenFree)
        ? 'fits'
        : 'unknown';
    case 'dairy-free':
      if (e.allergens.includes('en:milk') || table.isA(e.index, 'en:dairy')) return 'breaks';
      return table.isPlain(e.index) ? 'fits' : 'unknown';
  }
}

/** What of the diet's kinds a food is, as far as the data says it; empty where it cannot tell. */
function kindsOf(table: FoodTable, e: FoodEntry): Kind[] {
  const kinds: Kind[] = [];
  if (e.allergens.includes('en:milk') || table.isA(e.index, 'en:dairy')) kinds.push('dairy');
  if (e.allergens.includes('en:eggs')) kinds.push('egg');
  if (isSeaFood(table, e)) kinds.push('fish');
  else if (e.vegetarian === 'n') kinds.push('meat');
  if (isAny(table, e, DATA_DECISIONS.rennet)) kinds.push('rennet');
  if (table.isA(e.index, 'en:honey')) kinds.push('honey');
  if (hasGluten(table, e)) kinds.push('gluten');
  return kinds;
}

/**
 * A food the line promises is free of what breaks the diet ("dairy-free milk", "non-dairy
 * butter" for a vegan): not known to break it, nor to keep it.
 */
function promisedAway(table: FoodTable, match: FoodMatch, diet: Diet, lifted: Set<Kind>) {
  if (lifted.size === 0) return false;
  return match.entries.every((i) => {
    const breaking = kindsOf(table, table.entry(i)).filter((k) => EXCLUDES[diet].includes(k));
    return breaking.length > 0 && breaking.every((k) => lifted.has(k));
  });
}

export function matchVerdict(table: FoodTable, match: FoodMatch, diet: Diet): Verdict {
  const verdicts = match.entries.map((i) => entryVerdict(table, table.entry(i), diet));
  if (verdicts.includes('breaks')) return 'breaks';
  if (match.partial) return 'unknown';
  // A compound's parts must each keep the diet; of a name of two foods in two languages that
  // neither breaks it, one said compatible is enough.
  if (match.parts) return verdicts.every((v) => v === 'fits') ? 'fits' : 'unknown';
  return verdicts.includes('fits') ? 'fits' : 'unknown';
}

export interface LineVerdict {
  verdict: Verdict;
  /** The food that breaks the diet, as the line names it. */
  food?: string;
  /** Bought products it keeps the diet by, as their usual recipe goes: for a label check (D19). */
  labels?: string[];
}

export interface ReadPart {
  /** Foods the decided rules found that break the diet. */
  broken: string[];
  matches: FoodMatch[];
  unknown: string[];
  /** Some food was identified in the name part. */
  identified: boolean;
  lifted: Set<Kind>;
  /** The part says a promise and nothing else: "(vegan)". */
  onlyPromise: boolean;
  /** A decided food of several things, or pasta that may hold egg: not known to keep the diet. */
  composite: boolean;
  /** Bought products read by their usual recipe that keep the diet: each for a label check. */
  labels: string[];
}

/**
 * One part of a choice read by the decided rules, then by the food table for what they leave.
 * `preparation`: the part after the first comma, whose foods count ("tossed with almonds") but
 * whose other words say how to prepare it ("1 ui, gehakt" is chopped, not mince).
 */
/** "3 - Cloves", "4 whole cloves": a line whose only word is "cloves" names the spice, not garlic. */
function spiceCloves(read: readonly string[], table: FoodTable | null): FoodMatch[] {
  const named = read.map((w, i) => [w, i] as const).filter(([w]) => w && !/^\d/.test(w));
  const others = named.filter(([w]) => !isIgnorable(w) || /^cloves?$/.test(w));
  if (!table || others.length !== 1 || !/^cloves?$/.test(others[0]![0])) return [];
  const at = others[0]![1];
  return [{ start: at, end: at + 1, text: read[at]!, entries: [...table.named('clove')] }];
}

/** "With" in every language, as the line's words are folded. */
const WITH_WORDS = new Set(allWords('with').flatMap((w) => foodWords(w)));

/** "Without" in every language, and what ends what it leaves out, as the line's words are folded. */
const WITHOUT_WORDS = new Set(allWords('without').flatMap((w) => foodWords(w)));
const OR_WORDS = new Set(allWords('or').flatMap((w) => foodWords(w)));
const ENDS_WHAT_IS_LEFT_OUT = new Set(
  [...allWords('and'), ...allWords('or'), ...allWords('with')].flatMap((w) => foodWords(w)),
);

/**
 * "cabillaud sans peau et sans arêtes", "tomate sem sementes em cubos", "Joghurt ohne Zucker":
 * what follows "without" is left out of the food, neither a food of the line nor a word it does
 * not know. It runs to "and", "or", "with", a preposition or a kitchen word after it.
 */
function takeWithout(words: (string | null)[], raw: string[]): void {
  const ends = (w: string) =>
    !w || WITHOUT_WORDS.has(w) || ENDS_WHAT_IS_LEFT_OUT.has(w) || isLinkWord(w);
  for (let at = 0; at < raw.length; at++) {
    if (!WITHOUT_WORDS.has(raw[at]!)) continue;
    let end = at + 1;
    while (end < raw.length && raw[end] && isLinkWord(raw[end]!)) end++;
    const first = end;
    while (end < raw.length && !ends(raw[end]!) && (end === first || !isIgnorable(raw[end]!)))
      end++;
    if (end === first) continue;
    words.fill(null, at, end);
    raw.fill('', at, end);
    at = end - 1;
  }
}

/**
 * Each language's own negations, as a line's words are folded (Portuguese "no" is "in the"), and
 * what it writes after a food to leave it out ("chicken-free").
 */
const OWN_NEGATIONS = new Map(
  LEXICON_LIST.map((l) => [l.language, new Set(l.negations.flatMap((w) => foodWords(w)))]),
);
const OWN_FREE_OF = new Map(
  LEXICON_LIST.map((l) => [l.language, new Set(l.freeOf.flatMap((w) => foodWords(w)))]),
);

/**
 * "no-chicken stock", "not-beef bouillon", "chicken-free broth": a negation of the line's language
 * right before a meat or fish, or its word of "free" right after one, with the product's name
 * after them, names a product made without it; the two words are no food of the line, and what
 * follows is read as it is written ("stock"). Not "chicken free-range": no product follows.
 */
function takeNegatedMeat(
  words: (string | null)[],
  raw: string[],
  table: FoodTable | null,
  language: ReadOptions['language'],
): void {
  if (!isPageLanguage(language)) return;
  const negations = OWN_NEGATIONS.get(language)!;
  const freeOf = OWN_FREE_OF.get(language)!;
  // A decided meat or fish word, or one the table knows only as such: an example ("like
  // Better Than Bouillon's no-chicken stock") is read without the table.
  const animal = (word: string) => {
    if (FOODS[word]?.some((k) => k === 'meat' || k === 'fish')) return true;
    const named = table?.named(word) ?? [];
    return (
      named.length > 0 &&
      named.every((i) => kindsOf(table!, table!.entry(i)).some((k) => k === 'meat' || k === 'fish'))
    );
  };
  const meatAt = (at: number) => !!raw[at] && (animal(raw[at]!) || animal(words[at] ?? ''));
  for (let at = 0; at + 2 < raw.length; at++) {
    const product = raw[at + 2]!;
    if (!product || isIgnorable(product) || isLinkWord(product)) continue;
    const negated = negations.has(raw[at]!) && meatAt(at + 1);
    if (!negated && !(freeOf.has(raw[at + 1]!) && meatAt(at))) continue;
    words.fill(null, at, at + 2);
    raw.fill('', at, at + 2);
  }
}

/**
 * Something not known after "with" ("spread with nduja", "tossed with XYZ"): a food added to
 * this one, so the line is not known to keep the diet.
 */
function afterWith(read: readonly string[], matches: readonly FoodMatch[], decided: string[]) {
  const at = read.findIndex((w) => WITH_WORDS.has(w));
  if (at < 0) return false;
  const after = read.map((w, i) => (i > at && decided[i] ? w : ''));
  return unknownWords(after, matches).length > 0;
}

/**
 * The decided foods of a part, taken out of `decidedWords`; not one heading a longer name of the
 * table that says what it is of: "pasta de amendoim" is peanut butter, "leche de coco" coconut
 * milk, "cream of tartar" no cream.
 */
function decidedFoods(
  words: (string | null)[],
  raw: readonly string[],
  decidedWords: string[],
  matches: readonly FoodMatch[],
  breaks: (m: FoodMatch) => boolean,
  plantForm?: FoodMatch,
) {
  const headsAName = (d: { phrase: Phrase; at: number }) => {
    const after = d.at + d.phrase.words.length;
    return matches.some(
      (m) =>
        !m.partial &&
        ((m.start === d.at && after < m.end - 1 && isLinkWord(raw[after] ?? '')) ||
          (m === plantForm && m.start === d.at && after === m.end && !breaks(m)) ||
          // Inside a longer name of the table that does not break the diet: "sucre roux" is
          // brown sugar, no roux.
          (m.start < d.at && after <= m.end && !breaks(m))),
    );
  };
  return take(words, decidedWords, FOOD_PHRASES).filter((d) => {
    if (!headsAName(d)) return true;
    for (let i = d.at; i < d.at + d.phrase.words.length; i++) decidedWords[i] = raw[i]!;
    return false;
  });
}

/**
 * "Saft einer Zitrone", "el zumo de 1 limón", "1 Zitrone, Saft": a juice word is the juice of the
 * food named beside it, or of the line's food; it is no food of its own there.
 */
function withoutJuiceOf(found: FoodMatch[], read: readonly string[], preparation = false) {
  const juiceOf = (m: FoodMatch) =>
    m.end - m.start === 1 &&
    JUICE_WORDS.has(read[m.start]!) &&
    (preparation || found.some((other) => other !== m && !other.partial));
  return found.filter((m) => !juiceOf(m));
}

/**
 * Bought products, only in a line: in running text "roll" and "pan" are no bread. A product's
 * name heading a longer name of the table gives way to it: "pão de ló" is sponge cake, "tortilla
 * española" an omelette.
 */
function takeBought(
  words: (string | null)[],
  raw: string[],
  table: FoodTable | null,
  options: ReadOptions,
) {
  if (options.runningText) return [];
  let whole: FoodMatch[] | undefined;
  const headsAName = (at: number, length: number) => {
    whole ??= table ? matchFoods(raw, table, options).filter((m) => !m.partial) : [];
    return whole.some((m) => m.start === at && m.end > at + length);
  };
  return take(words, raw, BOUGHT_PHRASES, headsAName);
}

/** "(nicht vegan)", "not gluten-free", "non vegetariano" promise nothing. */
function liftedBy(promises: Kind[], raw: readonly string[], options: ReadOptions): Set<Kind> {
  const own = raw.some((w) => NEGATIONS.has(w)) ? [] : promises;
  return new Set([...own, ...(options.promised ?? [])]);
}

function partWords(text: string, table: FoodTable | null, options: ReadOptions): string[] {
  const words = foodWords(text.replace(/[’']s\b/g, 's'));
  return table ? withPlainSpellings(words, table, options.language) : words;
}

export function readPart(
  part: string,
  diet: Diet,
  table: FoodTable | null,
  options: ReadOptions & { preparation?: boolean; formOf?: readonly number[] } = {},
): ReadPart {
  const text = withoutStatements(part);
  const raw = partWords(text, table, options);
  const written = [...raw];
  const words: (string | null)[] = tokens(text);
  const promises = take(words, raw, PROMISE_PHRASES).flatMap((p) => p.phrase.kinds);
  const lifted = liftedBy(promises, raw, options);
  takeWithout(words, raw);
  takeNegatedMeat(words, raw, table, options.language);
  const stockKnown = diet !== 'gluten-free' && diet !== 'dairy-free';
  const harmless = take(words, raw, stockKnown ? HARMLESS_WITH_STOCK : HARMLESS);
  const excluded = EXCLUDES[diet].filter((k) => !lifted.has(k));
  const bought = darkByShare(takeBought(words, raw, table, options), table, options, written);
  // The decided foods are read beside the table's names, not in place of them: "self-raising
  // flour" and "soured cream" stay whole names of the table.
  const decidedWords = [...raw];
  const read = options.preparation ? preparationWords(raw) : raw;
  const matching = { ...options, misspellings: !options.runningText };
  const found = table ? [...matchFoods(read, table, matching), ...spiceCloves(read, table)] : [];
  const juiced = darkByShare(withoutJuiceOf(found, read, options.preparation), table, options);
  const { matches, plantForm } = withPlantOfNote(juiced, options.formOf);
  const tableBreaks = (m: FoodMatch) => table !== null && matchVerdict(table, m, diet) === 'breaks';
  const decided = decidedFoods(words, raw, decidedWords, matches, tableBreaks, plantForm);
  const breaks = (d: { phrase: Phrase }) => d.phrase.kinds.some((k) => excluded.includes(k));
  const broken = [...bought, ...decided].filter(breaks).map((d) => d.text);
  const labels = bought
    .filter((b) => !breaks(b) && !b.phrase.product?.plain)
    .map((b) => b.phrase.product!.label);
  // A product whose recipe varies by brand in what the diet leaves out is not known to keep it.
  const varies = bought.some((b) => b.phrase.product?.varies?.some((k) => excluded.includes(k)));
  return {
    broken,
    matches,
    onlyPromise: promises.length > 0 && raw.every((w) => !w || isIgnorable(w)),
    unknown: table
      ? unknownWords(
          read.map((w, i) => (decidedWords[i] ? w : '')),
          found,
          {
            table,
            side: modifierSide(options.language),
            written: text,
            language: options.language,
          },
        )
      : ['(food data not loaded)'],
    identified:
      harmless.length + bought.length + decided.length + matches.filter((m) => !m.partial).length >
      0,
    lifted,
    composite:
      varies ||
      afterWith(read, matches, decidedWords) ||
      decided.some((d) => MAY_HOLD.get(d.text)?.some((k) => excluded.includes(k))) ||
      (excluded.includes('egg') && mayHoldEgg(written, matches, table)),
    labels,
  };
}

/**
 * "yoghurt (kokos of soja)", "lait (amande)", "milk, almond": a note or the part after the comma
 * naming only plants made into milks and creams says what the name's one plain form is of. Never a butter: "beurre (noisette)" is butter browned
 * to the nut's colour.
 */
function withPlantOfNote(
  matches: FoodMatch[],
  plants: readonly number[] | undefined,
): { matches: FoodMatch[]; plantForm?: FoodMatch } {
  const forms = matches.filter((m) => !m.partial && FORM_WORDS.has(m.text));
  const form = forms[0];
  if (!plants?.length || forms.length !== 1 || FORM_WORDS.get(form!.text) === 'butter')
    return { matches };
  const plantForm = { ...form!, entries: [...plants], parts: false };
  return { matches: matches.map((m) => (m === form ? plantForm : m)), plantForm };
}

/** The plants a note names and nothing else ("(kokos of soja)"), for withPlantOfNote. */
function notedPlants(text: string, note: ReadPart, table: FoodTable | null): number[] | undefined {
  // Nothing but the plants, "or" and links: "milk, plus almonds to top" adds a food.
  const named = (words: readonly string[]) =>
    words.filter((w) => !isLinkWord(w) && !OR_WORDS.has(w)).length;
  const plain =
    table !== null &&
    named(foodWords(text)) === named(note.matches.flatMap((m) => m.text.split(' '))) &&
    note.identified &&
    note.unknown.length === 0 &&
    note.broken.length === 0 &&
    !note.composite &&
    note.matches.length > 0 &&
    note.matches.every(
      (m) =>
        !m.partial &&
        !m.parts &&
        isFormSource(m.entries, table, 'milk') &&
        !m.text.split(' ').some((w) => FORM_WORDS.has(w)),
    );
  return plain ? note.matches.flatMap((m) => m.entries) : undefined;
}

/**
 * A chocolate, milk chocolate the most sold (knowledge/bought-products.json), said to hold half or
 * more of cocoa is dark chocolate, read and checked on its label as dark chocolate is. Only the
 * plain word: "Vollmilchschokolade 55 %" names its milk, and stays milk chocolate.
 */
const DARK_CHOCOLATE = BOUGHT_PRODUCTS.find((p) => p.label === 'dark chocolate');
const PLAIN_CHOCOLATE = BOUGHT_PRODUCTS.find((p) => p.label === 'chocolate');

function darkByShare<T extends FoodMatch | { phrase: Phrase; at: number }>(
  found: T[],
  table: FoodTable | null,
  options: ReadOptions,
  written: readonly string[] = [],
): T[] {
  const dark = table?.indexOf('en:dark chocolate');
  const plain = table?.indexOf('en:chocolate');
  if (!options.cocoaShare || !DARK_CHOCOLATE || dark === undefined || plain === undefined)
    return found;
  const isPlain = (entries: readonly number[]) =>
    entries.length > 0 && entries.every((e) => e === plain);
  // The name the table reads where the product's word stands: "white chocolate 50%" is white.
  const names = matchFoods(written, table!, options);
  const darkPhrase = { words: [], kinds: DARK_CHOCOLATE.holds, product: DARK_CHOCOLATE };
  return found.map((f) => {
    if (!('phrase' in f)) return isPlain(f.entries) ? { ...f, entries: [dark] } : f;
    const named = names.find((m) => m.start <= f.at && f.at < m.end);
    return f.phrase.product === PLAIN_CHOCOLATE && named && isPlain(named.entries)
      ? { ...f, phrase: { ...darkPhrase, words: f.phrase.words } }
      : f;
  });
}

/** "Schokolade (Zartbitter)", "chocolate, dark": a note or rest that names dark chocolate alone. */
function saysDark(part: ReadPart): boolean {
  return (
    !!DARK_CHOCOLATE &&
    part.labels.length === 1 &&
    part.labels[0] === DARK_CHOCOLATE.label &&
    part.matches.length === 0 &&
    part.unknown.length === 0 &&
    part.broken.length === 0
  );
}

/** "70%", "(70 % cocoa)", "+70%", "52%cacau": a share of half or more, for darkByShare. */
export function saysCocoaShare(text: string): boolean {
  return [...text.matchAll(/(\d{2,3})(?:[.,]\d+)?\s*%/g)].some((m) => {
    const share = Number(m[1]);
    return share >= 50 && share <= 100;
  });
}

/** How a line or a sentence is read: as in food-line, and what the checks add. */
export interface ReadOptions extends MatchOptions {
  /** A step or a note, not an ingredient line: no bought product is read there ("roll", "pan"). */
  runningText?: boolean;
  /**
   * Words naming the dish being made (the title's and the list's group names: "coconut ice
   * cream", "for the cilantro pesto"): outside a line's name they are no food added to it.
   */
  notThe?: ReadonlySet<string>;
  /**
   * The line says a cocoa share of half or more ("70%", "(70% cocoa)", "52%cacau"): a plain
   * chocolate it names is dark chocolate.
   */
  cocoaShare?: boolean;
  /** What a note beside the name promises and nothing else: "flour, gluten-free", "(vegan)". */
  promised?: ReadonlySet<Kind>;
}

/** Words that offer a swap: what follows is another choice, not something added. */
const SWAP = new RegExp(`\\b(?:${wordsPattern(allWords('swap'))})\\b`, 'i');

/** A note that opens with a swap ("(alternativ 1 TL Honig)", "(or honey)"): another choice. */
const SWAP_FIRST = new RegExp(`^\\W*(?:${wordsPattern(allWords('swap'))})\\b`, 'i');

/** A note that says when the line's food is left out: what it names is no food of the dish. */
const OMIT_IF = new RegExp(`^\\W*(?:${wordsPattern(allWords('omitIf'))})\\b`, 'i');

/** Where an example starts, in the seven languages: "such as", "z. B.", "par exemple". */
const EXAMPLE = new RegExp(`\\b(?:${wordsPattern(allWords('example'))})\\b`, 'i');

function without(text: string, words?: ReadonlySet<string>): string {
  if (!words || words.size === 0) return text;
  return foodWords(text)
    .filter((w) => !words.has(w))
    .join(' ');
}

/**
 * A part that offers a swap, one of whose foods does not break the diet: "(you can substitute
 * serrano)" is the cook's choice; "roasted in duck fat or butter" offers none that keeps it.
 */
function offersAKeepingSwap(
  text: string,
  diet: Diet,
  table: FoodTable | null,
  options: ReadOptions,
): boolean {
  if (!SWAP.test(text)) return false;
  const segments = text.split(SWAP).map((segment) => readPart(segment, diet, table, options));
  const breaking = (part: ReadPart) =>
    part.broken.length > 0 ||
    (table !== null && part.matches.some((m) => matchVerdict(table, m, diet) === 'breaks'));
  const named = segments.filter((part) => part.identified);
  return named.some((part) => !breaking(part));
}

/**
 * "2 Esslöffel (Olivenöl)": where the name says an amount and nothing else, a bracket that names
 * a food with nothing unknown around it is the line's name.
 */
function namedInBrackets(
  parts: ReturnType<typeof lineParts>,
  table: FoodTable | null,
  options: ReadOptions,
): ReturnType<typeof lineParts> {
  if (!table || !parts.aside.trim()) return parts;
  const name = readPart(parts.name, 'vegan', table, options);
  if (name.identified || name.unknown.length > 0) return parts;
  const aside = readPart(parts.aside, 'vegan', table, options);
  if (!aside.identified || aside.unknown.length > 0) return parts;
  return { ...parts, name: `${parts.name} ${parts.aside}`, aside: '' };
}

/**
 * A choice's parts as the checks read them: its notes of when to leave it out taken away, and a
 * bracket that names the food of an amount alone made its name.
 */
function choiceParts(
  choice: string,
  table: FoodTable | null,
  options: ReadOptions,
): ReturnType<typeof lineParts> {
  const parts = lineParts(choice);
  const kept = {
    ...parts,
    aside: OMIT_IF.test(parts.aside) ? '' : parts.aside,
    restParts: parts.restParts.filter((part) => !OMIT_IF.test(part)),
  };
  return namedInBrackets(kept, table, options);
}

function choiceVerdict(
  choice: string,
  diet: Diet,
  table: FoodTable | null,
  options: ReadOptions,
): LineVerdict | null {
  const parts = choiceParts(choice, table, options);
  // A bracket or a rest that offers a swap ("(you can substitute serrano)", ", alternativ
  // Rohrzucker") is another choice of the cook's: it does not break the line; nor does a bracket
  // that opens with one ("(alternativ 1 TL Honig)"), whatever it offers.
  const swapAside =
    SWAP_FIRST.test(parts.aside) || offersAKeepingSwap(parts.aside, diet, table, options);
  // Each part of the rest offers its own swap: in "shredded cheese, sour cream or lime wedges"
  // the lime is a choice for the sour cream, not for the cheese.
  const restParts = parts.restParts.filter(
    (part) => !offersAKeepingSwap(part, diet, table, options),
  );
  // "(such as PAN)", "(z. B. Linguini)": an example of the line's food, a brand as often as not;
  // only a decided food there breaks the diet ("cheese (such as Parmesan)").
  const [asideText, example = ''] = parts.aside.split(EXAMPLE);
  // A bracket says how the line's food is prepared as a rest does: "1 Zitrone (Saft)".
  const aside = readPart(without(asideText!, options.notThe), diet, table, {
    ...options,
    preparation: true,
  });
  const examples = readPart(example, diet, null, options);
  const rest = readPart(without(restParts.join(' '), options.notThe), diet, table, {
    ...options,
    preparation: true,
  });
  // A promise in brackets or after the comma counts when it is all they say ("(vegan)",
  // "Margarine, vegan", "flour, gluten-free"), not "(see note for a vegan version)".
  const promised = new Set([
    ...(aside.onlyPromise ? aside.lifted : []),
    ...(rest.onlyPromise ? rest.lifted : []),
  ]);
  // "milk, almond" as "milk (almond)": the part after the comma names the plant as a note does.
  const formOf =
    notedPlants(asideText!, aside, table) ?? notedPlants(restParts.join(' '), rest, table);
  const cocoaShare = options.cocoaShare || saysDark(aside) || saysDark(rest);
  const name = readPart(parts.name, diet, table, { ...options, promised, formOf, cocoaShare });
  const counted = [name, ...(swapAside ? [] : [aside]), rest];
  const decidedBreak = [...counted, ...(swapAside ? [] : [examples])].flatMap((p) => p.broken)[0];
  if (decidedBreak) return { verdict: 'breaks', food: decidedBreak };
  const lifted = name.lifted;
  const allPromised = EXCLUDES[diet].every((k) => lifted.has(k));
  const matches = counted.flatMap((part) => part.matches);
  const promisedFree = (m: FoodMatch) => table !== null && promisedAway(table, m, diet, lifted);
  for (const match of matches) {
    if (
      table &&
      !allPromised &&
      matchVerdict(table, match, diet) === 'breaks' &&
      !promisedFree(match)
    )
      return { verdict: 'breaks', food: match.text };
  }
  if (!table) return { verdict: 'unknown' };
  // "1 cup" of "1 cup or 2 of milk": a choice that names nothing is no choice.
  if (!name.identified && name.unknown.length === 0) return null;
  const unsure =
    matches.some((m) => matchVerdict(table, m, diet) !== 'fits' && !allPromised) ||
    counted.some((part) => part.composite);
  if (name.identified && name.unknown.length === 0 && (allPromised || !unsure))
    return { verdict: 'fits', labels: counted.flatMap((part) => part.labels) };
  return { verdict: 'unknown' };
}

/**
 * A line keeps the diet when one of its choices does; it breaks it when every choice does
 * (decided: "butter or olive oil" lets the cook keep it).
 */
export function dietVerdict(
  line: string,
  diet: Diet,
  table: FoodTable | null,
  options: ReadOptions = {},
): LineVerdict {
  const verdicts = lineChoices(line, options.language)
    .flatMap((choice) => {
      // "2 tbsp honey (alternatively maple syrup)": what the bracket offers is a choice too.
      const aside = lineParts(choice).aside;
      return SWAP_FIRST.test(aside) ? [choice, aside.replace(SWAP_FIRST, '')] : [choice];
    })
    .map((c) => choiceVerdict(c, diet, table, { ...options, cocoaShare: saysCocoaShare(c) }))
    .filter((v): v is LineVerdict => v !== null);
  const fits = verdicts.find((v) => v.verdict === 'fits');
  if (fits) return fits;
  if (verdicts.some((v) => v.verdict === 'unknown')) return { verdict: 'unknown' };
  return verdicts[0] ?? { verdict: 'unknown' };
}

/** Whether a line names a food the checks know, every other word of its name a kitchen word. */
export function lineIdentified(line: string, table: FoodTable, options: ReadOptions = {}): boolean {
  return lineChoices(line, options.language).some((choice) => {
    const name = readPart(choiceParts(choice, table, options).name, 'vegan', table, options);
    return name.identified && name.unknown.length === 0;
  });
}
