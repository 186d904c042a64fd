import {
  getLlama,
  InsufficientMemoryError,
  LlamaChat,
  LlamaLogLevel,
  resolveChatWrapper,
  type ChatHistoryItem,
  type ChatWrapper,
  type Llama,
  type LlamaContext,
  type LlamaModel,
} from 'node-llama-cpp';
import type { ChatMessage } from '../prompt';
import type { Config } from '../config';
import { LocalModelError, SETUP_HINT } from './local-model-error';
import { damagedFileMessage, type ModelOrigin } from './model-file';

/** Tokens each sequence can hold: the longest allowed list of ingredients plus the 1024-token answer. */
const CONTEXT_TOKENS = 4096;

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
  readonly contextSize: number;
  /** Runs one answer on a free sequence, then frees it. The caller keeps at most `parallel` running. */
  generate(messages: readonly ChatMessage[], options: GenerateOptions): Promise<GenerateResult>;
  close(): Promise<void>;
}

/** The chat history node-llama-cpp renders through the model's template: system, user, the answer to come. */
export function toChatHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return [
    ...messages.map((m): ChatHistoryItem =>
      m.role === 'system' ? { type: 'system', text: m.content } : { type: 'user', text: m.content },
    ),
    { type: 'model', response: [] },
  ];
}

export interface LoadEngineOptions {
  modelPath: string;
  origin: ModelOrigin;
  local: Pick<Config['local'], 'gpu' | 'parallel' | 'threads'>;
  log: EngineLog;
  signal: AbortSignal;
}

/** Opens llama.cpp (prebuilt binaries only: never compiles), loads the model and makes its context. */
export async function loadEngine(options: LoadEngineOptions): Promise<LocalEngine> {
  const { modelPath, origin, local, log, signal } = options;
  let llama: Llama | undefined;
  let model: LlamaModel | undefined;
  let context: LlamaContext | undefined;
  const disposeAll = async () => {
    await context?.dispose().catch(() => {});
    await model?.dispose().catch(() => {});
    await llama?.dispose().catch(() => {});
  };
  try {
    try {
      llama = await getLlama({
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
        ...(local.threads > 0 ? { maxThreads: local.threads } : {}),
      });
    } catch (error) {
      const which = local.gpu === 'auto' ? '' : ` with LOCAL_GPU=${local.gpu}`;
      throw new LocalModelError(
        `The embedded model cannot run on this machine${which}: no matching llama.cpp binary was found. ` +
          `Try LOCAL_GPU=auto or LOCAL_GPU=false. ${SETUP_HINT}`,
        { cause: error },
      );
    }
    signal.throwIfAborted();
    try {
      model = await llama.loadModel({ modelPath, loadSignal: signal });
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof InsufficientMemoryError) {
        throw new LocalModelError(
          `The recipe model is too large for this machine's free memory. Use a smaller GGUF file. ${SETUP_HINT}`,
          { cause: error },
        );
      }
      throw new LocalModelError(damagedFileMessage(modelPath, origin), { cause: error });
    }
    signal.throwIfAborted();
    try {
      context = await model.createContext({
        sequences: local.parallel,
        contextSize: { max: CONTEXT_TOKENS },
        ...(local.threads > 0 ? { threads: local.threads } : {}),
      });
    } catch (error) {
      throw new LocalModelError(
        `The recipe model was loaded, but there is not enough memory for ${local.parallel} parallel answer(s). ` +
          `Lower LOCAL_PARALLEL or use a smaller model. ${SETUP_HINT}`,
        { cause: error },
      );
    }
    signal.throwIfAborted();
  } catch (error) {
    await disposeAll();
    throw error;
  }

  const readyModel = model;
  const readyContext = context;
  // The model's own template (tokenizer.chat_template) decides the format; node-llama-cpp uses an
  // equivalent built-in wrapper when one renders the template identically, else runs the template itself.
  const chatWrapper = resolveChatWrapper(readyModel);

  return {
    chatWrapper,
    model: readyModel,
    gpu: llama.gpu,
    contextSize: readyContext.contextSize,
    async generate(messages, { maxTokens, signal: stop, onText }) {
      const sequence = readyContext.getSequence();
      const chat = new LlamaChat({
        contextSequence: sequence,
        chatWrapper,
        autoDisposeSequence: false,
      });
      let tokens = 0;
      try {
        const result = await chat.generateResponse(toChatHistory(messages), {
          ...SAMPLING,
          maxTokens,
          signal: stop,
          stopOnAbortSignal: true,
          onTextChunk: onText,
          onToken: (generated) => {
            tokens += generated.length;
          },
        });
        return { stopReason: result.metadata.stopReason, tokens };
      } finally {
        chat.dispose({ disposeSequence: false });
        await sequence.dispose();
      }
    },
    close: disposeAll,
  };
}
