/**
 * The OpenAI chat-completions wire format, as far as a recipe needs it: the request body, and what
 * each streamed `data:` line (a `chat.completion.chunk`) or a whole `chat.completion` says.
 */
import { z } from 'zod';
import type { FinishReason } from '../../shared/api';
import { buildRecipeMessages, MAX_RECIPE_TOKENS } from '../../shared/prompt';

export function completionRequestBody(model: string, ingredients: readonly string[]): string {
  return JSON.stringify({
    model,
    messages: buildRecipeMessages(ingredients),
    max_tokens: MAX_RECIPE_TOKENS,
    stream: true,
  });
}

// Loose on purpose: servers add fields of their own, and `null` stands for "absent" in many.
const choice = z.object({
  delta: z.object({ content: z.string().nullish() }).nullish(),
  message: z.object({ content: z.string().nullish() }).nullish(),
  finish_reason: z.string().nullish(),
});
const completion = z.object({
  choices: z.array(choice).nullish(),
  error: z.unknown().optional(),
});

/** What one chunk (or a whole answer) means for the recipe. */
export type Piece =
  | { kind: 'text'; text: string; finishReason: FinishReason | undefined }
  | { kind: 'error' }
  | { kind: 'malformed' };

/** `length` is the token cap; every other ending (stop, eos, content_filter...) is a plain end. */
function finishOf(reason: string | null | undefined): FinishReason | undefined {
  if (!reason) return undefined;
  return reason === 'length' ? 'length' : 'stop';
}

/**
 * Reads one `data:` payload (streamed chunk) or a whole non-streamed answer. `text` may be empty
 * (role-only or keep-alive chunks).
 */
export function readPiece(data: string): Piece {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'malformed' };
  }
  const parsed = completion.safeParse(json);
  if (!parsed.success) return { kind: 'malformed' };
  if (parsed.data.error !== undefined && parsed.data.error !== null) return { kind: 'error' };
  const first = parsed.data.choices?.[0];
  return {
    kind: 'text',
    text: first?.delta?.content ?? first?.message?.content ?? '',
    finishReason: finishOf(first?.finish_reason),
  };
}
