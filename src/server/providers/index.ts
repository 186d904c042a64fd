import type { Config } from '../config';
import type { LocalProviderDeps } from './local-provider';
import { createOpenAIProvider } from './openai-provider';
import { ProviderError, type RecipeProvider } from './types';

export type ProviderDeps = LocalProviderDeps;

/** Its native engine takes seconds to import, which a remote-provider server should never pay. */
function lazyLocalProvider(config: Config['local'], deps: ProviderDeps): RecipeProvider {
  let provider: RecipeProvider | undefined;
  let failed = false;
  const ready = import('./local-provider')
    .then((m) => (provider = m.createLocalProvider(config, deps)))
    .catch((err: unknown) => {
      failed = true;
      deps.log.error({ err }, 'the embedded model could not be loaded');
      return undefined;
    });
  return {
    status: () =>
      provider?.status() ?? {
        kind: 'local',
        model: null,
        ready: false,
        state: failed ? 'error' : 'loading',
        ...(failed && { problem: 'engine_unavailable' as const }),
      },
    async *streamRecipe(messages, signal, options) {
      const p = await ready;
      if (!p) throw new ProviderError('not_configured', 'embedded model unavailable');
      yield* p.streamRecipe(messages, signal, options);
    },
    close: async () => {
      await (await ready)?.close();
    },
    queue: () => provider?.queue?.() ?? { waiting: 0, running: 0 },
    recipeTimeLimitMs: () => provider?.recipeTimeLimitMs?.(),
  };
}

export function createProvider(config: Config, deps: ProviderDeps): RecipeProvider {
  if (config.remote) return createOpenAIProvider(config.remote, config.llm, { log: deps.log });
  return lazyLocalProvider(config.local, deps);
}
