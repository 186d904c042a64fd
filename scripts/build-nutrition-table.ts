/**
 * `npm run build:nutrition -- [folder] [sr28-folder]`: builds src/shared/nutrition/nutrition-table.json
 * from USDA's National Nutrient Database for Standard Reference, Release 24 (public domain;
 * docs/nutrition.md), and the decided list `FROM_SR28` of foods SR24 lacks from Release 28. The
 * decided lists are data, in src/shared/nutrition/knowledge/ (read by `nutrition-knowledge.ts`).
 *
 * `folder` holds SR24 as Debian's `cronometer` package ships it: one XML file a food (nutrients per
 * 100 g, household measures in grams). It defaults to .cache/usda-sr/sr24 in the project (from a
 * linked worktree, its main checkout's too), where `npm run get:nutrition-sources` puts it.
 * `sr28-folder` holds SR28's ASCII files FOOD_DES.txt, NUT_DATA.txt and WEIGHT.txt, by default
 * .cache/usda-sr/sr28 (`npm run get:nutrition-sources -- --sr28`). Without them, the foods of
 * `FROM_SR28` are kept as the committed nutrition-table.json has them (read back by
 * `srFoodsFromTable`), and all else is built from SR24 as with them.
 * Each food of the food table (src/shared/food/food-table.json, keyed by Open Food Facts' ids) is
 * joined to one USDA food: first by the decided list `DECIDED` (common foods whose names differ),
 * then by name. Only joined USDA foods are kept. The build prints the join's coverage.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  LANGUAGES_CHAR,
  languageBit,
  type FoodTableData,
} from '../src/shared/food/food-table-data';
import { nameKey } from '../src/shared/nutrition/name-key';
import type { NutritionTableData } from '../src/shared/nutrition/nutrition-table-data';
import {
  DECIDED,
  FROM_SR28,
  MEASURES,
  MIXED,
  PHRASES,
  type DecidedMeasure,
  type MixedFood,
} from './nutrition-knowledge';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

export interface SrFood {
  uid: string;
  name: string;
  /** kcal, protein, fat, saturated fat, carbohydrate, sugars, fibre (g), sodium (mg), per 100 g. */
  values: number[];
  /** Household measures: name → grams for one ("large" → 50). */
  measures: [string, number][];
  /** kcal per 100 g the food may hold at most, for a kind not named (`MixedFood.upTo`). */
  upToKcal?: number;
}

const NUTRIENTS = ['Energy', 'Protein', 'Fat', 'Saturated', 'Carbs', 'Sugars', 'Fiber', 'Sodium'];

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function parseSrFood(xml: string): SrFood | null {
  const head = /<food uid="(\d+)"[^>]*?\sname="([^"]*)"/.exec(xml);
  if (!head) return null;
  const found = new Map<string, number>();
  for (const m of xml.matchAll(/<nutrient amount="([^"]*)" name="([^"]*)"\/>/g))
    found.set(m[2]!, Number(m[1]));
  if (!found.has('Energy')) return null;
  const measures: [string, number][] = [];
  for (const m of xml.matchAll(/<measure amount="([^"]*)" name="([^"]*)" grams="([^"]*)"\/>/g)) {
    const amount = Number(m[1]);
    const grams = Number(m[3]);
    const name = decode(m[2]!).trim();
    // USDA weighs a breast or a fillet as both sides and gives half of one ("0.5 breast"): a
    // recipe's breast or fillet is one side, the half USDA states.
    const half = amount === 0.5 && /^(breast|fillet)\b/.test(name);
    // "56 grams 1 serving" is a serving stated in grams, no household measure: read per one it
    // would weigh 1 g ("1 meaty ham bone" as 1 g of ham).
    if (/^grams?\b/.test(name)) continue;
    if (amount > 0 && grams > 0) measures.push([name, round(half ? grams : grams / amount, 2)]);
  }
  return {
    uid: head[1]!,
    name: decode(head[2]!),
    // A nutrient SR does not give (sugars of a raw chicken breast) is read as 0: SR leaves out
    // only what it did not analyse, in foods that hold little of it.
    values: NUTRIENTS.map((n) => found.get(n) ?? 0),
    measures,
  };
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Food groups never joined by name: baby foods, fast foods, meals, snacks, restaurant dishes. */
const SKIPPED_GROUPS = new Set(['03', '21', '22', '25', '36']);
/** Words of a USDA name that say the food is not as a recipe buys it. */
const PROCESSED =
  /\b(cooked|boiled|fried|roasted|baked|braised|broiled|grilled|stewed|microwaved|canned|frozen|dehydrated|prepared|imitation|low.?fat|reduced|nonfat|fat.?free|lowfat|light|sweetened|with added|infant|babyfood|mix|drained|solids|commercial|ready.to|glazed|toasted|heated|scrambled|poached|powder|dry mix|sauteed|pan-fried|Alaska Native|Indians|Northern Plains|Hawaii|pre-basted|condensed)\b/i;
