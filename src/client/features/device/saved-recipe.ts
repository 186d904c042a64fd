import { z } from 'zod';
import { preferencesSchema } from '../../../shared/preferences';
import { LIMITS } from '../../../shared/limits';

/** Bumped when the stored shape changes; `migrateSavedRecipe` brings older entries up to it. */
export const SAVED_RECIPE_VERSION = 1;

export const savedRecipeSchema = z.object({
  version: z.literal(SAVED_RECIPE_VERSION),
  id: z.string().min(1).max(100),
  savedAt: z.iso.datetime(),
  title: z.string().max(300),
  /** The recipe as written, in markdown: every view reads it again when it is opened. */
  text: z.string().min(1).max(200_000),
  /** What it was asked with: the list and the preferences. */
  ingredients: z.array(z.string().max(LIMITS.maxIngredientLength)).max(LIMITS.maxIngredients),
  preferences: preferencesSchema.optional(),
});

export type SavedRecipe = z.infer<typeof savedRecipeSchema>;

/** One place for every older shape; version 1 is the first, so today it only checks. */
export function migrateSavedRecipe(stored: unknown): SavedRecipe | null {
  return savedRecipeSchema.safeParse(stored).data ?? null;
}

export const newRecipeId = () => `${Date.now().toString(36)}-${crypto.randomUUID()}`;
