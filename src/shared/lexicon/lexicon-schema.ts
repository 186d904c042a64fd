import { z } from 'zod';
import { PAGE_LANGUAGES, type PageLanguage } from '../languages';

/**
 * The shape of a lexicon file (src/shared/lexicon/<language>.json), checked where it cannot cost
 * the page anything: the page's build (vite.config.ts) and the tests fail on a missing, unknown or
 * mistyped key. The page reads the files as they are: zod compiles its checks with `new
 * Function`, which the page's policy forbids.
 */

const words = z.array(z.string().min(1));

const unitSchema = z.strictObject({
  /** As written for one and for more than one: "cucharada", "cucharadas". */
  one: z.string().min(1),
  more: z.string().min(1),
  /** parse-ingredient's unit id: "tablespoon", "gram"; an id it does not hold scales but does not convert. */
  unit: z.string().min(1),
});

export const lexiconSchema = z.strictObject({
  $comment: z.string(),
  language: z.enum(PAGE_LANGUAGES),
  /**
   * A model's answer that names its dish in a sentence (recipe/recipe-facts.ts): what offers it
   * ("how about", "try making", "you can make"); the article before it ("a", "the", "some"); the
   * praise before its name, no part of it ("quick", "easy-to-make"); what ends the name ("that",
   * "using", "with your", "for dinner"); the pronouns that are no dish ("you", "something").
   */
  introTitle: z.strictObject({
    offers: words,
    articles: words,
    praise: words,
    ends: words,
    pronouns: words,
  }),
  /**
   * The size a line names of a counted food, which picks its household measure
   * (nutrition/line-grams.ts): extra large, large, medium, small, each in its written forms
   * ("m.-große", "moyennes", "pequeños"); `cutSmall` follows a small size that says how the food
   * is cut, not its size ("klein geschnitten", "kleine Würfel").
   */
  itemSizes: z.strictObject({
    extraLarge: words,
    large: words,
    medium: words,
    small: words,
    cutSmall: words,
  }),
  /**
   * Packs a size written after them is each one's, beside the `containers` ("2 packs (200 g)", "3
   * sticks (113 g)"): nutrition/line-grams.ts.
   */
  packs: words,
  /**
   * A little of a food (nutrition/recipe-nutrition.ts): to taste or a pinch, no amount even with
   * a number ("1 q.b. pimenta", "eine Prise"); a little, with no amount ("a drizzle", "etwas", "un
   * filo"); the units of a little, counted ("2 filets d'huile", "1 Schuss").
   */
  little: z.strictObject({ toTaste: words, some: words, units: words }),
  /** No part of the dish as written: optional, served beside it, a garnish ("for serving", "zum Garnieren"). */
  notInDish: words,
  /** A film of fat on a pan or a food: "spray", "for greasing", "zum Einfetten", "para untar". */
  greasing: words,
  /** A dusting or a coat that sticks: "for dredging", "zum Wenden", "pour fariner", "om te bestuiven". */
  coating: words,
  /**
   * Frying (nutrition/recipe-nutrition.ts): a bath of fat ("for deep frying", "zum Frittieren",
   * "pour la friture"); a bath named only where a bath is told from a pan ("Frittieröl",
   * "frituurolie", "for deep fry"); a pan's fat ("for pan frying", "zum Braten", "om in te bakken").
   */
  frying: z.strictObject({ bath: words, bathOnly: words, pan: words }),
  /**
   * What opens brackets that name no food, besides "or" (nutrition/recipe-nutrition.ts):
   * "(optional)", "(see note)", "(siehe oben)", "(in oil)", "(about 2 cups)".
   */
  notNamed: words,
  /** The language writes foods together as one word ("Fischsauce", "kalfsgehakt"). */
  compounds: z.boolean(),
  /**
   * Letters typed for one the keyboard lacks, as they are typed: German "ae" for "ä" ("gruene
   * Bohnen", "Huettenkaese"). A word nothing knows as written is read with the letter.
   */
  plainSpellings: z.record(z.string().min(2), z.string().min(1)),
  /**
   * What may join the two foods of a compound, in a language that writes them ("Hühn-er-brühe",
   * "Schwein-e-braten", "Rind-s-rouladen", "kipp-en-soep", "varken-s-vlees"); none in the others.
   */
  joints: z.array(z.string().min(1)),
  /** Where a word that says which kind stands beside its food: "Kumato tomatoes", "tomates Kumato". */
  modifiers: z.enum(['before', 'after']),
  or: words,
  and: words,
  with: words,
  of: words,
  /** Articles and prepositions a food's name never starts or ends with ("de" of "pechuga de pollo"). */
  links: words,
  negations: words,
  /**
   * Words that promise a line keeps clear of something: "vegan" (every animal food), "vegetarian"
   * (meat, fish and rennet), "meat-free", "fish-free", "glutenfrei", "dairy-free", "egg-free".
   */
  promises: z.strictObject({
    plant: words,
    vegetarian: words,
    meatFree: words,
    fishFree: words,
    glutenFree: words,
    dairyFree: words,
    eggFree: words,
  }),
  toTaste: words,
  optional: words,
  divided: words,
  /** Words that offer a swap: what follows is another choice, not something added. */
  swap: words,
  /** Where an example starts: "such as", "z. B.". */
  example: words,
  /**
   * Words that suggest a swap or another version of the recipe ("instead of", "leave out", "for a
   * vegan version", "statt", "au lieu de", "en vez de"): a sentence holding one and a promise of a
   * diet serves that diet (wishes/diet-rules.ts). Unlike `swap`, never "or".
   */
  variant: words,
  numberWords: z.record(z.string().min(1), z.number().positive()),
  units: z.array(unitSchema),
  /**
   * Words for a piece or a cut of a food ("fillets", "Zehen", "rondelles"): after a food in one
   * word ("Knoblauchzehen", "Lachsfilets", "uienringen") they name that food.
   */
  pieces: words,
  /** Words that say how much, how it is cut or what it is like, never what the food is. */
  kitchenWords: words,
  /**
   * Colours ("black", "rojos"): beside one plain food they say which kind ("brown rice", "pimientos
   * rojos"), never beside pasta, whose colour is what it is made with (black is squid ink).
   */
  colours: words,
  /**
   * Places of origin ("French", "chinas"): beside one plain food that no dish is named after they
   * say which kind ("Asian sesame oil"); beside a dish's food ("Greek salad", "Spanish rice") they
   * may name the dish (D14).
   */
  origins: words,
  /**
   * Patterns (on folded words) of the forms that say how a food was prepared ("troceada",
   * "gestückelte", "tritate"): a word of this form beside an identified food, not itself a food
   * the table knows, says how it was prepared. French is left out: folded, its participles are
   * other words ("haché" is "hache").
   */
  participles: z.array(z.string().min(1)),
  /** Preparations that add other foods ("breaded", "gefüllt", "rebozado"): never a mere preparation. */
  addsFoods: words,
  /** Words that open what a food is for ("para rallar", "zum Garnieren", "per dolci"): a note. */
  purpose: words,
  /** Labels of a list's line that names no ingredient ("Equipment:", "Utensilios:"). */
  notIngredients: words,
  /**
   * A recipe's section labels (recipe/recipe-labels.ts), each matched at a label's start: the
   * ingredients' ("Zutaten", "What you'll need") and the method's ("Zubereitung", "Modo de
   * preparo"), with the words that may stand before them ("the", "die", "liste des"); `given` after
   * "ingredients" makes them the visitor's ("ingredients you have"): no section; `methodAlone` names
   * the method only as the whole label ("Comment faire"); `notes` names notes, tips, serving and
   * nutrition, read as no part of the recipe, and `notesLast` does so as a label's last word ("Storage
   * tips"); `step` is a step's title before its number ("Schritt 1"); `column` an ingredient
   * table's column ("Ingredient", "Zutat").
   */
  headings: z.strictObject({
    ingredients: words,
    ingredientsBefore: words,
    given: words,
    method: words,
    methodBefore: words,
    methodAlone: words,
    notes: words,
    notesBefore: words,
    notesLast: words,
    step: words,
    column: words,
  }),
  /** Closing words to the visitor that end a recipe: "Enjoy", "Guten Appetit", "Bom apetite". */
  closing: words,
  /** Verbs a step opens with, as the cook is told: "heat", "add", "ajoutez", "misture", "roer". */
  actions: words,
  /** How full a spoon is, said before it: "heaped", "level", "gehäufter", "gestrichen", "afgestreken". */
  heaped: words,
  yield: words,
  /**
   * What says a quantity is for each serving, before a yield word ("pro Person", "par personne",
   * "por persona"): with it, a statement, never a food.
   */
  perServing: words,
  /**
   * What says a food is left out: "without", "sans", "sin" ("cabillaud sans peau", "tomate sem
   * sementes"). What follows names no food of the line.
   */
  without: words,
  /**
   * What says the food before it is left out, where the language writes it after: "chicken-free
   * stock", "Fleisch-frei" (wishes/diet-rules.ts). Empty where the language says it before ("sans").
   */
  freeOf: words,
  /**
   * What opens a note saying when the line's food is left out: "(omit if your flour blend
   * contains it)". The foods it names are a condition, none of the dish.
   */
  omitIf: words,
  /**
   * Yield and time statements' words, read as one list (line/statements.ts): the names of times,
   * their units and a night. `timeUnits`, `timeNames` and `night` tell them apart for the readers
   * that need to know which is which (durations.ts, recipe-facts.ts).
   */
  /** How a line says a food's fat content ("20% Fett", "40 % MG"): a statement, never a food. */
  fatContent: words,
  time: words,
  /**
   * The words around a temperature that tell a food's doneness (its core) from an oven's, an
   * oil's or a fridge's (safety/doneness.ts), each read as the words it folds to ("sous vide" is
   * "sous" and "vide"): said of a food's inside ("internal", "Kerntemperatur", "à cœur"); aimed at
   * ("until", "bis", "jusqu'"); what else is heated (ovens, oil, water baths, syrups, doughs, pans);
   * a setting's word ("at 180 °C", "bei", "sur"); cold, kept or rested; and the scale's words.
   */
  temperature: z.strictObject({
    core: words,
    aim: words,
    medium: words,
    setting: words,
    cold: words,
    degrees: words,
    /** The scales named after degrees ("Grad Celsius", "grados centígrados", "degrees F"). */
    scales: words,
  }),
  /** "For" before a count of people or a group's name: "for 4", "Für den Teig", "Pour la sauce". */
  for: words,
  /** The "to" of a range ("10 to 15 minutes", "10 bis 15", "de 10 a 15", "10 tot 15"); "or" is `or`. */
  to: words,
  /** Words that hedge an amount or a time: "about", "at least", "up to", "etwa", "environ", "cerca de". */
  about: words,
  /**
   * "A" and the words like it that count one only before a unit or a time ("a minute", "eine
   * Prise", "une pincée", "un'ora", "another minute"): alone they are no amount.
   */
  articles: words,
  /** Half, in the forms it takes ("half", "halbe", "demie", "media", "mezz'", "meia", "halve"). */
  half: words,
  /** A half after a time's unit: "1 hour and a half", "una hora y media", "een uur en een half". */
  andAHalf: words,
  /** The definite article in its forms: "the", "der", "le", "el", "il", "o", "het". */
  the: words,
  /** A fruit's juice, named before the fruit: "juice of 1 lemon", "Saft einer Zitrone", "jugo de". */
  juice: words,
  /** "More" between a count and its unit: "5 more minutes", "5 weitere Minuten". */
  more: words,
  /** A time's units as written after a number, by the unit: "Std", "heures", "seg", "kwartier". */
  timeUnits: z.strictObject({ hours: words, minutes: words, seconds: words, quarterHours: words }),
  /**
   * Names of a recipe's times that need nothing after them ("Prep time 10 min", "Gesamtzeit 55
   * Minuten", "Klaar in 30 minuten"), by the time they name; `other` names a time that is none of
   * the three ("Ruhezeit", "temps de repos"). Read by recipe/recipe-facts.ts.
   */
  timeNames: z.strictObject({ prep: words, cook: words, total: words, other: words }),
  /**
   * Names of a recipe's times that need a colon after them ("Cook: 20 min", "Cuisson : 20 min",
   * "Tiempo: 30 minutos"), by the time they name; `other` a time none of the three ("Active:").
   * Read by recipe/recipe-facts.ts.
   */
  timeLabels: z.strictObject({ prep: words, cook: words, total: words, other: words }),
  /** Labels the dish's name follows: "Recipe:", "Rezept:", "Nom de la recette :", "Receita:". */
  titleNames: words,
  /**
   * A model's answer around a recipe (recipe/recipe-facts.ts): its opening words to the visitor
   * ("Sure!", "Here's", "Klar", "Voici"), whole lines that name no dish ("The recipe", "My
   * suggestion"), and the visitor's request repeated ("your ingredients", "du hast"): no title.
   */
  answer: z.strictObject({ opening: words, notTitles: words, request: words }),
  /**
   * A servings statement's words (recipe/recipe-facts.ts): what opens one at a line's start
   * ("Serves", "Portionen", "Rende"); in a sentence, what says who it feeds with or without a noun
   * after the count ("serves 4") and what needs one ("makes 4 servings", "ergibt 4 Portionen");
   * the nouns: people ("Personen"), portions ("porciones") and pieces made ("Stücke", "pezzi").
   */
  servings: z.strictObject({
    opens: words,
    feeds: words,
    makes: words,
    people: words,
    portions: words,
    pieces: words,
  }),
  /** A night's rest, read as 8 hours: "overnight", "über Nacht", "toda la noche", "een nacht". */
  night: words,
  /**
   * An interval, no timer: before its time ("every 30 seconds", "alle 5 Minuten", "toutes les"),
   * after it ("at 30-second intervals", "30 seconds at a time").
   */
  interval: z.strictObject({ before: words, after: words }),
  /** What offers a second time as the better choice: "at least 4 hours, preferably overnight". */
  preferably: words,
  /** Words that go on to what comes next ("then", "until", "dann", "puis"): no alternative. */
  sequence: words,
  /**
   * Words that tell a recipe's language from the others' (recipe/recipe-language.ts): its most
   * frequent small words and kitchen words, few of them written by another of the seven.
   */
  markers: words,
  /**
   * English units, containers and measures a name shown by the checks never starts with ("cup
   * flour" is flour; wishes/check-wishes.ts). The other languages' units are their `units`.
   */
  measures: words,
  /** Sizes, no food of their own: "large", "kleine", "petites", "mediana", "grote". */
  sizes: words,
  /** Said of a food bought or made cooked: "cooked", "gekocht", "cuites", "cocidos", "gekookt". */
  cooked: words,
  smoked: words,
  leftovers: words,
  /** Warming what was cooked before: "reheat", "aufwärmen", "réchauffer", "opwarmen". */
  reheat: words,
  /** A food from a can or a jar, cooked when bought: "canned", "Dose", "boîte", "lata", "blik". */
  canned: words,
  drained: words,
  dried: words,
  /** Fresh, in its forms: "fresh", "frische", "fraîches", "frescas", "freschi", "verse". */
  fresh: words,
  soak: words,
  /** A hard boil: "boil", "aufkochen", "ébullition", "hervir", "bollire", "ferver", "koken". */
  boil: words,
  slowCooker: words,
  /** What opens a note, not an ingredient: "Note:", "Tipp:", "Astuce :", "Nota:", "Dica:". */
  notes: words,
  /** How a food is cut, said before the part counted: "1 onion sliced into rings". */
  cut: words,
  /**
   * What is taken off a food or left on it (nutrition/bone.ts, nutrition/line-food.ts): without
   * its bone ("boneless", "ohne Knochen", "désossé", "sin hueso"), with it ("bone-in", "mit
   * Knochen", "con osso"), without its skin ("skinless", "ohne Haut", "sans peau"), with it
   * ("skin-on", "mit Haut", "con piel"), and out of its shell ("shucked", "sgusciate", "sem casca").
   */
  trimmed: z.strictObject({
    boneless: words,
    boneIn: words,
    skinless: words,
    skinOn: words,
    shelled: words,
  }),
  /** "In" before what a food is packed in: "sardines in olive oil", "atún en aceite", "atum em". */
  in: words,
  /**
   * What says a food is cooked as its package says ("according to the package", "as directed",
   * "nach Packung", "selon", "según", "volgens"): the amount is of the food as bought.
   */
  asDirected: words,
  /** A fruit's juice pressed out, said after it: "1 lime, juiced", "ausgepresst", "exprimido". */
  juiced: words,
  /** A citrus fruit's zest: "zest", "Abrieb", "geriebene Schale", "zeste", "ralladura", "scorza". */
  zest: words,
  /** Plus between two amounts of one food: "1 cup plus 2 tbsp", "más", "più", "mais". */
  plus: words,
  /** Each, after an amount that is each item's: "(400 g each)", "je", "chacun", "cada", "per stuk". */
  each: words,
  /**
   * What a food is bought in, by what it holds (nutrition/recipe-nutrition.ts): a can ("can",
   * "Dose", "boîte", "lata", "blik"); a big pack, a jar or a tub ("jar", "Glas", "bocal", "frasco");
   * a small packet ("packet", "Päckchen", "sobre", "bustina"); a packet or a pack, the word says
   * not which ("Pck.", "sachet", "zakje"); a retail pack ("package", "paquete", "brique", "pak").
   */
  /** A batch of a recipe, counted: "1 recipe Vegan Aioli", "1 Rezept Mürbeteig", "1 recette". */
  batch: words,
  /** A weight said to be drained already: "drained weight", "Abtropfgewicht", "poids égoutté". */
  drainedWeight: words,
  /** A handful, counted: "a handful", "eine Handvoll", "une poignée", "un puñado", "een handje". */
  handful: words,
  containers: z.strictObject({
    can: words,
    big: words,
    small: words,
    either: words,
    retail: words,
  }),
});

export type Lexicon = z.infer<typeof lexiconSchema>;
export type LexiconUnit = z.infer<typeof unitSchema>;

/** Each lexicon checked against the schema and its file name; the first fault throws. */
export function checkLexicons(files: Readonly<Record<PageLanguage, unknown>>): void {
  for (const language of PAGE_LANGUAGES) {
    const parsed = lexiconSchema.safeParse(files[language]);
    if (!parsed.success)
      throw new Error(`src/shared/lexicon/${language}.json: ${z.prettifyError(parsed.error)}`);
    if (parsed.data.language !== language)
      throw new Error(`src/shared/lexicon/${language}.json says it is "${parsed.data.language}"`);
  }
}
