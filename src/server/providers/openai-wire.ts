/** The OpenAI chat-completions wire format, as far as a recipe needs it. */
import { z } from 'zod';
import type { FinishReason } from '../../shared/api';
import { MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import type { CallOptions } from './types';

/** How a JSON answer is asked for: the schema, else any JSON object, else in the prompt's words only. */
export type JsonFormat = 'json_schema' | 'json_object' | 'none';

function responseFormat(schema: Readonly<Record<string, unknown>>, format: JsonFormat) {
  if (format === 'json_schema') {
    return { type: 'json_schema', json_schema: { name: 'answer', schema, strict: true } };
  }
  return format === 'json_object' ? { type: 'json_object' } : undefined;
}

export function completionRequestBody(
  model: string,
  messages: readonly ChatMessage[],
  options: CallOptions = {},
  format: JsonFormat = 'json_schema',
): string {
  const asked = options.jsonSchema && responseFormat(options.jsonSchema, format);
  return JSON.stringify({
    model,
    messages,
    max_tokens: options.maxTokens ?? MAX_RECIPE_TOKENS,
    stream: true,
    ...(asked && { response_format: asked }),
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
export type WireDelta =
  | { kind: 'delta'; text: string; finishReason: FinishReason | undefined }
  | { kind: 'error' }
  | { kind: 'malformed' };

/** `length` is the token cap; every other ending (stop, eos, content_filter...) is a plain end. */
function finishOf(reason: string | null | undefined): FinishReason | undefined {
  if (!reason) return undefined;
  return reason === 'length' ? 'length' : 'stop';
}

/**
 * The text of the chunk nearly every delta is, read without the schema: on a cold CPU the schema's
 * generic code was a visible share of the server's time per delta (docs/performance.md).
 */
function plainDeltaText(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || 'error' in json) return undefined;
  const { choices } = json as { choices?: unknown };
  if (!Array.isArray(choices) || choices.length !== 1) return undefined;
  const first: unknown = choices[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const { delta, message, finish_reason } = first as Record<string, unknown>;
  if (finish_reason != null || message != null) return undefined;
  if (typeof delta !== 'object' || delta === null) return undefined;
  const { content } = delta as { content?: unknown };
  return typeof content === 'string' ? content : undefined;
}

/** One `data:` payload or a whole non-streamed answer; `text` may be empty (role-only chunks). */
export function readDelta(data: string): WireDelta {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'malformed' };
  }
  const text = plainDeltaText(json);
  if (text !== undefined) return { kind: 'delta', text, finishReason: undefined };
  const parsed = completion.safeParse(json);
  if (!parsed.success) return { kind: 'malformed' };
  if (parsed.data.error !== undefined && parsed.data.error !== null) return { kind: 'error' };
  const first = parsed.data.choices?.[0];
  return {
    kind: 'delta',
    text: first?.delta?.content ?? first?.message?.content ?? '',
    finishReason: finishOf(first?.finish_reason),
  };
}
