import { HALF_WORDS, JUICE_OF_WORDS, ONE_WORDS, scanAmounts } from '../amounts/scan-amounts';
import { matchFoods, type FoodMatch } from '../food/food-line';
import { isLinkWord } from '../food/line-words';
import type { FoodTable } from '../food/food-table';
import { foodWords } from '../food/food-words';
import { PAGE_LANGUAGES } from '../languages';
import { allWords, everyLexicon, LEXICONS, phrasePattern, type Lexicon } from '../lexicon/lexicon';
import { OR, type RecipeLanguage } from '../recipe/recipe-language';
import knowledge from './knowledge/line-foods.json';
import usda from './knowledge/usda-names.json';
import { leanGrade } from './lean-grade';
import { nameKey, singularWords, withoutBrackets } from './name-key';
import type { NutritionTable, UsdaFood } from './nutrition-table';

/**
 * Which USDA food an ingredient line names: a decided name first ("cream cheese", which the food
 * table reads as two foods), then the food table's match (Open Food Facts, seven languages) and
 * its join. Read in the line's name: the words before the first comma and outside brackets, and
 * before "or" ("butter or margarine" is butter, as recipe sites count it), where the first choice
 * takes the last one's noun ("chicken or beef broth" is chicken broth, "fresh or frozen
 * cranberries" cranberries). In English a name's noun comes last: of two foods named alike,
 * the last is the food ("turkey pepperoni" is pepperoni); in the other languages the first
 * ("pechuga de pollo").
 */

/** Each language's words as `foodWords` writes them. */
const folded = (words: readonly string[]) => words.flatMap((w) => foodWords(w));
function byLanguage(
  pick: (lexicon: Lexicon) => readonly string[],
): Record<RecipeLanguage | 'any', readonly string[]> {
  const words: Partial<Record<RecipeLanguage | 'any', readonly string[]>> = {
    any: folded(pick(LEXICONS.en)),
  };
  for (const language of PAGE_LANGUAGES) words[language] = folded(pick(LEXICONS[language]));
  return words as Record<RecipeLanguage | 'any', readonly string[]>;
}

/**
 * "For" in each language, folded: what follows names a use ("salt for the cooking water", "zum
 * Braten"); each lexicon's `purpose` words of one word.
 */
const FOR = byLanguage((l) => l.purpose.filter((w) => !/\s/.test(w)));
/** "With" in each language: what follows comes with the food ("tomatoes with green chiles"). */
const WITH = byLanguage((l) => l.with);
/** "In" before what a food is packed in ("sardines in olive oil", "Thunfisch in Öl"), folded. */
const IN = new Set(folded(allWords('in')));
/** Food knowledge (knowledge/line-foods.json): what a food is packed in, names with "for". */
const PACKED_IN = new Set(knowledge.packedIn.words);
const MAX_PHRASE = 4;
/**
 * Words after "for" that are part of a food's name: Italian "lievito per dolci", "per torte";
 * Spanish and Portuguese cooking cream, stewing beef and lasagna sheets ("nata para cocinar").
 */
const NAMED_WITH_FOR = new Set(knowledge.namedWithFor.words);

/** The words of a line's name: brackets out, cut at "or"; `whole` keeps what follows a comma. */
export function nameWords(text: string, language?: RecipeLanguage, whole = false): string[] {
  return nameChoices(text, language, whole)[0] ?? [];
}

/** "jugo de un limón", "sumo de 2 limões": the fruit's count inside a juice's name is no word of it. */
const JUICE_AMOUNT = new RegExp(
  String.raw`\b(${JUICE_OF_WORDS})(?:d['’])?(?:\d+(?:[.,/]\d+)?|[½¼¾]|${HALF_WORDS}|${ONE_WORDS})\s+`,
  'gi',
);

/**
 * How a food was raised or grown, in the seven languages: no other food ("free-range chicken
 * thighs" are chicken thighs, not a free-range chicken).
 */
const RAISED = new RegExp(`(?<![a-zà-ÿ])(${knowledge.raised.pattern})(?![a-zà-ÿ])`, 'gi');

/** The line without how its food was raised ("1 free-range chicken" → "1  chicken"). */
export const withoutRaised = (text: string) => text.replace(RAISED, ' ');

/** Sizes in the seven languages, as `foodWords` writes them: no food of their own. */
const SIZE_WORDS = new Set(folded(allWords('sizes')));

/**
 * The names a line may mean, most likely first: the first choice before "or" with the last
 * choice's noun ("chicken or beef broth" → chicken broth), then the first choice as written,
 * then the last. A list of choices "a, b, or c" is one name, not cut at its commas.
 */
