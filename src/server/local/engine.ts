import {
  getLlama,
  InsufficientMemoryError,
  LlamaLogLevel,
  resolveChatWrapper,
  type ChatWrapper,
  type Llama,
  type LlamaContext,
  type LlamaContextSequence,
  type LlamaModel,
  type Token,
} from 'node-llama-cpp';
import { MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import type { Config } from '../config';
import { writeAnswer } from './answer';
import { continuationTokens, nextTurnTokens, stopTokens, type KeptAnswer } from './chat-history';
import { chooseContextSize, contextNeed, promptTokens } from './context-need';
import { LocalModelError, SETUP_HINT } from './local-model-error';
import { damagedFileMessage, type ModelOrigin } from './model-file';
import { answerLimitMs, measurePace, nextPace, type Pace } from './pace';
import { SAMPLING } from './sampling';
import { createSequencePool, sharedPrefix, type SequencePool } from './sequence-pool';
import { chooseThreads } from './threads';
import { jsonGrammars } from './json-grammar';

export { toChatHistory } from './chat-history';

export const KEEP_ANSWER_MS = 10 * 60_000;

export interface EngineLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface GenerateOptions {
  maxTokens: number;
  /** Holds the answer to this JSON schema (json-grammar.ts). */
  jsonSchema?: Readonly<Record<string, unknown>>;
  /** The start of the message likely to follow: read once the answer is whole (`readNextTurn`). */
  nextTurn?: string;
  /** The answer is whole and sent; the sequence may still be reading `nextTurn`. */
  onAnswered?(result: GenerateResult): void;
  signal: AbortSignal;
  onDelta(text: string): void;
}

export interface GenerateResult {
  stopReason: 'eogToken' | 'maxTokens' | 'abort';
  tokens: number;
  read: number;
  /** Prompt tokens the sequence already held (the prefix, or a kept answer). */
  reused: number;
}

export interface LocalEngine {
  readonly chatWrapper: ChatWrapper;
  readonly model: LlamaModel;
  readonly gpu: string | false;
  readonly contextSize: number;
  /** CPU threads llama.cpp uses, shared by all sequences. */
  readonly threads: number;
  fits(messages: readonly ChatMessage[], answerTokens: number): boolean;
  /** Runs one answer on a free sequence, then frees it. The caller keeps at most `parallel` running. */
  generate(messages: readonly ChatMessage[], options: GenerateOptions): Promise<GenerateResult>;
  heldTokens(): Token[][];
  pace(): Pace;
  /** The longest one answer may take at that pace: the longest request and a whole answer. */
  answerLimitMs(): number;
  readonly prefix: readonly Token[];
  close(): Promise<void>;
}

export interface LoadEngineOptions {
  modelPath: string;
  origin: ModelOrigin;
  local: Pick<Config['local'], 'gpu' | 'parallel' | 'threads'>;
  log: EngineLog;
  signal: AbortSignal;
  availableCores?: () => number;
  /** How long an answer is kept for its change (default KEEP_ANSWER_MS; 0 keeps none). */
  keepAnswerMs?: number;
}

async function openLlama(options: LoadEngineOptions, threads: number): Promise<Llama> {
  const { local, log } = options;
  try {
    return await getLlama({
      build: 'never',
      gpu: local.gpu === 'false' ? false : local.gpu,
      logLevel: LlamaLogLevel.warn,
      // llama.cpp's own warnings are about the model and the hardware, never the prompt.
      logger: (level, message) => {
        const text = message.trim();
        if (!text) return;
        if (level === LlamaLogLevel.error || level === LlamaLogLevel.fatal) {
          log.error({ source: 'llama.cpp' }, text);
        } else if (level === LlamaLogLevel.warn) {
          log.warn({ source: 'llama.cpp' }, text);
        }
      },
      maxThreads: threads,
    });
  } catch (error) {
    const which = local.gpu === 'auto' ? '' : ` with LOCAL_GPU=${local.gpu}`;
    throw new LocalModelError(
      'engine_unavailable',
      `The embedded model cannot run on this machine${which}: no matching llama.cpp binary was found. ` +
        `Try LOCAL_GPU=auto or LOCAL_GPU=false. ${SETUP_HINT}`,
      { cause: error },
    );
  }
}

async function openModel(llama: Llama, options: LoadEngineOptions): Promise<LlamaModel> {
  const { modelPath, origin, signal } = options;
  try {
    // Read into memory rather than mapped: where llama.cpp repacks the weights for the CPU, a
    // mapped file stays resident beside the repacked copy (measured: 3.2 GB against 1.9 GB).
    return await llama.loadModel({ modelPath, loadSignal: signal, useMmap: false });
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof InsufficientMemoryError) {
      throw new LocalModelError(
        'model_too_large',
        `The recipe model is too large for this machine's free memory. Use a smaller GGUF file. ${SETUP_HINT}`,
        { cause: error },
      );
    }
    throw new LocalModelError('file_damaged', damagedFileMessage(modelPath, origin), {
      cause: error,
    });
  }
}

