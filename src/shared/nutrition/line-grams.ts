import { convertUnit } from 'parse-ingredient';
import pluralize from 'pluralize';
import { scanAmounts, type Amount } from '../amounts/scan-amounts';
import {
  allWords,
  everyLexicon,
  phrasePattern,
  wordsPattern,
  type Lexicon,
} from '../lexicon/lexicon';
import counted from './knowledge/counted-items.json';
import usda from './knowledge/usda-names.json';
import type { UsdaFood } from './nutrition-table';
import { withoutBrackets } from './name-key';

/**
 * Grams from what an ingredient line says. The rules, stated (docs/nutrition.md):
 * - a weight converts; a volume weighs by the food's own cup, tablespoon or teaspoon in USDA's
 *   household measures (a cup of flour is 125 g, of water 237 g);
 * - a counted food weighs by its household measure: the size the line names ("1 large egg"),
 *   else medium, else large, else the first whole-item measure; "3 cloves" by the clove;
 * - a can whose size is not written is 400 g (the usual can, EU 400 g, US 14.5 oz = 411 g); a
 *   size written beside a count is each one's where it follows the count or its pack ("1 (14.5
 *   oz) can", "2 x 400 g", "(à 140 g)"), else all of them ("4 chicken legs (about 2 lb)");
 * - a weight written beside a volume wins over the volume ("3/4 cup (170 g) starter");
 * - a pinch is 1/16 teaspoon, a dash 1/8;
 * - a range counts by its middle ("2-3 cloves" is 2.5).
 * Anything else is not weighed: null, and the line is named as not counted.
 */

/** Millilitres in a unit the unit table does not convert: a pinch, a dash, a centilitre ("50 cl"). */
const ML: Record<string, number> = {
  pinch: 4.92892 / 16,
  dash: 4.92892 / 8,
  centiliter: 10,
  // Portugal's "colher de café", the coffee spoon: half a teaspoon.
  coffeespoon: 4.92892 / 2,
};
/** Grams in a weight the unit table does not convert: the continental pound, the ons and etto. */
const GRAMS: Record<string, number> = { metricpound: 500, hectogram: 100 };
const CAN_GRAMS = 400;
/** A cup or spoon measure, also as USDA names a serving of one ("serving 1 tbsp", "serving 1/2 cup"). */
const SPOON_MEASURES: [RegExp, number][] = [
  [/^(serving )?([\d/]+ )?cups?\b/, 236.588],
  [/^(serving )?([\d/]+ )?(tbsp|tablespoons?)\b/, 14.7868],
  [/^(serving )?([\d/]+ )?(tsp|teaspoons?)\b/, 4.92892],
  [/^fl oz\b/, 29.5735],
];

/** The share of one a measure's name states ("serving 1/2 cup" → 0.5), else 1. */
function statedShare(name: string): number {
  const [, top, bottom] = /^(?:serving )?(\d+)(?:\/(\d+))? /.exec(name) ?? [];
  return top ? Number(top) / Number(bottom ?? 1) : 1;
}
/**
 * Where another choice with its own amount begins ("2 Schalotten oder 1 kleine Zwiebel"): a size
 * said there is the other food's. Not Dutch "of", which is English "of" ("1 bag of 2 large …").
 */
const OF = new Set(allWords('of'));
const ANOTHER_CHOICE = new RegExp(
  `[\\s,(-](?:${wordsPattern(allWords('or').filter((w) => !OF.has(w)))})\\s+(?=[\\d½¼¾⅓⅔⅛])`,
  'iu',
);

/**
 * Kinds a food is counted in that USDA weighs as their own item, in the seven languages: a cherry
 * tomato (17 g) and a plum tomato (62 g) are no medium tomato (123 g).
 */
const ITEM_KINDS: [RegExp, string][] = counted.itemKinds.kinds.map(({ pattern, measure }) => [
  new RegExp(pattern, 'i'),
  measure,
]);

/** One size of every lexicon's `itemSizes`, as an alternation. */
const sizeWords = (pick: (sizes: Lexicon['itemSizes']) => readonly string[]) =>
  phrasePattern(everyLexicon((l) => pick(l.itemSizes)));
