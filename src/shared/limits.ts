/**
 * Limits and defaults shared by the page and the server (docs/decisions.md: the ingredient minimum, the overlay's minimum time, limits, the model's token cap).
 * The server enforces the same numbers the page does, so one module holds them.
 */
export const LIMITS = {
  /** Longest single ingredient, in characters (UTF-16 code units, as the input's maxLength counts). */
  maxIngredientLength: 100,
  /** Most ingredients on one list. */
  maxIngredients: 50,
  /** Largest accepted request body, in bytes. 50 x 100 characters of 4-byte text fits with room. */
  maxBodyBytes: 32 * 1024,
} as const;

export const DEFAULTS = {
  minIngredients: 4,
  recipeDelayMs: 2000,
  maxTokens: 1024,
} as const;
