import { z } from 'zod';
import { preferencesSchema } from './preferences';
import { answerLanguageSchema, recipeRequestSchema } from './recipe-request';
import { IDEAS_LIMITS, shownTitlesSchema } from './cook-idea';

export { IDEAS_LIMITS };

/** The one schema for `POST /api/ideas`: the list and preferences of a recipe request. */
export const ideasRequestSchema = z
  .object({
    ingredients: recipeRequestSchema.shape.ingredients,
    preferences: preferencesSchema.optional(),
    shown: shownTitlesSchema.optional(),
    language: answerLanguageSchema.optional(),
  })
  .strict();

export type IdeasRequest = z.infer<typeof ideasRequestSchema>;

export type { Idea } from './ideas-event';

/**
 * The JSON the model is held to (the embedded model) or asked for (`response_format`). Its shape is
 * fixed, so the embedded model writes only the strings (src/server/local/json-template.ts), and
 * their lengths keep three ideas short even from a model that rambles (a server that refuses the
 * length keywords is asked again with `json_object`). The ingredients are one comma-separated
 * string: a list of strings would cost the model a token or more of quotes per name.
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
          title: { type: 'string', minLength: 1, maxLength: 40 },
          line: { type: 'string', minLength: 1, maxLength: 56 },
          ingredients: { type: 'string', minLength: 1, maxLength: 56 },
        },
        required: ['title', 'line', 'ingredients'],
        additionalProperties: false,
      },
    },
  },
  required: ['ideas'],
  additionalProperties: false,
} as const;
