import { request } from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { buildRecipeMessages, MAX_RECIPE_TOKENS } from '../../src/server/prompt';
import type { IdeasRequest } from '../../src/shared/ideas-request';
import type { RecipeRequest } from '../../src/shared/recipe-request';

export const BENCH_INGREDIENTS = ['Egg', 'Rice', 'Spring onion', 'Soy sauce'];

/** The call the provider gets for the bench's ingredients (also sent by the floor page). */
export const providerBody = (stream: boolean) => ({
  model: 'bench-model',
  messages: buildRecipeMessages({ ingredients: BENCH_INGREDIENTS }),
  max_tokens: MAX_RECIPE_TOKENS,
  stream,
});

export interface StreamResult {
  status: number;
  done: boolean;
  finishReason?: string;
  error?: string;
}

export interface StreamOptions {
  localAddress?: string;
  onDelta?: (text: string, receivedNs: bigint) => void;
  timeoutMs: number;
  /** Stops reading: the stream ends with the error `stopped`. */
  signal?: AbortSignal;
}

type OnEvent = (e: EventSourceMessage, result: StreamResult) => string | undefined;

/**
 * POSTs JSON and reads the SSE answer; `onEvent` returns a text piece, if the event holds one.
 * One fresh connection per call (agent: false), as separate visitors have.
 */
function postSse(url: string, body: unknown, opts: StreamOptions, onEvent: OnEvent) {
  const result: StreamResult = { status: 0, done: false };
  let receivedNs = 0n;
  const parser = createParser({
    onEvent: (e) => {
      const text = onEvent(e, result);
      if (text) opts.onDelta?.(text, receivedNs);
    },
  });
  const payload = JSON.stringify(body);
  return new Promise<StreamResult>((resolve) => {
    const fail = (err: Error) => resolve({ ...result, error: err.message });
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        localAddress: opts.localAddress,
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
      },
      (res) => {
        result.status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          receivedNs = process.hrtime.bigint();
          parser.feed(chunk);
        });
        res.on('error', fail);
        res.on('end', () => {
          if (result.status !== 200) result.error ??= `http_${result.status}`;
          else if (!result.done) result.error ??= 'cut_short';
          resolve(result);
        });
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`stream took longer than ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    const stop = () => req.destroy(new Error('stopped'));
    opts.signal?.addEventListener('abort', stop, { once: true });
    req.on('close', () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', stop);
    });
    req.on('error', fail);
    req.end(payload);
  });
}

/** One recipe from our server's `POST /api/recipe` (events delta/error/done, src/shared/api.ts). */
export const streamFromServer = (
  serverUrl: string,
  opts: StreamOptions,
  body: RecipeRequest = { ingredients: BENCH_INGREDIENTS },
) =>
  postSse(`${serverUrl}/api/recipe`, body, opts, (e, result) => {
    if (e.event === 'done') {
      result.done = true;
      result.finishReason = (JSON.parse(e.data) as { finishReason?: string }).finishReason;
    }
    if (e.event === 'error')
      result.error = (JSON.parse(e.data) as { code?: string }).code ?? 'error';
    return e.event === 'delta' ? (JSON.parse(e.data) as { text: string }).text : undefined;
  });

/** The same recipe in the provider's format (OpenAI chat completions): straight or via a relay. */
export const streamFromProvider = (providerUrl: string, opts: StreamOptions) =>
  postSse(`${providerUrl}/chat/completions`, providerBody(true), opts, (e, result) => {
    result.done ||= e.data === '[DONE]';
    if (result.done) return undefined;
    const chunk = JSON.parse(e.data) as { choices?: { delta?: { content?: string } }[] };
    return chunk.choices?.[0]?.delta?.content;
  });

/**
 * Ideas from our server's `POST /api/ideas`: `onDelta` gets each idea's title; `answer` at `done`,
 * and when `done` came (the page acts on it; the stream may close a moment later).
 */
export async function streamIdeasFromServer(
  serverUrl: string,
  opts: StreamOptions,
  body: IdeasRequest,
): Promise<StreamResult & { answer?: string; doneNs?: bigint }> {
  let answer: string | undefined;
  let doneNs: bigint | undefined;
  const result = await postSse(`${serverUrl}/api/ideas`, body, opts, (e, r) => {
    const data = JSON.parse(e.data) as { title?: string; answer?: string; code?: string };
    if (e.event === 'done') {
      r.done = true;
      answer = data.answer;
      doneNs = process.hrtime.bigint();
    }
    if (e.event === 'error') r.error = data.code ?? 'error';
    return e.event === 'idea' ? data.title : undefined;
  });
  return { ...result, answer, doneNs };
}
