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
    const entry: Entry = { id: '', names: new Map(), parents: [], props: new Map() };
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
      if (prop) entry.props.set(prop[1]!, prop[3]!.trim());
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

/**
 * Everyday cooking names the 2020 copy lacks in our languages, each added to the entry it names
 * (docs/food-data.md). A newer copy may hold some already: adding a name twice changes nothing.
 */
const ADDED_NAMES: [string, string][] = [
  ['pt:cominho', 'en:cumin seeds'],
  ['pt:frango', 'en:chicken'],
  ['pt:peito de frango', 'en:chicken breast'],
  ['pt:porco', 'en:pork'],
  ['pt:carne de porco', 'en:pork meat'],
  ['it:maiale', 'en:pork'],
  ['it:carne di maiale', 'en:pork meat'],
  ['es:cerdo', 'en:pork'],
  ['de:Schwein', 'en:pork'],
  ['pt:anchova', 'en:anchovy'],
  ['pt:esparguete', 'en:spaghetti'],
  ['es:espaguetis', 'en:spaghetti'],
  ['es:beicon', 'en:bacon'],
  ['es:parmesano', 'en:parmesan'],
  ['pt:parmesão', 'en:parmesan'],
  ['pt:camarão', 'en:shrimp'],
  ['pt:mexilhão', 'en:mussel'],
  ['pt:castanha de caju', 'en:cashew nuts'],
  ['pt:molho de peixe', 'en:fish sauce'],
  ['pt:carne moída', 'en:meat'],
  ['es:carne picada', 'en:meat'],
  ['fr:viande hachée', 'en:meat'],
  ['fr:bœuf haché', 'en:minced beef'],
  ['nl:gehakt', 'en:meat'],
  ['de:Hackfleisch', 'en:meat'],
  ['de:Hack', 'en:meat'],
  ['nl:mossel', 'en:mussel'],
  ['nl:inktvis', 'en:squid'],
  ['de:Tintenfisch', 'en:squid'],
  ['it:latte di cocco', 'en:coconut milk'],
  ['pt:leite de coco', 'en:coconut milk'],
  ['de:Erdnussbutter', 'en:peanut butter'],
  ['it:grana', 'en:grana padano'],
  ['it:polenta', 'en:cornmeal'],
  ['en:polenta', 'en:cornmeal'],
  ['nl:maizena', 'en:corn starch'],
  ['de:Maizena', 'en:corn starch'],
  ['es:maicena', 'en:corn starch'],
  ['en:crab sticks', 'en:surimi'],
  ['en:crab stick', 'en:surimi'],
  ['en:beef mince', 'en:minced beef'],
  ['en:pork mince', 'en:minced pork'],
  ['es:queso de cabra', 'en:goat cheese'],
  ['pt:queijo de cabra', 'en:goat cheese'],
  ['it:formaggio di capra', 'en:goat cheese'],
  ['pt:polvilho', 'en:tapioca starch'],
  ['pt:polvilho doce', 'en:tapioca starch'],
  ['de:Räuchertofu', 'en:tofu'],
  ['en:beef tomato', 'en:tomato'],
  ['en:beef tomatoes', 'en:tomato'],
  ['de:Fleischtomate', 'en:tomato'],
  ['de:Fleischtomaten', 'en:tomato'],
  ['nl:vleestomaat', 'en:tomato'],
  ['nl:vleestomaten', 'en:tomato'],
  ['fr:tomate cœur de bœuf', 'en:tomato'],
  ['fr:tomates cœur de bœuf', 'en:tomato'],
  ['it:pomodoro cuore di bue', 'en:tomato'],
  ['it:pomodori cuore di bue', 'en:tomato'],
  ['es:tomate corazón de buey', 'en:tomato'],
  ['es:harina de trigo sarraceno', 'en:buckwheat flour'],
  ['pt:farinha de trigo sarraceno', 'en:buckwheat flour'],
  ['nl:muskaatnoot', 'en:nutmeg'],
  ['en:fried onions', 'en:fried onion'],
  ['en:crispy onions', 'en:fried onion'],
  ['en:crispy fried onions', 'en:fried onion'],
  ['es:cebolla frita', 'en:fried onion'],
  ['it:cipolla fritta', 'en:fried onion'],
  ['it:cipolle fritte', 'en:fried onion'],
  ['pt:cebola frita', 'en:fried onion'],
  ['nl:gebakken uitjes', 'en:fried onion'],
  ['es:picatostes', 'en:crouton'],
  ['en:evoo', 'en:extra virgin olive oil'],
  ['fr:croûtons', 'en:crouton'],
  ['it:crostini', 'en:crouton'],
  // What real recipes write (issue 38): cuts named without their animal, regional names, typos of
  // the kind sites keep, each to the food it names.
  ['en:sirloin', 'en:beef'],
  ['en:sirloin steak', 'en:beef'],
  ['en:skirt steak', 'en:beef'],
  ['en:flank steak', 'en:beef'],
  ['en:chuck roast', 'en:beef'],
  ['en:beef chuck roast', 'en:beef'],
  ['en:london broil', 'en:beef'],
  ['en:london broil steak', 'en:beef'],
  ['en:ribeye', 'en:beef'],
  ['en:ribeye loin', 'en:beef'],
  ['en:pork shoulder', 'en:pork'],
  ['en:pork butt', 'en:pork'],
  ['en:pork sirloin roast', 'en:pork'],
  ['de:Schweinenacken', 'en:pork'],
  ['de:Lammschulter', 'en:lamb meat'],
  ['en:poblano', 'en:chili pepper'],
  ['en:poblano pepper', 'en:chili pepper'],
  ['en:ancho chile pepper', 'en:chili pepper'],
  ['en:ancho chili powder', 'en:chili pepper'],
  ['en:thai chili', 'en:chili pepper'],
  ['en:thai chilis', 'en:chili pepper'],
  ['en:chile pepper', 'en:chili pepper'],
  ['en:chiles', 'en:chili pepper'],
  ['en:green chiles', 'en:chili pepper'],
  ['de:Chilischote', 'en:chili pepper'],
  ['de:Chilischoten', 'en:chili pepper'],
  ['en:capsicum', 'en:bell pepper'],
  ['de:Spitzpaprika', 'en:bell pepper'],
  ['en:grapeseed oil', 'en:grape seed oil'],
  ['en:bucatini', 'en:spaghetti'],
  ['en:choy sum', 'en:pak choi'],
  ['de:Kumin', 'en:cumin seeds'],
  ['de:Feige', 'en:fig'],
  ['de:Feigen', 'en:fig'],
  ['de:Frühlingszwiebel', 'en:green onion'],
  ['de:Frühlingszwiebeln', 'en:green onion'],
  ['de:Paprikapulver', 'en:paprika'],
  ['de:Blockschokolade', 'en:dark chocolate'],
  ['de:Erdäpfel', 'en:potato'],
  ['de:Erdapfel', 'en:potato'],
  ['de:Hokkaidokürbis', 'en:pumpkin'],
  ['it:trentingrana', 'en:grana padano'],
  ['en:zinfandel', 'en:red wine'],
  ['en:bouquet garni', 'en:herb'],
  ['fr:bouquet garni', 'en:herb'],
  ['en:masa harina', 'en:corn flour'],
  ['es:masa harina', 'en:corn flour'],
  ['en:masarepa', 'en:corn flour'],
  ['en:precooked cornmeal', 'en:corn flour'],
  ['en:precooked white cornmeal', 'en:corn flour'],
  ['en:self raising flour', 'en:wheat flour'],
  ['en:self-raising flour', 'en:wheat flour'],
  ['en:self rising flour', 'en:wheat flour'],
  ['en:confectioners sugar', 'en:icing sugar'],
  ['en:powdered sugar', 'en:icing sugar'],
  ['en:golden caster sugar', 'en:caster sugar'],
  ['en:light brown soft sugar', 'en:brown sugar'],
  ['en:yukon gold potatoes', 'en:potato'],
  ['en:yukon gold potato', 'en:potato'],
  ['en:dinosaur kale', 'en:kale'],
  ['en:lacinato kale', 'en:kale'],
  ['en:kosher salt', 'en:salt'],
  ['en:sichuan peppercorns', 'en:pepper'],
  ['en:sichuan pepper powder', 'en:pepper'],
  ['en:spanish onion', 'en:onion'],
  ['en:san marzano tomatoes', 'en:tomato'],
  ['en:solanato tomatoes', 'en:tomato'],
  ['en:rhubarb ribs', 'en:rhubarb'],
  ['en:scallion', 'en:green onion'],
  ['en:scallions', 'en:green onion'],
  ['en:rice vermicelli', 'en:rice noodles'],
  ['pt:tomates-cereja', 'en:cherry tomato'],
  ['pt:uvas-passas', 'en:raisin'],
  ['pt:uva-passa', 'en:raisin'],
  ['pt:bacalhau', 'en:cod'],
  ['en:rice vermicelli noodles', 'en:rice noodles'],
  ['en:spaghetti noodles', 'en:spaghetti'],
  ['en:picnic ham', 'en:ham'],
  ['en:smoked picnic ham', 'en:ham'],
  ['de:Grillkäse', 'en:halloumi'],
  ['pt:polvo', 'en:octopus'],
  // Everyday names in recipes as models and sites write them (docs/nutrition.md, "Tenth run").
  ['it:uvetta', 'en:raisin'],
  ['it:fagiolini', 'en:green bean'],
  ['nl:sperziebonen', 'en:green bean'],
  ['nl:sperzieboon', 'en:green bean'],
  ['pt:vagem', 'en:green bean'],
  ['pt:vagens', 'en:green bean'],
  ['nl:taugé', 'en:mung bean sprout'],
  ['nl:cherrytomaatjes', 'en:cherry tomato'],
  ['nl:cherrytomaatje', 'en:cherry tomato'],
  ['nl:cherrytomaten', 'en:cherry tomato'],
  ['de:Tellerlinsen', 'en:lentils'],
  ['de:Graupen', 'en:pearl barley'],
  ['de:Perlgraupen', 'en:pearl barley'],
  ['pt:gergelim', 'en:sesame seeds'],
  ['nl:edamameboontjes', 'en:edamame'],
  ['de:Eierschwammerl', 'en:golden chanterelle'],
  ['nl:sjalotjes', 'en:shallot'],
  ['nl:sjalotje', 'en:shallot'],
  ['pt:folha de louro', 'en:bay leaf'],
  ['pt:folhas de louro', 'en:bay leaf'],
  ['nl:inktvisringen', 'en:squid'],
  ['pt:lula', 'en:squid'],
  ['pt:lulas', 'en:squid'],
  ['nl:griesmeel', 'en:semolina'],
  ['pt:cerveja', 'en:beer'],
];

