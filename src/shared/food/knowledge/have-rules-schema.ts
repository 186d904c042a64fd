import { z } from 'zod';
import { foodId, reason, wordsByLanguage } from './food-kinds-schema';

/**
 * The shape of knowledge/have-rules.json, checked where it cannot cost the page anything: the
 * tests (have-rules.test.ts) fail on a missing, unknown or mistyped key. The page reads the file
 * as it is (../have-rules.ts): zod compiles its checks with `new Function`, which the page's
 * policy forbids (as for the lexicons, lexicon/lexicon-schema.ts).
 */

const ids = z.array(foodId);

export const haveRulesSchema = z.strictObject({
  $comment: z.string(),
  /** Last words of an id that name a product made from its parent ("purée", as ids write it). */
  productWords: z.strictObject({
    reason,
    words: z.array(z.string().regex(/^\p{Ll}+$/u)).min(1),
  }),
  /** Parents replaced, by group. */
  kindParents: z.array(z.strictObject({ reason, kinds: ids.min(1), parents: ids.min(1) })).min(1),
  /** Two entries for one food. */
  sameEntries: z.array(z.strictObject({ reason, entry: foodId, is: foodId })),
  /** Names the table lacks or reads otherwise, by the foods they name. */
  extraNames: z.array(z.strictObject({ reason, foods: ids.min(1), names: wordsByLanguage })).min(1),
  /** Kinds the table does not name, by what they are a kind of. */
  extraKinds: z
    .array(
      z.strictObject({
        reason,
        of: foodId,
        kinds: z
          .array(z.strictObject({ kind: z.string().regex(/^[a-z]+$/), names: wordsByLanguage }))
          .min(1),
      }),
    )
    .min(1),
  /** The cuts of an animal and the words that name each. */
  cuts: z.strictObject({
    reason,
    cuts: z
      .array(z.strictObject({ cut: z.string().regex(/^[a-z]+$/), words: wordsByLanguage }))
      .min(1),
  }),
  /**
   * General words that name more than one kind a cook may mean, with the kinds that are sure
   * (`sure`: the kinds and theirs; `itself`: that food alone, not its kinds).
   */
  ambiguousKinds: z
    .array(z.strictObject({ reason, general: foodId, sure: ids, itself: ids.min(1).optional() }))
    .min(1),
  /** A general word against kinds the data files elsewhere: maybe, never had. */
  maybeUnder: z
    .array(z.strictObject({ reason, general: foodId, under: ids.min(1), words: wordsByLanguage }))
    .min(1),
});

export type HaveRulesFile = z.infer<typeof haveRulesSchema>;

/** The file checked against the schema; a fault throws, naming the file. */
export function checkHaveRules(file: unknown): void {
  const parsed = haveRulesSchema.safeParse(file);
  if (!parsed.success)
    throw new Error(`src/shared/food/knowledge/have-rules.json: ${z.prettifyError(parsed.error)}`);
}