export function nameChoices(text: string, language?: RecipeLanguage, whole = false): string[][] {
  const or = OR[language ?? 'any'];
  const plain = withoutBrackets(text);
  // "turkey, vegetable, or chicken broth": the list's commas are choices, not the name's end.
  const listEnd = new RegExp(`,\\s*(?:${or.join('|')})\\s`, 'iu').exec(plain)?.index;
  const listed =
    listEnd === undefined
      ? plain
      : `${plain.slice(0, listEnd).replace(/,/g, ` ${or[0]} `)} ${plain.slice(listEnd + 1)}`;
  const name = whole ? listed : (listed.split(/[,;]/)[0] ?? listed);
  const all = foodWords(withoutRaised(name.replace(JUICE_AMOUNT, '$1 ')));
  // What follows "for" names a use, what follows "with" what comes with the food, "in oil" what
  // it is packed in; "lievito per dolci" (baking powder) names its food with "per".
  const use = all.findIndex(
    (w, i) =>
      i > 0 &&
      ((FOR[language ?? 'any'].includes(w) && !NAMED_WITH_FOR.has(all[i + 1] ?? '')) ||
        WITH[language ?? 'any'].includes(w) ||
        (IN.has(w) && PACKED_IN.has(all[i + 1] ?? ''))),
  );
  const words = use > 0 ? all.slice(0, use) : all;
  const cuts = words.flatMap((w, i) => (i > 0 && or.includes(w) ? [i] : []));
  if (cuts.length === 0) return [words];
  const first = words.slice(0, cuts[0]);
  const last = words.slice(cuts[cuts.length - 1]! + 1);
  // A last choice with its own amount after a first that names a food ("4 ramps or 2 small
  // onions") is counted by that amount (recipe-nutrition's offered choice), never by the first
  // choice's; after an amount alone it is the food of both ("4 o 5 vainas", "1 large or 2 medium
  // sweet potatoes").
  const ownAmount =
    /^\d/.test(last[0] ?? '') && first.some((w) => !/^\d/.test(w) && !SIZE_WORDS.has(w));
  const choices = ownAmount ? [first] : [first, last];
  // The other choices' nouns, as the first choice's own ("fresh or frozen cranberries", "chicken
  // or beef broth or stock"); not when the next choice is an item of its own, counted ("4
  // shallots or 2 small onions").
  const next = words.slice(cuts[0]! + 1);
  if (next.length > 1 && !/^\d/.test(next[0]!)) choices.unshift([...first, ...next.slice(1)]);
  return choices.filter((c) => c.length > 0);
}

/** A line that says its food is cooked ("2 cups cooked rice", "steamed rice", "leftover chicken"). */
const COOKED = new Set(folded([...allWords('cooked'), ...allWords('leftovers')]));

/** A line that says its food comes in a can: beans and lentils from a can are cooked. */
const CANNED = new Set(folded(allWords('canned')));

/**
 * Decided names that mean another food in one language: Portuguese "salsa" is parsley, German
 * "Salat" the lettuce.
 */
const IN_LANGUAGE: Partial<Record<RecipeLanguage, Readonly<Record<string, string>>>> = {
  pt: { salsa: 'salsinha' },
  // German "1 Kopf Salat" is a lettuce; a made salad is a compound (Nudelsalat, Kartoffelsalat).
  de: { salat: 'kopfsalat' },
};

/**
 * A decided name among the words, the longest first. A food said cooked is the cooked food where
 * the decided names hold one ("cooked rice": rice weighs three times as much cooked); a food
 * from a can is the canned food, else the cooked one ("1 can lentils").
 */
