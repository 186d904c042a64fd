import pluralize from 'pluralize';
import type { Diet } from '../preference-options';

/**
 * Which ingredient line names a food a diet leaves out. Deterministic word rules over the line as
 * written: a food hidden inside another (anchovy in a bought curry paste) is not seen.
 *
 * Where the lists come from:
 * - vegan: the Vegan Society's definition (no meat, fish, shellfish, dairy, eggs, honey, gelatin or
 *   other animal products);
 * - vegetarian: the Vegetarian Society's (no meat, poultry, fish, shellfish or slaughter
 *   by-products: gelatin, lard, suet, animal rennet; so Parmesan, Grana Padano, Pecorino and
 *   Gorgonzola, whose protected recipes require calf rennet, are out unless called vegetarian);
 * - pescatarian: vegetarian plus fish and shellfish (rennet is not counted: usage varies);
 * - gluten-free: Coeliac UK's gluten grains (wheat with spelt, durum, semolina and kamut, barley,
 *   rye) and oats unless called gluten-free; barley malt vinegar is allowed, as Coeliac UK allows it;
 * - dairy-free: milk of animals and what is made from it (butter, ghee, cream, cheese, yogurt, whey,
 *   casein); eggs are not dairy; lactose-free milk is still milk.
 *
 * Decisions the table test (diet-rules.test.ts) pins down:
 * - a line offering choices ("butter or olive oil") breaks the diet only when every choice does;
 * - an "optional" line still counts: the recipe as written puts the food in;
 * - a plain "stock" or "broth" does not say what it is made of and is not counted;
 * - "vegan", "vegetarian", "gluten-free", "dairy-free" in a line lift what they promise
 *   ("vegan mayonnaise", "gluten-free soy sauce", "vegetarian Worcestershire sauce").
 */

type Kind = 'meat' | 'fish' | 'rennet' | 'dairy' | 'egg' | 'honey' | 'gluten';

const EXCLUDES: Record<Diet, readonly Kind[]> = {
  vegan: ['meat', 'fish', 'rennet', 'dairy', 'egg', 'honey'],
  vegetarian: ['meat', 'fish', 'rennet'],
  pescatarian: ['meat'],
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
};

/** Food names (any number of words, singular or plural) and what they are. */
const FOODS: Record<string, readonly Kind[]> = {};
function foods(kinds: readonly Kind[], names: string): void {
  for (const name of names.split(',')) FOODS[name.trim()] = kinds;
}

foods(
  ['meat'],
  'meat, chicken, beef, pork, lamb, mutton, veal, turkey, duck, goose, quail, pheasant, venison, ' +
    'rabbit, goat meat, bacon, ham, prosciutto, pancetta, guanciale, speck, sausage, chorizo, ' +
    'salami, pepperoni, hot dog, frankfurter, bratwurst, kielbasa, pastrami, steak, mince, ' +
    'meatball, brisket, short rib, spare rib, oxtail, liver, tripe, foie gras, gelatin, gelatine, ' +
    'lard, suet, tallow, dripping, schmaltz, bone broth, jerky, spam, pork rind, bone marrow, ' +
    // Cuts named without their animal ("chicken breasts or thighs")
    'thigh, breast, drumstick, wing, tenderloin, cutlet, shank',
);
foods(
  ['fish'],
  'fish, salmon, tuna, cod, haddock, pollock, hake, halibut, tilapia, trout, mackerel, sardine, ' +
    'anchovy, herring, sea bass, bass, snapper, swordfish, catfish, sole, monkfish, fish sauce, ' +
    'nam pla, oyster sauce, worcestershire, worcestershire sauce, shrimp, prawn, crab, lobster, ' +
    'crayfish, langoustine, scallop, mussel, clam, oyster, squid, calamari, octopus, bonito, ' +
    'katsuobushi, dashi, caviar, roe, surimi, shrimp paste, belacan, seafood, tuna steak, ' +
    'salmon steak, swordfish steak, fish fillet, salmon fillet, cod fillet',
);
foods(['dairy', 'rennet'], 'parmesan, parmigiano, parmigiano reggiano, grana padano, pecorino');
foods(['dairy', 'rennet'], 'gorgonzola, pesto');
foods(
  ['dairy'],
  'milk, butter, buttermilk, cream, sour cream, creme fraiche, cheese, cheddar, mozzarella, feta, ' +
    'ricotta, paneer, halloumi, gouda, brie, camembert, gruyere, emmental, mascarpone, ' +
    'cream cheese, cottage cheese, burrata, provolone, manchego, queso, yogurt, yoghurt, curd, ' +
    'ghee, whey, casein, kefir, labneh, quark, skyr, ice cream, milk chocolate, white chocolate, ' +
    'bechamel, alfredo, tzatziki, raita, condensed milk, evaporated milk, milk powder',
);
foods(
  ['egg'],
  'egg, yolk, egg yolk, egg white, duck egg, quail egg, mayonnaise, mayo, aioli, meringue',
);
foods(['egg', 'dairy'], 'custard, hollandaise, lemon curd');
foods(['egg', 'gluten'], 'egg noodle, egg pasta');
foods(['fish', 'egg', 'dairy'], 'caesar dressing');
foods(['honey'], 'honey, honey mustard, bee pollen, royal jelly');
foods(
  ['gluten'],
  'wheat, flour, bread, breadcrumb, panko, crouton, pasta, spaghetti, linguine, fettuccine, ' +
    'tagliatelle, penne, macaroni, fusilli, rigatoni, farfalle, orzo, lasagna, lasagne, ravioli, ' +
    'tortellini, gnocchi, noodle, udon, ramen, soba, couscous, bulgur, bulgur wheat, semolina, ' +
    'durum, spelt, farro, kamut, barley, rye, seitan, soy sauce, soya sauce, shoyu, teriyaki, ' +
    'teriyaki sauce, hoisin, hoisin sauce, beer, ale, lager, stout, malt, oat, oatmeal, oat milk, ' +
    'tortilla, flour tortilla, pita, pitta, naan, baguette, bun, bagel, croissant, cracker, ' +
    'pastry, puff pastry, pie crust, filo, phyllo, wonton wrapper, dumpling wrapper, cake, biscuit, ' +
    'cookie, graham cracker, brioche, ciabatta, sourdough, focaccia, tempura batter, roux',
);