/**
 * Names the 2020 copy gives the wrong food, each given the right one instead: "Röstzwiebeln" are
 * bought fried onions (coated in flour), not grilled ones.
 */
const REPLACED_NAMES: [string, string][] = [
  ['de:Röstzwiebeln', 'en:fried onion'],
  // A recipe's "oil" is a cooking oil pressed from plants; fish oil is named so (issue 38).
  ['en:oil', 'en:vegetable oil'],
  ['de:Öl', 'en:vegetable oil'],
  ['fr:huile', 'en:vegetable oil'],
  ['es:aceite', 'en:vegetable oil'],
  ['it:olio', 'en:vegetable oil'],
  ['pt:óleo', 'en:vegetable oil'],
  ['nl:olie', 'en:vegetable oil'],
];

/**
 * Where the 2020 copy files a food under the wrong parent, the parent it has instead (decided):
 * "miel de caña" is sugar-cane molasses, not honey.
 */
const PARENT_FIXES: [string, string][] = [['es:miel de caña', 'en:molasses']];

/**
 * What a food is made of where none of its names says so, decided (docs/food-data.md): Open Food
 * Facts gives allergens to plain ingredients only, so mayonnaise, miso or marzipan carry none.
 * Each food listed is a fact of what it is commonly made of; `allergen:` names a class directly.
 */
