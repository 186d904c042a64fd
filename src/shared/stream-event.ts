// The server writes these events, the page checks each one; `zod/mini` keeps the page light.
import * as z from 'zod/mini';

export const apiErrorSchema = z.object({
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
