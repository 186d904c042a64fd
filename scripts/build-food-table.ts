/**
 * `npm run build:food -- [path]`: builds src/shared/food/food-table.json from Open Food Facts'
 * ingredients and allergens taxonomies (ODbL, "Open Food Facts contributors"; docs/food-data.md).
 *
 * `path` is the folder holding ingredients.txt and allergens.txt, or ingredients.txt itself
 * (allergens.txt is then looked for next to it); it defaults to ../shared/data/openfoodfacts.
 * Both the 2020 layout (`<en:parent`, `vegan:en:no`) and the newer one (`< en: parent`,
 * `vegan:en: no`) are read. Only names in the seven languages the product reads are kept, and the
 * properties the checks need (vegan, vegetarian, allergens) are resolved along the parents here,
 * so the page does no taxonomy work.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAX_WORDS } from '../src/shared/food/food-line';
import { foodKey } from '../src/shared/food/food-words';
import {
  FOOD_LANGUAGES,
  FORM_SOURCES,
  languageBit,
  LANGUAGES_CHAR,
  type FoodTableData,
} from '../src/shared/food/food-table-data';

interface Entry {
  id: string;
  names: Map<string, string[]>;
  parents: string[];
  props: Map<string, string>;
  /** Every property line in order, with its language (`replaced_name:de: Öl`). */
  propLines: { prop: string; lang: string; value: string }[];
}

const NAME_LINE = /^([a-z]{2})(?:[_-][a-z]{2,4})?\s*:\s*(.*)$/;
const PROP_LINE = /^([a-z0-9_]{3,})\s*:\s*([a-z]{2})\s*:\s*(.*)$/;
const PARENT_LINE = /^<\s*([a-z]{2})\s*:\s*(.*)$/;

/** Blocks of lines separated by blank lines, comments dropped. */
function blocks(text: string): string[][] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
    )
    .filter((lines) => lines.length > 0);
}