const MADE_OF: [string, string[]][] = [
  ['en:mayonnaise', ['en:egg yolk']],
  ['en:remoulade sauce', ['en:mayonnaise']],
  ['en:béarnaise sauce', ['en:butter', 'en:egg yolk']],
  ['en:worcestershire sauce', ['en:anchovy']],
  ['en:teriyaki sauce', ['en:soy sauce']],
  ['en:miso', ['en:soya bean']],
  ['en:marzipan', ['en:almond']],
  ['en:nougat', ['en:almond', 'en:egg white']],
  ['en:pesto', ['en:parmesan', 'en:pine nuts']],
  ['en:hummus', ['en:chickpea', 'en:tahini']],
  ['en:chorizo', ['en:pork']],
  ['en:botifarra', ['en:pork']],
  ['en:black botifarra', ['en:pork']],
  ['es:chistorra', ['en:pork']],
  ['en:lard', ['en:pork']],
  ['en:shallot', ['en:onion']],
  // The US lists pine nuts as tree nuts; a nut allergy is told to avoid them.
  ['en:pine nuts', ['allergen:en:nuts']],
  // Wine is sulphited as a rule ("contains sulfites"), and so is balsamic vinegar.
  ['en:wine', ['allergen:en:sulphur dioxide and sulphites']],
  ['en:balsamic vinegar', ['allergen:en:sulphur dioxide and sulphites']],
  // Amaretto is flavoured with bitter almonds or apricot kernels; "amaretti" reads as it.
  ['en:amaretto', ['en:almond']],
  // Vanilla extract is about a third alcohol.
  ['en:vanilla extract', ['en:ethanol']],
];

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

