import { z } from 'zod';

/**
 * The visitor's optional wishes for a recipe: kept only in the page's state, sent with the request,
 * and turned by the server into one plain sentence each (src/server/preference-sentences.ts).
 */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'] as const;
export type Diet = (typeof DIETS)[number];

export const READY_IN_MINUTES = [15, 30, 45, 60] as const;
export type ReadyInMinutes = (typeof READY_IN_MINUTES)[number];

export const PREFERENCE_LIMITS = {
  minServings: 1,
  maxServings: 12,
  maxAvoidItems: 10,
  maxAvoidLength: 40,
  maxCuisineLength: 40,
} as const;

const L = PREFERENCE_LIMITS;

/** Visitor-facing messages, shared by the page's hints and the server's 400 answers. */
export const PREFERENCE_MESSAGES = {
  servings: `Servings must be a whole number from ${L.minServings} to ${L.maxServings}.`,
  readyIn: `Ready in must be ${READY_IN_MINUTES.join(', ')} minutes, or any time.`,
  diet: `Diet must be one of: ${DIETS.join(', ')}.`,
  avoidCount: `Avoid can hold at most ${L.maxAvoidItems} items.`,
  avoidLength: `Each item to avoid can be at most ${L.maxAvoidLength} characters.`,
  avoidBlank: 'Items to avoid cannot be blank.',
  cuisineLength: `Cuisine can be at most ${L.maxCuisineLength} characters.`,
  cuisineBlank: 'Cuisine cannot be blank.',
} as const;

const M = PREFERENCE_MESSAGES;
const notBlank = (s: string) => s.trim().length > 0;

// Custom checks rather than enums, so a bad value gets its own plain message, not zod's default.
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

/** "peanut, Shellfish,, egg" → ["peanut", "Shellfish", "egg"]: trimmed, blanks and repeats dropped. */
export function splitAvoidTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[,;\n]/)) {
    const term = raw.trim().replace(/\s+/g, ' ');
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}
