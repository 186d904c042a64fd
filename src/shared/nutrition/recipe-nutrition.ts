import { ONE_WORDS, scanAmounts, type Amount } from '../amounts/scan-amounts';
import type { FoodTable } from '../food/food-table';
import type { RecipeReading } from '../recipe/reading';
import { PAGE_LANGUAGES } from '../languages';
import {
  allWords,
  everyLexicon,
  phrasePattern,
  wordsPattern,
  type Lexicon,
} from '../lexicon/lexicon';
import { OR, type RecipeLanguage } from '../recipe/recipe-language';
import { edibleShare } from './bone';
import recipeFoods from './knowledge/recipe-foods.json';
import seasoning from './knowledge/seasoning-leaves.json';
import usda from './knowledge/usda-names.json';
import { lineFood, withoutRaised } from './line-food';
import {
  countsHandfuls,
  HANDFUL,
  heaviestItem,
  lineGrams,
  plantPartGrams,
  type Weighed,
} from './line-grams';
import { lineParts } from './line-parts';
import { withoutBrackets } from './name-key';
import { NUTRIENTS, type Nutrient } from './nutrition-table-data';
import { renderedForm } from './rendered';
import { isMix, type NutritionTable, type UsdaFood } from './nutrition-table';

/** Amounts as a cook writes them, also in words ("two 10-ounce cans"). */
const WORDS = { words: true };

/**
 * Nutrition per serving, computed from open data (D17): only lines identified and weighed add;
 * what was not counted is named; where it could change the energy by more than about 10%, no
 * single number: a range, or "not enough identified" with the reason.
 */

export type PerServing = Record<Nutrient, number>;

/**
 * How a line was counted: `counted` adds its grams; `to-taste` (salt, pepper, spices without an
 * amount), `greasing` (a spray, a brush of oil) and `coating` (flour for dredging, a dusting of
 * sugar) add nothing and may add little; `optional`
 * (optional, for serving, to garnish) is not part of the recipe's figure and is named; `note`
 * is no ingredient (a heading in capitals, a line ending in a colon, a sentence); `absorbed` is
 * a deep-frying bath, counted as what the food takes up of it; `frying`,
 * `no-food`, `no-amount` and `no-weight` add nothing and may add much.
 */
export type LineRule =
  | 'counted'
  | 'to-taste'
  | 'greasing'
  | 'coating'
  | 'optional'
  | 'note'
  | 'frying'
  | 'absorbed'
  | 'no-food'
  | 'no-amount'
  | 'no-weight';

export interface LineCount {
  text: string;
  rule: LineRule;
  grams?: number;
  /** USDA's name of the food the line was weighed as. */
  food?: string;
  /** The food is a decided mix of USDA foods (kecap manis, mirepoix), not one USDA food. */
  mixed?: boolean;
  /** The energy (kcal) the line was counted as, for the whole recipe. */
  kcal?: number;
  /** The most energy (kcal) the line may hold if counted, for the whole recipe. */
  mayAdd: number;
  /** The choice in brackets counted in its place ("2 cups diced leftover ham"), if any. */
  countedAs?: string;
  /** Counted by the handful, as half a cup each (`HANDFUL_CUPS`); it may hold as much again. */
  handful?: boolean;
}

export type NutritionResult =
  | { kind: 'figure'; servings: number; perServing: PerServing; lines: LineCount[] }
  | {
      kind: 'range';
      servings: number;
      perServing: PerServing;
      kcalHigh: number;
      lines: LineCount[];
      reason: string;
    }
  | { kind: 'unknown'; servings: number | null; lines: LineCount[]; reason: string };

/** The share of the energy what was not counted may change before no single number is shown. */
export const SINGLE_FIGURE_SHARE = 0.1;
/** Past this share a range says little: "not enough identified". */
const RANGE_SHARE = 0.5;
/** The most energy a food holds (fat, 9 kcal/g): the bound for a food not identified. */
const MOST_KCAL_PER_100G = 900;
/** Grams per serving a line may hold when the recipe does not say: decided bounds. */
const BOUND_GRAMS = {
  'to-taste': 1,
  greasing: 1,
  coating: 5,
  frying: 15,
  'no-amount': 30,
  each: 250,
  pack: 1000,
  retail: 500,
  packet: 50,
};
/** A pack's words of every lexicon as whole words, an accent or an abbreviation's dot left out. */
const packWords = (list: readonly string[]) =>
  new RegExp(
    `(?<!\\p{L})(${phrasePattern(
      list.map((w) => w.replace(/\.$/, '')),
      { accents: true },
    )})(?!\\p{L})`,
    'iu',
  );
/** Packs that may hold a kilogram, in the seven languages; a packet or sachet does not. */
const BIG_PACK = packWords(everyLexicon((l) => l.containers.big));

