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

/**
 * The JSON the model is held to (its grammar) or asked for (`response_format`). Its lengths keep
 * three ideas within the token cap, so a model that rambles inside a string still ends each idea
 * (a server that refuses the length keywords is asked again with `json_object`).
 */
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
          title: { type: 'string', maxLength: 48 },
          line: { type: 'string', maxLength: 96 },
          ingredients: {
            type: 'array',
            maxItems: 6,
            items: { type: 'string', maxLength: 24 },
          },
        },
        required: ['title', 'line', 'ingredients'],
        additionalProperties: false,
      },
    },
  },
  required: ['ideas'],
  additionalProperties: false,
} as const;
