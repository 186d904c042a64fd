import { z } from 'zod';

/**
 * The views that read a recipe, each behind its own error boundary on the page. A fixed set: a
 * report names the view and nothing else, so no recipe text can reach the server's logs or metrics.
 */
export const VIEW_NAMES = [
  'recipe',
  'reading',
  'kitchen',
  'wishes',
  'servings',
  'cook',
  'export',
  'ideas',
  'saved',
  'safety',
  'nutrition',
] as const;

export type ViewName = (typeof VIEW_NAMES)[number];

/** The one schema for `POST /api/view-failure`; the page builds its body from the same type. */
export const viewFailureSchema = z.object({ view: z.enum(VIEW_NAMES) }).strict();

export type ViewFailure = z.infer<typeof viewFailureSchema>;

/** A report is a few bytes; anything larger is not one. */
export const VIEW_FAILURE_MAX_BYTES = 256;
