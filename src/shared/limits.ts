const MAX_EARLIER_CHANGES = 2;
/** A change's recipe, at most twice its 16 KB once JSON-escaped, and its line at worst escaping. */
const CHANGE_BODY_BYTES = 2 * 16 * 1024 + 6 * 200;

/** Page and server enforce the same numbers, so one module holds them (docs/decisions.md). */
export const LIMITS = {
  /** In UTF-16 code units, as the input's maxLength counts. */
  maxIngredientLength: 100,
  maxIngredients: 50,
  /** The recipe sent back to be changed, in UTF-8 bytes. */
  maxRecipeBytes: 16 * 1024,
  maxChangeLength: 200,
  /**
   * The earlier recipes and changes a change may carry: its conversation, so that a change of a
   * changed recipe continues the state the model kept. Each adds a recipe the context must hold.
   */
  maxEarlierChanges: MAX_EARLIER_CHANGES,
  /**
   * 32 KB holds 50 x 100 characters of 4-byte text with room; a change adds the recipe (at most
   * twice its size once JSON-escaped) and the line at worst escaping (6 bytes a character), and
   * each earlier change the same again.
   */
  maxBodyBytes: 32 * 1024 + (1 + MAX_EARLIER_CHANGES) * CHANGE_BODY_BYTES,
} as const;

export const DEFAULTS = {
  minIngredients: 4,
  recipeDelayMs: 2000,
  maxTokens: 1024,
} as const;