/**
 * Packets and envelopes, in the seven languages: a portion (a German Päckchen of pudding powder
 * holds 37 g, of baking powder 15 g; a US packet of seasoning 28 g), never more than
 * `BOUND_GRAMS.packet`.
 */
const SMALL_PACK = packWords(everyLexicon((l) => l.containers.small));
/**
 * Words for a packet of a powder and for a pack of anything else ("1 Pck. Backpulver", "1 Pck.
 * Feta", "1 sachet de levure", "1 sachet de gruyère râpé").
 */
const PACKET_OR_PACK = packWords(everyLexicon((l) => l.containers.either));
/** A retail pack of a size not written: at most `BOUND_GRAMS.retail`. */
const RETAIL_PACK = packWords(
  everyLexicon((l) => [...l.containers.retail, ...l.containers.either]),
);
/** Powders and dry mixes, sold by the packet. */
/** USDA names by their heads and by words anywhere in them (knowledge/usda-names.json). */
function usdaNames({ heads, words }: { heads: string[]; words: string[] }): RegExp {
  return new RegExp(`^(${heads.join('|')})\\b|\\b(${words.join('|')})\\b`);
}
const POWDER = usdaNames(usda.powders);

/** Every lexicon's words of one kind, as an alternation; with `accents`, also written without. */
const lexiconWords = (pick: (lexicon: Lexicon) => readonly string[], accents = false) =>
  phrasePattern(everyLexicon(pick), { accents });

/** To taste or a pinch: "to taste", "eine Prise", "au goût", "q.b.", "naar smaak". */
const TO_TASTE = new RegExp(
  `(?<!\\p{L})(${lexiconWords((l) => l.little.toTaste, true)})(?!\\p{L})`,
  'iu',
);
/** A little of a food, in the seven languages: "etwas Öl", "un filo d'olio", "a drizzle of oil". */
const A_LITTLE = new RegExp(`^\\W*(${lexiconWords((l) => l.little.some)})\\b`, 'i');
const LITTLE_UNIT = new RegExp(`^\\W*\\d+\\s*(${lexiconWords((l) => l.little.units)})\\b`, 'i');
/** Foods poured by the drizzle: oils, vinegars, sauces, juices, wine and spirits. */
const POURED = new RegExp(`^(${usda.poured.heads.join('|')})`);
/**
 * A handful is between none and a cupped pair of hands' cup: counted by its middle, half a cup of
 * the food, as a range is ("2–3 cloves"); the other half is what it may add.
 */
const HANDFUL_CUPS = 0.5;
/** "a handful of", "Handful of", "eine Handvoll", "une poignée", "una manciata", "een handje". */
const ONE_HANDFUL = new RegExp(String.raw`^\W*(?:(?:${ONE_WORDS})\s+)?(\p{L}+)`, 'iu');
/** A tablespoon of oil: the most "a little" of a food adds to the whole dish. */
const A_LITTLE_GRAMS = 15;
/** Not part of the recipe as written: optional, or served beside it, or a garnish. */
const OPTIONAL = new RegExp(`\\b(${lexiconWords((l) => l.notInDish, true)})\\b`, 'i');
/** A film of fat on the pan or the food: a spray, a brush, greasing. */
const GREASING = new RegExp(`\\b(${lexiconWords((l) => l.greasing, true)})\\b`, 'i');
/**
 * A line that is no ingredient: a heading ("CURRY PASTE", "For the sauce:") or a note
 * ("Ingredients are listed for 2 servings.", "*Not included"). Read only where no amount and no
 * food was found in it.
 */
/** What opens a note, in the seven languages: "Note:", "Tipp:", "Remarque :", "Nota:", "Dica:". */
const NOTE = new RegExp(
  `^[^\\p{L}\\p{N}_]*(?:${phrasePattern(allWords('notes'))})(?![\\p{L}\\p{N}_])`,
  'iu',
);

function isNote(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return true;
  if (/:\s*$/.test(text) || NOTE.test(text)) return true;
  if (isCapitalHeading(text)) return true;
  return /^\W*\*/.test(text) || (words.length >= 6 && /[.!]\s*$/.test(text));
}

/** Two words or more, all in capitals ("FOR THE SAUCE", "CURRY PASTE"). */
function isCapitalHeading(text: string): boolean {
  return (text.match(/\p{L}+/gu) ?? []).length >= 2 && text === text.toUpperCase();
}

/**
 * A heading or a note, not an ingredient left out. A heading in capitals with no amount is one
 * even where it names a food ("CURRY PASTE"), never "TWO CUPS FLOUR"; sentences about the list,
 * numbers and all ("Ingredients are listed for 2 servings. If you're making 4, double them."),
 * where they name no food.
 */
