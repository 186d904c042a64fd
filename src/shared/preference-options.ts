// Apart from the schema (preferences.ts), so the page can use these without loading zod.
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
