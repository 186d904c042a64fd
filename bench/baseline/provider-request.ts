import { buildRecipeMessages, MAX_RECIPE_TOKENS } from '../../src/server/prompt';

/** The call both comparison pages make to the provider (through the bench's pass-through). */
export function providerRequest(ingredients: readonly string[], stream: boolean): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
    body: JSON.stringify({
      model: 'bench-model',
      messages: buildRecipeMessages({ ingredients: [...ingredients] }),
      max_tokens: MAX_RECIPE_TOKENS,
      stream,
    }),
  };
}