function isNoIngredient(text: string, food: UsdaFood | null): boolean {
  if (/\d/.test(text)) return !food && isSentences(text);
  if (isCapitalHeading(text) && scanAmounts(text, WORDS).length === 0) return true;
  return INGREDIENTS_HEADING.test(text) || (!food && isNote(text));
}

/** Words a note about the list's servings or ingredients holds, in the seven languages. */
const ABOUT_THE_LIST = new RegExp(
  `\\b(${lexiconWords(
    (l) => [...l.servings.portions, ...l.headings.ingredients.filter((w) => !/\s/.test(w))],
    true,
  )})\\b`,
  'i',
);

const isSentences = (text: string) =>
  ABOUT_THE_LIST.test(text) &&
  !/^\W*[\d½¼¾⅓⅔]/.test(text) &&
  /[.!?]\s+\p{Lu}/u.test(text) &&
  /[.!]\s*$/.test(text) &&
  (text.match(/\p{L}+/gu) ?? []).length >= 8;

/**
 * "Verdolagas in Salsa Verde Ingredients": a heading that names its part of the list, by every
 * lexicon's one-word ingredients headings ("Zutaten", "Ingrédients", "Benodigdheden").
 */
const INGREDIENTS_HEADING = new RegExp(
  `\\b(${phrasePattern(
    everyLexicon((l) => l.headings.ingredients).filter((w) => !/\s/.test(w)),
    { accents: true },
  )})\\W*$`,
  'i',
);

/** A dusting or a coat of flour or sugar: what sticks. */
const COATING = new RegExp(`\\b(${lexiconWords((l) => l.coating)})\\b`, 'i');

/**
 * Powders a dish is dusted with and seeds it is sprinkled with: with no amount ("Cacao amaro in
 * polvere", "Sesam, geröstet"), a dusting.
 */
const DUSTED = /^(Cocoa, dry powder|Sugars, powdered|Seeds, sesame seeds)/;

/** Seasoning as USDA names it: spices, salt, pepper, and dry stock ("Brühe, gekörnte"). */
const SEASONING = /^(Spices|Salt|Pepper, (black|white))\b|^Soup, .*\b(bouillon|broth)\b.*\bdry$/;
/**
 * A bath of fat the food is fried in, in the seven languages: "for deep frying", "frying oil",
 * "zum Frittieren", "pour la friture". Never a pan's film ("for pan frying", "zum Braten").
 */
const DEEP_FRYING = new RegExp(
  `(?<!pan[- ]|shallow[- ])\\b(${lexiconWords((l) => [...l.frying.bath, ...l.frying.bathOnly])})\\b`,
  'i',
);
/** Fats a food is fried in. */
const FRYING_FAT = new RegExp(`^(${usda.fryingFats.heads.join('|')})\\b`);
/** Fats a pan is greased or a food fried with: the frying fats, and butter and ghee. */
const isCookingFat = (name: string) => FRYING_FAT.test(name) || /^Butter\b/.test(name);
/**
 * What a deep-fried food takes up of its bath: 10% of its weight before frying (a rule of thumb
 * kitchens use for nutrition; published figures run from 8% to 25%).
 */
const ABSORBED_SHARE = 0.1;
/** Liquids no one fries: a stock or water is no fried food's weight. */
const NOT_FRIED = new RegExp(
  `^(${usda.notFried.heads.join('|')})|\\b(${usda.notFried.words.join('|')})\\b`,
  'i',
);

const FRYING = new RegExp(
  `\\b(${lexiconWords((l) => [...l.frying.bath, ...l.frying.pan])})\\b`,
  'i',
);

function zero(): PerServing {
  return Object.fromEntries(NUTRIENTS.map((n) => [n, 0])) as PerServing;
}

/** "1 meaty ham bone (or 2 cups diced leftover ham)": the choice the recipe itself offers. */
const ALTERNATIVE = new RegExp(
  String.raw`\((?:${wordsPattern(allWords('or'))})\s+([^()]*\d[^()]*)\)`,
  'i',
);

/**
 * "2 shallots or 1 small onion", "1 fat shallot, diced -or half a white onion": a choice after
 * "or" (in the line's language) that begins with its own amount.
 */
function offeredChoice(text: string, language?: RecipeLanguage): string | undefined {
  const or = OR[language ?? 'any'].join('|');
  for (const match of text.matchAll(new RegExp(`(?:^|[\\s,(-])(?:${or})\\s+`, 'giu'))) {
    const tail = text.slice(match.index + match[0].length).replace(/\)\s*$/, '');
    const amount = scanAmounts(tail, WORDS)[0];
    if (amount && amount.start === 0) return tail;
  }
  return undefined;
}

/** What opens brackets that name no food: "(or …)", "(optional)", "(siehe oben)", "(in oil)". */
const NOT_NAMED = new RegExp(`^(${lexiconWords((l) => [...l.or, ...l.notNamed])})\\b`, 'i');