async function openContext(
  model: LlamaModel,
  settings: { contextSize: number; parallel: number; threads: number },
): Promise<LlamaContext> {
  try {
    // One context for all sequences: they share one pool of `threads`, never multiply it.
    return await model.createContext({
      sequences: settings.parallel,
      contextSize: settings.contextSize,
      threads: settings.threads,
    });
  } catch (error) {
    throw new LocalModelError(
      'parallel_memory',
      `The recipe model was loaded, but there is not enough memory for ${settings.parallel} parallel answer(s). ` +
        `Lower LOCAL_PARALLEL or use a smaller model. ${SETUP_HINT}`,
      { cause: error },
    );
  }
}

/** Opens llama.cpp (prebuilt binaries only: never compiles), loads the model and makes its context. */
export async function loadEngine(options: LoadEngineOptions): Promise<LocalEngine> {
  const { local, signal } = options;
  const threads = chooseThreads(local.threads, options.availableCores);
  const opened: { llama?: Llama; model?: LlamaModel; context?: LlamaContext } = {};
  const disposeAll = async () => {
    await opened.context?.dispose().catch(() => {});
    await opened.model?.dispose().catch(() => {});
    await opened.llama?.dispose().catch(() => {});
  };
  try {
    const llama = (opened.llama = await openLlama(options, threads));
    signal.throwIfAborted();
    const model = (opened.model = await openModel(llama, options));
    signal.throwIfAborted();
    // The file's own chat template decides the format (or a built-in wrapper that renders it identically).
    const chatWrapper = resolveChatWrapper(model);
    const need = contextNeed(model, chatWrapper);
    const contextSize = chooseContextSize(model, need);
    const context = (opened.context = await openContext(model, {
      contextSize,
      parallel: local.parallel,
      threads,
    }));
    signal.throwIfAborted();
    const pool = await createSequencePool(context, sharedPrefix(model, chatWrapper), {
      keepMs: options.keepAnswerMs ?? KEEP_ANSWER_MS,
      // The library cannot erase part of a recurrent or hybrid model's state, which prediction needs.
      predict: !model.fileInsights.isHybrid && !model.fileInsights.isRecurrent,
    });
    signal.throwIfAborted();
    const pace = await firstPace(pool, need.longest);
    signal.throwIfAborted();
    // The prompt read for the longest request: all of it but the prefix each sequence keeps.
    const longestPrompt = need.prompt - pool.prefix.length;
    const parts = { llama, model, context, chatWrapper, pool, pace, longestPrompt };
    const close = async () => {
      await pool.close();
      await disposeAll();
    };
    return engineOn({ ...parts, close });
  } catch (error) {
    await disposeAll();
    throw error;
  }
}

async function firstPace(pool: SequencePool, longest: readonly Token[]): Promise<Pace> {
  const { sequence } = await pool.take([]);
  try {
    return await measurePace(sequence, longest.slice(pool.prefix.length));
  } finally {
    await pool.giveBack(sequence);
  }
}

interface EngineParts {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  chatWrapper: ChatWrapper;
  pool: SequencePool;
  pace: Pace;
  longestPrompt: number;
  close(): Promise<void>;
}

function inputFor(parts: EngineParts, messages: readonly ChatMessage[], kept?: KeptAnswer) {
  const { model, chatWrapper } = parts;
  const continued = kept && continuationTokens(model, chatWrapper, kept, messages);
  return continued ?? promptTokens(model, chatWrapper, messages);
}

