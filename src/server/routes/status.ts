/** `GET /api/health` and `GET /api/config`: what the page needs at run time, and nothing secret. */
import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse, PublicConfig } from '../../shared/api';
import type { Config } from '../config';
import type { RecipeProvider } from '../providers/types';

export interface StatusRouteOptions {
  config: Config;
  provider: RecipeProvider;
}

export const statusRoutes: FastifyPluginAsync<StatusRouteOptions> = async (
  app,
  { config, provider },
) => {
  app.get('/api/health', async (_request, reply): Promise<HealthResponse> => {
    const s = provider.status();
    reply.header('cache-control', 'no-store');
    const body: HealthResponse = {
      status: 'ok',
      provider: s.kind,
      model: s.model,
      ready: s.ready,
      state: s.state,
    };
    if (s.progress) body.progress = s.progress;
    return body;
  });

  app.get('/api/config', async (_request, reply): Promise<PublicConfig> => {
    reply.header('cache-control', 'no-store');
    return {
      minIngredients: config.minIngredients,
      recipeDelayMs: config.recipeDelayMs,
      provider: provider.status(),
    };
  });
};