/** Names that contain a food's word but are not that food: read as the harmless thing. */
const NOT_FOODS =
  'eggplant, egg replacer, flax egg, chia egg, coconut milk, coconut cream, cream of coconut, ' +
  'almond milk, soy milk, soya milk, rice milk, cashew milk, hemp milk, plant milk, ' +
  'peanut butter, almond butter, cashew butter, nut butter, seed butter, sunflower butter, ' +
  'sunflower seed butter, apple butter, cocoa butter, shea butter, butter bean, butternut, ' +
  'butternut squash, butter lettuce, butterhead, cream of tartar, coconut yogurt, soy yogurt, ' +
  'bean curd, oyster mushroom, kidney bean, lamb lettuce, lambs lettuce, chicken of the wood, ' +
  'rice flour, almond flour, coconut flour, chickpea flour, gram flour, besan, corn flour, ' +
  'cornflour, cornstarch, corn starch, buckwheat flour, tapioca flour, potato flour, ' +
  'arrowroot flour, sorghum flour, rice noodle, glass noodle, cellophane noodle, ' +
  'sweet potato noodle, kelp noodle, shirataki noodle, corn tortilla, malt vinegar, rice paper, ' +
  'rice cake, rice cracker, hot dog bun, cauliflower steak, mushroom steak, tofu steak';

/** Words in a line that promise a diet's food is absent, and the kinds they lift. */
const PROMISES: [string, readonly Kind[]][] = [
  ['vegan', ['meat', 'fish', 'rennet', 'dairy', 'egg', 'honey']],
  ['plant based', ['meat', 'fish', 'rennet', 'dairy', 'egg', 'honey']],
  ['vegetarian', ['meat', 'fish', 'rennet']],
  ['veggie', ['meat', 'fish', 'rennet']],
  ['meatless', ['meat']],
  ['meat free', ['meat']],
  ['gluten free', ['gluten']],
  ['gf', ['gluten']],
  ['dairy free', ['dairy']],
  ['non dairy', ['dairy']],
  ['nondairy', ['dairy']],
  ['egg free', ['egg']],
  ['eggless', ['egg']],
  ['fish free', ['fish']],
];

function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']s\b/g, 's')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (/^\p{L}+$/u.test(w) ? pluralize.singular(w) : w));
}

interface Phrase {
  words: string[];
  kinds: readonly Kind[];
}

const byLength = (a: Phrase, b: Phrase) => b.words.length - a.words.length;
const FOOD_PHRASES: Phrase[] = Object.entries(FOODS)
  .map(([name, kinds]) => ({ words: tokens(name), kinds }))
  .sort(byLength);
const HARMLESS: Phrase[] = NOT_FOODS.split(',')
  .map((name) => ({ words: tokens(name), kinds: [] }))
  .sort(byLength);
const PROMISE_PHRASES: Phrase[] = PROMISES.map(([name, kinds]) => ({ words: tokens(name), kinds }));

function matchesAt(words: readonly (string | null)[], at: number, phrase: Phrase): boolean {
  return phrase.words.every((w, i) => words[at + i] === w);
}

/** Finds phrases left to right, longest first, and blanks the words each one used. */
function take(words: (string | null)[], phrases: readonly Phrase[]): Phrase[] {
  const found: Phrase[] = [];
  for (let at = 0; at < words.length; at++) {
    const phrase = phrases.find((p) => matchesAt(words, at, p));
    if (!phrase) continue;
    found.push(phrase);
    words.fill(null, at, at + phrase.words.length);
    at += phrase.words.length - 1;
  }
  return found;
}

export interface ExcludedFood {
  /** The food's name as the rules list it: "fish sauce", "chicken", "flour". */
  food: string;
}

/** The first food this choice names that the diet leaves out, if any. */
function excludedInChoice(choice: string, diet: Diet): string | undefined {
  const words: (string | null)[] = tokens(choice);
  const lifted = new Set(take(words, PROMISE_PHRASES).flatMap((p) => p.kinds));
  take(words, HARMLESS);
  const excluded = EXCLUDES[diet].filter((k) => !lifted.has(k));
  const hit = take(words, FOOD_PHRASES).find((p) => p.kinds.some((k) => excluded.includes(k)));
  return hit?.words.join(' ');
}

/**
 * The food a diet leaves out that this ingredient line names, or null. A line offering choices
 * ("2 eggs or 2 flax eggs", "chicken or vegetable stock") is fine when one choice is.
 */
export function excludedFood(line: string, diet: Diet): ExcludedFood | null {
  // "1 or 2 chicken breasts", "1/2 cup milk": a choice with no word in it is a number, not a choice.
  const choices = line
    .split(/\s(?:or|and\/or)\s|(?<=\p{L})\s*\/\s*(?=\p{L})/iu)
    .filter((choice) => /\p{L}{2}/u.test(choice));
  let first: string | undefined;
  for (const choice of choices) {
    const food = excludedInChoice(choice, diet);
    if (food === undefined) return null;
    first ??= food;
  }
  return first === undefined ? null : { food: first };
}
