import { z } from 'zod';
import { byLanguage } from '../../food/knowledge/schema-parts';
import { MINIMUMS, type SafetyKind } from '../minimums';

/**
 * The shape of knowledge/foods.json, checked where it cannot cost the page anything: the tests
 * (foods.test.ts) fail on a missing, unknown or mistyped key. The page reads the file as it is
 * (../foods.ts): zod compiles its checks with `new Function`, which the page's policy forbids (as
 * for the lexicons, lexicon/lexicon-schema.ts).
 */

/** Folded as the food data writes names ("Hähnchen" is "hahnchen"), words apart by one space. */
const word = z.string().regex(/^[a-z]+(?: [a-z]+)*$/);

const wordsByLanguage = byLanguage(word);

/** A kind of food with a minimum (minimums.ts). */
const kind = z.enum(Object.keys(MINIMUMS) as [SafetyKind, ...SafetyKind[]]);

/** A group of words with the reason it is one. */
const group = z.strictObject({ reason: z.string().min(1), words: wordsByLanguage });
/** Words by the kind of food they name, with the reason for the grouping. */
const byKind = z.strictObject({
  reason: z.string().min(1),
  kinds: z.array(z.strictObject({ kind, words: wordsByLanguage })).min(1),
});

export const safetyFoodsSchema = z.strictObject({
  $comment: z.string(),
  /** Whole words and phrases. */
  phrases: byKind,
  /** The starts of compounds. */
  stems: byKind,
  /** Words beside a food's name that make it no meat to cook. */
  notTheMeat: group,
  /** The ends of compounds that make them no meat to cook. */
  stockEndings: group,
  /** Links between such a word and the food after it. */
  links: group,
});

export type SafetyFoodsFile = z.infer<typeof safetyFoodsSchema>;
export type WordsByLanguage = z.infer<typeof wordsByLanguage>;

/** The file checked against the schema; a fault throws, naming the file. */
export function checkSafetyFoods(file: unknown): void {
  const parsed = safetyFoodsSchema.safeParse(file);
  if (!parsed.success)
    throw new Error(`src/shared/safety/knowledge/foods.json: ${z.prettifyError(parsed.error)}`);
}
