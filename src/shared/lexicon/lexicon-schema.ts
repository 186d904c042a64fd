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
  /** The language writes foods together as one word ("Fischsauce", "kalfsgehakt"). */
  compounds: z.boolean(),
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
  headings: z.strictObject({ ingredients: words, method: words }),
  yield: words,
  time: words,
  temperature: words,
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
