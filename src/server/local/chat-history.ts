import { randomUUID } from 'node:crypto';
import {
  LlamaText,
  type ChatHistoryItem,
  type ChatWrapper,
  type LlamaModel,
  type Token,
} from 'node-llama-cpp';
import type { ChatMessage } from '../prompt';

/** The messages as node-llama-cpp's chat history: an earlier answer is the model's own turn. */
export function toChatHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return [
    ...messages.map((m): ChatHistoryItem => {
      if (m.role === 'system') return { type: 'system', text: m.content };
      if (m.role === 'assistant') return { type: 'model', response: [m.content] };
      return { type: 'user', text: m.content };
    }),
    { type: 'model', response: [] },
  ];
}

export function renderPrompt(chatWrapper: ChatWrapper, messages: readonly ChatMessage[]) {
  return chatWrapper.generateContextState({ chatHistory: toChatHistory(messages) });
}

/** Tokens that end an answer as the template says: its one-token stop triggers. */
export function stopTokens(model: LlamaModel, chatWrapper: ChatWrapper): Set<Token> {
  const { stopGenerationTriggers } = renderPrompt(chatWrapper, [{ role: 'user', content: 'a' }]);
  const tokens = stopGenerationTriggers.map((t) => LlamaText(t).tokenize(model.tokenizer));
  return new Set(tokens.flatMap((t) => (t.length === 1 ? t : [])));
}

export interface KeptAnswer {
  messages: readonly ChatMessage[];
  /** The text the model wrote, exactly as sent. */
  text: string;
  /** What the sequence holds: the prompt as read, then the answer's tokens as generated. */
  tokens: readonly Token[];
  answer: readonly Token[];
  /** The kept answer this one continued (a change): the sequence still holds it, followed by this. */
  parent?: KeptAnswer;
}

const sameMessage = (a: ChatMessage | undefined, b: ChatMessage | undefined) =>
  a !== undefined && b !== undefined && a.role === b.role && a.content === b.content;

/** The kept answer `messages` continue: this one, or one it continued (another change of a recipe). */
export function continued(
  kept: KeptAnswer | undefined,
  messages: readonly ChatMessage[],
): KeptAnswer | undefined {
  for (let k = kept; k; k = k.parent) if (continues(k, messages)) return k;
  return undefined;
}

function continues(kept: KeptAnswer, messages: readonly ChatMessage[]): boolean {
  const n = kept.messages.length;
  return (
    messages.length === n + 2 &&
    kept.messages.every((m, i) => sameMessage(m, messages[i])) &&
    sameMessage(messages[n], { role: 'assistant', content: kept.text }) &&
    messages[n + 1]?.role === 'user'
  );
}

/** The template's text after the kept answer, when it renders the kept part as it was. */
function textAfterKept(
  chatWrapper: ChatWrapper,
  kept: KeptAnswer,
  messages: readonly ChatMessage[],
): LlamaText | undefined {
  const n = kept.messages.length;
  // The answer's end, found in the rendered text by a mark no template or visitor writes.
  const mark = `\u0000${randomUUID()}\u0000`;
  const marked = messages.map((m, i) => (i === n ? { ...m, content: m.content + mark } : m));
  const { values } = renderPrompt(chatWrapper, marked).contextText;
  const at = values.findIndex((v) => typeof v === 'string' && v.includes(mark));
  const split = values[at];
  if (typeof split !== 'string') return undefined;
  const cut = split.indexOf(mark);
  const before = LlamaText([...values.slice(0, at), split.slice(0, cut)]);
  const start = LlamaText([renderPrompt(chatWrapper, kept.messages).contextText, kept.text]);
  if (!before.compare(start)) return undefined;
  return LlamaText([split.slice(cut + mark.length), ...values.slice(at + 1)]);
}

/**
 * The kept tokens as generated (re-tokenizing the text need not give them back), then the rest as the
 * template renders it; undefined when the template renders the kept part differently.
 */
export function continuationTokens(
  model: LlamaModel,
  chatWrapper: ChatWrapper,
  kept: KeptAnswer,
  messages: readonly ChatMessage[],
): Token[] | undefined {
  const after = textAfterKept(chatWrapper, kept, messages);
  return after && [...kept.tokens, ...after.tokenize(model.tokenizer, 'trimLeadingSpace')];
}

/**
 * The kept tokens, then the template's text up to the end of `nextTurn`, the start of a user
 * message that may follow: what a sequence can read before that message comes.
 */
export function nextTurnTokens(
  model: LlamaModel,
  chatWrapper: ChatWrapper,
  kept: KeptAnswer,
  nextTurn: string,
): Token[] | undefined {
  const end = `\u0000${randomUUID()}\u0000`;
  const after = textAfterKept(chatWrapper, kept, [
    ...kept.messages,
    { role: 'assistant', content: kept.text },
    { role: 'user', content: nextTurn + end },
  ]);
  const at = after?.values.findIndex((v) => typeof v === 'string' && v.includes(end)) ?? -1;
  const split = after?.values[at];
  if (!after || typeof split !== 'string') return undefined;
  const upTo = LlamaText([...after.values.slice(0, at), split.slice(0, split.indexOf(end))]);
  return [...kept.tokens, ...upTo.tokenize(model.tokenizer, 'trimLeadingSpace')];
}
