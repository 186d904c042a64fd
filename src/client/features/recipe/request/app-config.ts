import type { ProviderStatus, PublicConfig } from '../../../../shared/api';
import { DEFAULTS } from '../../../../shared/limits';
import { reportReach } from '../../../lib/connection';

export const DEFAULT_CONFIG: PublicConfig = {
  minIngredients: DEFAULTS.minIngredients,
  recipeDelayMs: DEFAULTS.recipeDelayMs,
  provider: { kind: 'remote', model: null, ready: true, state: 'ready' },
};

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function readProvider(value: unknown): ProviderStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Partial<ProviderStatus>;
  if (typeof p.ready !== 'boolean' || typeof p.state !== 'string') return null;
  return p as ProviderStatus;
}

/** `GET /api/config`; throws on a network error or an answer that isn't a config. */
export async function fetchConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await fetch('/api/config', {
    signal,
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  }).catch((error: unknown) => {
    if (!signal?.aborted) reportReach(false);
    throw error;
  });
  reportReach(true);
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as Partial<PublicConfig>;
  const provider = readProvider(body.provider);
  if (!isCount(body.minIngredients) || !isCount(body.recipeDelayMs) || !provider) {
    throw new Error('GET /api/config answered an unexpected body');
  }
  return { minIngredients: body.minIngredients, recipeDelayMs: body.recipeDelayMs, provider };
}