/** A brand ("SWANSON", "CAMPBELL'S"): the plain food first. */
const BRAND = /\b[A-Z]{3,}\b/;

/** The keys a USDA name is found by: "Onions, raw" → onion; "Oil, olive, salad…" → olive oil. */
/** USDA's first words that name a group, not the food: "Spices, bay leaf", "Nuts, cashew nuts". */
const GROUPS = new Set(
  'spice nut seed fish crustacean mollusk cheese bean pea lentil cereal oil vinegar sauce syrup'.split(
    ' ',
  ),
);
/** Groups whose second word names what the food is made from, not the food: "Oil, olive" is no olive. */
const MADE_FROM = new Set(['oil', 'vinegar', 'sauce', 'syrup']);

export function srKeys(name: string): string[] {
  const parts = name.split(',').map((p) => nameKey(p));
  const [a = '', b = '', c = ''] = parts;
  const keys = [a];
  if (GROUPS.has(a) && !MADE_FROM.has(a) && b) keys.push(b);
  if (b) keys.push(`${b} ${a}`, `${a} ${b}`);
  if (b && c) keys.push(`${c} ${b}`);
  return keys.filter(Boolean);
}

/** Lower is better: raw and plain first, then the shorter name. */
function cost(food: SrFood): number {
  const processed = PROCESSED.test(food.name) || BRAND.test(food.name) ? 10 : 0;
  const raw = /\braw\b|\bfresh\b/i.test(food.name) ? -3 : 0;
  return processed + raw + food.name.split(',').length;
}

export function indexSr(foods: readonly SrFood[]): Map<string, SrFood> {
  const best = new Map<string, SrFood>();
  for (const food of foods) {
    if (SKIPPED_GROUPS.has(food.uid.slice(0, 2))) continue;
    for (const key of srKeys(food.name)) {
      const current = best.get(key);
      if (!current || cost(food) < cost(current)) best.set(key, food);
    }
  }
  return best;
}

/** Each entry's English names, as keys: its id first ("en:chicken breast" → "chicken breast"). */
export function englishNames(table: FoodTableData): string[][] {
  const names: string[][] = table.ids.map((id) =>
    id.startsWith('en:') ? [nameKey(id.slice(3))] : [],
  );
  Object.entries(table.names).forEach(([key, entries], i) => {
    if (((table.nameLanguages.charCodeAt(i) - LANGUAGES_CHAR) & 1) === 0) return;
    for (const e of entries) if (!names[e]!.includes(nameKey(key))) names[e]!.push(nameKey(key));
  });
  return names;
}

export interface JoinResult {
  join: Record<string, string>;
  decided: number;
  byName: number;
  /** Kinds joined through their parent, whose name ends with the parent's: "cherry tomato". */
  byKind: number;
}

