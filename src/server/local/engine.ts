import {
  getLlama,
  InsufficientMemoryError,
  LlamaChat,
  LlamaLogLevel,
  resolveChatWrapper,
  type ChatWrapper,
  type Llama,
  type LlamaContext,
  type LlamaModel,
  type Token,
} from 'node-llama-cpp';
import type { ChatMessage } from '../prompt';
import type { Config } from '../config';
import { toChatHistory } from './chat-history';
import { chooseContextSize, contextNeed, promptTokens } from './context-need';
import { LocalModelError, SETUP_HINT } from './local-model-error';
import { damagedFileMessage, type ModelOrigin } from './model-file';
import { answerLimitMs, measurePace, nextPace, type Pace } from './pace';
import { createSequencePool, sharedPrefix, type SequencePool } from './sequence-pool';
import { chooseThreads } from './threads';

export { toChatHistory } from './chat-history';

/**
 * Sampling as the default model's authors recommend for chat (Qwen2.5 generation_config): some
 * variety, so asking again gives another idea, without drifting off topic.
 */
const SAMPLING = {
  temperature: 0.7,
  topP: 0.8,
  topK: 20,
  repeatPenalty: { penalty: 1.05 },
} as const;

export interface EngineLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface GenerateOptions {
  maxTokens: number;
  signal: AbortSignal;
  onText(text: string): void;
}

export interface GenerateResult {
  stopReason: string;
  /** Tokens of the answer, counted by the model's own tokenizer. */
  tokens: number;
}

export interface LocalEngine {
  /** The chat format in use, resolved from the model file's own chat template. */
  readonly chatWrapper: ChatWrapper;
  readonly model: LlamaModel;
  readonly gpu: string | false;
  /** Tokens each sequence holds. */
  readonly contextSize: number;
  /** CPU threads llama.cpp uses, shared by all sequences. */
  readonly threads: number;
  /** Whether the rendered prompt leaves room for `answerTokens` more in a sequence. */
  fits(messages: readonly ChatMessage[], answerTokens: number): boolean;
  /** Runs one answer on a free sequence, then frees it. The caller keeps at most `parallel` running. */
  generate(messages: readonly ChatMessage[], options: GenerateOptions): Promise<GenerateResult>;
  /** The tokens each sequence holds between answers: only the shared prefix. */
  heldTokens(): Token[][];
  /** This machine's pace: measured at load, then followed answer by answer. */
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
  /** Cores this process may use (default: os.availableParallelism). */
  availableCores?: () => number;
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
    return await llama.loadModel({ modelPath, loadSignal: signal });
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
    // The model's own template (tokenizer.chat_template) decides the format; node-llama-cpp uses an
    // equivalent built-in wrapper when one renders the template identically, else runs the template.
    const chatWrapper = resolveChatWrapper(model);
    const need = contextNeed(model, chatWrapper);
    const contextSize = chooseContextSize(model, need);
    const context = (opened.context = await openContext(model, {
      contextSize,
      parallel: local.parallel,
      threads,
    }));
    signal.throwIfAborted();
    const pool = await createSequencePool(context, sharedPrefix(model, chatWrapper));
    signal.throwIfAborted();
    const pace = await firstPace(pool, need.longest);
    signal.throwIfAborted();
    // The prompt read for the longest request: all of it but the prefix each sequence keeps.
    const longestPrompt = need.prompt - pool.prefix.length;
    const parts = { llama, model, context, chatWrapper, pool, pace, longestPrompt };
    return engineOn({ ...parts, close: disposeAll });
  } catch (error) {
    await disposeAll();
    throw error;
  }
}

/** The pace at load, measured on a free sequence that then holds only the prefix again. */
async function firstPace(pool: SequencePool, longest: readonly Token[]): Promise<Pace> {
  const sequence = pool.take();
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

function engineOn(parts: EngineParts): LocalEngine {
  const { llama, model, context, chatWrapper, pool, close } = parts;
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
      promptTokens(model, chatWrapper, messages).length + answerTokens <= context.contextSize,
    async generate(messages, { maxTokens, signal: stop, onText }) {
      const sequence = pool.take();
      const chat = new LlamaChat({
        contextSequence: sequence,
        chatWrapper,
        autoDisposeSequence: false,
      });
      let tokens = 0;
      const began = performance.now();
      let firstAt = began;
      try {
        const result = await chat.generateResponse(toChatHistory(messages), {
          ...SAMPLING,
          maxTokens,
          signal: stop,
          stopOnAbortSignal: true,
          onTextChunk: onText,
          onToken: (generated) => {
            if (tokens === 0) firstAt = performance.now();
            tokens += generated.length;
          },
        });
        pace = nextPace(pace, {
          // What this answer read: all the sequence holds but the kept prefix and the answer.
          promptTokens: sequence.nextTokenIndex - pool.prefix.length - tokens,
          promptMs: firstAt - began,
          tokens,
          answerMs: performance.now() - firstAt,
        });
        return { stopReason: result.metadata.stopReason, tokens };
      } finally {
        chat.dispose({ disposeSequence: false });
        await pool.giveBack(sequence);
      }
    },
    close,
  };
}
