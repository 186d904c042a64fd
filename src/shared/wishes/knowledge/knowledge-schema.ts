import { z } from 'zod';
import { byLanguage, dietKind } from '../../food/knowledge/schema-parts';
import { DIETS } from '../../preference-options';

/**
 * The shapes of the wishes' knowledge files (diets.json, decided-foods.json, avoid-terms.json,
 * running-text.json), checked where they cannot cost the page anything: the tests
 * (knowledge.test.ts) fail on a missing, unknown or mistyped key. The page reads the files as they
 * are (wish-knowledge.ts): zod compiles its checks with `new Function`, which the page's policy
 * forbids (as for the lexicons, lexicon/lexicon-schema.ts).
 */

const reason = z.string().min(1);

/** As the reader compares words: lower case, without accents, apart by a space or a hyphen. */
const folded = z.string().regex(/^[a-z]+(?:[ -][a-z]+)*$/);

/** One word, as the reader compares it in every form ("kuchen", "hacke"). */
const word = z.string().regex(/^[a-z]+$/);

/** Names as a cook writes them in English ("crème fraîche" is "creme fraiche"; plurals are read). */
const englishNames = z.array(z.string().regex(/^[a-z]+(?:[ '-][a-z]+)*$/)).min(1);

const kind = dietKind;
const kinds = z.array(kind).min(1);

/** A food table id ("en:soy sauce"): a food is of it when it is the id or a kind of it. */
const foodId = z.string().regex(/^en:[a-z]+(?: [a-z]+)*$/);
const ids = z.array(foodId).min(1);
const idGroups = z.array(z.strictObject({ ids, reason })).min(1);

export const dietsSchema = z.strictObject({
  $comment: z.string(),
  /** Each diet the page offers, what it leaves out, and by whose definition. */
  diets: z.strictObject(
    Object.fromEntries(
      DIETS.map((diet) => [diet, z.strictObject({ excludes: kinds, reason })]),
    ) as Record<
      (typeof DIETS)[number],
      z.ZodObject<{ excludes: typeof kinds; reason: typeof reason }>
    >,
  ),
  /** What each kind of promise lifts; its words are each lexicon's `promises`. */
  promises: z.strictObject({
    plant: z.strictObject({ lifts: kinds, reason }),
    vegetarian: z.strictObject({ lifts: kinds, reason }),
    meatFree: z.strictObject({ lifts: kinds, reason }),
    fishFree: z.strictObject({ lifts: kinds, reason }),
    glutenFree: z.strictObject({ lifts: kinds, reason }),
    dairyFree: z.strictObject({ lifts: kinds, reason }),
    eggFree: z.strictObject({ lifts: kinds, reason }),
  }),
  /** Where a decision wins over the food data, by what it decides. */
  dataDecisions: z.strictObject({
    /** Plant foods the data leaves unsaid. */
    plant: idGroups,
    /** Foods that hold no meat or fish as a rule: they keep a vegetarian diet, the vegan one unsaid. */
    meatless: idGroups,
    /** Cheeses made with animal rennet, and what is made of them. */
    rennet: idGroups,
    /** Foods holding gluten the data gives none. */
    gluten: idGroups,
    /** Foods of a gluten-free plant: they keep a gluten-free diet whatever else is said. */
    glutenFree: idGroups,
    /** Animals of the sea. */
    sea: idGroups,
  }),
});

export const decidedFoodsSchema = z.strictObject({
  $comment: z.string(),
  foods: z.array(z.strictObject({ kinds, names: englishNames, reason })).min(1),
  composites: z.array(z.strictObject({ names: englishNames, mayHold: kinds, reason })).min(1),
  harmless: z.array(z.strictObject({ names: englishNames, reason })).min(1),
  meatlessStocks: z.strictObject({ names: englishNames, reason }),
});

export const avoidTermsSchema = z.strictObject({
  $comment: z.string(),
  classes: z
    .array(
      z.strictObject({
        /** An allergen class of the food table (allergens.txt): "en:nuts". */
        class: foodId,
        names: byLanguage(folded),
        reason,
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((c) => c.class)).size === list.length, 'a class twice'),
  sulphited: z.strictObject({ ids, reason }),
  meatCovers: z.strictObject({ ids, reason }),
});

export const runningTextSchema = z.strictObject({
  $comment: z.string(),
  dishes: z.strictObject({ names: byLanguage(word), reason }),
  dough: z.strictObject({ names: byLanguage(word), reason }),
  stepWords: z.array(z.strictObject({ names: byLanguage(word), reason })).min(1),
  flour: z.strictObject({ names: byLanguage(word), reason }),
  /** Parts of words, found anywhere in a list's line, in any case. */
  flourLike: z.strictObject({ stems: z.array(word).min(1), reason }),
});

export type DietsFile = z.infer<typeof dietsSchema>;
export type DecidedFoodsFile = z.infer<typeof decidedFoodsSchema>;
export type AvoidTermsFile = z.infer<typeof avoidTermsSchema>;
export type RunningTextFile = z.infer<typeof runningTextSchema>;

/** The files checked against their schemas; the first fault throws, naming the file. */
export function checkWishKnowledge(files: {
  diets: unknown;
  decidedFoods: unknown;
  avoidTerms: unknown;
  runningText: unknown;
}): void {
  const checks = [
    ['diets.json', dietsSchema, files.diets],
    ['decided-foods.json', decidedFoodsSchema, files.decidedFoods],
    ['avoid-terms.json', avoidTermsSchema, files.avoidTerms],
    ['running-text.json', runningTextSchema, files.runningText],
  ] as const;
  for (const [name, schema, file] of checks) {
    const parsed = schema.safeParse(file);
    if (!parsed.success)
      throw new Error(`src/shared/wishes/knowledge/${name}: ${z.prettifyError(parsed.error)}`);
  }
}