/**
 * A kind takes its parent's USDA food when its name is the parent's with a word before it
 * ("cherry tomato" under tomato, "basmati rice" under rice): a variety, weighed alike. Not a
 * product made of it ("tomato concentrate" is no tomato).
 */
/** Words that make a kind another food than its parent: "chickpea flour", "condensed milk". */
const FORM_WORDS =
  /\b(powder|powdered|condensed|evaporated|dried|dehydrated|concentrate|concentrated|paste|juice|syrup|sauce|flour|flake|extract|low fat|reduced|skimmed|semi skimmed|candied|glace|stock|cube)\b/;

/**
 * A German or Dutch compound is a kind of the parent it ends with, in the same language:
 * "Blattspinat" of Spinat, "bladspinazie" of spinazie.
 */
function isKindCompound(name: string, parent: string): boolean {
  return (
    !name.includes(' ') &&
    !parent.includes(' ') &&
    parent.length >= 4 &&
    name.length >= parent.length + 3 &&
    name.endsWith(parent) &&
    !COMPOUND_FORM_WORDS.test(name.slice(0, -parent.length))
  );
}

/** Each entry's names in one language of the food table, as keys. */
function namesIn(table: FoodTableData, language: string): string[][] {
  const bit = languageBit(language);
  const names: string[][] = table.ids.map(() => []);
  Object.entries(table.names).forEach(([key, entries], i) => {
    if (((table.nameLanguages.charCodeAt(i) - LANGUAGES_CHAR) & bit) === 0) return;
    for (const e of entries) names[e]!.push(key);
  });
  return names;
}

/** Parents joined to one usual member: "Frischkäse" is no cheddar that "Käse" stands for. */
const STAND_IN = new Set(['en:cheese']);

/** The same words at the front of a compound: "Tomatenmark" and "Kokosmilch" are other foods. */
const COMPOUND_FORM_WORDS =
  /(pulver|mark|saft|sirup|sauce|soße|sosse|mehl|extrakt|konzentrat|bruhe|fond|kokos|soja|hafer|mandel|reis|erdnuss|kondens|dosen|buchsen|koffie|trocken|mager|fettarm|halbfett|light|poeder|sap|stroop|saus|meel|bouillon)/;

/**
 * Names of a kind, not of one food: a by-name match would pick one member at random ("seed" →
 * breadfruit seeds, "sauce" → barbecue sauce). Their members join by their own names.
 */
const GENERIC = new Set(
  'sauce seed spice spices natural spices pastry fish saltwater fish crustacean vegetable fruit nut cereal meat herb grain legume mushroom'
    .split(' ')
    .map((n) => `en:${n}`),
);

/** Parts a food is sold or cut in, weighed as the food: "cauliflower florets", "basil leaves". */
const PART_WORDS = new Set(
  'floret leaf kernel stalk stem clove fillet filet piece chunk slice sprig head'.split(' '),
);

/** "cherry tomato" of tomato, "cauliflower floret" of cauliflower; "tomato paste" of neither. */
function isKindName(name: string, parent: string): boolean {
  const words = name.split(' ');
  const own = parent.split(' ');
  if (name.endsWith(` ${parent}`)) return !FORM_WORDS.test(words.slice(0, -own.length).join(' '));
  return name.startsWith(`${parent} `) && words.slice(own.length).every((w) => PART_WORDS.has(w));
}

function joinKinds(table: FoodTableData, names: string[][], join: Record<string, string>): number {
  const compounds = ['de', 'nl'].map((language) => namesIn(table, language));
  let added = 0;
  for (let pass = 0; pass < 3; pass++)
    table.ids.forEach((id, i) => {
      if (join[id]) return;
      for (const p of table.parents[i] ?? []) {
        const parent = table.ids[p]!;
        const uid = join[parent];
        if (!uid) continue;
        if (GENERIC.has(parent)) continue;
        const kind =
          names[i]!.some((n) => names[p]!.some((pn) => isKindName(n, pn))) ||
          (!STAND_IN.has(parent) &&
            compounds.some((own) =>
              own[i]!.some((n) => own[p]!.some((pn) => isKindCompound(n, pn))),
            ));
        if (!kind) continue;
        join[id] = uid;
        added++;
        return;
      }
    });
  return added;
}