/**
 * "2 EL Gewürzpaste (Miso-Paste, Asia-Shop)": a food the line does not identify, named in its
 * brackets; the line's own amount of it.
 */
function namedInBrackets(text: string): { line: string; name: string } | null {
  const inside = /\(([^()\d]+)\)/.exec(text)?.[1]?.split(/[,;]/)[0]?.trim();
  const amount = scanAmounts(text, WORDS)[0];
  if (!inside || !amount || amount.end > text.indexOf('(')) return null;
  // Only a name: not "(or …)", "(optional)", "(canned in brine or water)", "(onions - carrots)".
  if (NOT_NAMED.test(inside) || /\s[-–&+]\s|\band\b|\bund\b/i.test(inside)) return null;
  return { line: `${text.slice(0, amount.end)} ${inside}`, name: inside };
}

/**
 * A line the code cannot weigh or identify counts the choice it offers in brackets, where that
 * choice can be counted; the line keeps its text, and says what was counted.
 */
function countLine(
  text: string,
  servings: number,
  foods: FoodTable,
  nutrition: NutritionTable,
  reading: RecipeReading,
): { line: LineCount; food: UsdaFood | null } {
  const first = countOne(text, servings, foods, nutrition, reading);
  const named = first.line.rule === 'no-food' ? namedInBrackets(text) : null;
  if (named) {
    const other = countOne(named.line, servings, foods, nutrition, reading);
    if (other.line.rule === 'counted')
      return { line: { ...other.line, text, countedAs: named.line }, food: other.food };
  }
  const choice = ALTERNATIVE.exec(text)?.[1] ?? offeredChoice(text, reading.language);
  if (!choice || (first.line.rule !== 'no-weight' && first.line.rule !== 'no-food')) return first;
  const other = countOne(choice.trim(), servings, foods, nutrition, reading);
  if (other.line.rule !== 'counted') return first;
  return { line: { ...other.line, text, countedAs: choice.trim() }, food: other.food };
}

/**
 * The line's grams; "4 fettine di tacchino" is no four turkeys: a part the reader does not know
 * is not weighed, nor is "1 batch aioli" one item of it. A handful is half a cup of the food.
 */
function weighedLine(text: string, food: UsdaFood): Weighed & { handful?: true } {
  const read = lineGrams(text, food);
  const handful = read.grams === null && handfulGrams(text, food);
  if (handful) return { grams: handful, handful: true };
  const unknownPart =
    read.grams !== null &&
    (partOfBird(text, food, read.grams) || usSteak(text, food, read.grams) || aBatch(text));
  return unknownPart ? { grams: null, reason: 'no-weight' as const } : read;
}

/** A line weighed: what is eaten of it, as the food it is counted as. */
function countedLine(
  text: string,
  food: UsdaFood,
  weighed: { grams: number; handful?: true },
  nutrition: NutritionTable,
  { language }: RecipeReading,
): { line: LineCount; food: UsdaFood } {
  // Meat weighed with its bone counts what is eaten (bone.ts); bacon as cooked (rendered.ts);
  // a can of pulses, its beans.
  const eaten = weighed.grams * edibleShare(text, food, language) * drainedShare(text, food);
  const { grams, food: counted } = renderedForm(food, eaten, nutrition, text);
  const mayAdd = mayHoldMore(counted, grams, weighed.handful);
  const line: LineCount = { text, rule: 'counted', grams, food: counted.name, mayAdd };
  if (isMix(counted)) line.mixed = true;
  if (weighed.handful) line.handful = true;
  return { line, food: counted };
}

