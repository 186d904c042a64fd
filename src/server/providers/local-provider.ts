import { MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import type { Config } from '../config';
import type { LocalEngine } from '../local/engine';
import { generationEvents, startGeneration, type Generation } from '../local/generation';
import { answerRounds } from '../local/pace';
import { createSlotQueue, QueueFullError, type SlotQueue } from '../local/slot-queue';
import { startLocalModel, type Startup, type StartupDeps } from '../local/startup';
import type { CallOptions, ProviderEvent, RecipeProvider } from './types';
import { ProviderError } from './types';

export interface LocalProviderDeps extends Omit<StartupDeps, 'terminal'> {
  /** Where the operator reads the download's progress and start-up problems (default: stderr). */
  terminal?: NodeJS.WritableStream;
}

/** Until answers have been timed, assume one takes this long (a 1.5B model on a laptop CPU). */
const TYPICAL_ANSWER_MS = 30_000;

/** A place in the line, or nothing when the caller gave up while waiting. */
async function takeSlot(
  queue: SlotQueue,
  signal: AbortSignal,
  typicalAnswerMs: number,
): Promise<(() => void) | undefined> {
  try {
    return await queue.acquire(signal);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new ProviderError('busy', `local queue full (${error.waiting} waiting)`, {
        // A place in the line frees when the oldest answer ends.
        retryAfterMs: Math.min(120_000, Math.max(1_000, typicalAnswerMs)),
      });
    }
    if (signal.aborted) return undefined;
    throw error;
  }
}

/** The engine for a request, or why there is none (and a prompt too long for its context). */
function readyEngine(
  startup: Startup,
  closed: boolean,
  messages: readonly ChatMessage[],
  answerTokens: number = MAX_RECIPE_TOKENS,
): LocalEngine {
  const engine = startup.engine();
  const { state } = startup.status();
  if (closed || (!engine && state === 'error')) {
    throw new ProviderError('not_configured', 'embedded model unavailable');
  }
  if (!engine) {
    throw new ProviderError('model_not_ready', `embedded model ${state}`, { retryAfterMs: 10_000 });
  }
  if (!engine.fits(messages, answerTokens)) {
    throw new ProviderError('request_too_long', 'prompt and answer exceed the context');
  }
  return engine;
}

/**
 * The embedded model, run in-process by node-llama-cpp. The server is up at once; the model downloads
 * and loads in the background while `status()` says how far it got.
 */
export function createLocalProvider(
  config: Config['local'],
  deps: LocalProviderDeps,
): RecipeProvider {
  const startup = startLocalModel(config, { ...deps, terminal: deps.terminal ?? process.stderr });
  const queue = createSlotQueue(config.parallel, config.queueSize);
  const running = new Set<Generation>();
  let closed = false;
  let typicalAnswerMs = TYPICAL_ANSWER_MS;

  async function* streamRecipe(
    messages: readonly ChatMessage[],
    signal: AbortSignal,
    options: CallOptions = {},
  ): AsyncGenerator<ProviderEvent> {
    const engine = readyEngine(startup, closed, messages, options.maxTokens);
    const release = await takeSlot(queue, signal, typicalAnswerMs);
    if (!release) return;
    if (closed) {
      release();
      throw new ProviderError('not_configured', 'embedded model closed');
    }
    const generation = startGeneration(
      engine,
      messages,
      signal,
      {
        onTimed: (ms) => {
          typicalAnswerMs = typicalAnswerMs * 0.7 + ms * 0.3;
        },
        // Counts only: a change that continues a kept answer reads few tokens.
        onEnded: ({ stopReason, tokens, read, reused }) => {
          deps.log.info({ stopReason, tokens, read, reused }, 'answer ended');
        },
        onSettled: () => {
          running.delete(generation);
          release();
        },
      },
      options,
    );
    running.add(generation);
    yield* generationEvents(generation, deps.log);
  }

  return {
    status: () => startup.status(),
    queue: () => ({ waiting: queue.waiting, running: queue.running }),
    recipeTimeLimitMs() {
      const engine = startup.engine();
      return engine && answerRounds(queue, config.parallel) * engine.answerLimitMs();
    },
    streamRecipe,
    async close() {
      if (closed) return;
      closed = true;
      await startup.stop();
      for (const generation of running) generation.stop.abort();
      await Promise.allSettled([...running].map((g) => g.done));
      await startup.engine()?.close();
    },
  };
}
