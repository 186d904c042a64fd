// The events of `POST /api/ideas`, checked by the page as the recipe's are; `zod/mini` keeps it light.
import * as z from 'zod/mini';
import { apiErrorSchema } from './stream-event';

const ideaSchema = z.object({
  title: z.string(),
  line: z.string(),
  ingredients: z.array(z.string()),
});

/**
 * `idea`: the next dish, as soon as the answer holds it whole; `done`: the answer as the model wrote
 * it (sent back with `Cook this`, so the model continues its own words); `error` as a recipe's.
 */
export const ideasEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('idea'), data: ideaSchema }),
  z.object({
    event: z.literal('error'),
    data: apiErrorSchema,
  }),
  z.object({
    event: z.literal('done'),
    data: z.object({ answer: z.string(), finishReason: z.enum(['stop', 'length']) }),
  }),
]);

export type IdeasEvent = z.infer<typeof ideasEventSchema>;
export type Idea = z.infer<typeof ideaSchema>;