export function joinFoods(
  table: FoodTableData,
  foods: readonly SrFood[],
  decided: Readonly<Record<string, string>>,
): JoinResult {
  const byUid = new Map(foods.map((f) => [f.uid, f]));
  // SR28's foods and the mixes join only as decided: they were chosen for what they fill.
  const index = indexSr(
    foods.filter((food) => !(food.uid in FROM_SR28) && !MIXED.some((m) => m.uid === food.uid)),
  );
  const names = englishNames(table);
  const join: Record<string, string> = {};
  let fromList = 0;
  let byName = 0;
  table.ids.forEach((id, i) => {
    const listed = decided[id];
    if (listed !== undefined) {
      if (!byUid.has(listed)) throw new Error(`DECIDED: no USDA food ${listed} for ${id}`);
      join[id] = listed;
      fromList++;
      return;
    }
    if (GENERIC.has(id)) return;
    const match = names[i]!.map((n) => index.get(n)).find((f) => f !== undefined);
    if (match) {
      join[id] = match.uid;
      byName++;
    }
  });
  const byKind = joinKinds(table, names, join);
  return { join, decided: fromList, byName, byKind };
}

export function buildNutritionTable(
  table: FoodTableData,
  foods: readonly SrFood[],
  decided: Readonly<Record<string, string>> = DECIDED,
  phrases: Readonly<Record<string, string>> = PHRASES,
  decidedMeasures: Readonly<Record<string, readonly DecidedMeasure[]>> = MEASURES,
): { data: NutritionTableData; result: JoinResult } {
  const result = joinFoods(table, foods, decided);
  const uids = new Set(foods.map((f) => f.uid));
  for (const [phrase, uid] of Object.entries(phrases))
    if (!uids.has(uid)) throw new Error(`PHRASES: no USDA food ${uid} for ${phrase}`);
  const used = new Set([...Object.values(result.join), ...Object.values(phrases)]);
  const kept: NutritionTableData['foods'] = {};
  for (const food of foods) {
    if (!used.has(food.uid)) continue;
    const [kcal = 0, protein = 0, fat = 0, sat = 0, carbs = 0, sugars = 0, fibre = 0, sodium = 0] =
      food.values;
    kept[food.uid] = {
      name: food.name,
      per100g: [
        round(kcal),
        round(kcal * 4.184, 0),
        round(protein, 2),
        round(fat, 2),
        round(sat, 2),
        round(carbs, 2),
        round(sugars, 2),
        round(fibre, 2),
        // Salt is sodium × 2.5 (EU Regulation 1169/2011, Annex I).
        round((sodium * 2.5) / 1000, 3),
      ],
      // Decided measures first: among cups that name no qualifier, the first is read.
      measures: Object.fromEntries([
        ...addedMeasures(food.uid, foods, decidedMeasures),
        ...withItemCount(food, foods),
      ]),
      ...(food.upToKcal === undefined ? {} : { upToKcal: round(food.upToKcal) }),
    };
  }
  return {
    data: {
      source:
        'USDA National Nutrient Database for Standard Reference, Release 24 (SR24), as shipped in Debian package cronometer 0.9.9+dfsg1-1; a decided list of foods SR24 lacks from Release 28 (SR28, ASCII files); decided mixes of them by weight',
      licence: 'Public domain (USDA food composition data: "there is no copyright")',
      attribution: 'USDA Agricultural Research Service',
      nutrients: [
        'kcal',
        'kJ',
        'protein',
        'fat',
        'saturatedFat',
        'carbohydrate',
        'sugars',
        'fibre',
        'salt',
      ],
      foods: kept,
      join: result.join,
      phrases: { ...phrases },
    },
    result,
  };
}

