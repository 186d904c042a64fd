import type { Config } from '../config';
import type { RecipeProvider } from './types';
import { ProviderError } from './types';

export interface LocalProviderDeps {
  /** Structured logger (pino-compatible subset). */
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}

/** Placeholder until the embedded model lands: reports that no model is set up. */
export function createLocalProvider(
  _config: Config['local'],
  _deps: LocalProviderDeps,
): RecipeProvider {
  return {
    status: () => ({
      kind: 'none',
      model: null,
      ready: false,
      state: 'unconfigured',
      message: 'No recipe model is set up on this server yet.',
    }),
    // eslint-disable-next-line require-yield
    async *streamRecipe() {
      throw new ProviderError('not_configured', 'no model configured');
    },
    close: async () => {},
  };
}
