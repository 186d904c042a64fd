import { z } from 'zod';
import { byLanguage, dietKind } from './schema-parts';

/**
 * The shape of knowledge/bought-products.json, checked where it cannot cost the page anything: the
 * tests (bought-products.test.ts) fail on a missing, unknown or mistyped key. The page reads the
 * file as it is (../bought-products.ts): zod compiles its checks with `new Function`, which the
 * page's policy forbids (as for the lexicons, lexicon/lexicon-schema.ts).
 */

/** As the reader compares names: lower case, without accents, words apart by a space or a hyphen. */
const name = z.string().regex(/^[a-z]+(?:[ -][a-z]+)*$/);

const namesByLanguage = byLanguage(name);
const kind = dietKind;

const productSchema = z.strictObject({
  /** The name shown for a label check. */
  label: z.string().min(1),
  names: namesByLanguage,
  /** What its usual recipe holds of what the diets leave out. */
  holds: z.array(kind),
  /** A single food or chemical with nothing to check on a label (baking soda, mustard seeds). */
  plain: z.literal(true).optional(),
  /** What some common brands hold and others not: a diet leaving it out stays Unknown. */
  varies: z.array(kind).min(1).optional(),
  /** The usual recipe, and where it comes from. */
  reason: z.string().min(1),
});

export const boughtProductsSchema = z.strictObject({
  $comment: z.string(),
  products: z.array(productSchema).min(1),
});

export type BoughtProductsFile = z.infer<typeof boughtProductsSchema>;

/** The file checked against the schema; a fault throws, naming the file. */
export function checkBoughtProducts(file: unknown): void {
  const parsed = boughtProductsSchema.safeParse(file);
  if (!parsed.success)
    throw new Error(
      `src/shared/food/knowledge/bought-products.json: ${z.prettifyError(parsed.error)}`,
    );
}