/** The decided measures of a food, a borrowed one read from the food it is borrowed from. */
export function addedMeasures(
  uid: string,
  foods: readonly SrFood[],
  decided: Readonly<Record<string, readonly DecidedMeasure[]>>,
): [string, number][] {
  return (decided[uid] ?? []).map((m) => {
    if ('grams' in m) return [m.name, m.grams];
    const name = m.as ?? m.name;
    const grams = foods.find((f) => f.uid === m.from)?.measures.find(([n]) => n === name)?.[1];
    if (grams === undefined) throw new Error(`MEASURES: no "${name}" in USDA food ${m.from}`);
    return [m.name, grams];
  });
}

/** USDA's count of nuts or seeds in an ounce: "oz (18 kernels)", "oz (10-12 kernels)". */
export const ITEM_COUNT = /^oz \((\d+)(?:-(\d+))? (whole |medium )?(kernels|halves|nuts|seeds)\)$/;

/**
 * A nut or seed USDA gives no count for ("Nuts, cashew nuts, raw": only "oz") takes the count
 * of the same nut in another form ("Nuts, cashew nuts, dry roasted": "oz (18 kernels)"): how
 * many make an ounce is the nut's, so "18 cashews" can be weighed.
 */
export function withItemCount(food: SrFood, all: readonly SrFood[]): [string, number][] {
  const kind = /^((Nuts|Seeds), [^,]+),/.exec(food.name)?.[1];
  if (!kind || food.measures.some(([name]) => ITEM_COUNT.test(name))) return food.measures;
  const borrowed = all
    .filter((other) => other.name.startsWith(`${kind},`))
    .flatMap((other) => other.measures.filter(([name]) => ITEM_COUNT.test(name)))[0];
  return borrowed ? [...food.measures, borrowed] : food.measures;
}

