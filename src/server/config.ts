import { isIP } from 'node:net';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { DEFAULTS } from '../shared/limits';

export const DEFAULT_LOCAL_MODEL = 'hf:bartowski/Qwen2.5-1.5B-Instruct-GGUF:Q4_K_M';
export const HF_ROUTER_URL = 'https://router.huggingface.co/v1';
export const DEFAULT_REMOTE_MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
/** A whole number within bounds, as the environment gives it (a string). */
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` })
    .max(max, { message: `must be at most ${max}` });
const int = (def: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max).default(def));

/** proxy-addr's names for address ranges, accepted in a `TRUST_PROXY` list as Fastify does. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

/** The forms Fastify's `trustProxy` takes; `true` (every hop) is warned about at start. */
export type TrustProxy = boolean | number | string[];

const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const v = raw.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be true, false, a hop count, or proxy addresses/CIDR ranges (not: ${bad.join(', ')})`,
  });
  return z.NEVER;
});

const optionalInt = (min: number, max: number) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max).optional());

/** The most text one recipe may hold (UTF-8 bytes): far past a 1024-token answer. */
export const RECIPE_MAX_BYTES = 64 * 1024;
/** The remote default `RECIPE_MAX_MS`; the embedded model's follows its measured pace. */
export const REMOTE_RECIPE_MAX_MS = 180_000;

/** The environment's variables; docs/configuration.md's table says what each one does. */
const envSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LLM_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  ),
  LLM_API_KEY: optionalString,
  HF_TOKEN: optionalString,
  LLM_MODEL: z.preprocess(blankToUndefined, z.string().default(DEFAULT_REMOTE_MODEL)),
  MIN_INGREDIENTS: int(DEFAULTS.minIngredients, 1, 50),
  RECIPE_DELAY_MS: int(DEFAULTS.recipeDelayMs, 0, 60_000),
  LLM_FIRST_BYTE_TIMEOUT_MS: int(30_000, 100, 600_000),
  LLM_IDLE_TIMEOUT_MS: int(20_000, 100, 600_000),
  LLM_MAX_RETRIES: int(2, 0, 5),
  LLM_RETRY_MAX_WAIT_MS: int(5_000, 0, 60_000),
  RATE_LIMIT_PER_MINUTE: int(20, 1, 100_000),
  MAX_STREAMS_PER_CLIENT: int(2, 1, 1_000),
  MAX_STREAMS_TOTAL: int(2_000, 1, 100_000),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' }).optional(),
  ),
  /** Which `X-Forwarded-For` hops to believe (Fastify's `trustProxy`). */
  TRUST_PROXY: z.preprocess(blankToUndefined, trustProxySchema.default(false)),
  /** Recipes the whole server (all instances sharing Redis) may start per UTC day; unset: no cap. */
  RECIPES_PER_DAY: optionalInt(1, 100_000_000),
  RECIPE_MAX_MS: optionalInt(1_000, 3_600_000),
  /** `GET /metrics` on the main port. */
  METRICS: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  /** A port of its own for `GET /metrics` (on `METRICS_HOST`). */
  METRICS_PORT: optionalInt(1, 65535),
  METRICS_HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  KEEP_ALIVE_TIMEOUT_MS: int(10_000, 1_000, 600_000),
  SHUTDOWN_GRACE_MS: int(10_000, 0, 300_000),
  MODEL_PATH: optionalString,
  LOCAL_MODEL: z.preprocess(blankToUndefined, z.string().default(DEFAULT_LOCAL_MODEL)),
  MODEL_CACHE_DIR: z.preprocess(blankToUndefined, z.string().default('./models')),
  LOCAL_QUEUE_SIZE: int(8, 0, 1_000),
  LOCAL_PARALLEL: int(1, 1, 16),
  /** 0: one per core this process may use; fewer threads help on a busy, shared machine. */
  LOCAL_THREADS: int(0, 0, 256),
  LOCAL_GPU: z.preprocess(
    blankToUndefined,
    z.enum(['auto', 'cuda', 'vulkan', 'metal', 'false']).default('auto'),
  ),
});

