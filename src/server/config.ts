import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { DEFAULTS } from '../shared/limits';

/** The default embedded model (see README, "Embedded model"). */
export const DEFAULT_LOCAL_MODEL = 'hf:bartowski/Qwen2.5-1.5B-Instruct-GGUF:Q4_K_M';
export const HF_ROUTER_URL = 'https://router.huggingface.co/v1';
export const DEFAULT_REMOTE_MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const int = (def: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(min, { message: `must be at least ${min}` })
      .max(max, { message: `must be at most ${max}` })
      .default(def),
  );

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
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  SHUTDOWN_GRACE_MS: int(10_000, 0, 300_000),
  MODEL_PATH: optionalString,
  LOCAL_MODEL: z.preprocess(blankToUndefined, z.string().default(DEFAULT_LOCAL_MODEL)),
  MODEL_CACHE_DIR: z.preprocess(blankToUndefined, z.string().default('./models')),
  LOCAL_QUEUE_SIZE: int(8, 0, 1_000),
  LOCAL_PARALLEL: int(1, 1, 16),
  // 0: one per core this process may use; fewer threads help on a busy, shared machine.
  LOCAL_THREADS: int(0, 0, 256),
  LOCAL_GPU: z.preprocess(
    blankToUndefined,
    z.enum(['auto', 'cuda', 'vulkan', 'metal', 'false']).default('auto'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface RemoteConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  minIngredients: number;
  recipeDelayMs: number;
  /** Set when a remote OpenAI-compatible provider is configured; otherwise the embedded model runs. */
  remote: RemoteConfig | undefined;
  llm: {
    firstByteTimeoutMs: number;
    idleTimeoutMs: number;
    maxRetries: number;
    retryMaxWaitMs: number;
  };
  rateLimit: {
    perMinute: number;
    maxStreamsPerClient: number;
    maxStreamsTotal: number;
    redisUrl: string | undefined;
  };
  trustProxy: boolean;
  shutdownGraceMs: number;
  local: {
    modelPath: string | undefined;
    modelUri: string;
    cacheDir: string;
    queueSize: number;
    parallel: number;
    /** CPU threads for generation; 0 = one per core this process may use. */
    threads: number;
    gpu: Env['LOCAL_GPU'];
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, with a clear message for each bad value. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const apiKey = e.LLM_API_KEY ?? e.HF_TOKEN;
  // A token alone means the Hugging Face router; a base URL alone is fine for keyless servers (Ollama).
  const baseUrl = e.LLM_BASE_URL ?? (apiKey ? HF_ROUTER_URL : undefined);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    minIngredients: e.MIN_INGREDIENTS,
    recipeDelayMs: e.RECIPE_DELAY_MS,
    remote: baseUrl
      ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model: e.LLM_MODEL }
      : undefined,
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
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
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

/**
 * Reads `.env` (if present; `ENV_FILE` names another file) under the real environment, then parses.
 * The only reader of process.env.
 */
export function loadConfig(): Config {
  loadDotenv({ path: process.env.ENV_FILE ?? '.env', quiet: true });
  return parseConfig(process.env);
}