/** .cache/usda-sr/<release> in the project; from a linked worktree, in its main checkout if not here. */
export function defaultFolder(release: 'sr24' | 'sr28'): string {
  const roots = [ROOT];
  try {
    const common = execFileSync(
      'git',
      ['rev-parse', '--path-format=absolute', '--git-common-dir'],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    roots.push(dirname(common.trim()));
  } catch {
    // Not a git checkout: the project root alone.
  }
  const folders = roots.map((root) => join(root, '.cache', 'usda-sr', release));
  return folders.find((folder) => existsSync(folder)) ?? folders[0]!;
}

/** SR's ASCII release: `~text~` fields split by `^`. */
const fields = (line: string) => line.split('^').map((field) => field.replace(/^~|~$/g, ''));

/** SR's nutrient numbers, in the order of `NUTRIENTS`. */
const SR_NUTRIENT_NUMBERS = ['208', '203', '204', '606', '205', '269', '291', '307'];

/** SR28's ASCII files the build reads. */
const SR28_FILES = ['FOOD_DES.txt', 'NUT_DATA.txt', 'WEIGHT.txt'];

/** The lines of SR28's ASCII file `file` in `folder` (in Latin-1) of the foods `wanted`, split. */
const asciiRows = (folder: string, file: string, wanted: ReadonlySet<string>) =>
  readFileSync(join(folder, file), 'latin1')
    .split(/\r?\n/)
    // Every line starts with its food's `~NDB_No~`: the other foods' lines are left unsplit.
    .filter((line) => wanted.has(line.slice(1, line.indexOf('~', 1))))
    .map(fields);

/**
 * The foods `uids` from SR28's ASCII files (FOOD_DES, NUT_DATA, WEIGHT) in `folder`, read as SR24's
 * XML is: nutrients per 100 g, each measure's grams for one.
 */
export function readSr28(folder: string, uids: readonly string[]): SrFood[] {
  const wanted = new Set(uids);
  const names = new Map<string, string>();
  for (const [uid, , name] of asciiRows(folder, 'FOOD_DES.txt', wanted))
    if (uid && name) names.set(uid, name);
  const values = new Map<string, Map<string, number>>();
  for (const [uid, number, value] of asciiRows(folder, 'NUT_DATA.txt', wanted)) {
    if (!uid || !number || !SR_NUTRIENT_NUMBERS.includes(number)) continue;
    const found = values.get(uid) ?? new Map<string, number>();
    found.set(number, Number(value));
    values.set(uid, found);
  }
  const measures = new Map<string, [string, number][]>();
  for (const [uid, , amount, name, grams] of asciiRows(folder, 'WEIGHT.txt', wanted)) {
    if (!uid || !name || /^grams?\b/.test(name)) continue;
    if (Number(amount) > 0 && Number(grams) > 0)
      measures.set(uid, [
        ...(measures.get(uid) ?? []),
        [name.trim(), round(Number(grams) / Number(amount), 2)],
      ]);
  }
  return uids.map((uid) => {
    const name = names.get(uid);
    const found = values.get(uid);
    if (!name || !found?.has('208')) throw new Error(`SR28: no food ${uid} in ${folder}`);
    return {
      uid,
      name,
      values: SR_NUTRIENT_NUMBERS.map((n) => found.get(n) ?? 0),
      measures: measures.get(uid) ?? [],
    };
  });
}

/** The committed nutrition table, which the build writes. */
export const NUTRITION_TABLE = join(ROOT, 'src/shared/nutrition/nutrition-table.json');

export const readNutritionTable = (file = NUTRITION_TABLE) =>
  JSON.parse(readFileSync(file, 'utf8')) as NutritionTableData;

/**
 * The foods `uids` read back from a table the build wrote, such that the build gives each the
 * entry it has there: its values are the table's (sodium from salt, salt being sodium × 2.5), its
 * measures all the entry's, the decided ones first, as the build puts them. A decided measure
 * borrowed from one of them finds the grams the table holds.
 */
export function srFoodsFromTable(data: NutritionTableData, uids: readonly string[]): SrFood[] {
  return uids.map((uid) => {
    const entry = data.foods[uid];
    if (!entry)
      throw new Error(
        `SR28: no food ${uid} in the committed nutrition table: get SR28 ` +
          '(`npm run get:nutrition-sources -- --sr28`, docs/nutrition.md), then build',
      );
    const [kcal = 0, , protein = 0, fat = 0, sat = 0, carbs = 0, sugars = 0, fibre = 0, salt = 0] =
      entry.per100g;
    return {
      uid,
      name: entry.name,
      values: [kcal, protein, fat, sat, carbs, sugars, fibre, round((salt * 1000) / 2.5, 4)],
      measures: Object.entries(entry.measures),
    };
  });
}

/** The foods of `FROM_SR28`, and where they were read. */
export interface Sr28Foods {
  foods: SrFood[];
  /** Read from SR28's files in `folder`; else (`false`) kept as the committed table has them. */
  fromSr28: boolean;
  folder: string;
}

/**
 * The foods of `FROM_SR28`: from SR28's ASCII files in `folder` (by default .cache/usda-sr/sr28)
 * when they are there, else as the committed table `committed` has them. A folder named must
 * hold SR28.
 */
export function sr28Foods(folder?: string, committed = NUTRITION_TABLE): Sr28Foods {
  const files = folder ?? defaultFolder('sr28');
  const uids = Object.keys(FROM_SR28);
  if (SR28_FILES.every((file) => existsSync(join(files, file))))
    return { foods: readSr28(files, uids), fromSr28: true, folder: files };
  if (folder) throw new Error(`No SR28 ASCII files (${SR28_FILES.join(', ')}) in ${folder}`);
  return {
    foods: srFoodsFromTable(readNutritionTable(committed), uids),
    fromSr28: false,
    folder: files,
  };
}

/** A mix of USDA foods by weight, as one food: each value its parts', no measure but its own. */
export function mixedFood(mix: MixedFood, foods: readonly SrFood[]): SrFood {
  const total = Object.values(mix.parts).reduce((sum, share) => sum + share, 0);
  if (Math.abs(total - 1) > 0.001)
    throw new Error(`MIXED: the parts of ${mix.name} add up to ${total}, not 1`);
  const values = NUTRIENTS.map(() => 0);
  for (const [uid, share] of Object.entries(mix.parts)) {
    const part = foods.find((f) => f.uid === uid);
    if (!part) throw new Error(`MIXED: no USDA food ${uid} in ${mix.name}`);
    part.values.forEach((v, i) => (values[i]! += v * share));
  }
  const richest = mix.upTo && foods.find((f) => f.uid === mix.upTo);
  if (mix.upTo && !richest) throw new Error(`MIXED: no USDA food ${mix.upTo} in ${mix.name}`);
  return {
    uid: mix.uid,
    name: mix.name,
    values: values.map((v) => round(v, 2)),
    measures: mix.measures.map(([n, g]) => [n, g]),
    ...(richest ? { upToKcal: richest.values[0] } : {}),
  };
}

export function readSr(folder: string): SrFood[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => parseSrFood(readFileSync(join(folder, f), 'utf8')))
    .filter((f) => f !== null);
}

