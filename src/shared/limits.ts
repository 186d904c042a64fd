/** Page and server enforce the same numbers, so one module holds them (docs/decisions.md). */
export const LIMITS = {
  /** In UTF-16 code units, as the input's maxLength counts. */
  maxIngredientLength: 100,
  maxIngredients: 50,
  /** The recipe sent back to be changed, in UTF-8 bytes. */
  maxRecipeBytes: 16 * 1024,
  maxChangeLength: 200,
  /**
   * 32 KB holds 50 x 100 characters of 4-byte text with room; a change adds the recipe (at most
   * twice its size once JSON-escaped) and the line at worst escaping (6 bytes a character).
   */
  maxBodyBytes: 32 * 1024 + 2 * 16 * 1024 + 6 * 200,
} as const;

export const DEFAULTS = {
  minIngredients: 4,
  recipeDelayMs: 2000,
  maxTokens: 1024,
} as const;