function countOne(
  text: string,
  servings: number,
  foods: FoodTable,
  nutrition: NutritionTable,
  reading: RecipeReading,
): { line: LineCount; food: UsdaFood | null } {
  const { food } = lineFood(text, foods, nutrition, reading.language);
  const kcalPerG = (food?.per100g[0] ?? MOST_KCAL_PER_100G) / 100;
  const bound = (grams: number) => grams * servings * kcalPerG;
  const weighed = food ? weighedLine(text, food) : null;
  const fried = food && deepFrying(text, food, weighed?.grams ?? null, servings);
  if (fried) return { line: fried, food };
  // A frying bath is not eaten: past what a pan-fry takes up, its oil is named, not counted.
  const bath = FRYING.test(text) && weighed?.grams && weighed.grams > BOUND_GRAMS.frying * servings;
  if (food && bath)
    return { line: { text, rule: 'frying', mayAdd: bound(BOUND_GRAMS.frying) }, food };
  if (food && weighed && weighed.grams !== null)
    return countedLine(text, food, { ...weighed, grams: weighed.grams }, nutrition, reading);
  if (OPTIONAL.test(text)) return { line: { text, rule: 'optional', mayAdd: 0 }, food };
  if (isNoIngredient(text, food)) return { line: { text, rule: 'note', mayAdd: 0 }, food };
  const noAmount = weighed?.grams === null && weighed.reason === 'no-amount';
  const hasAmount = !noAmount && (/\d/.test(text) || scanAmounts(text, WORDS).length > 0);
  const seasoning = food !== null && SEASONING.test(food.name);
  // "1 q.b. pimenta": an amount to taste is no amount.
  if (TO_TASTE.test(text) || (!hasAmount && seasoning))
    return { line: { text, rule: 'to-taste', mayAdd: bound(BOUND_GRAMS['to-taste']) }, food };
  // "etwas Öl", "a little butter": at most a tablespoon for the whole dish.
  if (!hasAmount && A_LITTLE.test(text))
    return { line: { text, rule: 'to-taste', mayAdd: A_LITTLE_GRAMS * kcalPerG }, food };
  if (GREASING.test(text) && (!hasAmount || food))
    return { line: { text, rule: 'greasing', mayAdd: bound(BOUND_GRAMS.greasing) }, food };
  if (!hasAmount && (COATING.test(text) || (food && DUSTED.test(food.name))))
    return { line: { text, rule: 'coating', mayAdd: bound(BOUND_GRAMS.coating) }, food };
  if (!hasAmount && FRYING.test(text))
    return { line: { text, rule: 'frying', mayAdd: bound(BOUND_GRAMS.frying) }, food };
  if (!hasAmount) return { line: unmeasured(text, food, bound), food };
  if (!food) return { line: unknownFood(text, nutrition), food };
  // "1 filet d'huile d'olive", "1 fio de azeite": a drizzle of a liquid counted is still a little
  // (never "2 filets de saumon").
  if (LITTLE_UNIT.test(text) && POURED.test(food.name))
    return { line: { text, rule: 'to-taste', mayAdd: A_LITTLE_GRAMS * kcalPerG }, food };
  // An item of a known food weighs at most its heaviest household measure ("1 bay leaf").
  const count = scanAmounts(text, WORDS)[0];
  const items = count ? middleOf(count) : 1;
  // A sprig or a clove of a food weighs at most USDA's heaviest of its kind, as for an unknown one.
  const small = count?.unit ? SMALL_UNIT_GRAMS[count.unit.id] : undefined;
  // A volume of a food SR24 gives no spoon or cup for weighs as that volume of water: no food
  // a recipe measures by the cup is much denser.
  if (count?.unit?.type === 'volume' && small === undefined)
    return {
      line: { text, rule: 'no-weight', mayAdd: (asWater(text) ?? BOUND_GRAMS.each) * kcalPerG },
      food,
    };
  const batch = count && batchOf(text, count);
  const each =
    small ??
    (count?.unit?.id === 'bunch'
      ? bunchBound(food)
      : batch
        ? BOUND_GRAMS.pack
        : eachBound(food, text, count));
  return { line: { text, rule: 'no-weight', mayAdd: items * each * kcalPerG }, food };
}

/** Fresh herbs USDA holds, sold by the bunch. */
const HERB = new RegExp(`^(${usda.bunchHerbs.heads.join('|')})\\b`);

/**
 * The most a bunch holds, decided (docs/nutrition.md): a bunch of a fresh herb 100 g (shops sell
 * parsley, coriander or chives in bunches of 20 to 100 g), of scallions 250 g (ten of USDA's
 * large, 25 g each), of anything else a kilogram (carrots or beets with their tops). Never one
 * item's weight: a bunch of scallions is no single scallion.
 */
function bunchBound(food: UsdaFood): number {
  if (HERB.test(food.name)) return 100;
  return /^Onions, spring or scallions\b/.test(food.name) ? 250 : BOUND_GRAMS.pack;
}

/**
 * A line with no amount: at most 30 g of its food a serving; a fat ("Öl", "Butter") is the pan's,
 * at most what a fry takes up.
 */
function unmeasured(
  text: string,
  food: UsdaFood | null,
  bound: (grams: number) => number,
): LineCount {
  const fat = food && isCookingFat(food.name);
  const grams = fat ? BOUND_GRAMS.frying : BOUND_GRAMS['no-amount'];
  // A fresh herb with no amount ("Rosmarino fresco") is at most a bunch of it for the dish.
  const herb = food && HERB.test(food.name) ? (bunchBound(food) * food.per100g[0]!) / 100 : null;
  const mayAdd = herb === null ? bound(grams) : Math.min(herb, bound(grams));
  return { text, rule: food ? 'no-amount' : 'no-food', mayAdd };
}

/**
 * A bath of oil for deep frying, said with no amount or more than a pan takes: counted as what the
 * food takes up of it (`ABSORBED_SHARE`), once the recipe's other lines are weighed; its stated
 * grams, if any, are the most it may add.
 */