/** A size between word edges as `\b` reads them: a letter with a mark is no word letter to it. */
const sized = (pick: (sizes: Lexicon['itemSizes']) => readonly string[]) =>
  `\\b(${sizeWords(pick)})\\b`;
const SIZES: [RegExp, string][] = [
  [
    new RegExp(
      sized((s) => s.extraLarge),
      'i',
    ),
    'extra large',
  ],
  [
    new RegExp(
      sized((s) => s.medium),
      'i',
    ),
    'medium',
  ],
  // A Gemüsezwiebel is a large onion by its kind.
  [new RegExp(`${sized((s) => s.large)}|gem[üu]sezwiebel`, 'i'), 'large'],
  // "klein geschnitten", "in kleine Würfel": cut small, not a small one.
  [
    new RegExp(`(?<!in )${sized((s) => s.small)}(?!\\s*(${sizeWords((s) => s.cutSmall)}))`, 'i'),
    'small',
  ],
];
/** Measures that are no whole item: volumes, weights, servings, packages, slices. */
const NOT_ITEM = new RegExp(usda.measureNames.notItem, 'i');
/** Measures no line names as its unit: volumes, weights, servings (knowledge/usda-names.json). */
const NOT_NAMED_UNIT = new RegExp(usda.measureNames.notNamedUnit);

function measure(food: UsdaFood, test: (name: string) => boolean): number | null {
  const found = Object.entries(food.measures).find(([name]) => test(name.toLowerCase()));
  return found ? found[1] : null;
}

/** Words a cup measure qualifies itself with: the line's own choose among them ("packed"). */
const QUALIFIERS = new RegExp(`\\b(${usda.measureQualifiers.words.join('|')})\\b`, 'g');

/**
 * Grams in a millilitre of this food, from its own cup or spoon measure: the one whose words the
 * line says ("1 cup packed brown sugar"), else a plain or fluid one ("cup", "cup, fluid"), never
 * a whipped cup for liquid cream.
 */
function density(food: UsdaFood, line: string): number | null {
  const said = new Set(line.toLowerCase().match(QUALIFIERS) ?? []);
  for (const [pattern, ml] of SPOON_MEASURES) {
    const found = Object.entries(food.measures)
      .filter(([name]) => pattern.test(name.toLowerCase()))
      .map(([name, grams]) => {
        const plain = name.toLowerCase().replace(/\([^)]*\)/g, '');
        const words = plain.match(QUALIFIERS) ?? [];
        // Words that are no qualifier ("in shell, edible yield") name an unusual cup: last.
        const other = plain.replace(pattern, '').replace(QUALIFIERS, '').replace(/fluid/g, '');
        const plainCup = /^[^a-z]*$/.test(other);
        const score = !plainCup ? 0 : words.some((w) => said.has(w)) ? 3 : words.length ? 1 : 2;
        return { grams: grams / statedShare(name.toLowerCase()), score };
      })
      .sort((a, b) => b.score - a.score)[0];
    if (found) return found.grams / ml;
  }
  return null;
}

function volumeGrams(ml: number, food: UsdaFood, line = ''): number | null {
  const perMl = density(food, line);
  return perMl === null ? null : ml * perMl;
}

/** Words for a count that USDA names otherwise: a rib of celery is its stalk. */
const COUNT_WORDS: Record<string, string> = {
  rib: 'stalk',
  // A stalk of celery in the other languages ("2 sticks celery", "1 Stange Staudensellerie",
  // "1 branche de céleri", "1 rama de apio", "2 coste di sedano").
  stick: 'stalk',
  stange: 'stalk',
  stangen: 'stalk',
  branche: 'stalk',
  rama: 'stalk',
  costa: 'stalk',
  coste: 'stalk',
  talo: 'stalk',
  stem: 'sprig',
  // A bulb in the other languages: "1 Knolle Fenchel" is USDA's fennel bulb.
  knolle: 'bulb',
  knollen: 'bulb',
  knol: 'bulb',
  bulbe: 'bulb',
  bulbo: 'bulb',
  bulbi: 'bulb',
  skin: 'wrapper',
  // A stock cube in the other languages.
  tablete: 'cube',
  pastilla: 'cube',
  cubito: 'cube',
  dado: 'cube',
  // A knob of butter is a tablespoon.
  knob: 'tbsp',
  noce: 'tbsp',
  noci: 'tbsp',
  // "Une noisette de beurre" is a smaller knob: a teaspoon.
  noisette: 'tsp',
  noix: 'tbsp',
  nuez: 'tbsp',
  klontje: 'tbsp',
};

const FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
};

/** Sizes in inches a line says ("½-inch thick", "1 inch"), as USDA writes them: 1/2", 1". */
function saidInches(line: string): string[] {
  return [...line.matchAll(/(\d+\/\d+|\d+|[½¼¾⅓⅔])\s*-?\s*(?:inch(?:es)?|in\.|")/giu)].map(
    (m) => `${FRACTIONS[m[1]!] ?? m[1]}"`,
  );
}

/**
 * Of the measures a test picks, the one whose size in brackets the line says ("½-inch thick
 * slices" → 'slice, thin (3-1/2" dia x 1/2" thick)'), else the medium or regular one ("stalk,
 * medium"), else one with no size ("slice"), else of three sizes or more the middle one by
 * weight (a pineapple's 84 g slice, not its 166 g one), else the first.
 */
function usualMeasure(food: UsdaFood, test: (name: string) => boolean, line = ''): number | null {
  const found = Object.entries(food.measures).filter(([name]) => test(name.toLowerCase()));
  const inches = saidInches(line);
  const sized = found.find(([name]) =>
    inches.some((i) => new RegExp(`(^|[^\\d/-])${i.replace('/', '\\/')} thick`).test(name)),
  );
  const usual =
    found.find(([name]) => /\b(medium|regular)\b/i.test(name)) ??
    found.find(([name]) => !/[,(]/.test(name));
  const middle =
    found.length >= 3 ? [...found].sort((a, b) => a[1] - b[1])[(found.length - 1) >> 1] : undefined;
  return (sized ?? usual ?? middle ?? found[0])?.[1] ?? null;
}

/** A size between a count and its word: "Three ½-inch thick slices", "2 1-inch pieces". */
const SIZE_BEFORE_WORD =
  /^\s*(?:(?:\d+\/\d+|\d+|[½¼¾⅓⅔])\s*-?\s*(?:inch(?:es)?|cm)\s+(?:thick\s+|thin\s+)?)?([a-z]+)/iu;

/** The word after a count, singular ("3 slices bacon" → slice): a measure's name, if the food has it. */
function countWord(line: string, amount: Amount, food: UsdaFood): number | null {
  const word = SIZE_BEFORE_WORD.exec(line.slice(amount.end))?.[1]?.toLowerCase();
  if (!word || word.length < 3) return null;
  const one = pluralize.singular(word);
  const named = COUNT_WORDS[one] ?? one;
  // The word without its plural "s" too: pluralize makes "cookies" a "cooky".
  const stem = word.replace(/s$/, '');
  return usualMeasure(
    food,
    (name) => new RegExp(`^(${word}|${named}|${stem})\\b`).test(name),
    line,
  );
}

/**
 * A line's name: before its first comma, brackets out. What follows says how the food is cut
 * ("2 lemons, cut into wedges" are two lemons).
 */
const namePart = (text: string) => withoutBrackets(text).split(/[,;]/)[0] ?? '';

/** A whole-item measure whose words the line says ("40 wonton skins" → "wrapper, wonton"). */
function saidMeasure(food: UsdaFood, line: string): number | null {
  const said = new Set(
    (
      namePart(line)
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? []
    ).flatMap((w) => {
      const one = pluralize.singular(w);
      // "2 celery ribs": a stalk, said after the food.
      return [one, w.replace(/s$/, ''), COUNT_WORDS[one] === 'stalk' ? 'stalk' : one];
    }),
  );
  // Words in a measure's brackets say its size, not its name ("(1/8 of one lemon)").
  // A measure the line names is its unit, even one that is no whole item ("1 stock cube").
  return usualMeasure(
    food,
    (name) =>
      !NOT_NAMED_UNIT.test(name) &&
      (name.replace(/\([^)]*\)/g, '').match(/\p{L}{4,}/gu) ?? []).some(
        (w) => said.has(pluralize.singular(w)) || said.has(w),
      ),
  );
}

function usualCan(food: UsdaFood): number | null {
  if (/^Tomato(es, red, ripe, canned|\s*products, canned, puree)/.test(food.name)) return null;
  return measure(food, (name) => /^can\b(?!.*drained)/.test(name));
}

/**
 * Parts of a plant counted, in the seven languages, and the most one weighs: a stalk USDA's
 * heaviest (celery, large: 64 g), a leaf USDA's heaviest (chard: 48 g).
 */
const PLANT_PARTS: [RegExp, number][] = counted.plantParts.parts.map(({ pattern, grams }) => [
  new RegExp(pattern, 'i'),
  grams,
]);
/** The most one weighs where `word` names a part of a plant ("stalks", "Blätter"), else undefined. */
export const plantPartGrams = (word: string): number | undefined =>
  PLANT_PARTS.find(([pattern]) => pattern.test(word))?.[1];
const LARGEST_PART_GRAMS = Math.max(...PLANT_PARTS.map(([, grams]) => grams));

/** Grams of one counted item: by the unit's own measure, else by size. */
/** USDA's measures of a pack: "package (10 oz)", "packet" (knowledge/usda-names.json). */
const PACKAGE_MEASURE = new RegExp(usda.measureNames.package);
/** parse-ingredient's size units: "1 large", "2 medium". */
const SIZE_UNITS = ['large', 'medium', 'small', 'extra large'] as const;

function itemGrams(unitId: string | null, line: string, food: UsdaFood): number | null {
  // A can weighs by the food's own can where USDA gives one (tuna 165 g, tomato paste 170 g),
  // else 400 g; SR24's cans of tomatoes (190 g) and tomato purée (822 g) are not the usual one.
  if (unitId === 'can') return usualCan(food) ?? CAN_GRAMS;
  const sizes: readonly string[] = SIZE_UNITS;
  // "1 Stück Mango", "1 piece ginger": a piece of a counted food is one whole item.
  if (unitId === 'piece') return itemGrams(null, line, food);
  if (unitId && !sizes.includes(unitId)) {
    // A pack weighs by the food's own package or packet measure, never as one of its items.
    const word = unitId === 'package' ? PACKAGE_MEASURE : new RegExp(`^${unitId}s?\\b`);
    const own = usualMeasure(food, (name) => word.test(name));
    // "1 Stange Lauch": a stick of a food that has none is the whole item (a leek).
    return own ?? (unitId === 'stick' ? itemGrams(null, line, food) : null);
  }
  const own = line.split(ANOTHER_CHOICE)[0] ?? line;
  // "12 Kirschtomaten", "4 roma tomatoes": the kind's own item, never a medium tomato.
  const kind = ITEM_KINDS.find(([pattern]) => pattern.test(own))?.[1];
  const ofKind = kind && !unitId ? measure(food, (name) => name === kind) : null;
  if (ofKind) return ofKind;
  // A size the food has no measure for ("1 small shallot") weighs as its usual one.
  const said = unitId ?? SIZES.find(([pattern]) => pattern.test(own))?.[1];
  for (const size of [...(said ? [said] : []), 'medium', 'large']) {
    // "large", "potato large (3 to 4-1/4" dia)"; never "extra large" for large nor "cup (4.86
    // large eggs)".
    const named =
      size === 'extra large' ? /^extra large/ : new RegExp(`^(?!extra )([a-z]+ )?${size}\\b`);
    const grams = measure(food, (name) => named.test(name));
    if (grams) return grams;
  }
  const named = saidMeasure(food, line);
  if (named !== null) return named;
  // "16 choy sum stems": a part of a plant the food has no measure for is no whole head of it,
  // where a whole one outweighs any part (USDA's large celery stalk, 64 g); "6 hojas de
  // gelatina" are its sheets.
  const words = namePart(line).match(/\p{L}+/gu) ?? [];
  const partSaid = [words[0], words.at(-1)].some((w) => w && plantPartGrams(w) !== undefined);
  if (partSaid && (heaviestItem(food) ?? 0) > LARGEST_PART_GRAMS) return null;
  // Else a whole item; else USDA's plain "piece" where it is the food's only item ("6 dried
  // tomatoes": 2 g each), never a piece of a cake ("piece (1/8 cake)").
  return (
    measure(food, (name) => !NOT_ITEM.test(name)) ??
    countedOunce(food) ??
    measure(food, (name) => /^piece( whole)?$/.test(name)) ??
    // A food sold as cubes ("Soup, chicken broth cubes, dry"): "1 Brühwürfel" is one cube.
    (/\bcubes\b/i.test(food.name) ? measure(food, (name) => name === 'cube') : null)
  );
}

/** USDA's count of nuts or seeds in an ounce: "oz (18 kernels)" (knowledge/usda-names.json). */
const COUNTED_OUNCE = new RegExp(usda.measureNames.countedOunce);

/** One nut or seed from USDA's count in an ounce ("oz (18 kernels)", "oz (10-12 kernels)"). */
function countedOunce(food: UsdaFood): number | null {
  for (const [name, grams] of Object.entries(food.measures)) {
    const [, low, high] = COUNTED_OUNCE.exec(name) ?? [];
    if (low) return grams / ((Number(low) + Number(high ?? low)) / 2);
  }
  return null;
}

/**
 * Words naming a whole of a food's parts that the unit table does not hold as a unit (it reads
 * "head", "Kopf", "tête", "cabeza", "bunch", "Bund" as units): "whole head", a bulb, a Knolle.
 */
const COUNT_NOUN =
  /^\s*(whole\s+(heads?|bunch(es)?)|bulbs?|knollen?|mazz[oi]|test[ae]|cabe(ç|c)as?|krop(pen)?)(?!\p{L})/iu;

const middle = (amount: Amount) =>
  amount.high === null ? amount.low : (amount.low + amount.high) / 2;

/**
 * A part a food is counted in, written after the food ("4 pineapple rings", "4 tomato slices", "6
 * orange segments"), and the names USDA gives it: a pineapple's ring is its slice, bacon's strip
 * its slice.
 */
const PARTS: [RegExp, string][] = counted.foodParts.parts.map(({ pattern, measures }) => [
  new RegExp(pattern),
  measures.join('|'),
]);
/** How a food is cut, said before the part: "1 red onion sliced into rings" is one onion. */
/** How a food is cut, in the seven languages (src/shared/lexicon): "sliced", "in", "geschnitten". */
const CUT_WORDS = new Set(allWords('cut').flatMap((w) => w.toLowerCase().match(/\p{L}+/gu) ?? []));

/**
 * Grams of one part a line counts its food in ("4 pineapple rings": a slice each); NaN when the
 * food has no measure of that part, so the line is not weighed as whole fruits; null when the
 * line counts no part.
 */
function partOf(line: string, amount: Amount, food: UsdaFood): number | null {
  const words =
    namePart(line.slice(amount.end))
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  for (const word of words.slice(0, 4)) {
    if (CUT_WORDS.has(word)) return null;
    const part = PARTS.find(([pattern]) => pattern.test(word));
    if (!part) continue;
    const names = new RegExp(`^(${part[1]})\\b|\\bor (${part[1]})\\b`);
    return usualMeasure(food, (name) => names.test(name), line) ?? NaN;
  }
  return null;
}

/** A handful, in the seven languages: less than the cupped hands' cup. */
export const HANDFUL = new RegExp(
  `^(${phrasePattern(allWords('handful'), { accents: true })})$`,
  'i',
);

/** A handful is the word after the amount: "1 Handvoll Erbsen", "2 handfuls spinach". */
export const countsHandfuls = (line: string, amount: Amount): boolean =>
  HANDFUL.test(/^\s*(\p{L}+)/u.exec(line.slice(amount.end))?.[1] ?? '');

/** Grams one amount stands for, as its unit says; null when it cannot be weighed. */
function amountGrams(amount: Amount, line: string, food: UsdaFood): number | null {
  const value = middle(amount);
  const unit = amount.unit;
  const spoonful = unit ? ML[unit.id] : undefined;
  if (spoonful) {
    const grams = volumeGrams(spoonful, food, line);
    return grams === null ? null : value * grams;
  }
  const weight = unit ? GRAMS[unit.id] : undefined;
  if (weight) return value * weight;
  if (unit?.type === 'mass') return convertUnit(value, unit.id, 'gram');
  if (unit?.type === 'volume') {
    const ml = convertUnit(value, unit.id, 'milliliter');
    return ml === null ? null : volumeGrams(ml, food, line);
  }
  // A length beside a count is a size ("10 m.-große Kartoffeln" is read as metres), not a unit.
  const unitId = unit?.type === 'length' ? null : (unit?.id ?? null);
  // "1 Handvoll Walnüsse" is no walnut: a handful is not weighed (its bound is the food's cup).
  if (!unitId && countsHandfuls(line, amount)) return null;
  const counted = unitId ? null : (countWord(line, amount, food) ?? partOf(line, amount, food));
  // "1 whole head garlic", "1 Knolle Knoblauch": a part the food has no measure for is not weighed
  // as another of its items (a clove).
  if (counted === null && !unitId && COUNT_NOUN.test(line.slice(amount.end))) return null;
  const one = counted ?? itemGrams(unitId, line, food);
  return one === null || Number.isNaN(one) ? null : value * one;
}

/**
 * Words of a pack, each lexicon's containers and packs, as an alternation of their forms without
 * marks ("boite", "packchen"): the line is read so.
 */
const PACK_WORDS = phrasePattern(
  everyLexicon((l) => [...Object.values(l.containers).flat(), ...l.packs]).map((w) =>
    w.normalize('NFKD').replace(/\p{M}/gu, ''),
  ),
);
/** Words of a pack a size may follow as its own ("2 cans (400 g)", "1 Dose (400 g)"). */
const PACK = new RegExp(
  String.raw`^\s*(x|×)?\s*(${PACK_WORDS})?\s*\(?\s*(~|${wordsPattern(allWords('about'))})?\s*$`,
  'i',
);
/** A size said to be each one's: "(à 140 g)", "(400 g each)". */
const EACH = new RegExp(`(?<!\\p{L})(${phrasePattern(allWords('each'))})(?!\\p{L})`, 'iu');

/**
 * A weight or volume written beside a count: for each one when it follows the count or its pack
 * ("1 (14.5 oz) can", "2 x 400 g", "2 cans (400 g each)", "4 fillets (à 140 g)"); else for
 * all ("4 chicken legs (about 2 lb)", "4 slices bread, about 7 ounces").
 */
function packSize(
  amounts: readonly Amount[],
  food: UsdaFood,
  line: string,
): { grams: number; each: boolean } | null {
  const first = amounts[0]!;
  const size = amounts.slice(1).find((a) => a.unit?.type === 'mass' || a.unit?.type === 'volume');
  if (!size) return null;
  const grams = amountGrams(size, line, food);
  if (grams === null) return null;
  const between = line.slice(first.end, size.start);
  const around = line.slice(size.start, size.end + 12);
  const each = PACK.test(between.normalize('NFKD').replace(/\p{M}/gu, '')) || EACH.test(around);
  // "2 latas de tomate de 400 g", "2 scatolette di tonno da 80 g": a pack's own size.
  const packOf =
    (first.unit?.id === 'can' || first.unit?.id === 'package') && PACK_OF.test(between);
  return { grams, each: each || packOf || EACH.test(between.slice(-6)) };
}

/** "Of" before a pack's own size: "2 latas de tomate de 400 g", "2 scatolette di tonno da 80 g". */
const PACK_OF = new RegExp(`(?<!\\p{L})(${phrasePattern(allWords('of'))})\\s*$`, 'iu');

/** The heaviest household measure of a food that is no cup or pound: the most one item may weigh. */
export function heaviestItem(food: UsdaFood): number | null {
  const items = Object.entries(food.measures).filter(([name]) => !NO_ITEM.test(name));
  if (items.length) return Math.max(...items.map(([, grams]) => grams));
  // A whole spice (a clove 0.1 g, a pod 0.2 g, a peppercorn, a leaf) weighs less than a teaspoon
  // of it ground; a cinnamon stick, the heaviest (2 to 4 g), less than a tablespoon.
  if (!/^Spices\b/.test(food.name)) return null;
  const spoon = /^Spices, cinnamon\b/.test(food.name) ? /^(tbsp|tsp)/ : /^tsp/;
  const spoons = Object.entries(food.measures).filter(([name]) => spoon.test(name));
  return spoons.length ? Math.max(...spoons.map(([, grams]) => grams)) : null;
}

/**
 * Measures that are no item of the food: a pack, and every weight and volume. An item weighs at
 * most the heaviest of the others ("1 caixa de creme de leite" is no tablespoon of cream).
 */
const NO_ITEM = new RegExp(usda.measureNames.noItem, 'i');

/** Words joining two amounts of one food: "plus", "+", "and", in the seven languages. */
const PLUS = new RegExp(
  `^\\s*(${wordsPattern(['+', ...allWords('plus'), ...allWords('and')])})\\s*$`,
  'i',
);

export type Weighed = { grams: number } | { grams: null; reason: 'no-amount' | 'no-weight' };

/** "Double pie dough", "1 double pie crust": a bottom and a top crust; "single-crust", one. */
const CRUSTS = new RegExp(counted.pieCrusts.pattern, 'i');

/** A pack after a range's weight: "2 – 16oz can beans" is two cans. */
const PACK_AFTER = new RegExp(`^\\s*(${PACK_WORDS})(?![a-z])`, 'i');

/** Words between the two ends of a range, in the seven languages. */
const RANGE_WORD = new RegExp(`^\\s*(-|–|—|${phrasePattern(allWords('to'))})\\s*$`, 'i');

/**
 * "242g to 300g", "1 kg - 2 kg", "250 g bis 300 g": one range, its unit written twice. Joined
 * here, not in `scanAmounts`: the servings control rewrites each written amount where it stands.
 */
function joinRanges(amounts: Amount[], line: string): Amount[] {
  const out: Amount[] = [];
  for (const amount of amounts) {
    const last = out[out.length - 1];
    const range =
      last?.unit &&
      last.high === null &&
      amount.high === null &&
      amount.unit?.id === last.unit.id &&
      amount.low > last.low &&
      RANGE_WORD.test(line.slice(last.end, amount.start));
    if (last && range) out[out.length - 1] = { ...last, high: amount.low, end: amount.end };
    else out.push(amount);
  }
  return out;
}

export function lineGrams(line: string, food: UsdaFood): Weighed {
  // A number word opening the line counts ("two 10-ounce cans").
  const amounts = joinRanges(
    scanAmounts(line, { words: true }).filter((a) => a.low > 0),
    line,
  );
  const first = amounts[0];
  const crusts = CRUSTS.exec(line)?.[1]?.toLowerCase();
  const crust = crusts ? measure(food, (name) => /^(pie )?crust\b/.test(name)) : null;
  if (crust) {
    const pies = first && !first.unit ? middle(first) : 1;
    return { grams: (crusts === 'single' || crusts === 'one' ? 1 : 2) * crust * pies };
  }
  if (!first) return { grams: null, reason: 'no-amount' };
  const type = first.unit?.type;
  const grams = (() => {
    // "2 – 16oz can beans" is two cans of 16 oz, not 2 to 16 oz.
    if (first.high !== null && (type === 'mass' || type === 'volume')) {
      const after = line.slice(first.end);
      if (PACK_AFTER.test(after.normalize('NFKD').replace(/\p{M}/gu, ''))) {
        const each = amountGrams({ ...first, low: first.high, high: null }, line, food);
        return each === null ? null : first.low * each;
      }
    }
    if (type !== 'mass' && type !== 'volume') {
      const size = packSize(amounts, food, line);
      if (size) return size.each ? middle(first) * size.grams : size.grams;
    }
    // "1/3 cup plus 1 tablespoon", "1/4 cup + 2 Tbsp": both amounts, of the one food.
    const plus = amounts[1];
    const measured = (a: Amount | undefined) =>
      a?.unit?.type === 'mass' || a?.unit?.type === 'volume';
    if (measured(first) && measured(plus) && PLUS.test(line.slice(first.end, plus!.start))) {
      const [one, two] = [amountGrams(first, line, food), amountGrams(plus!, line, food)];
      return one === null || two === null ? null : one + two;
    }
    // A weight written beside a volume is the cook's own: "3/4 cup (170 g) starter".
    const weight = type === 'volume' ? amounts.slice(1).find((a) => a.unit?.type === 'mass') : null;
    return amountGrams(weight ?? first, line, food);
  })();
  return grams === null || !Number.isFinite(grams)
    ? { grams: null, reason: 'no-weight' }
    : { grams };
}
