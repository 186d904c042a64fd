/** Test helpers: real `Response` objects carrying Server-Sent Events, pushed by the test. */
const encoder = new TextEncoder();

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface ControlledStream {
  response: Response;
  /** Sends raw text (any slicing of the SSE bytes). */
  push: (raw: string) => void;
  delta: (text: string) => void;
  done: (finishReason?: 'stop' | 'length') => void;
  errorEvent: (error: unknown) => void;
  /** Ends the body without done/error (a stream cut short). */
  close: () => void;
  /** Breaks the body as a reset connection does. */
  fail: (error?: Error) => void;
  /** Whether the reader cancelled (the page stopped listening). */
  cancelled: () => boolean;
}

export function controlledStream(): ControlledStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  const push = (raw: string) => {
    if (!closed) controller.enqueue(encoder.encode(raw));
  };
  const close = () => {
    if (closed) return;
    closed = true;
    controller.close();
  };
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    }),
    push,
    delta: (text) => push(sseEvent('delta', { text })),
    done: (finishReason = 'stop') => {
      push(sseEvent('done', { finishReason }));
      close();
    },
    errorEvent: (error) => {
      push(sseEvent('error', error));
      close();
    },
    close,
    fail: (error = new TypeError('network error')) => {
      if (closed) return;
      closed = true;
      controller.error(error);
    },
    cancelled: () => cancelled,
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A fetch whose abort signal rejects the pending response or breaks the body, as browsers do. */
export function abortable(
  signal: AbortSignal | null | undefined,
  make: () => Response | Promise<Response>,
): Promise<Response> {
  if (signal?.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
  return Promise.resolve(make());
}

/** Lets pending promise callbacks run (stream reads resolve through several microtasks). */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
