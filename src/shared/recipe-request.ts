import { z } from 'zod';
import { LIMITS } from './limits';
import { preferencesSchema } from './preferences';

/** The one schema for `POST /api/recipe`; the page builds its body from the same type. */
export const recipeRequestSchema = z
  .object({
    ingredients: z
      .array(
        z
          .string()
          .max(LIMITS.maxIngredientLength, {
            message: `Each ingredient can be at most ${LIMITS.maxIngredientLength} characters.`,
          })
          .refine((s) => s.trim().length > 0, { message: 'Ingredients cannot be blank.' }),
      )
      .min(1, { message: 'Add at least one ingredient.' })
      .max(LIMITS.maxIngredients, {
        message: `A list can hold at most ${LIMITS.maxIngredients} ingredients.`,
      }),
    /** Optional wishes (servings, time, diet, avoid, cuisine, only what I have). */
    preferences: preferencesSchema.optional(),
  })
  .strict();

export type RecipeRequest = z.infer<typeof recipeRequestSchema>;