function parseEntries(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const lines of blocks(text)) {
    if (/^(synonyms|stopwords)\s*:/.test(lines[0]!)) continue;
    const entry: Entry = {
      id: '',
      names: new Map(),
      parents: [],
      props: new Map(),
      propLines: [],
    };
    for (const line of lines) {
      const parent = PARENT_LINE.exec(line);
      if (parent) {
        entry.parents.push(`${parent[1]}:${parent[2]!.trim()}`);
        continue;
      }
      const name = NAME_LINE.exec(line);
      if (name && !PROP_LINE.test(line)) {
        const lang = name[1]!;
        const names = name[2]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        if (!entry.id && names[0]) entry.id = `${lang}:${names[0].toLowerCase()}`;
        entry.names.set(lang, [...(entry.names.get(lang) ?? []), ...names]);
        continue;
      }
      const prop = PROP_LINE.exec(line);
      if (prop) {
        entry.props.set(prop[1]!, prop[3]!.trim());
        entry.propLines.push({ prop: prop[1]!, lang: prop[2]!, value: prop[3]!.trim() });
      }
    }
    if (entry.id) entries.push(entry);
  }
  return entries;
}

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** ../shared/data/openfoodfacts beside the project; from a linked worktree, beside its main checkout. */
function defaultFolder(): string {
  const roots = [ROOT];
  try {
    const common = execFileSync(
      'git',
      ['rev-parse', '--path-format=absolute', '--git-common-dir'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    roots.push(dirname(common.trim()));
  } catch {
    // Not a git checkout: the project root alone.
  }
  const folders = roots.map((root) => join(root, '..', 'shared', 'data', 'openfoodfacts'));
  return folders.find((folder) => existsSync(folder)) ?? folders[0]!;
}

function loadPaths(arg: string | undefined): { ingredients: string; allergens: string } {
  const given = arg ? resolve(arg) : defaultFolder();
  const ingredients = statSync(given).isDirectory() ? join(given, 'ingredients.txt') : given;
  const allergens = join(dirname(ingredients), 'allergens.txt');
  if (!existsSync(allergens)) throw new Error(`No allergens.txt next to ${ingredients}`);
  return { ingredients, allergens };
}

const KNOWLEDGE = join(ROOT, 'src/shared/food/knowledge/names.txt');

/**
 * The decided corrections to the taxonomy, read from src/shared/food/knowledge/names.txt: a block
 * in Open Food Facts' own format names an entry of the taxonomy by its first line, and
 * - its other names are added to that entry (names the 2020 copy lacks; a newer copy may hold some
 *   already: adding a name twice changes nothing);
 * - a `< parent` line replaces the entry's parents (where the 2020 copy files a food wrongly);
 * - `replaced_name:lang: name` takes that name from wherever the taxonomy gives it and gives it to
 *   this entry instead;
 * - `made_of:en: en:food, …` and `contains_allergen:en: en:class, …` say what the food is made of
 *   where none of its names says so (Open Food Facts gives allergens to plain ingredients only);
 * - `vegan:en: yes|no|maybe` and `vegetarian:en: yes|no|maybe` decide the food's own diet, in
 *   place of what the taxonomy gives it or leaves unsaid: for that entry alone (the foods under it
 *   keep theirs), and a decided part it is made of that leaves the diet out still wins.
 * A block whose first line names no entry of the taxonomy is a food the taxonomy lacks: with a
 * `< parent` it is added as an entry of its own, its diet and allergens from that parent. Blocks
 * naming the same entry add up, in the file's order (a later diet line wins), whether the entry is
 * the taxonomy's or one added by an earlier block.
 */
interface Knowledge {
  /** Entries the taxonomy lacks. */
  entries: Entry[];
  /** Entry id → its decided diet, each `yes`, `no` or `maybe` where decided. */
  diets: Map<string, { vegan?: string; vegetarian?: string }>;
  /** Entry id → its parents instead. */
  parentFixes: [string, string[]][];
  /** `lang:name` → the entry id it is added to, in the file's order. */
  addedNames: [string, string][];
  replacedNames: [string, string][];
  /** Entry id → foods (`en:egg yolk`) and allergen classes (`allergen:en:nuts`) it is made of. */
  madeOf: [string, string[]][];
}

const DIET_VALUES = new Set(['yes', 'no', 'maybe']);

export function parseKnowledge(text: string, taxonomy: readonly Entry[]): Knowledge {
  const known = new Set(taxonomy.map((e) => e.id));
  const k: Knowledge = {
    entries: [],
    diets: new Map(),
    parentFixes: [],
    addedNames: [],
    replacedNames: [],
    madeOf: [],
  };
  const list = (value: string) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const added = new Map<string, Entry>();
  for (const entry of parseEntries(text)) {
    const earlier = added.get(entry.id);
    if (earlier) {
      // A later block of a food an earlier block added: the same food.
      if (entry.parents.length) earlier.parents = entry.parents;
      for (const [lang, names] of entry.names)
        earlier.names.set(lang, [...(earlier.names.get(lang) ?? []), ...names]);
      // Its diet lines are decided for it alone (below), not passed on as the first block's are.
      for (const [prop, value] of entry.props)
        if (prop !== 'vegan' && prop !== 'vegetarian') earlier.props.set(prop, value);
    } else if (!known.has(entry.id)) {
      if (entry.parents.length === 0) {
        console.warn(`Not in this copy, and no parent: ${entry.id}`);
        continue;
      }
      k.entries.push(entry);
      added.set(entry.id, entry);
    } else {
      if (entry.parents.length) k.parentFixes.push([entry.id, entry.parents]);
      for (const [lang, names] of entry.names)
        for (const name of names)
          if (`${lang}:${name.toLowerCase()}` !== entry.id)
            k.addedNames.push([`${lang}:${name}`, entry.id]);
    }
    const made: string[] = [];
    for (const { prop, lang, value } of entry.propLines) {
      if (prop === 'replaced_name')
        k.replacedNames.push(
          ...list(value).map((n): [string, string] => [`${lang}:${n}`, entry.id]),
        );
      else if (prop === 'made_of') made.push(...list(value));
      else if (prop === 'contains_allergen') made.push(...list(value).map((c) => `allergen:${c}`));
      else if ((prop === 'vegan' || prop === 'vegetarian') && lang === 'en') {
        if (!DIET_VALUES.has(value))
          throw new Error(`${prop}:en: ${value} (${entry.id}): yes, no or maybe`);
        const diet = k.diets.get(entry.id) ?? {};
        diet[prop] = value;
        k.diets.set(entry.id, diet);
      }
    }
    if (made.length) k.madeOf.push([entry.id, made]);
  }
  return k;
}

/**
 * Names whose words name a food they are not made of: the oyster mushroom holds no oyster. Malt
 * vinegar is allowed by Coeliac UK (docs/decisions.md).
 */
const NOT_MADE_OF = new Set([
  'en:oyster mushroom',
  'en:butter bean',
  'en:cream of tartar',
  'en:lamb s lettuce',
  'en:chicken of the woods',
  'en:flat bean',
  // Portuguese "couve-manteiga" (butter cabbage) and the milk caps are plants and mushrooms.
  'en:collard greens',
  'en:saffron milk cap',
  'en:bloody milk cap',
  'en:lactarius sanguifluus',
]);

/** Plants, by the taxonomy's roots ("coconut" < fruit). */
const PLANT_ROOTS = [
  'en:fruit',
  'en:vegetable',
  'en:nut',
  'en:seed',
  'en:legume',
  'en:cereal',
  'en:plant',
  'en:soya',
  'en:rice',
  'en:cocoa',
  'en:herb',
  'en:spice',
];

/**
 * Roots of single foods: what the taxonomy files under them is one food and is not read from its
 * name ("chicken egg" is no chicken, "rose hip" no rosé, "water chestnut" no nut).
 */
const SINGLE_FOOD_ROOTS = new Set([
  ...PLANT_ROOTS,
  'en:mushroom',
  'en:animal',
  'en:poultry',
  'en:fish',
  'en:shellfish',
  'en:egg',
  'en:game animal',
  'en:algae',
  'en:dairy',
]);

/**
 * Heads that name a form, not a source: the plant before them is what the food is made of
 * ("coconut milk" is coconut, "cornmeal" maize semolina is maize, "peanut butter" is peanut).
 */
const FORM_HEADS = new Set(
  'milk butter cream drink yogurt yoghurt flour semolina meal oil fat starch syrup vinegar paste powder protein juice extract fibre fiber sugar honey molasses'.split(
    ' ',
  ),
);

const MILK_WORDS = new Set(
  (
    'milk milch lait leche latte leite melk butter beurre mantequilla manteiga burro boter ' +
    'cream creme sahne nata natas panna room cheese kase fromage queso formaggio queijo kaas ' +
    'yogurt yoghurt joghurt yaourt yogur iogurte quark kwark whey molke lactoserum suero siero'
  ).split(' '),
);
const MILK_HEADS = /(butter|milch|melk|boter|kase|kaas|sahne|room|quark|kwark|joghurt|molke)$/;
/** Plant fats named as butters: "shea butter", "Kakaobutter". */
const PLANT_FATS = new Set(['en:vegetable oil and fat']);
const EGG_WORDS = new Set(
  'egg eggs oeuf oeufs ei eier huevo huevos uovo uova ovo ovos eieren'.split(' '),
);

/** Allergen classes a name says outright: a word of milk or egg, or a German or Dutch compound. */
const NAMED_ALLERGENS: [string, (key: string, lang: string) => boolean][] = [
  [
    'en:milk',
    (key, lang) =>
      key
        .split(' ')
        .some(
          (w) =>
            MILK_WORDS.has(w) ||
            ((lang === 'de' || lang === 'nl') && w.length > 6 && MILK_HEADS.test(w)),
        ),
  ],
  ['en:eggs', (key) => key.split(' ').some((w) => EGG_WORDS.has(w))],
];

/** Words that say a name is not the food it names ("egg substitute", "gluten free flour"). */
const NOT_THE_FOOD =
  /\b(free|substitute|alternative|replacer|imitation|vegan|vegetarian|flavou?r|flavou?ring|aroma|style|non|without)\b/;

export function buildFoodTable(
  ingredientsText: string,
  allergensText: string,
  knowledgeText: string = readFileSync(KNOWLEDGE, 'utf8'),
): FoodTableData {
  const entries = parseEntries(ingredientsText);
  const knowledge = parseKnowledge(knowledgeText, entries);
  for (const [id, parents] of knowledge.parentFixes) {
    const entry = entries.find((e) => e.id === id);
    if (entry) entry.parents = parents;
  }
  entries.push(...knowledge.entries);
  // Any name in any language finds its entry: parents are written by a name, not only by the id.
  const byName = new Map<string, Entry>();
  for (const entry of entries)
    for (const [lang, names] of entry.names)
      for (const name of names) {
        const key = `${lang}:${foodKey(name)}`;
        if (!byName.has(key)) byName.set(key, entry);
      }
  const find = (ref: string) => {
    const [lang, ...rest] = ref.split(':');
    return byName.get(`${lang}:${foodKey(rest.join(':'))}`);
  };

  const inherited = new Map<Entry, Map<string, string>>();
  const resolving = new Set<Entry>();
  // The nearest value wins, as Open Food Facts resolves it: the entry's own, else its parents' in order.
  function props(entry: Entry): Map<string, string> {
    const done = inherited.get(entry);
    if (done) return done;
    const own = new Map(entry.props);
    if (resolving.has(entry)) return own;
    resolving.add(entry);
    for (const ref of entry.parents) {
      const parent = find(ref);
      if (!parent) continue;
      for (const [key, value] of props(parent)) if (!own.has(key)) own.set(key, value);
    }
    resolving.delete(entry);
    inherited.set(entry, own);
    return own;
  }

  // Keep entries named in one of our languages, and every ancestor of one.
  const kept = new Set<Entry>();
  const keep = (entry: Entry) => {
    if (kept.has(entry)) return;
    kept.add(entry);
    for (const ref of entry.parents) {
      const parent = find(ref);
      if (parent) keep(parent);
    }
  };
  for (const entry of entries)
    if (FOOD_LANGUAGES.some((lang) => entry.names.has(lang)) && find(entry.id) === entry)
      keep(entry);

  const list = [...kept];
  const index = new Map(list.map((entry, i) => [entry, i]));
  const allergenClasses = parseAllergens(allergensText);
  const classIndex = new Map(allergenClasses.map((c, i) => [c.id, i]));

  const namesSeen: Record<string, number[]> = {};
  const languages = new Map<string, number>();
  const addName = (name: string, i: number, lang: string) => {
    const key = foodKey(name);
    // A count in a name ("6 oeufs") is a product's label, not a name; nor is a name longer than
    // the reader ever matches (MAX_WORDS in src/shared/food/food-line.ts).
    if (!key || /\d/.test(key) || key.split(' ').length > MAX_WORDS) return;
    const ids = (namesSeen[key] ??= []);
    if (!ids.includes(i)) ids.push(i);
    languages.set(key, (languages.get(key) ?? 0) | languageBit(lang));
  };
  for (const [i, entry] of list.entries())
    for (const lang of FOOD_LANGUAGES)
      for (const name of entry.names.get(lang) ?? []) addName(name, i, lang);
  const ids = new Map(list.map((entry, i) => [entry.id, i]));
  for (const [name] of knowledge.replacedNames) {
    delete namesSeen[foodKey(name.slice(3))];
    languages.delete(foodKey(name.slice(3)));
  }
  for (const [name, id] of [...knowledge.addedNames, ...knowledge.replacedNames]) {
    const i = ids.get(id);
    if (i === undefined) console.warn(`Not in this copy, so not added: ${name} → ${id}`);
    else addName(name.slice(3), i, name.slice(0, 2));
  }
  const names = namesSeen;
  const nameLanguages = Object.keys(names)
    .map((key) => String.fromCharCode(LANGUAGES_CHAR + languages.get(key)!))
    .join('');

  const parents = list.map((entry) =>
    entry.parents
      .map((ref) => find(ref))
      .filter((p): p is Entry => p !== undefined && kept.has(p))
      .map((p) => index.get(p)!),
  );
  const madeOf = madeOfFoods(list, parents, ids, classIndex, knowledge.madeOf, (i, name) =>
    props(list[i]!).get(name),
  );

  const flag = (value: string | undefined) =>
    value === 'yes' ? 'y' : value === 'no' ? 'n' : value === 'maybe' ? 'm' : '-';
  const ownDiet = list.map((entry) => {
    const p = props(entry);
    return [flag(p.get('vegan')), flag(p.get('vegetarian'))];
  });
  // names.txt's decided diets, each for its entry alone: the foods under it keep their own.
  const dietDecided: number[] = [];
  for (const [id, decided] of knowledge.diets) {
    const i = ids.get(id);
    if (i === undefined) console.warn(`Not in this copy, so no diet decided: ${id}`);
    else {
      dietDecided.push(i);
      (['vegan', 'vegetarian'] as const).forEach((diet, k) => {
        const value = decided[diet];
        if (value !== undefined) ownDiet[i]![k] = flag(value);
      });
    }
  }
  const ownAllergens = list.map((entry) =>
    (props(entry).get('allergens') ?? '')
      .split(',')
      .map((a) => classIndex.get(a.trim().replace(/:maybe$/, '')))
      .filter((i): i is number => i !== undefined),
  );
  // A food has the allergens of what it is made of; what a decided part leaves out of a diet, the
  // food leaves out too (a name's words alone say nothing of a diet: "chicken egg").
  // A food is made of what its parents are made of too ("pure vanilla extract" < vanilla extract).
  const lineage = (i: number): number[] => {
    const seen = new Set([i]);
    const todo = [i];
    while (todo.length)
      for (const p of parents[todo.pop()!] ?? [])
        if (!seen.has(p)) {
          seen.add(p);
          todo.push(p);
        }
    return [...seen];
  };
  const closure = (i: number, decidedOnly: boolean, seen = new Set<number>()): Set<number> => {
    for (const a of lineage(i)) {
      const m = madeOf.get(a);
      const made = decidedOnly ? (m?.decided ?? []) : [...(m?.named ?? []), ...(m?.decided ?? [])];
      for (const p of made)
        if (!seen.has(p)) {
          seen.add(p);
          closure(p, decidedOnly, seen);
        }
    }
    return seen;
  };
  const diet = list.map((_, i) => {
    const flags = [...ownDiet[i]!];
    for (const p of closure(i, true))
      ownDiet[p]!.forEach((f, k) => {
        if (f === 'n') flags[k] = 'n';
      });
    return flags.join('');
  });
  const allergens = list.map((_, i) => {
    const all = new Set(ownAllergens[i]!);
    for (const p of [...lineage(i), ...closure(i, false)]) {
      ownAllergens[p]!.forEach((a) => all.add(a));
      madeOf.get(p)?.classes.forEach((a) => all.add(a));
    }
    return [...all].sort((a, b) => a - b);
  });

  return {
    source: 'Open Food Facts ingredients and allergens taxonomies',
    licence: 'ODbL 1.0 (https://opendatacommons.org/licenses/odbl/1-0/)',
    attribution: 'Open Food Facts contributors',
    ids: list.map((entry) => entry.id),
    parents,
    madeOf: Object.fromEntries(
      [...madeOf]
        .map(([i, m]): [number, number[]] => [i, [...new Set([...m.named, ...m.decided])]])
        .filter(([, foods]) => foods.length > 0),
    ),
    diet: diet.join(''),
    dietDecided: dietDecided.sort((a, b) => a - b),
    allergens: allergens.map((a) => a.join(',')),
    names,
    nameLanguages,
    allergenClasses,
  };
}

interface MadeOf {
  /** Foods its English names are built from ("spelt flour" → spelt). */
  named: number[];
  /** Foods names.txt's `made_of` gives it. */
  decided: number[];
  /** Allergen classes names.txt's `contains_allergen` gives it. */
  classes: number[];
}

/**
 * The foods each entry is made of beyond its parents: the foods its English names are built from
 * ("spelt flour" → spelt, "sesame oil" → sesame, "fish stock" → fish; not the milk of "coconut
 * milk"), and names.txt's `made_of`. Open Food Facts files "spelt flour" under flour alone, without gluten.
 */
function madeOfFoods(
  list: Entry[],
  parents: number[][],
  ids: Map<string, number>,
  classIndex: Map<string, number>,
  decided: [string, string[]][],
  prop: (i: number, name: 'vegan' | 'vegetarian') => string | undefined,
): Map<number, MadeOf> {
  const vegan = (i: number) => prop(i, 'vegan');
  const english = new Map<string, number>();
  for (const [i, entry] of list.entries())
    for (const name of entry.names.get('en') ?? []) {
      const key = foodKey(name);
      if (key && !english.has(key)) english.set(key, i);
    }
  const under = (i: number, roots: ReadonlySet<string>) => {
    const seen = new Set([i]);
    const todo = [i];
    while (todo.length) {
      const at = todo.pop()!;
      if (roots.has(list[at]!.id)) return true;
      for (const p of parents[at] ?? [])
        if (!seen.has(p)) {
          seen.add(p);
          todo.push(p);
        }
    }
    return false;
  };
  const formSources = new Set<string>(FORM_SOURCES);
  const madeOf = new Map<number, MadeOf>();
  for (const [i, entry] of list.entries()) {
    const m: MadeOf = { named: [], decided: [], classes: [] };
    madeOf.set(i, m);
    if (NOT_MADE_OF.has(entry.id)) continue;
    const single = under(i, SINGLE_FOOD_ROOTS);
    for (const name of single ? [] : (entry.names.get('en') ?? [])) {
      const words = foodKey(name).split(' ');
      if (words.length < 2 || NOT_THE_FOOD.test(words.join(' '))) continue;
      const spans: { end: number; food: number }[] = [];
      for (let at = 0; at < words.length; at++)
        for (let end = words.length; end > at; end--) {
          const food = end - at < words.length && english.get(words.slice(at, end).join(' '));
          if (food === undefined || food === false || food === i) continue;
          spans.push({ end, food });
          at = end - 1;
          break;
        }
      const head = spans.at(-1);
      const formOfPlant =
        head?.end === words.length &&
        FORM_HEADS.has(words.at(-1)!) &&
        spans.slice(0, -1).some((span) => under(span.food, formSources));
      for (const span of formOfPlant ? spans.slice(0, -1) : spans) {
        // Where the data calls the food vegan, a word naming an animal food is a false friend.
        if (vegan(i) === 'yes' && vegan(span.food) === 'no') continue;
        if (!m.named.includes(span.food)) m.named.push(span.food);
      }
    }
    // Milk or egg named in any of the seven languages ("caramel au lait", "petit beurre", "dill
    // butter", "crème pâtissière"): the data leaves their allergen out. Not for a plant's own
    // milk or butter ("lait de coco", "Kakaobutter") nor for a food the data calls vegan.
    const plantForm = [i, ...m.named].some((f) => under(f, formSources)) || under(i, PLANT_FATS);
    if (!plantForm)
      for (const [cls, pattern] of NAMED_ALLERGENS) {
        const index = classIndex.get(cls);
        if (cls === 'en:eggs' && prop(i, 'vegetarian') === 'no') continue;
        const named = FOOD_LANGUAGES.some((lang) =>
          (entry.names.get(lang) ?? []).some((name) => pattern(foodKey(name), lang)),
        );
        if (index !== undefined && named && !m.classes.includes(index)) m.classes.push(index);
      }
  }
  for (const [id, made] of decided) {
    const i = ids.get(id);
    const m = i === undefined ? undefined : madeOf.get(i);
    if (!m) {
      console.warn(`Not in this copy, so not decided: ${id}`);
      continue;
    }
    for (const ref of made) {
      const isClass = ref.startsWith('allergen:');
      const found = isClass ? classIndex.get(ref.slice('allergen:'.length)) : ids.get(ref);
      if (found === undefined) console.warn(`Not in this copy: ${ref} (${id})`);
      else (isClass ? m.classes : m.decided).push(found);
    }
  }
  return madeOf;
}

/** The allergen classes with their names in our languages (first name of each language first). */
function parseAllergens(text: string): { id: string; titles: string[]; names: string[] }[] {
  return blocks(text)
    .filter((lines) => !/^(synonyms|stopwords)\s*:/.test(lines[0]!))
    .map((lines) => {
      const [lang, first = ''] = lines[0]!.split(':');
      const names: string[] = [];
      const titles: string[] = [];
      for (const line of lines) {
        const name = NAME_LINE.exec(line);
        if (!name || PROP_LINE.test(line) || !FOOD_LANGUAGES.includes(name[1] as never)) continue;
        const all = name[2]!.split(',').map((n) => n.trim());
        titles.push(all[0]!);
        names.push(...all);
      }
      const id = `${lang}:${first.split(',')[0]!.trim().toLowerCase()}`;
      const keys = (list: string[]) => [
        ...new Set(list.map(foodKey).filter((n) => n && !/\d/.test(n))),
      ];
      return { id, titles: keys(titles), names: keys(names) };
    })
    .filter((c) => c.id !== 'en:none');
}

function main() {
  const paths = loadPaths(process.argv[2]);
  const table = buildFoodTable(
    readFileSync(paths.ingredients, 'utf8'),
    readFileSync(paths.allergens, 'utf8'),
  );
  const out = join(ROOT, 'src/shared/food/food-table.json');
  const json = JSON.stringify(table);
  writeFileSync(out, `${json}\n`);
  const gzip = gzipSync(json, { level: 9 }).length;
  console.log(
    `${table.ids.length} entries, ${Object.keys(table.names).length} names, ` +
      `${table.allergenClasses.length} allergen classes: ${json.length} bytes, ${gzip} gzip → ${out}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname))
  main();
