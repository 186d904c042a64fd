import { basename, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ProviderStatus } from '../../shared/api';
import { MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import type { Config } from '../config';
import { loadEngine, type LocalEngine } from '../local/engine';
import { LocalModelError, SETUP_HINT, shortReason } from '../local/local-model-error';
import { displayModelName, downloadModel, findCachedModel } from '../local/model-download';
import { checkModelFile, type ModelOrigin } from '../local/model-file';
import { createProgressBar, type DownloadProgress } from '../local/progress-bar';
import { createSlotQueue, QueueFullError } from '../local/slot-queue';
import type { ProviderEvent, RecipeProvider } from './types';
import { ProviderError } from './types';

export interface LocalProviderDeps {
  /** Structured logger (pino-compatible subset). */
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
  /**
   * Where the operator reads the download progress bar and start-up problems, in plain words
   * (default: standard error).
   */
  terminal?: NodeJS.WritableStream;
}

/** Until answers have been timed, assume one takes this long (a 1.5B model on a laptop CPU). */
const TYPICAL_ANSWER_MS = 30_000;

/**
 * The embedded model: a GGUF file run in-process by llama.cpp (node-llama-cpp). The server is up at
 * once; the model downloads (first start only) and loads in the background while `status()` says
 * how far it got. Answers wait in a bounded first-come-first-served line for one of
 * `parallel` sequences.
 */
export function createLocalProvider(
  config: Config['local'],
  deps: LocalProviderDeps,
): RecipeProvider {
  const { log } = deps;
  const terminal = deps.terminal ?? process.stderr;
  const modelName = config.modelPath
    ? basename(config.modelPath)
    : displayModelName(config.modelUri);
  const queue = createSlotQueue(config.parallel, config.queueSize);
  const startup = new AbortController();
  const running = new Set<{ stop: AbortController; done: Promise<unknown> }>();
  let engine: LocalEngine | undefined;
  let closed = false;
  let typicalAnswerMs = TYPICAL_ANSWER_MS;
  let status: ProviderStatus = {
    kind: 'local',
    model: modelName,
    ready: false,
    state: 'loading',
    message: 'The recipe model is loading.',
  };

  const say = (text: string) => terminal.write(`${text}\n`);

  const onProgress = (p: DownloadProgress) => {
    const total = p.totalBytes > 0 ? p.totalBytes : null;
    const percent = total ? Math.min(100, Math.floor((p.downloadedBytes / total) * 1000) / 10) : 0;
    status = {
      kind: 'local',
      model: modelName,
      ready: false,
      state: 'downloading',
      progress: { percent, downloadedBytes: p.downloadedBytes, totalBytes: total },
      message: `The recipe model is being prepared (${Math.floor(percent)}%).`,
    };
  };

  async function modelFile(): Promise<{ path: string; origin: ModelOrigin }> {
    if (config.modelPath) return { path: resolve(config.modelPath), origin: 'MODEL_PATH' };
    const cached = await findCachedModel(config.modelUri, config.cacheDir);
    if (cached) return { path: cached, origin: 'download' };
    onProgress({ downloadedBytes: 0, totalBytes: 0, bytesPerSecond: 0, msLeft: Infinity });
    say(
      `Downloading the recipe model ${modelName} into ${resolve(config.cacheDir)} ` +
        '(first start only; an interrupted download resumes where it stopped).',
    );
    const bar = createProgressBar(terminal, 'Recipe model');
    try {
      const path = await downloadModel({
        uri: config.modelUri,
        cacheDir: config.cacheDir,
        signal: startup.signal,
        onProgress: (p) => {
          onProgress(p);
          bar.update(p);
        },
      });
      return { path, origin: 'download' };
    } finally {
      bar.stop();
    }
  }

  async function start(): Promise<void> {
    try {
      const { path, origin } = await modelFile();
      await checkModelFile(path, origin);
      status = {
        ...status,
        state: 'loading',
        progress: undefined,
        message: 'The recipe model is loading.',
      };
      const began = performance.now();
      const loaded = await loadEngine({
        modelPath: path,
        origin,
        local: config,
        log,
        signal: startup.signal,
      });
      if (closed) {
        await loaded.close();
        return;
      }
      engine = loaded;
      status = { kind: 'local', model: modelName, ready: true, state: 'ready' };
      log.info(
        {
          model: modelName,
          chatFormat: loaded.chatWrapper.wrapperName,
          gpu: loaded.gpu,
          contextSize: loaded.contextSize,
          loadMs: Math.round(performance.now() - began),
        },
        'embedded model ready',
      );
    } catch (error) {
      if (closed) return;
      const message =
        error instanceof LocalModelError
          ? error.message
          : `The recipe model could not be started. ${SETUP_HINT}`;
      status = { kind: 'local', model: modelName, ready: false, state: 'error', message };
      const cause = error instanceof LocalModelError ? (error.cause ?? error) : error;
      log.error({ reason: shortReason(cause) }, 'embedded model unavailable');
      say(message);
    }
  }

  const started = start();

  async function* streamRecipe(
    messages: readonly ChatMessage[],
    signal: AbortSignal,
  ): AsyncGenerator<ProviderEvent> {
    const ready = engine;
    if (!ready || closed) {
      if (status.state === 'error' || closed) {
        throw new ProviderError('not_configured', 'embedded model unavailable');
      }
      throw new ProviderError('not_ready', `embedded model ${status.state}`, {
        retryAfterMs: 10_000,
      });
    }
    let release: () => void;
    try {
      release = await queue.acquire(signal);
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new ProviderError('busy', `local queue full (${error.waiting} waiting)`, {
          // A place in the line frees when the oldest answer ends.
          retryAfterMs: Math.min(120_000, Math.max(1_000, typicalAnswerMs)),
        });
      }
      if (signal.aborted) return;
      throw error;
    }
    if (closed) {
      release();
      throw new ProviderError('not_configured', 'embedded model closed');
    }

    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) stop.abort();
    // Turns llama.cpp's callbacks into a pull stream: text waits here until the caller reads it.
    const text = new Readable({ objectMode: true, read() {} });
    let ended = false;
    const end = (error?: unknown) => {
      if (ended) return;
      ended = true;
      if (error) text.destroy(error instanceof Error ? error : new Error(String(error)));
      else text.push(null);
    };
    // Stop ends the stream at once; llama.cpp halts after the token it is computing, then frees the sequence.
    stop.signal.addEventListener('abort', () => end(), { once: true });
    const began = performance.now();
    let finishReason: 'stop' | 'length' = 'stop';
    const done = ready
      .generate(messages, {
        maxTokens: MAX_RECIPE_TOKENS,
        signal: stop.signal,
        onText: (piece) => {
          if (!ended && piece) text.push(piece);
        },
      })
      .then(
        (result) => {
          if (result.stopReason === 'maxTokens') finishReason = 'length';
          if (result.stopReason !== 'abort') {
            typicalAnswerMs = typicalAnswerMs * 0.7 + (performance.now() - began) * 0.3;
          }
          end();
        },
        (error: unknown) => end(error),
      )
      .finally(() => {
        signal.removeEventListener('abort', onAbort);
        running.delete(job);
        release();
      });
    const job = { stop, done };
    running.add(job);

    let sent = false;
    try {
      for await (const piece of text) {
        sent = true;
        yield { type: 'text', text: piece as string };
      }
      // The text stream ends when generation settles, so the reason is known here.
      if (!stop.signal.aborted) yield { type: 'finish', reason: finishReason };
    } catch (error) {
      if (stop.signal.aborted) return;
      log.error({ reason: shortReason(error) }, 'embedded model generation failed');
      throw new ProviderError(sent ? 'stream_error' : 'unavailable', 'local generation failed', {
        cause: error,
      });
    } finally {
      // Also when the caller stops reading early: end the generation, and return only once the
      // sequence is free again (llama.cpp stops after the token it is computing).
      stop.abort();
      await done;
    }
  }

  return {
    status: () => status,
    streamRecipe,
    async close() {
      if (closed) return;
      closed = true;
      startup.abort(new Error('closing'));
      await started;
      for (const job of running) job.stop.abort();
      await Promise.allSettled([...running].map((job) => job.done));
      await engine?.close();
      engine = undefined;
    },
  };
}