function phraseFood(
  words: readonly string[],
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): { food: UsdaFood; words: number; at?: number } | null {
  const canned = words.some((w) => CANNED.has(w));
  const cooked = canned || words.some((w) => COOKED.has(w));
  const plain = cooked ? words.filter((w) => !COOKED.has(w) && !CANNED.has(w)) : words;
  const forms = canned ? ['canned', 'cooked'] : ['cooked'];
  const singular = singularWords(plain);
  const lastFirst = headLast(language);
  const own = (language && IN_LANGUAGE[language]) ?? {};
  const spansOf = function* () {
    for (let n = Math.min(MAX_PHRASE, plain.length); n >= 1; n--)
      for (let i = 0; i + n <= plain.length; i++) {
        const at = lastFirst ? plain.length - n - i : i;
        yield {
          n,
          at,
          spans: [singular.slice(at, at + n).join(' '), plain.slice(at, at + n).join(' ')].map(
            (x) => own[x] ?? x,
          ),
        };
      }
  };
  // A decided name that holds the cooked word itself first ("shredded coconut" is dried coconut,
  // "roasted peanuts" the roasted nuts): the word names the food, not how it was cooked.
  if (cooked)
    for (let n = Math.min(MAX_PHRASE, words.length); n >= 2; n--)
      for (let i = 0; i + n <= words.length; i++) {
        const span = words.slice(i, i + n);
        if (!span.some((w) => COOKED.has(w))) continue;
        const said = [singularWords(span).join(' '), span.join(' ')];
        const food = said.map((x) => nutrition.forPhrase(x)).find(Boolean);
        if (food) return { food, words: n };
      }
  // A cooked form of any part of the name first ("Eiernudeln, gekocht": cooked egg noodles, even
  // where "chinesische Eiernudeln" is itself a decided name); the cooked word is part of it.
  if (cooked && !canned)
    for (const { n, spans } of spansOf()) {
      const said = forms.flatMap((form) => spans.map((x) => `${form} ${x}`));
      const done = said.map((x) => nutrition.forPhrase(x)).find(Boolean);
      if (done) return { food: done, words: n + 1 };
    }
  for (const { n, at, spans } of spansOf()) {
    // From a can, the cooked or canned form of the longest name ("cream of tomato soup" over
    // "canned tomato"; "1 can lentils" as cooked lentils).
    const said = canned ? forms.flatMap((form) => spans.map((x) => `${form} ${x}`)) : [];
    const done = said.map((x) => nutrition.forPhrase(x)).find(Boolean);
    if (done) return { food: done, words: n + 1 };
    const food = spans.map((x) => nutrition.forPhrase(x)).find(Boolean);
    // A food said cooked whose decided name has no cooked form of its own ("arroz cocido"): the
    // cooked food the English name decides.
    if (food)
      return { food: (cooked && !canned && nutrition.cookedForm(food)) || food, words: n, at };
  }
  return null;
}

/**
 * An English name of several words that the food table files under one of its own words but not
 * its last ("beef chuck roast" under beef) may name a narrower food than its entry: a decided
 * name of two words or more inside it is taken instead ("chuck roast").
 */
function namesAnotherFood(match: FoodMatch, foods: FoodTable, language?: RecipeLanguage): boolean {
  if (!headLast(language)) return false;
  const words = singularWords(match.text.split(' '));
  if (words.length < 2) return false;
  const inner = words.slice(0, -1);
  return match.entries.every((entry) => {
    const own = foods.entry(entry).id.replace(/^en:/, '');
    return own !== words.join(' ') && inner.includes(own);
  });
}

function joined(
  match: FoodMatch,
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
  cooked = false,
): UsdaFood | null {
  // Two foods in one word ("Fischsauce" as fish and sauce) are not one food to weigh.
  if (match.partial || match.parts) return null;
  // In English the entry named so comes first: "paprika" is the spice, German "Paprika" the pepper;
  // in another language, the entry its cooks mean by a word two languages share.
  const meant = language && language !== 'en' ? MEANT[language]?.[match.text] : undefined;
  const own = (entry: number) => foods.entry(entry).id === (meant ?? `en:${match.text}`);
  const entries =
    language === 'en' || !language || meant
      ? [...match.entries].sort((a, b) => Number(own(b)) - Number(own(a)))
      : match.entries;
  for (const entry of entries) {
    const food = nutrition.forFoodId(foods.entry(entry).id);
    if (food) return (cooked && nutrition.cookedForm(food)) || food;
  }
  return null;
}

/**
 * Words the food table files under two foods because two languages share them, and the one a
 * language means: Portuguese "batata" is the potato (its sweet potato is "batata-doce"), while
 * Spanish "batata" is the sweet potato.
 */
const MEANT: Partial<Record<RecipeLanguage, Readonly<Record<string, string>>>> = {
  pt: { batata: 'en:potato', batatas: 'en:potato' },
  // German "Peperoni" are hot peppers; the bell pepper is "Paprika".
  de: { peperoni: 'en:chili pepper' },
};

export interface LineFood {
  food: UsdaFood | null;
  /** The words naming a food the data does not weigh, for the note ("XYZ paste"). */
  named: string | null;
}

/** English names its food last ("turkey pepperoni"); so does a line in no known language. */
const headLast = (language?: RecipeLanguage) => language === 'en' || !language;

/** "Juice of 1 lemon", "1 lime, juiced", "succo di 1 limone": the juice, not the fruit. */
const JUICE_W = phrasePattern(allWords('juice'));
const ZEST_W = phrasePattern(allWords('zest'));
const JUICED_W = phrasePattern(allWords('juiced'), { accents: true });
const AND_W = phrasePattern(allWords('and'));
/** What follows a juice or a zest before its fruit: "of", "de", "d'", "einer", "a". */
const OF_A = String.raw`\s+(?:${phrasePattern([...allWords('of'), ...allWords('articles')])})(?!\p{L})|\s*d['’]`;
/**
 * A juice said before its fruit ("juice of", "Saft einer", "jus d'", "juice 1"), with its zest, pressed
 * ("juiced", "ausgepresst"), or alone after a comma ("1 Zitrone, Saft davon").
 */