type Env = z.output<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The key to send and where. HF_TOKEN is often exported for other tools: it goes to the Hugging
 * Face router only, never to another host named by LLM_BASE_URL, which gets LLM_API_KEY alone.
 */
function remoteEndpoint(e: Env): { baseUrl: string | undefined; apiKey: string | undefined } {
  if (!e.LLM_BASE_URL) {
    const apiKey = e.LLM_API_KEY ?? e.HF_TOKEN;
    return { baseUrl: apiKey ? HF_ROUTER_URL : undefined, apiKey };
  }
  const baseUrl = e.LLM_BASE_URL.replace(/\/+$/, '');
  const isRouter = new URL(baseUrl).origin === new URL(HF_ROUTER_URL).origin;
  return { baseUrl, apiKey: e.LLM_API_KEY ?? (isRouter ? e.HF_TOKEN : undefined) };
}

function endpointWarnings(remote: { baseUrl?: string; apiKey?: string }): string[] {
  if (!remote.baseUrl || !remote.apiKey) return [];
  const url = new URL(remote.baseUrl);
  if (url.protocol !== 'http:' || LOOPBACK_HOST.test(url.hostname)) return [];
  return [
    `LLM_API_KEY is sent over plain http to ${url.host}: anyone on the way can read it. Use an https:// LLM_BASE_URL.`,
  ];
}

function toConfig(e: Env) {
  // A token alone means the Hugging Face router; a base URL alone is fine for keyless servers (Ollama).
  const { baseUrl, apiKey } = remoteEndpoint(e);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    minIngredients: e.MIN_INGREDIENTS,
    recipeDelayMs: e.RECIPE_DELAY_MS,
    /** Set when a remote OpenAI-compatible provider is configured; otherwise the embedded model runs. */
    remote: baseUrl ? { baseUrl, apiKey, model: e.LLM_MODEL } : undefined,
    llm: {
      firstByteTimeoutMs: e.LLM_FIRST_BYTE_TIMEOUT_MS,
      idleTimeoutMs: e.LLM_IDLE_TIMEOUT_MS,
      maxRetries: e.LLM_MAX_RETRIES,
      retryMaxWaitMs: e.LLM_RETRY_MAX_WAIT_MS,
    },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      maxStreamsPerClient: e.MAX_STREAMS_PER_CLIENT,
      maxStreamsTotal: e.MAX_STREAMS_TOTAL,
      redisUrl: e.REDIS_URL,
    },
    trustProxy: e.TRUST_PROXY,
    recipesPerDay: e.RECIPES_PER_DAY,
    /** `maxMs` undefined: the embedded model's own, from its measured pace. */
    recipeLimits: {
      maxMs: e.RECIPE_MAX_MS ?? (baseUrl ? REMOTE_RECIPE_MAX_MS : undefined),
      maxBytes: RECIPE_MAX_BYTES,
    },
    metrics: { onMainPort: e.METRICS, port: e.METRICS_PORT, host: e.METRICS_HOST },
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** Settings that work but deserve the operator's attention; server.ts logs them at start. */
    warnings: endpointWarnings({ baseUrl, apiKey }),
    local: {
      modelPath: e.MODEL_PATH,
      modelUri: e.LOCAL_MODEL,
      cacheDir: e.MODEL_CACHE_DIR,
      queueSize: e.LOCAL_QUEUE_SIZE,
      parallel: e.LOCAL_PARALLEL,
      threads: e.LOCAL_THREADS,
      gpu: e.LOCAL_GPU,
    },
  };
}

/** The environment in, the server's settings out. */
const configSchema = envSchema
  .refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT !== e.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT (use METRICS=true for the same port)',
  })
  .transform(toConfig);

export type Config = z.output<typeof configSchema>;
export type RemoteConfig = NonNullable<Config['remote']>;

/** Parses the environment once, with a clear message for each bad value. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** `.env` (or `ENV_FILE`) under the real environment; the only reader of process.env. */
export function loadConfig(): Config {
  loadDotenv({ path: process.env.ENV_FILE ?? '.env', quiet: true });
  return parseConfig(process.env);
}
