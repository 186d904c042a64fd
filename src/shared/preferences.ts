import { z } from 'zod';
import {
  DIETS,
  PREFERENCE_LIMITS as L,
  PREFERENCE_MESSAGES as M,
  READY_IN_MINUTES,
  type Diet,
  type ReadyInMinutes,
} from './preference-options';

export * from './preference-options';

const notBlank = (s: string) => s.trim().length > 0;

/**
 * Kept only in the page's state; the server words each (src/server/preference-sentences.ts).
 * Custom checks rather than enums, so a bad value gets its own plain message, not zod's default.
 */
export const preferencesSchema = z
  .object({
    servings: z
      .number()
      .min(L.minServings, { message: M.servings })
      .max(L.maxServings, { message: M.servings })
      .refine(Number.isInteger, { message: M.servings })
      .optional(),
    readyInMinutes: z
      .custom<ReadyInMinutes>((v) => (READY_IN_MINUTES as readonly unknown[]).includes(v), {
        message: M.readyIn,
      })
      .optional(),
    diet: z
      .custom<Diet>((v) => (DIETS as readonly unknown[]).includes(v), { message: M.diet })
      .optional(),
    avoid: z
      .array(
        z
          .string()
          .max(L.maxAvoidLength, { message: M.avoidLength })
          .refine(notBlank, { message: M.avoidBlank }),
      )
      .max(L.maxAvoidItems, { message: M.avoidCount })
      .optional(),
    cuisine: z
      .string()
      .max(L.maxCuisineLength, { message: M.cuisineLength })
      .refine(notBlank, { message: M.cuisineBlank })
      .optional(),
    onlyWhatIHave: z.boolean().optional(),
  })
  .strict();

export type Preferences = z.infer<typeof preferencesSchema>;