const JUICE = new RegExp(
  String.raw`(?<!\p{L})(?:${JUICE_W})(?:${OF_A}|\s*[\d½¼¾⅓]|\s+(?:${AND_W})\s+(?:${ZEST_W}))|(?:${ZEST_W})\s+(?:${AND_W})\s+(?:${JUICE_W})|(?<!\p{L})(?:${JUICED_W})(?!\p{L})|[,(]\s*(?:${JUICE_W})(?!\p{L})`,
  'iu',
);
const JUICE_WORDS = new RegExp(
  String.raw`(?<!\p{L})(?:${JUICED_W}|(?:${JUICE_W})(?:${OF_A})?)`,
  'giu',
);
const KEPT_UNITS = new Set(['can', 'clove']);
const JUICES: [RegExp, string][] = [
  [/^Lemons\b/, 'en:lemon juice'],
  [/^Limes\b/, 'en:lime juice'],
  [/^Oranges\b/, 'en:orange juice'],
];

/**
 * Foods SR24 does not hold whose names hold one it does: gnocchi of another dough no potato
 * gnocchi, an Indian curry paste (cooked in oil, five times the energy) no Thai one, amaretti no
 * ladyfingers, nutritional yeast no baker's yeast, meatballs of meat no meatless ones (frozen ones
 * are SR28's, a decided name), a curry sauce or Japanese curry roux no curry powder.
 */
const NOT_IN_DATA = new RegExp(
  `(${knowledge.notInData.patterns.map((p) => p.pattern).join('|')})`,
  'i',
);

/**
 * Sweet soy sauce, sweet chili sauce and light coconut milk, however a line words them
 * ("Chilisauce, süß-scharf", "Sojasauce, süße", "Kokosmilch, light"): their decided mixes, never
 * the soy sauce, hot chili sauce or full coconut milk their names hold (knowledge/line-foods.json).
 */
const MIX_NAMES: [RegExp, string][] = knowledge.mixNames.mixes.map(({ pattern, name }) => [
  new RegExp(pattern, 'i'),
  name,
]);

/** "Zest of 1 lemon", "1 orange, zested", "Schale von 1 Zitrone": the peel, not the fruit. */
const ZEST = new RegExp(ZEST_W, 'iu');
const ZEST_WORDS = new RegExp(String.raw`(?:${ZEST_W})(?:${OF_A})?`, 'giu');
/** USDA has lemon and orange peel; a lime's peel is a lemon's. */
const ZESTS: [RegExp, string][] = [
  [/^(Lemons|Limes)\b/, 'lemon peel'],
  [/^Oranges\b/, 'orange peel'],
];

/** "Almond milk", "oat drink", "Mandelmilch", "leche de avena": no almonds, no oats. */
const PLANT_MILK = new RegExp(`\\b(${knowledge.plantMilks.patterns.join('|')})\\b`, 'i');

/** "1 tsp vanilla", "2 tsp pure vanilla": vanilla named alone, with no food after it. */
const VANILLA_ALONE = /^[\s\d½¼¾⅓⅔⅛.,/-]*(pure\s+)?vanilla\s*$/i;
/** Pastry or dough "for a double-crust pie", "for a single-crust 9-inch pie". */
const PIE_PASTRY = new RegExp(knowledge.pieCrust.pattern, 'i');

/**
 * The animal a German cut is "of", as the first part of its compound: "Hackfleisch vom Schwein"
 * is Schweinehackfleisch, "Filet vom Schwein" Schweinefilet, "Brust von der Pute" Putenbrust.
 */
const OF_ANIMAL: Readonly<Record<string, string>> = {
  schwein: 'schweine',
  rind: 'rinder',
  kalb: 'kalbs',
  lamm: 'lamm',
  huhn: 'hühner',
  hähnchen: 'hähnchen',
  hühnchen: 'hühnchen',
  pute: 'puten',
  truthahn: 'truthahn',
  ente: 'enten',
  gans: 'gänse',
  hirsch: 'hirsch',
  reh: 'reh',
  wildschwein: 'wildschwein',
  lachs: 'lachs',
  thunfisch: 'thunfisch',
  kabeljau: 'kabeljau',
  seelachs: 'seelachs',
  zander: 'zander',
  forelle: 'forellen',
};
const OF_AN_ANIMAL = new RegExp(
  String.raw`(\p{L}+)\s*,?\s*\(?\s*(?:${phrasePattern(LEXICONS.de.of)})(?:\s+(?:${phrasePattern(LEXICONS.de.the)}))?\s+(\p{L}+)\s*\)?`,
  'giu',
);