function deepFrying(
  text: string,
  food: UsdaFood,
  grams: number | null,
  servings: number,
): LineCount | null {
  const bathOrNone = !grams || grams > BOUND_GRAMS.frying * servings;
  if (!bathOrNone || !FRYING_FAT.test(food.name) || !DEEP_FRYING.test(text)) return null;
  return { text, rule: 'absorbed', food: food.name, grams: grams ?? undefined, mayAdd: 0 };
}

/**
 * A can's net weight is its beans and their liquid: drained, about 60% is beans (a 15 oz, 425 g
 * can gives 9 to 10 oz, about 1½ cups).
 */
const DRAINED_SHARE = 0.6;
/** Pulses USDA weighs cooked, without a can's liquid ("Beans, black, mature seeds, cooked"). */
const COOKED_PULSE = new RegExp(`^(${usda.cookedPulses.heads.join('|')})\\b.*\\bcooked\\b`);
/** A can named as the thing counted: "1 (15 oz) can", "1 Dose", "2 boîtes", "1 lata". */
const A_CAN = packWords(everyLexicon((l) => l.containers.can));
/** A weight the line says is drained already. */
const DRAINED_WEIGHT = new RegExp(
  `(${phrasePattern(allWords('drainedWeight'), { accents: true })})`,
  'i',
);

/**
 * The share of a line's weight that is the pulses USDA weighs cooked: a can's contents, counted by
 * the can or its net weight, are 60% beans; a cup of beans or a drained weight is all beans.
 */
export function drainedShare(text: string, food: UsdaFood): number {
  if (!COOKED_PULSE.test(food.name) || !A_CAN.test(text) || DRAINED_WEIGHT.test(text)) return 1;
  return scanAmounts(text, WORDS)[0]?.unit?.type === 'volume' ? 1 : DRAINED_SHARE;
}

/** A batch of a recipe, in the seven languages: "1 recipe Vegan Aioli", "1 Rezept Mürbeteig". */
const BATCH = new RegExp(`^\\s*(${phrasePattern(allWords('batch'))})(?!\\p{L})`, 'iu');

/** The count is of batches of a recipe: "1 recipe Vegan Aioli", not one aioli. */
const batchOf = (text: string, count: Amount) => !count.unit && BATCH.test(text.slice(count.end));

/**
 * "1 batch aioli" is no item of aioli: a count of batches is weighed only by a weight or volume
 * the line gives beside it ("1 recipe pie dough (about 300 g)").
 */
function aBatch(text: string): boolean {
  // The choice offered in brackets is another line's amount ("(or 1 cup mayonnaise)").
  const [count, ...others] = scanAmounts(text.replace(ALTERNATIVE, ' '), WORDS);
  if (!count || !batchOf(text, count)) return false;
  return !others.some((a) => a.unit?.type === 'mass' || a.unit?.type === 'volume');
}

/** Words a line may say of a whole bird beside the bird: "1 whole free-range chicken". */
const OF_A_BIRD = new RegExp(`^(${recipeFoods.ofABird.pattern})$`, 'iu');

/**
 * A count weighed as USDA's whole bird ("chicken, bone removed": 920 g) is a whole bird only
 * where the line names nothing but the bird: "4 fettine di tacchino" (cutlets) is not weighed.
 */
/** USDA's measures of a whole bird (knowledge/usda-names.json). */
const WHOLE_BIRD = new RegExp(`^(${usda.wholeBirds.heads.join('|')})\\b`);

function partOfBird(text: string, food: UsdaFood, grams: number): boolean {
  const whole = Object.entries(food.measures).find(([n]) => WHOLE_BIRD.test(n));
  if (!whole || !countedBy(text, grams, whole[1])) return false;
  // How the bird was raised ("free-range", "fermier") is no part of it.
  const name = withoutRaised(withoutBrackets(text).split(',')[0] ?? text);
  return (name.match(/\p{L}+/gu) ?? []).some((word) => !OF_A_BIRD.test(word));
}

/**
 * SR24's "steak" of a cut is a whole US steak (a top sirloin's is 608 g): "4 Rindersteaks" are
 * not 2.4 kg. A counted steak is weighed only by a measure of a plate's size.
 */
function usSteak(text: string, food: UsdaFood, grams: number): boolean {
  const steak = food.measures.steak;
  return steak !== undefined && steak > 400 && countedBy(text, grams, steak);
}

/** A count with no unit whose grams are that many of one measure ("4" × a 608 g steak). */
function countedBy(text: string, grams: number, measure: number): boolean {
  const count = scanAmounts(text, WORDS)[0];
  return !!count && !count.unit && Math.abs(grams - middleOf(count) * measure) <= 1;
}

/**
 * What a counted line may hold beyond its figure: a kind the line does not narrow ("plant milk")
 * counts as its lightest, and may hold up to its richest; a handful, as much again.
 */