/** The food table the build joins, as committed. */
export const readFoodTable = () =>
  JSON.parse(readFileSync(join(ROOT, 'src/shared/food/food-table.json'), 'utf8')) as FoodTableData;

/** The table from its sources: SR24's XML files in `sr24`, the foods of SR28, the decided mixes. */
export function buildFromSources(sr24: string, sr28: readonly SrFood[], table: FoodTableData) {
  const fromSr24 = readSr(sr24);
  if (fromSr24.length === 0) throw new Error(`No SR24 XML files in ${sr24}`);
  const clash = sr28.find((food) => fromSr24.some((f) => f.uid === food.uid));
  if (clash) throw new Error(`FROM_SR28: ${clash.uid} is in SR24 already`);
  const foods = [...fromSr24, ...sr28];
  foods.push(...MIXED.map((mix) => mixedFood(mix, foods)));
  return { sr24: fromSr24, foods, ...buildNutritionTable(table, foods) };
}

async function main() {
  const folder = process.argv[2] ?? defaultFolder('sr24');
  if (!existsSync(folder))
    throw new Error(`No SR24 in ${folder}: \`npm run get:nutrition-sources\` fetches it`);
  const table = readFoodTable();
  const sr28 = sr28Foods(process.argv[3]);
  console.log(
    sr28.fromSr28
      ? `SR28 read from ${sr28.folder}: its ${sr28.foods.length} foods`
      : `SR28 not found: its ${sr28.foods.length} foods kept as the committed table has them ` +
          `(no SR28 in ${sr28.folder}; \`npm run get:nutrition-sources -- --sr28\` puts it there)`,
  );
  const { foods, data, result } = buildFromSources(folder, sr28.foods, table);
  const out = NUTRITION_TABLE;
  const json = JSON.stringify(data);
  writeFileSync(out, `${json}\n`);
  const joined = result.decided + result.byName + result.byKind;
  const share = (n: number) => `${((100 * n) / table.ids.length).toFixed(1)}%`;
  console.log(
    `${foods.length} USDA foods read; food table entries joined: ${joined} of ${table.ids.length} ` +
      `(${share(joined)}): ${result.decided} by the decided list, ${result.byName} by name, ${result.byKind} as a kind of a joined food; ` +
      `${Object.keys(data.foods).length} USDA foods kept: ${json.length} bytes, ` +
      `${gzipSync(json, { level: 9 }).length} gzip → ${out}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