export function buildFoodTable(ingredientsText: string, allergensText: string): FoodTableData {
  const entries = parseEntries(ingredientsText);
  for (const [id, parent] of PARENT_FIXES) {
    const entry = entries.find((e) => e.id === id);
    if (entry) entry.parents = [parent];
  }
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
  for (const [name] of REPLACED_NAMES) {
    delete namesSeen[foodKey(name.slice(3))];
    languages.delete(foodKey(name.slice(3)));
  }
  for (const [name, id] of [...ADDED_NAMES, ...REPLACED_NAMES]) {
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
  const madeOf = madeOfFoods(list, parents, ids, classIndex, (i, name) =>
    props(list[i]!).get(name),
  );

  const flag = (value: string | undefined) =>
    value === 'yes' ? 'y' : value === 'no' ? 'n' : value === 'maybe' ? 'm' : '-';
  const ownDiet = list.map((entry) => {
    const p = props(entry);
    return [flag(p.get('vegan')), flag(p.get('vegetarian'))];
  });
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
    allergens: allergens.map((a) => a.join(',')),
    names,
    nameLanguages,
    allergenClasses,
  };
}

interface MadeOf {
  /** Foods its English names are built from ("spelt flour" → spelt). */
  named: number[];
  /** Foods MADE_OF gives it. */
  decided: number[];
  /** Allergen classes MADE_OF gives it. */
  classes: number[];
}

/**
 * The foods each entry is made of beyond its parents: the foods its English names are built from
 * ("spelt flour" → spelt, "sesame oil" → sesame, "fish stock" → fish; not the milk of "coconut
 * milk"), and MADE_OF. Open Food Facts files "spelt flour" under flour alone, without gluten.
 */
function madeOfFoods(
  list: Entry[],
  parents: number[][],
  ids: Map<string, number>,
  classIndex: Map<string, number>,
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
  for (const [id, made] of MADE_OF) {
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
