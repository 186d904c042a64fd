import type { ErrorCode, FinishReason } from '../../src/shared/api';
import type { PageLanguage } from '../../src/shared/languages';
import type { Preferences } from '../../src/shared/preferences';
import { recipeRequestSchema } from '../../src/shared/recipe-request';
import { REMOTE_RECIPE_MAX_MS, type Config } from '../../src/server/config';
import { buildRecipeMessages } from '../../src/server/prompt';
import { ProviderError, type RecipeProvider } from '../../src/server/providers/types';

/** One request of the set: the visitor's ingredients and wishes. */
export interface EvalRequest {
  id: string;
  ingredients: string[];
  preferences: Preferences;
  /** The page's language the model is asked in; absent is English, as the page sends it. */
  language?: PageLanguage;
}

export interface Answer {
  id: string;
  /** A failed answer is counted, never dropped: its text (if any) is not checked. */
  outcome: 'answered' | 'failed';
  /** Why it failed, in the API's words ("provider_timeout", "recipe_time_limit"). */
  failure?: ErrorCode;
  finishReason?: FinishReason;
  text: string;
  ms: number;
  /** Time to the first text; null when none came. */
  firstTextMs: number | null;
}

/** Every request must be one the page could send: the same schema as `POST /api/recipe`. */
export function parseRequests(raw: unknown): EvalRequest[] {
  if (!Array.isArray(raw)) throw new Error('the request set must be a JSON array');
  return raw.map((item: unknown, i) => {
    const { id, ...body } = item as { id?: unknown };
    if (typeof id !== 'string') throw new Error(`request ${i + 1} has no "id"`);
    const parsed = recipeRequestSchema.safeParse(body);
    if (!parsed.success) throw new Error(`request ${id}: ${parsed.error.issues[0]?.message}`);
    const { ingredients, preferences = {}, language } = parsed.data;
    return { id, ingredients, preferences, ...(language && { language }) };
  });
}

interface Limits {
  maxMs: number;
  maxBytes: number;
}

/**
 * One answer through the provider, within the recipe route's limits (time, size). Undefined when
 * `stop` aborted it: a stopped answer is not done, so it is not counted.
 */
export async function answerOne(
  provider: RecipeProvider,
  request: EvalRequest,
  limits: Limits,
  stop: AbortSignal,
): Promise<Answer | undefined> {
  const call = new AbortController();
  const onStop = () => call.abort();
  stop.addEventListener('abort', onStop, { once: true });
  const timer = setTimeout(() => call.abort('recipe_time_limit' satisfies ErrorCode), limits.maxMs);
  const started = performance.now();
  const answer: Answer = {
    id: request.id,
    outcome: 'answered',
    text: '',
    ms: 0,
    firstTextMs: null,
  };
  let bytes = 0;
  try {
    const messages = buildRecipeMessages({
      ingredients: request.ingredients,
      preferences: request.preferences,
      language: request.language,
    });
    for await (const event of provider.streamRecipe(messages, call.signal)) {
      if (event.type === 'finish') answer.finishReason = event.reason;
      else {
        answer.firstTextMs ??= performance.now() - started;
        answer.text += event.text;
        bytes += Buffer.byteLength(event.text);
        if (bytes > limits.maxBytes) call.abort('recipe_size_limit' satisfies ErrorCode);
      }
      if (call.signal.aborted) break;
    }
  } catch (err) {
    answer.failure = err instanceof ProviderError ? err.code : 'internal_error';
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', onStop);
  }
  if (stop.aborted) return undefined;
  answer.ms = performance.now() - started;
  if (call.signal.aborted) answer.failure = call.signal.reason as ErrorCode;
  else if (!answer.failure && answer.finishReason === undefined)
    answer.failure = answer.text ? 'stream_interrupted' : 'provider_bad_response';
  else if (!answer.failure && !answer.text) answer.failure = 'provider_bad_response';
  if (answer.failure) answer.outcome = 'failed';
  return answer;
}

/** Waits for the embedded model to be ready (a remote provider is at once). */
export async function waitForReady(provider: RecipeProvider, stop: AbortSignal): Promise<void> {
  for (;;) {
    const status = provider.status();
    if (status.ready) return;
    if (status.state === 'error')
      throw new Error(`the model could not be started (${status.problem ?? 'unknown problem'})`);
    if (stop.aborted) throw new Error('stopped before the model was ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface RunOptions {
  provider: RecipeProvider;
  config: Config;
  requests: readonly EvalRequest[];
  concurrency: number;
  stop: AbortSignal;
  onAnswer?: (answer: Answer) => void;
}

/** The answers done, in the set's order; requests still waiting when `stop` aborts are left out. */
export async function runRequests(options: RunOptions): Promise<Answer[]> {
  const { provider, config, requests, stop } = options;
  await waitForReady(provider, stop);
  // Asked per answer, as the route does: the embedded model's limit follows its measured pace.
  const limits = () => ({
    maxMs: config.recipeLimits.maxMs ?? provider.recipeTimeLimitMs?.() ?? REMOTE_RECIPE_MAX_MS,
    maxBytes: config.recipeLimits.maxBytes,
  });
  const answers: (Answer | undefined)[] = [];
  let next = 0;
  const worker = async () => {
    while (!stop.aborted && next < requests.length) {
      const index = next++;
      const answer = await answerOne(provider, requests[index]!, limits(), stop);
      answers[index] = answer;
      if (answer) options.onAnswer?.(answer);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, requests.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return answers.filter((a): a is Answer => a !== undefined);
}
