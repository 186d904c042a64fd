import { request } from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { buildRecipeMessages } from '../../src/server/prompt';

export const BENCH_INGREDIENTS = ['Egg', 'Rice', 'Spring onion', 'Soy sauce'];

export interface StreamResult {
  status: number;
  deltas: number;
  done: boolean;
  /** Error event code, HTTP error code, or a network error message. */
  error?: string;
}

interface StreamOptions {
  /** Source address on loopback (127.0.0.x), so streams can come from several "clients". */
  localAddress?: string;
  /** Called per text piece with the time it was read (process.hrtime, ns). */
  onDelta?: (text: string, receivedNs: bigint) => void;
  timeoutMs: number;
}

/**
 * POSTs JSON and feeds the SSE answer to `onEvent`. One fresh connection per call (agent: false),
 * as separate visitors would have.
 */
function postSse(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  opts: StreamOptions,
  onEvent: (e: EventSourceMessage, receivedNs: bigint) => void,
): Promise<{ status: number; bodyText: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const payload = JSON.stringify(body);
    let receivedNs = 0n;
    const parser = createParser({ onEvent: (e) => onEvent(e, receivedNs) });
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent: false,
        localAddress: opts.localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          accept: 'text/event-stream',
          ...headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const sse = (res.headers['content-type'] ?? '').startsWith('text/event-stream');
        let bodyText = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          receivedNs = process.hrtime.bigint();
          if (sse) parser.feed(chunk);
          else bodyText += chunk;
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status, bodyText });
        });
        res.on('error', (err) => {
          clearTimeout(timer);
          reject(err);
        });
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`stream took longer than ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(payload);
  });
}

/** One recipe from our server's `POST /api/recipe` (events delta/error/done, see src/shared/api.ts). */
export async function streamFromServer(
  serverUrl: string,
  opts: StreamOptions,
): Promise<StreamResult> {
  const result: StreamResult = { status: 0, deltas: 0, done: false };
  try {
    const { status, bodyText } = await postSse(
      `${serverUrl}/api/recipe`,
      { ingredients: BENCH_INGREDIENTS },
      {},
      opts,
      (e, receivedNs) => {
        if (e.event === 'delta') {
          result.deltas++;
          opts.onDelta?.((JSON.parse(e.data) as { text: string }).text, receivedNs);
        } else if (e.event === 'done') {
          result.done = true;
        } else if (e.event === 'error') {
          result.error = (JSON.parse(e.data) as { code?: string }).code ?? 'error';
        }
      },
    );
    result.status = status;
    if (status !== 200) result.error ??= `http_${status}: ${bodyText.slice(0, 200)}`;
    else if (!result.done && !result.error) result.error = 'cut_short';
  } catch (err) {
    result.error = (err as Error).message;
  }
  return result;
}

/** The same recipe straight from the provider (OpenAI wire format), with no server in between. */
export async function streamFromProvider(
  providerUrl: string,
  opts: StreamOptions,
): Promise<StreamResult> {
  const result: StreamResult = { status: 0, deltas: 0, done: false };
  try {
    const { status } = await postSse(
      `${providerUrl}/chat/completions`,
      {
        model: 'bench-model',
        messages: buildRecipeMessages({ ingredients: BENCH_INGREDIENTS }),
        max_tokens: 1024,
        stream: true,
      },
      { authorization: 'Bearer bench-key' },
      opts,
      (e, receivedNs) => {
        if (e.data === '[DONE]') {
          result.done = true;
          return;
        }
        const chunk = JSON.parse(e.data) as { choices?: { delta?: { content?: string } }[] };
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) {
          result.deltas++;
          opts.onDelta?.(text, receivedNs);
        }
      },
    );
    result.status = status;
    if (!result.done) result.error = status === 200 ? 'cut_short' : `http_${status}`;
  } catch (err) {
    result.error = (err as Error).message;
  }
  return result;
}
