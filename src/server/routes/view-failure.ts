/** `POST /api/view-failure`: the page says which of its views failed to render, for the metrics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIEW_FAILURE_MAX_BYTES, viewFailureSchema } from '../../shared/view-failure';
import type { Metrics } from '../metrics';
import { viewFailureRateLimit } from '../plugins/rate-limit';

export interface ViewFailureRouteOptions {
  metrics: Metrics | undefined;
}

export const viewFailureRoutes: FastifyPluginAsyncZod<ViewFailureRouteOptions> = async (
  app,
  { metrics },
) => {
  app.post(
    '/api/view-failure',
    {
      schema: { body: viewFailureSchema },
      bodyLimit: VIEW_FAILURE_MAX_BYTES,
      config: { rateLimit: viewFailureRateLimit() },
    },
    async (request, reply) => {
      const { view } = request.body;
      metrics?.viewFailure(view);
      // The view's name is one of a fixed set: the request line may say which one failed.
      request.outcome = { view };
      return reply.code(204).send();
    },
  );
};