/** What a change answer copies from: the recipe it changes (none for a fresh recipe). */
function lookupFor(model: LlamaModel, messages: readonly ChatMessage[], kept?: KeptAnswer) {
  if (kept) return [...kept.answer];
  const recipe = messages.find((m) => m.role === 'assistant');
  return recipe ? model.tokenize(recipe.content) : [];
}

type Timing = Parameters<typeof nextPace>[1];

/**
 * Reads, after a whole answer, the start of the message likely to follow it (`Cook this` after
 * ideas), while the sequence still holds the answer: that message then reads only its rest. Not
 * stopped by the visitor leaving, as it is short and the answer is already sent.
 */
async function readNextTurn(
  parts: EngineParts,
  sequence: LlamaContextSequence,
  kept: KeptAnswer,
  nextTurn: string,
) {
  const tokens = nextTurnTokens(parts.model, parts.chatWrapper, kept, nextTurn);
  if (!tokens || tokens.length + MAX_RECIPE_TOKENS > parts.context.contextSize) return;
  const { firstDifferentIndex } = sequence.compareContextTokens(tokens);
  if (sequence.nextTokenIndex > firstDifferentIndex) {
    await sequence.eraseContextTokenRanges([
      { start: firstDifferentIndex, end: sequence.nextTokenIndex },
    ]);
  }
  await sequence.evaluateWithoutGeneratingNewTokens(tokens.slice(firstDifferentIndex));
}

async function answerOn(
  parts: EngineParts & { stops: ReadonlySet<Token>; grammar: ReturnType<typeof jsonGrammars> },
  messages: readonly ChatMessage[],
  { maxTokens, signal, onDelta, jsonSchema, nextTurn, onAnswered }: GenerateOptions,
  timed: (timing: Timing) => void,
): Promise<GenerateResult> {
  const { sequence, kept, predictor } = await parts.pool.take(messages);
  let keep: KeptAnswer | undefined;
  try {
    const input = inputFor(parts, messages, kept);
    const { grammar, template } = await parts.grammar(jsonSchema);
    predictor?.updateInputTokens(lookupFor(parts.model, messages, kept));
    const began = performance.now();
    let firstAt: number | undefined;
    const answer = await writeAnswer(sequence, input, {
      sampling: SAMPLING,
      maxTokens,
      signal,
      stopTokens: parts.stops,
      grammar,
      template,
      onDelta: (text) => {
        firstAt ??= performance.now();
        onDelta(text);
      },
    });
    const tokens = answer.tokens.length;
    timed({
      promptTokens: answer.read,
      promptMs: (firstAt ?? began) - began,
      tokens,
      answerMs: performance.now() - (firstAt ?? began),
    });
    const held = [...input, ...answer.tokens];
    keep = { messages, text: answer.text, tokens: held, answer: answer.tokens, parent: kept };
    const reused = input.length - answer.read;
    const result: GenerateResult = {
      stopReason: answer.stopReason,
      tokens,
      read: answer.read,
      reused,
    };
    onAnswered?.(result);
    if (nextTurn && answer.stopReason === 'eogToken')
      await readNextTurn(parts, sequence, keep, nextTurn);
    return result;
  } finally {
    await parts.pool.giveBack(sequence, keep);
  }
}

function engineOn(parts: EngineParts): LocalEngine {
  const { llama, model, context, chatWrapper, pool, close } = parts;
  const withStops = {
    ...parts,
    stops: stopTokens(model, chatWrapper),
    grammar: jsonGrammars(llama, model),
  };
  let pace = parts.pace;
  return {
    chatWrapper,
    model,
    gpu: llama.gpu,
    contextSize: context.contextSize,
    threads: context.idealThreads,
    prefix: pool.prefix,
    heldTokens: pool.heldTokens,
    pace: () => pace,
    answerLimitMs: () => answerLimitMs(pace, parts.longestPrompt),
    fits: (messages, answerTokens) =>
      inputFor(parts, messages, pool.keptFor(messages)).length + answerTokens <=
      context.contextSize,
    generate: (messages, options) =>
      answerOn(withStops, messages, options, (timing) => {
        pace = nextPace(pace, timing);
      }),
    close,
  };
}
