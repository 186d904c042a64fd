import { z } from 'zod';
import { LIMITS } from './limits';
import { cookIdeaSchema } from './cook-idea';
import { preferencesSchema } from './preferences';
import { PAGE_LANGUAGES } from './languages';

/** The page's language, in which the model is asked to write (decisions D15); absent means English. */
export const answerLanguageSchema = z.enum(PAGE_LANGUAGES, {
  message: `The language must be one of ${PAGE_LANGUAGES.join(', ')}.`,
});

const recipeText = z
  .string()
  .refine((text) => new TextEncoder().encode(text).length <= LIMITS.maxRecipeBytes, {
    message: 'This recipe is too long to change. Please ask for a new recipe instead.',
  })
  .refine((text) => text.trim().length > 0, { message: 'There is no recipe to change yet.' });

const changeText = z
  .string()
  .max(LIMITS.maxChangeLength, {
    message: `A change can be at most ${LIMITS.maxChangeLength} characters.`,
  })
  .refine((text) => text.trim().length > 0, { message: 'Write what you would like to change.' });

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
    // A change to the shown recipe: the recipe as shown and the visitor's one line, both or neither.
    recipe: recipeText.optional(),
    change: changeText.optional(),
    // The conversation before the shown recipe, oldest first: each recipe shown and the change asked.
    earlierChanges: z
      .array(z.object({ recipe: recipeText, change: changeText }).strict())
      .max(LIMITS.maxEarlierChanges, {
        message: `A recipe can be changed ${LIMITS.maxEarlierChanges + 1} times in a row. Please ask for a new recipe instead.`,
      })
      .optional(),
    preferences: preferencesSchema.optional(),
    // `Cook this`: the dish picked from an ideas answer (src/shared/cook-idea.ts).
    idea: cookIdeaSchema.optional(),
    language: answerLanguageSchema.optional(),
  })
  .strict()
  .refine((body) => (body.recipe === undefined) === (body.change === undefined), {
    message: 'A change needs both the recipe and what to change. Please reload the page.',
  })
  .refine((body) => body.earlierChanges === undefined || body.recipe !== undefined, {
    message: 'Earlier changes come with the recipe to change. Please reload the page.',
  })
  .refine((body) => body.idea === undefined || body.change === undefined, {
    message:
      'A dish from the ideas cannot be changed before it is written. Please reload the page.',
  });

export type RecipeRequest = z.infer<typeof recipeRequestSchema>;

/** One earlier step of a change's conversation: the recipe then shown and the change asked of it. */
export type EarlierChange = NonNullable<RecipeRequest['earlierChanges']>[number];
