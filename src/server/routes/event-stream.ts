/**
 * Written straight to the socket: every layer between the model and the visitor adds to each
 * delta's latency (docs/performance.md).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { StreamEvent } from '../../shared/api';
import type { IdeasEvent } from '../../shared/ideas-event';

type AnyEvent = StreamEvent | IdeasEvent;

export function formatEvent(event: AnyEvent): string {
  // JSON keeps every value on one line, as SSE's `data:` field requires.
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function drained(out: ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

export class EventStream {
  private state: 'idle' | 'open' | 'ended' = 'idle';

  constructor(private readonly reply: FastifyReply) {}

  /** Headers have been sent (or tried): from here on failures are `error` events. */
  get started(): boolean {
    return this.state !== 'idle';
  }

  get finished(): boolean {
    return this.state === 'ended';
  }

  async write(event: AnyEvent, signal: AbortSignal): Promise<void> {
    if (this.state === 'ended') return;
    if (this.state === 'idle') this.open();
    const res = this.reply.raw;
    if (res.destroyed) return;
    if (event.event === 'done' || event.event === 'error') {
      this.end(event);
      return;
    }
    const flowing = res.write(formatEvent(event));
    // Node corks a chunked response until the next tick; the delta leaves now instead, not after
    // whatever this tick still does (the provider's end of stream, our next read).
    res.uncork();
    if (!flowing) await drained(res, signal);
  }

  /** Does nothing before the first event. */
  end(event?: AnyEvent): void {
    if (this.state !== 'open') return;
    this.state = 'ended';
    const res = this.reply.raw;
    if (res.destroyed) return;
    if (event) res.end(formatEvent(event));
    else res.end();
  }

  private open(): void {
    this.reply.hijack();
    this.state = 'open';
    try {
      this.reply.raw.writeHead(200, {
        // Those set so far by the hooks (security headers, rate-limit counters).
        ...(this.reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      });
    } catch (err) {
      // No answer can be sent any more (the reply is hijacked): the visitor sees a cut connection.
      this.state = 'ended';
      this.reply.raw.destroy();
      throw err;
    }
  }
}
