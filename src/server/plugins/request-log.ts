/** Logging that keeps visitors' words out: one line per request of our own, and serializers. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorCode } from '../../shared/api';
import type { Config } from '../config';
import { logFields } from '../errors';

export interface RequestOutcome {
  errorCode?: ErrorCode;
  [field: string]: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    outcome: RequestOutcome | null;
  }
}

/** The path alone: a query string may carry anything. */
export function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

export function loggerOptions(
  config: Config,
  stream: NodeJS.WritableStream | undefined,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: pathOf(req.url ?? ''),
      }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      // Kind and code only: an error's message could quote what the visitor sent.
      err: ((err: unknown) => logFields(err)) as never,
    },
    // Belt and braces: nothing logs headers, and if something ever does, not these.
    redact: {
      paths: ['headers.authorization', 'req.headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}

export type RequestDone = (request: FastifyRequest, status: number, closedEarly: boolean) => void;

export const requestLog = fp<{ onDone?: RequestDone }>(
  async (app, { onDone }) => {
    const logged = new WeakSet<FastifyRequest>();
    const writeLine = (request: FastifyRequest, reply: FastifyReply, closedEarly: boolean) => {
      if (logged.has(request)) return;
      logged.add(request);
      // 499: the visitor left before any answer was sent (nginx's convention).
      const status = closedEarly && !reply.raw.headersSent ? 499 : reply.statusCode;
      const line = {
        method: request.method,
        path: pathOf(request.url),
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...request.outcome,
        ...(closedEarly ? { clientClosed: true } : {}),
      };
      if (status >= 500 || request.outcome?.errorCode === 'stream_interrupted') {
        request.log.warn(line, 'request');
      } else {
        request.log.info(line, 'request');
      }
      onDone?.(request, status, closedEarly);
    };

    app.decorateRequest('outcome', null);
    app.addHook('onRequest', async (request, reply) => {
      // onResponse only follows a finished answer; a visitor who leaves mid-stream is logged here.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) writeLine(request, reply, true);
      });
    });
    app.addHook('onResponse', async (request, reply) => writeLine(request, reply, false));
  },
  { name: 'request-log' },
);