/** A German cut named with "vom" or "von der" and its animal, written as its compound. */
function asCompound(name: string, language?: RecipeLanguage): string {
  if (language !== 'de') return name;
  return name.replace(OF_AN_ANIMAL, (all, cut: string, animal: string) => {
    const first = OF_ANIMAL[animal.toLowerCase()];
    return first ? `${first}${cut.toLowerCase()}` : all;
  });
}

export function lineFood(
  text: string,
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): LineFood {
  // The amount's unit is no food ("2 gambi di sedano": gambi are stalks, not gamberi); a can
  // says the food is canned, and "Knoblauchzehen" names its food.
  const name = asCompound(
    scanAmounts(text, { words: true }).reduceRight(
      (line, a) =>
        a.unit && !KEPT_UNITS.has(a.unit.id)
          ? line.slice(0, a.unitStart) + line.slice(a.end)
          : line,
      text,
    ),
    language,
  );
  // "1 tsp vanilla" is its extract; "vanilla" before another food's name flavours it.
  if (VANILLA_ALONE.test(withoutBrackets(name).split(',')[0] ?? name))
    return { food: nutrition.forFoodId('en:vanilla extract'), named: null };
  // "Pastry for a double-crust pie": the pie's crust, weighed by the crusts (line-grams).
  if (PIE_PASTRY.test(name)) return { food: nutrition.forPhrase('pie crust'), named: null };
  // A milk or drink of a nut, grain or bean is neither: a decided name, else not counted.
  const milk = PLANT_MILK.exec(withoutBrackets(name))?.[0];
  if (milk) {
    const food = nutrition.forPhrase(nameKey(milk));
    return { food, named: food ? null : milk.toLowerCase() };
  }
  // A food SR24 does not hold, named after one it does: never counted as that one. Only the first
  // choice is read ("tamari or coconut aminos" is tamari).
  const or = new RegExp(`\\s(?:${OR[language ?? 'any'].join('|')})\\s`, 'iu');
  const firstChoice = name.replace(/\[[^\]]*\]/g, ' ').split(or)[0] ?? name;
  const mix = MIX_NAMES.find(([words]) => words.test(firstChoice));
  if (mix) return { food: nutrition.forPhrase(mix[1]), named: null };
  const lacking = NOT_IN_DATA.exec(firstChoice)?.[0];
  if (lacking) return { food: null, named: lacking.toLowerCase() };
  // The juice, else the zest ("juice and zest of 1 lime" counts the juice): never the fruit.
  const read = (text: string) => namedFood(text, foods, nutrition, language).food;
  const part =
    fruitPart(name, JUICE, JUICE_WORDS, JUICES, read, (id) => nutrition.forFoodId(id)) ??
    fruitPart(name, ZEST, ZEST_WORDS, ZESTS, read, (key) => nutrition.forPhrase(key));
  if (part) return { food: part, named: null };
  const found = fruitLeaves(
    driedForm(namedFood(name, foods, nutrition, language), text, nutrition),
    name,
  );
  const canned = packedInOil(fromACan(found, name, nutrition), text, nutrition);
  const said = withSkinSaid(
    brothCube(madeBroth(canned, text, nutrition), text, nutrition),
    text,
    nutrition,
  );
  return { ...said, food: leanGrade(said.food, text, nutrition) };
}

