/**
 * The recipe stream's events (`POST /api/recipe` answers Server-Sent Events, see api.ts), as one
 * schema: the server writes these, and the page checks every event it reads against it. zod's small
 * build (`zod/mini`) keeps this out of the page's weight.
 */
import * as z from 'zod/mini';

const apiErrorSchema = z.object({
  // A string, not the list of today's codes: a newer server may send one this page doesn't know.
  code: z.string(),
  message: z.string(),
  retryAfterSeconds: z.optional(z.number()),
});

export const streamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('error'), data: apiErrorSchema }),
  z.object({
    event: z.literal('done'),
    data: z.object({ finishReason: z.enum(['stop', 'length']) }),
  }),
]);

export type StreamEvent = z.infer<typeof streamEventSchema>;
