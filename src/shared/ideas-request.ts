import { z } from 'zod';
import { preferencesSchema } from './preferences';
import { recipeRequestSchema } from './recipe-request';
import { IDEAS_LIMITS, shownTitlesSchema } from './cook-idea';

export { IDEAS_LIMITS };

/** The one schema for `POST /api/ideas`: the list and preferences of a recipe request. */
export const ideasRequestSchema = z
  .object({
    ingredients: recipeRequestSchema.shape.ingredients,
    preferences: preferencesSchema.optional(),
    shown: shownTitlesSchema.optional(),
  })
  .strict();

export type IdeasRequest = z.infer<typeof ideasRequestSchema>;

export type { Idea } from './ideas-event';

/** The JSON the model is held to (its grammar) or asked for (`response_format`). */
export const IDEAS_JSON_SCHEMA = {
  type: 'object',
  properties: {
    ideas: {
      type: 'array',
      minItems: IDEAS_LIMITS.count,
      maxItems: IDEAS_LIMITS.count,
      items: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          line: { type: 'string' },
          ingredients: { type: 'array', items: { type: 'string' } },
        },
        required: ['title', 'line', 'ingredients'],
        additionalProperties: false,
      },
    },
  },
  required: ['ideas'],
  additionalProperties: false,
} as const;