function mayHoldMore(food: UsdaFood, grams: number, handful?: true): number {
  if (handful) return (grams * food.per100g[0]!) / 100;
  return food.upToKcal ? (grams * (food.upToKcal - food.per100g[0]!)) / 100 : 0;
}

/** Grams of a line counted by the handful ("1 Handvoll Erbsen", "a handful of spinach"), else null. */
function handfulGrams(text: string, food: UsdaFood): number | null {
  const count = scanAmounts(text, WORDS)[0];
  const handfuls = count
    ? !count.unit && countsHandfuls(text, count)
    : HANDFUL.test(ONE_HANDFUL.exec(text)?.[1] ?? '');
  if (!handfuls) return null;
  const cup = lineGrams('1 cup', food).grams;
  return cup ? (count ? middleOf(count) : 1) * HANDFUL_CUPS * cup : null;
}

/** Units small by nature: a food counted in them weighs at most USDA's heaviest one. */
const SMALL_UNIT_GRAMS: Record<string, number> = { sprig: 2.5, clove: 3 };

/**
 * The most a counted part of a food weighs ("3 stalks lemongrass", "1 Handvoll Erbsen"), where
 * USDA gives the food no item of its own.
 */
function partGrams(text: string, food: UsdaFood, count?: Amount): number | undefined {
  if (!count) return undefined;
  // The word after the count ("3 stalks lemongrass"), or the name's last ("2 lemongrass stalks").
  const after = text.slice(count.end);
  const name = withoutBrackets(after).split(',')[0] ?? after;
  const words = [/^\s*(\p{L}+)/u.exec(after)?.[1], name.match(/\p{L}+/gu)?.at(-1)];
  for (const word of words.filter((w) => w !== undefined)) {
    const part = plantPartGrams(word);
    if (part !== undefined) return part;
    if (HANDFUL.test(word)) return lineGrams('1 cup', food).grams ?? undefined;
  }
  return undefined;
}

/** What the line's amount weighs as water: no food a recipe measures by the cup is far heavier. */
function asWater(text: string): number | null {
  return lineGrams(text, { uid: '', name: '', per100g: [], measures: { cup: 236.588 } }).grams;
}

/** Produce sold whole and heavy that SR24 gives no item for: a butternut squash weighs a kilo. */
const BIG_ITEM = new RegExp(`^(${usda.bigItems.heads.join('|')})\\b`);

/**
 * An item of a food SR24 gives no item for: a squash, pumpkin, celeriac, cabbage or melon weighs
 * at most a kilogram; any other food, the decided 250 g.
 */
const itemBound = (food: UsdaFood) =>
  BIG_ITEM.test(food.name) ? BOUND_GRAMS.pack : BOUND_GRAMS.each;

/**
 * An item of a known food not weighed: a jar, box or tub holds at most a kilogram ("1 jar
 * marinara sauce"), a packet 50 g or the food's heaviest item where that is less, a shop's pack
 * 500 g ("1 Pck. Feta"), anything else the food's heaviest item.
 */
function eachBound(food: UsdaFood, text: string, count?: Amount): number {
  const heaviest = heaviestItem(food);
  if (BIG_PACK.test(text)) return BOUND_GRAMS.pack;
  if (SMALL_PACK.test(text) || (PACKET_OR_PACK.test(text) && POWDER.test(food.name)))
    return Math.min(BOUND_GRAMS.packet, heaviest ?? BOUND_GRAMS.packet);
  if (RETAIL_PACK.test(text)) return Math.max(BOUND_GRAMS.retail, heaviest ?? 0);
  // A part of the food ("16 choy sum stems") weighs at most the part and at most a whole item.
  const part = partGrams(text, food, count);
  if (part !== undefined && heaviest !== null) return Math.min(part, heaviest);
  return heaviest ?? part ?? itemBound(food);
}

/**
 * Leaves and pods a dish is seasoned with, in the seven languages: kaffir lime, lime, lemon and
 * curry leaves, vanilla pods, and a bouquet garni, tied and lifted out. SR24 holds none of them;
 * each is bounded as a bay leaf, the seasoning leaf it does hold (a teaspoon of it, about 2 kcal;
 * the seeds scraped from a vanilla pod weigh less), not as an unknown 250 g food ("4 kaffir lime
 * leaves" could otherwise add 9,000 kcal and leave a Thai curry with no figure).
 */
const SEASONING_LEAVES = new RegExp(
  `\\b(${PAGE_LANGUAGES.flatMap((l) => seasoning.leaves[l]).join('|')})\\b`,
  'i',
);
/** A bouquet garni or Kräutersträußchen: herbs tied together and lifted out before serving. */
const HERB_BUNDLE = new RegExp(`(?<!\\p{L})(${seasoning.bundles.join('|')})(?!\\p{L})`, 'iu');

