import { z } from 'zod';
import { PAGE_LANGUAGES, type PageLanguage } from '../languages';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import pt from './pt.json';

/**
 * One lexicon per language: the small words every reader of a recipe reads by ("or", units and
 * their spellings, kitchen words, yield and time words...), kept as data, one JSON file a
 * language. A reader takes its words from here and keeps no list of its own
 * (`lexicon-owners.test.ts` fails for one that does). A missing key fails the typecheck, and a
 * missing or unknown key fails the load: the build (vite.config.ts), the server's start and the
 * tests all load them.
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

const FILES: Record<PageLanguage, unknown> = { en, de, fr, es, it, pt, nl };

function load(language: PageLanguage): Lexicon {
  const parsed = lexiconSchema.safeParse(FILES[language]);
  if (!parsed.success)
    throw new Error(`src/shared/lexicon/${language}.json: ${z.prettifyError(parsed.error)}`);
  if (parsed.data.language !== language)
    throw new Error(`src/shared/lexicon/${language}.json says it is "${parsed.data.language}"`);
  return parsed.data;
}

export const LEXICONS: Readonly<Record<PageLanguage, Lexicon>> = Object.fromEntries(
  PAGE_LANGUAGES.map((language) => [language, load(language)]),
) as Record<PageLanguage, Lexicon>;

export const LEXICON_LIST: readonly Lexicon[] = PAGE_LANGUAGES.map((l) => LEXICONS[l]);

/**
 * A regular expression's alternation of some words of every lexicon, longest first: a dot may be
 * left out and spaces may be none ("e.g." is also "eg", "z. B." also "z.B.").
 */
export function wordsPattern(list: readonly string[]): string {
  return [...new Set(list.map((w) => w.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      w
        .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
        .replace(/\\\./g, '\\.?')
        .replace(/\s+/g, '\\s?'),
    )
    .join('|');
}

/** One key of every lexicon, each language's words after the other's. */
export function allWords(
  key: { [K in keyof Lexicon]: Lexicon[K] extends string[] ? K : never }[keyof Lexicon],
): string[] {
  return LEXICON_LIST.flatMap((lexicon) => lexicon[key]);
}

/**
 * "Or" in a language. Where the language is not known, only the words no language writes
 * otherwise: Dutch "of" is English "of", Spanish and Italian "o" a Portuguese article.
 */
export function orWords(language?: PageLanguage | null): readonly string[] {
  if (language) return LEXICONS[language].or;
  const otherwise = new Set(LEXICON_LIST.flatMap((l) => [...l.of, ...l.links]));
  return [...new Set(allWords('or'))].filter((w) => w.length > 1 && !otherwise.has(w));
}
