/**
 * Limits and defaults shared by the page and the server (docs/decisions.md: the ingredient minimum, the overlay's minimum time, limits, the model's token cap).
 * The server enforces the same numbers the page does, so one module holds them.
 */
export const LIMITS = {
  /** Longest single ingredient, in characters (UTF-16 code units, as the input's maxLength counts). */
  maxIngredientLength: 100,
  /** Most ingredients on one list. */
  maxIngredients: 50,
  /** Longest recipe the page may send back to be changed, in bytes of UTF-8. */
  maxRecipeBytes: 16 * 1024,
  /** Longest "Change this recipe" line, in characters. */
  maxChangeLength: 200,
  /**
   * Largest accepted request body, in bytes: 32 KB holds 50 x 100 characters of 4-byte text with
   * room; a change adds the recipe, twice its size at most once escaped in JSON (each newline,
   * quote or backslash takes two bytes), and the line in the worst escaping (6 bytes a character).
   */
  maxBodyBytes: 32 * 1024 + 2 * 16 * 1024 + 6 * 200,
} as const;

export const DEFAULTS = {
  minIngredients: 4,
  recipeDelayMs: 2000,
  maxTokens: 1024,
} as const;