/** A line with an amount whose food is not identified: named, with the most it may add. */
function unknownFood(text: string, nutrition: NutritionTable): LineCount {
  const mayAdd = seasoningLeaves(text, nutrition) ?? unknownFoodBound(text);
  return { text, rule: 'no-food', mayAdd };
}

function seasoningLeaves(text: string, nutrition: NutritionTable): number | null {
  const bay = nutrition.forPhrase('bay leaf');
  if (!bay || !(SEASONING_LEAVES.test(text) || HERB_BUNDLE.test(text))) return null;
  const count = scanAmounts(text, WORDS)[0];
  // Counted by the leaf or pod only; a weight or a spoonful of them is bounded as written.
  if (count?.unit) return null;
  const items = count ? middleOf(count) : 1;
  return (items * eachBound(bay, '1 bay leaf') * bay.per100g[0]!) / 100;
}

/** A line with an amount whose food is not known: its weight, if written, at the most energy. */
function unknownFoodBound(text: string): number {
  const count = scanAmounts(text, WORDS)[0];
  // A sprig or a clove weighs at most USDA's heaviest of its kind (sprig 2.5 g, garlic clove 3 g);
  // any other item 250 g.
  const small = count?.unit ? SMALL_UNIT_GRAMS[count.unit.id] : undefined;
  if (count && small !== undefined) return (middleOf(count) * small * MOST_KCAL_PER_100G) / 100;
  const each =
    (count ? count.low : 1) * (SMALL_PACK.test(text) ? BOUND_GRAMS.packet : BOUND_GRAMS.each);
  return ((asWater(text) ?? each) * MOST_KCAL_PER_100G) / 100;
}

const middleOf = (amount: { low: number; high: number | null }) =>
  (amount.low + (amount.high ?? amount.low)) / 2;

function reasonFor(lines: LineCount[]): string {
  const big = [...lines].filter((l) => l.mayAdd > 0).sort((a, b) => b.mayAdd - a.mayAdd);
  return big
    .slice(0, 3)
    .map((l) => l.text)
    .join('; ');
}

export function recipeNutrition(
  reading: RecipeReading,
  foods: FoodTable,
  nutrition: NutritionTable,
): NutritionResult {
  const texts = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  const stated = reading.servings;
  if (!stated) {
    return { kind: 'unknown', servings: null, lines: [], reason: 'servings' };
  }
  const servings = (stated.min + stated.max) / 2;
  const total = zero();
  const lines: LineCount[] = [];
  const add = (food: UsdaFood, grams: number, line: LineCount) => {
    NUTRIENTS.forEach((n, i) => (total[n] += ((food.per100g[i] ?? 0) * grams) / 100));
    line.kcal = ((food.per100g[0] ?? 0) * grams) / 100;
  };
  const baths: { line: LineCount; food: UsdaFood }[] = [];
  // A line of two foods with their amounts ("2 tbsp each butter and olive oil") counts each.
  const namesFood = (line: string) =>
    lineFood(line, foods, nutrition, reading.language).food !== null;
  for (const text of texts.flatMap((t) => lineParts(t, namesFood) ?? [t])) {
    const { line, food } = countLine(text, servings, foods, nutrition, reading);
    lines.push(line);
    if (line.rule === 'absorbed' && food) baths.push({ line, food });
    if (line.rule !== 'counted' || !food || line.grams === undefined) continue;
    add(food, line.grams, line);
  }
  // The fried food's weight: every line counted but liquids no one fries.
  const fried = lines
    .filter((l) => l.rule === 'counted' && !NOT_FRIED.test(l.food ?? ''))
    .reduce((sum, l) => sum + (l.grams ?? 0), 0);
  for (const { line, food } of baths) {
    // Shared among the baths a recipe names, and never more than the bath itself.
    const grams = Math.min((fried * ABSORBED_SHARE) / baths.length, line.grams ?? Infinity);
    line.grams = grams;
    add(food, grams, line);
  }
  const perServing = zero();
  for (const n of NUTRIENTS) perServing[n] = total[n] / servings;
  const mayAdd = lines.reduce((sum, l) => sum + l.mayAdd, 0) / servings;
  if (lines.length === 0 || perServing.kcal <= 0)
    return { kind: 'unknown', servings, lines, reason: 'nothing counted' };
  if (mayAdd <= SINGLE_FIGURE_SHARE * perServing.kcal)
    return { kind: 'figure', servings, perServing, lines };
  const reason = reasonFor(lines);
  if (mayAdd <= RANGE_SHARE * perServing.kcal)
    return {
      kind: 'range',
      servings,
      perServing,
      kcalHigh: perServing.kcal + mayAdd,
      lines,
      reason,
    };
  return { kind: 'unknown', servings, lines, reason };
}
