import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, describeError, errorBody, logFields } from '../errors';

export function sendError(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  const d = describeError(err);
  request.outcome = { ...logFields(err), errorCode: d.code };
  if (d.code === 'internal_error') request.log.error({ err }, 'unexpected failure');
  if (d.retryAfterSeconds !== undefined) reply.header('retry-after', String(d.retryAfterSeconds));
  return reply.code(d.status).type('application/json; charset=utf-8').send(errorBody(d));
}

export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((err, request, reply) => sendError(request, reply, err));

    app.setNotFoundHandler((request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return sendError(request, reply, new AppError('not_found'));
      }
      request.outcome = { errorCode: 'not_found' };
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'error-handler' },
);
