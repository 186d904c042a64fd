import { z } from 'zod';
import { PAGE_LANGUAGES, type PageLanguage } from '../../languages';

/**
 * The shape of knowledge/food-kinds.json, checked where it cannot cost the page anything: the
 * tests (food-kinds.test.ts) fail on a missing, unknown or mistyped key. The page reads the file as
 * it is (food-kinds.ts): zod compiles its checks with `new Function`, which the page's policy
 * forbids (as for the lexicons, lexicon/lexicon-schema.ts).
 */

/** An Open Food Facts canonical id: "en:soy milk". */
export const foodId = z.string().regex(/^[a-z]{2}:[a-z0-9](?:[a-z0-9 ,'&-]*[a-z0-9])?$/);
const ids = z.array(foodId).min(1);

/** As foodWords folds a line: lower case, without accents, words apart by a space. */
const words = z.array(z.string().regex(/^[a-z]+(?: [a-z]+)*$/)).min(1);

/** Words by the page's languages, at least one; an unknown language code fails. */
export const wordsByLanguage = z
  .strictObject(
    Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, words.optional()])) as Record<
      PageLanguage,
      z.ZodOptional<typeof words>
    >,
  )
  .refine((byLanguage) => Object.keys(byLanguage).length > 0, 'words in no language');

export const reason = z.string().min(20);

const idGroup = z.strictObject({ reason, ids });
const wordGroup = z.strictObject({ reason, words: wordsByLanguage });
const nameGroup = z.strictObject({ reason, names: wordsByLanguage });

export const foodKindsSchema = z.strictObject({
  $comment: z.string(),
  /** Roots of plain foods, whose allergens the taxonomy gives (FoodTable.isPlain). */
  plainRoots: idGroup,
  /** Plain by decision, though filed as made of several things. */
  decidedPlain: idGroup,
  /** Mixes filed under a plain root: never plain, their diet says nothing (FoodTable.isMix). */
  mixes: z.array(idGroup).min(1),
  /** Plants made into a milk, butter, cream, flour or oil. */
  formSources: idGroup,
  /** The words of each form a plant is made into. */
  forms: z.strictObject({
    reason,
    forms: z
      .array(
        z.strictObject({
          form: z.enum({ milk: 'milk', butter: 'butter', cream: 'cream', yogurt: 'yogurt' }),
          words: wordsByLanguage,
        }),
      )
      .min(1),
  }),
  /** "Pasta" and "polpa" of a food: made of that food. */
  pastes: wordGroup,
  /** Pasta made with egg as a rule. */
  eggPasta: nameGroup,
  /** Words that name pasta itself. */
  pastaNames: nameGroup,
  /** Heads the choices before an "or" share (line/line-parts.ts). */
  sharedHeads: wordGroup,
  /** Words that have the form of another language's plural and are none. */
  notPlurals: wordGroup,
  /** Words that say how a food is prepared and also name a food. */
  preparedOrFood: wordGroup,
});

export type FoodKindsFile = z.infer<typeof foodKindsSchema>;
export type WordsByLanguage = z.infer<typeof wordsByLanguage>;

/** The file checked against the schema; a fault throws, naming the file. */
export function checkFoodKinds(file: unknown): void {
  const parsed = foodKindsSchema.safeParse(file);
  if (!parsed.success)
    throw new Error(`src/shared/food/knowledge/food-kinds.json: ${z.prettifyError(parsed.error)}`);
}
