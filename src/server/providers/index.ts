import type { Config } from '../config';
import { createLocalProvider, type LocalProviderDeps } from './local-provider';
import { createOpenAIProvider } from './openai-provider';
import type { RecipeProvider } from './types';

export type ProviderDeps = LocalProviderDeps;

/** The remote OpenAI-compatible provider when one is configured, else the embedded model. */
export function createProvider(config: Config, deps: ProviderDeps): RecipeProvider {
  if (config.remote) return createOpenAIProvider(config.remote, config.llm, { log: deps.log });
  return createLocalProvider(config.local, { log: deps.log });
}
