import type { LlamaContextSequence, LlamaGrammarEvaluationState, Token } from 'node-llama-cpp';
import type { Sampling } from './sampling';
import { closesString, type TemplatePart } from './json-template';

/** Tokens the repeat penalty looks back on, as LlamaChat does. */
const PENALTY_WINDOW = 64;
/** Tokens before a fragment given to the detokenizer, so spaces at its start come out right. */
const DETOKENIZE_CONTEXT = 16;

export interface AnswerOptions {
  sampling: Sampling;
  maxTokens: number;
  signal: AbortSignal;
  onDelta(text: string): void;
  stopTokens?: ReadonlySet<Token>;
  /** Holds the answer to a grammar (a JSON schema's). */
  grammar?: LlamaGrammarEvaluationState;
  /** A JSON answer of fixed shape: its known text is read in batches, the model writes each string. */
  template?: AnswerTemplate;
}

export interface AnswerTemplate {
  parts: readonly TemplatePart[];
  /** A fresh grammar state holding one string's content and its closing quote. */
  stringGrammar(minLength: number, maxLength: number): Promise<LlamaGrammarEvaluationState>;
}

export interface Answer {
  read: number;
  stopReason: 'eogToken' | 'maxTokens' | 'abort';
  /** The tokens whose text was sent, in order: their text is exactly the deltas joined. */
  tokens: Token[];
  text: string;
}

/** Keeps what the sequence holds of `input`, but always leaves a token to read: reading yields the next. */
async function align(sequence: LlamaContextSequence, input: readonly Token[]): Promise<number> {
  const { firstDifferentIndex } = sequence.compareContextTokens([...input]);
  const keep = Math.min(firstDifferentIndex, input.length - 1);
  if (sequence.nextTokenIndex > keep) {
    await sequence.eraseContextTokenRanges([{ start: keep, end: sequence.nextTokenIndex }]);
  }
  return keep;
}

type StopReason = Answer['stopReason'];

/** One answer being written on a sequence: what it generated, and what of it was sent. */
class AnswerWriter {
  readonly generated: Token[] = [];
  private sent = 0;
  text = '';
  stopReason: StopReason = 'abort';

  constructor(
    readonly sequence: LlamaContextSequence,
    private readonly input: readonly Token[],
    readonly options: AnswerOptions,
  ) {}

  /** Sends the text not sent yet; a fragment waits while it ends in an incomplete UTF-8 character. */
  flush(final: boolean) {
    const { generated, sent, input } = this;
    if (sent === generated.length) return;
    const before =
      sent >= DETOKENIZE_CONTEXT
        ? generated.slice(sent - DETOKENIZE_CONTEXT, sent)
        : [...input.slice(sent - DETOKENIZE_CONTEXT), ...generated.slice(0, sent)];
    const delta = this.sequence.model.detokenize(generated.slice(sent), false, before);
    if (!final && delta.endsWith('\uFFFD')) return;
    this.sent = generated.length;
    this.text += delta;
    if (delta) this.options.onDelta(delta);
  }

  /** The tokens whose text was sent, in order. */
  sentTokens(): Token[] {
    return this.generated.slice(0, this.sent);
  }

  /** Adds known text to the answer, unless it would pass the token cap. */
  add(tokens: readonly Token[]): boolean {
    if (this.generated.length + tokens.length > this.options.maxTokens) {
      this.stopReason = 'maxTokens';
      return false;
    }
    this.generated.push(...tokens);
    this.flush(false);
    return true;
  }

  /**
   * Reads `tokens`, then writes until `ends` says so: the last token, not read yet (the next call
   * reads it first), or false once the answer itself has ended.
   */
  async write(
    tokens: Token[],
    grammar: LlamaGrammarEvaluationState | undefined,
    ends: (token: Token) => boolean = () => false,
  ): Promise<Token | false> {
    const { model } = this.sequence;
    const { sampling, signal, stopTokens, maxTokens } = this.options;
    const newLine = model.tokens.nl;
    const tokensOut = this.sequence.evaluate(tokens, {
      temperature: sampling.temperature,
      topK: sampling.topK,
      topP: sampling.topP,
      repeatPenalty: sampling.repeatPenalty
        ? {
            penalty: sampling.repeatPenalty,
            // Line breaks are the answer's layout, not repetition (LlamaChat's default too).
            punishTokens: () => this.generated.slice(-PENALTY_WINDOW).filter((t) => t !== newLine),
          }
        : undefined,
      yieldEogToken: true,
      ...(grammar && { grammarEvaluationState: grammar }),
    });
    for await (const token of tokensOut) {
      if (signal.aborted) return false;
      if (model.isEogToken(token) || stopTokens?.has(token)) {
        this.stopReason = 'eogToken';
        return false;
      }
      this.generated.push(token);
      this.flush(false);
      if (this.generated.length >= maxTokens) {
        this.stopReason = 'maxTokens';
        return false;
      }
      if (ends(token)) return token;
    }
    return false;
  }
}

/** The template's known text read in batches with what comes before it, each string written by the model. */
async function writeTemplate(writer: AnswerWriter, template: AnswerTemplate, first: Token[]) {
  const { model } = writer.sequence;
  let pending = first;
  for (const part of template.parts) {
    if (part.kind === 'text') {
      const tokens = model.tokenize(part.text, false, 'trimLeadingSpace');
      if (!writer.add(tokens)) return;
      pending.push(...tokens);
      continue;
    }
    if (writer.options.signal.aborted) return;
    const content: Token[] = [];
    const closes = (token: Token) => {
      content.push(token);
      return closesString(model.detokenize(content, false));
    };
    const grammar = await template.stringGrammar(part.minLength, part.maxLength);
    const last = await writer.write(pending, grammar, closes);
    if (last === false) return;
    pending = [last];
  }
  writer.stopReason = 'eogToken';
}

/** Writes one answer after `input` on the sequence, token by token, reading only what it lacks. */
export async function writeAnswer(
  sequence: LlamaContextSequence,
  input: readonly Token[],
  options: AnswerOptions,
): Promise<Answer> {
  const writer = new AnswerWriter(sequence, input, options);
  const held = await align(sequence, input);
  if (options.template) await writeTemplate(writer, options.template, input.slice(held));
  else await writer.write(input.slice(held), options.grammar);
  if (writer.stopReason !== 'abort') writer.flush(true);
  const { stopReason, text } = writer;
  return { read: input.length - held, stopReason, tokens: writer.sentTokens(), text };
}