/** A phrase of every lexicon as a whole word or words, an accent written or not. */
const wholePhrases = (list: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${phrasePattern(list, { accents: true })})(?![\\p{L}\\p{N}_])`,
    'iu',
  );

/** Without its skin, in the seven languages: "skinless", "ohne Haut", "sans peau", "sin piel". */
const SKINLESS = wholePhrases(everyLexicon((l) => l.trimmed.skinless));

/** With its skin, in the seven languages: "skin-on", "mit Haut", "avec la peau", "con piel". */
const SKIN_ON = wholePhrases(everyLexicon((l) => l.trimmed.skinOn));

/**
 * A chicken piece said skinless or with its skin is the USDA food of that piece so: "4
 * Hähnchenschenkel, ohne Haut und Knochen" is the leg's meat (120 kcal/100 g, not 214 with the
 * skin), "6 bone-in, skin-on chicken thighs" the thigh's meat and skin (219, not 119; 189 g a
 * thigh, USDA's own), by the piece or by weight.
 */
function withSkinSaid(found: LineFood, text: string, nutrition: NutritionTable): LineFood {
  const name = found.food?.name ?? '';
  if (/^Chicken, broilers or fryers, leg, meat and skin, raw/.test(name) && SKINLESS.test(text))
    return { food: nutrition.forPhrase('skinless chicken leg') ?? found.food, named: null };
  if (
    /^Chicken, broilers or fryers, dark meat, thigh, meat only, raw/.test(name) &&
    SKIN_ON.test(text) &&
    !SKINLESS.test(text)
  )
    return { food: nutrition.forPhrase('skin on chicken thigh') ?? found.food, named: null };
  return found;
}

/** Packed in oil, in the seven languages: "in olive oil", "à l'huile", "sott'olio", "em óleo". */
const IN_OIL = new RegExp(`(${knowledge.inOil.pattern})`, 'i');

/** "1 (5 oz) can tuna in olive oil": canned tuna is the one in water unless the line says oil. */
function packedInOil(found: LineFood, text: string, nutrition: NutritionTable): LineFood {
  if (!found.food || !/^Fish, tuna, .*canned in water/.test(found.food.name)) return found;
  if (!IN_OIL.test(text)) return found;
  return { food: nutrition.forPhrase('tuna in oil') ?? found.food, named: null };
}

/** Broths and stocks by USDA's name (knowledge/usda-names.json). */
const BROTH = new RegExp(`\\b(${usda.broths.words.join('|')})\\b`, 'i');

/** "1 cube chicken bouillon", "2 Würfel Gemüsebrühe": a cube of a broth is the dry cube. */
function brothCube(found: LineFood, text: string, nutrition: NutritionTable): LineFood {
  if (!found.food || !BROTH.test(found.food.name)) return found;
  if (/\bcubes?, dry\b/.test(found.food.name)) return found;
  if (!/(?<!\p{L})(cubes?|w[üu]rfel|blokjes?)(?!\p{L})/iu.test(text)) return found;
  // "400 ml Cube de bouillon" is the broth made with it.
  if (scanAmounts(text).some((a) => a.unit?.type === 'volume')) return found;
  return { food: nutrition.forPhrase('bouillon cube') ?? found.food, named: null };
}

/** The juice or the peel of the fruit a line names, where the line says it is that part. */
function fruitPart(
  name: string,
  said: RegExp,
  words: RegExp,
  parts: readonly [RegExp, string][],
  read: (text: string) => UsdaFood | null,
  find: (key: string) => UsdaFood | null,
): UsdaFood | null {
  if (!said.test(name)) return null;
  const fruit = read(name.replace(words, ' '));
  const part = fruit && parts.find(([pattern]) => pattern.test(fruit.name));
  return part ? find(part[1]) : null;
}

/** Dry pulses and raw corn, and the form a can holds them in. */
const CANNED_FORMS: [RegExp, string][] = [
  [/^Lentils, raw/, 'canned lentil'],
  [/^Chickpeas .*raw/, 'canned chickpea'],
  [/^Beans, white, mature seeds, raw/, 'canned white bean'],
  [/^Beans, kidney, .*raw/, 'canned kidney bean'],
  [/^Beans, black, mature seeds, raw/, 'canned black bean'],
  [/^Beans, pinto, mature seeds, raw/, 'canned feijao'],
  [/^Corn, sweet, (yellow|white), raw/, 'canned corn'],
];

/** "1 boîte de lentilles", "1 Dose Mais": a can holds pulses cooked and corn canned, never dry. */
function fromACan(found: LineFood, name: string, nutrition: NutritionTable): LineFood {
  if (!found.food || !foodWords(name).some((w) => CANNED.has(w))) return found;
  const form = CANNED_FORMS.find(([pattern]) => pattern.test(found.food!.name));
  const canned = form ? nutrition.forPhrase(form[1]) : null;
  return canned ? { food: canned, named: null } : found;
}

/** "400 ml Cube de bouillon": a volume of a stock cube is the broth made with it. */
function madeBroth(found: LineFood, text: string, nutrition: NutritionTable): LineFood {
  if (!found.food || !/\bcubes, dry\b/.test(found.food.name)) return found;
  if (!scanAmounts(text).some((a) => a.unit?.type === 'volume')) return found;
  return { food: nutrition.forPhrase('chicken broth') ?? found.food, named: null };
}

/** Leaves and blossoms, in the seven languages, also at the end of a compound ("Limettenblätter"). */
const LEAVES = new RegExp(knowledge.plantLeaves.pattern, 'i');

/**
 * The leaves and blossoms of a fruit are no fruit: "6 lime leaves", "banana blossoms",
 * "Limettenblätter" are not limes or bananas (USDA's fruits are NDB group 09), so the line is
 * named, not counted. Curry leaves are no curry powder either.
 */
function fruitLeaves(found: LineFood, name: string): LineFood {
  const fruit =
    (found.food?.uid.startsWith('09') || found.food?.uid === '02015') &&
    !/leaves|leaf/i.test(found.food.name);
  const leaves = LEAVES.exec(withoutBrackets(name));
  if (!fruit || !leaves) return found;
  return { food: null, named: name.trim().toLowerCase() };
}

/** "6 Tomate(n), getrocknet", "tomatoes, sun-dried": a dried form said after the name. */
const DRIED =
  /(\bdried\b|\bsun-dried\b|\bgetrocknet\w*|\bsec[oa]s?\b|\bsecch[io]\b|\bs[ée]ch[ée]e?s?\b|\b(zon)?gedroogde?\b)/i;
const DRIED_FORMS: [RegExp, string][] = [
  [/^Tomatoes, red, ripe\b/, 'dried tomato'],
  [/^Peppers, hot chili\b/, 'dried red chili'],
  [/^Parsley, fresh\b/, 'dried parsley'],
  [/^Dill weed, fresh\b/, 'dried dill'],
  [/^Basil, fresh\b/, 'dried basil'],
  [/^Rosemary, fresh\b/, 'dried rosemary'],
  [/^Thyme, fresh\b/, 'dried thyme'],
  [/^Coriander \(cilantro\) leaves\b/, 'dried cilantro'],
  [/^Chives, raw\b/, 'dried chive'],
  [/^Cranberries, raw\b/, 'dried cranberry'],
  [/^Apricots, raw\b/, 'dried apricot'],
  [/^Figs, raw\b/, 'dried fig'],
  [/^Apples, raw\b/, 'dried apple'],
  [/^Peaches, raw\b/, 'dried peach'],
  [/^Pears, raw\b/, 'dried pear'],
  [/^Cherries, (sweet|sour)\b/, 'dried cherry'],
  [/^Blueberries, raw\b/, 'dried blueberry'],
  [/^Mangos, raw\b/, 'dried mango'],
  // Porcini are joined to the shiitake (scripts/nutrition-decided.ts): dried, its dried form.
  [/^Mushrooms, shiitake, raw\b/, 'dried shiitake'],
];

/** Fruits USDA names dried (raisins, prunes, dates, currants, "dried"): no fresh fruit. */
const DRIED_BY_NAME = new RegExp(`\\b(${knowledge.driedByName.words.join('|')})\\b`, 'i');

function driedForm(found: LineFood, text: string, nutrition: NutritionTable): LineFood {
  if (!found.food || !DRIED.test(text)) return found;
  const form = DRIED_FORMS.find(([pattern]) => pattern.test(found.food!.name));
  const dried = form ? nutrition.forPhrase(form[1]) : null;
  if (dried) return { food: dried, named: null };
  // A dried fruit SR24 gives no dried form for is no fresh fruit: five times the energy a gram.
  // Raisins, prunes, dates and currants are dried by nature.
  const fresh = found.food.uid.startsWith('09') && !DRIED_BY_NAME.test(found.food.name);
  return fresh ? { food: null, named: found.food.name.toLowerCase() } : found;
}

/** "According to the package", "nach Packung", "selon", "según", "volgens": every lexicon's. */
const AS_DIRECTED = new RegExp(
  `(?<!\\p{L})(?:${phrasePattern(
    everyLexicon((l) => l.asDirected),
    { accents: true },
  )})`,
  'iu',
);

/**
 * "2 cups rice, cooked": in English a cooked word after the name says the amount is of the cooked
 * food; never "cooked according to the package", which is the dry amount.
 */
function saidCookedAfter(text: string): boolean {
  const comma = withoutBrackets(text).indexOf(',');
  if (comma < 0) return false;
  const after = text.slice(comma + 1);
  if (AS_DIRECTED.test(after)) return false;
  return foodWords(after).some((w) => COOKED.has(w) && w !== 'shredded' && w !== 'roasted');
}

/**
 * German sites write an adjective after the noun and a comma: "Sahne, saure" is sour cream,
 * "Zucker, brauner" brown sugar, "Tomaten, passierte" passata. The food the adjective and the
 * noun name together, where that is a longer name than the noun's; the adjective is tried as
 * written and inflected ("Zucker, braun", "Koriander, gemahlen").
 */
function adjectiveAfter(
  text: string,
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): UsdaFood | null {
  if (language !== 'de') return null;
  const [name, after] = withoutBrackets(text).split(/[,;]/);
  const adjective = foodWords(after ?? '');
  if (adjective.length !== 1 || !name) return null;
  const noun = (nameChoices(name, language)[0] ?? []).filter((w) => !/^\d/.test(w));
  const plain = foodIn(noun, foods, nutrition, language);
  const stem = adjective[0]!;
  // A participle ending in -en is inflected too ("Koriander, gemahlen": gemahlener Koriander).
  const inflected = !/e[rsn]?$/.test(stem) || /^ge\p{L}+en$/u.test(stem);
  const forms = inflected ? [stem, `${stem}e`, `${stem}er`, `${stem}es`] : [stem];
  for (const form of forms) {
    const found = foodIn([form, ...noun], foods, nutrition, language);
    if (found.food && found.words > plain.words) return found.food;
  }
  return null;
}

function namedFood(
  text: string,
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): LineFood {
  const adjectived = adjectiveAfter(text, foods, nutrition, language);
  if (adjectived) return { food: adjectived, named: null };
  // The name before the first comma, else the whole line ("4 boneless, skinless chicken breasts").
  let named: string | null = null;
  // In English only: a German "250 g Eiernudeln, gekocht" weighs the noodles as bought.
  const cookedAfter = headLast(language) && saidCookedAfter(text);
  for (const whole of [false, true]) {
    const choices = nameChoices(text, language, whole).map((c) =>
      cookedAfter && !whole ? ['cooked', ...c] : c,
    );
    // A first choice that names a food of two words or more keeps it ("lemon juice or red wine
    // vinegar"); a one-word one borrows the noun ("chicken or beef broth").
    const own = choices.length === 3 ? foodIn(choices[1]!, foods, nutrition, language) : null;
    if (own?.food && own.words >= 2) return { food: own.food, named: null };
    for (const words of choices) {
      const found = foodIn(words, foods, nutrition, language);
      if (found.food) return { food: found.food, named: null };
      named ??= found.named;
    }
  }
  return { food: null, named };
}

/** Heads that say which part of a food, not which food: "crab meat" is crab, a ham bone ham. */
const GENERIC_HEADS = new Set(['en:meat', 'en:bone']);

function foodIn(
  words: readonly string[],
  foods: FoodTable,
  nutrition: NutritionTable,
  language?: RecipeLanguage,
): LineFood & { words: number } {
  const phrase = phraseFood(words, nutrition, language);
  const compounds = language === 'de' || language === 'nl' ? true : language ? false : 'guess';
  const matches = matchFoods(words, foods, { compounds, language }).filter((m) => !m.partial);
  // The longest name wins ("chicken breast" over "chicken"); on a tie, the name's noun.
  const ordered = [...matches].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || (headLast(language) ? b.start - a.start : 0),
  );
  // A decided name wins unless the food table reads a longer one ("olive oil" over "olive").
  const longest = ordered[0] ? ordered[0].end - ordered[0].start : 0;
  const narrower = ordered[0] && namesAnotherFood(ordered[0], foods, language);
  // Where the noun comes first, a one-word decided name right after the food the line opens with
  // describes it ("Sale e pepe macinato": ground pepper, not "macinato", minced meat); after a
  // link word it is the food itself ("1 molho de coentros": a bunch of coriander).
  const at = phrase?.at ?? 0;
  const describes =
    !headLast(language) &&
    phrase?.words === 1 &&
    !isLinkWord(words[at - 1] ?? '') &&
    matches.some((m) => m.end <= at && !GENERIC_HEADS.has(foods.entry(m.entries[0]!).id));
  if (phrase && !describes && (phrase.words >= longest || (narrower && phrase.words >= 2)))
    return { food: phrase.food, words: phrase.words, named: null };
  // The name's head ("pesto" in "basil pesto", "pesto" in "pesto di basilico") is the food: a
  // head the data does not weigh leaves the line unidentified, never joined to the herb that
  // names it. A shorter name within the head's phrase still joins ("chicken breast" in "smoked
  // chicken breast fillet").
  const heads = ordered.filter((m) => !GENERIC_HEADS.has(foods.entry(m.entries[0]!).id));
  // In English the noun ends the name: "whole wheat bread" is bread, though "whole wheat" is longer.
  const lastEnd = Math.max(...heads.map((m) => m.end));
  const head = headLast(language) ? heads.find((m) => m.end === lastEnd) : heads[0];
  const inHead = (m: FoodMatch) =>
    !head || (headLast(language) ? m.end === head.end : m.start === head.start);
  const cooked = words.some((w) => COOKED.has(w));
  for (const match of ordered.filter(inHead)) {
    const food = joined(match, foods, nutrition, language, cooked);
    if (food) return { food, named: null, words: match.end - match.start };
  }
  if (phrase && !describes) return { food: phrase.food, named: null, words: phrase.words };
  return { food: null, named: ordered[0]?.text ?? null, words: 0 };
}
