/**
 * The embedded model at full speed: a generated model of the default model's shapes, run by
 * node-llama-cpp directly at 1..N threads (the reference, best figure taken), then the product over
 * HTTP with default settings (only MODEL_PATH set). Budgets compare the two from the same run.
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import {
  getLlama,
  LlamaLogLevel,
  resolveChatWrapper,
  type Llama,
  type Token,
} from 'node-llama-cpp';
import { promptTokens, longestRequest } from '../../src/server/local/context-need';
import { buildRecipeMessages, SYSTEM_PROMPT, buildUserMessage } from '../../src/server/prompt';
import type { BudgetResult } from '../lib/budgets';
import { DEFAULT_MODEL_SHAPES, ensureBenchModel, modelFileName } from '../lib/model-gguf';
import { freePort, sleep, startServerProcess } from '../lib/servers';

export const EMBEDDED_LIMITS = {
  /** Generation through the product, as a share of the reference's best tokens/s. */
  generationShare: 0.9,
  /** First text on a repeated request, as a share of the reference's full-prompt first token. */
  firstTextShare: 0.6,
  /** Server memory over the model file's size. */
  rssOverModelBytes: 600 * 2 ** 20,
} as const;

/** Tokens generated per reference run (after the first). */
const REFERENCE_TOKENS = 48;
const RECIPE_TOKENS = 1024;
const RECIPE_TIMEOUT_MS = 15 * 60_000;
const LISTS = {
  warm: ['egg', 'milk', 'flour', 'butter'],
  measured: ['rice', 'chicken', 'onion', 'garlic'],
};

export interface ReferenceRun {
  threads: number;
  /** The whole prompt evaluated, to the first generated token. */
  firstTokenMs: number;
  tokensPerSecond: number;
}

export interface ProductRun {
  threadsLogged: number | null;
  firstRequestFirstTextMs: number;
  repeatedFirstTextMs: number;
  tokens: number;
  tokensCountedBy: string;
  tokensPerSecond: number;
  recipeSeconds: number;
  rssBytes: number;
  /** From the "embedded model ready" line: the pace measured at load, and the time limit it gives. */
  loadPace: { answerMsPerToken: number; answerLimitMs: number } | null;
}

export interface EmbeddedResult {
  modelFile: string;
  modelBytes: number;
  promptTokens: number;
  longestPromptTokens: number;
  cores: number;
  reference: ReferenceRun[];
  product: ProductRun;
  loadAverage: { start: number[]; end: number[] };
}

/** The words of the prompt, the test lists and the longest request: one token each. */
function promptWords(): string[] {
  const text = [
    SYSTEM_PROMPT,
    buildUserMessage([...LISTS.warm, ...LISTS.measured]),
    ...longestRequest().map((m) => m.content),
  ].join(' ');
  return [...new Set(text.split(/[^A-Za-z']+/).filter((w) => w.length > 1))];
}

async function referenceRun(llama: Llama, modelPath: string, threads: number, prompt: Token[]) {
  const model = await llama.loadModel({ modelPath });
  const context = await model.createContext({ contextSize: 2048, threads });
  try {
    const sequence = context.getSequence();
    const began = performance.now();
    let first = 0;
    let count = 0;
    const sampling = { temperature: 0.7, topK: 20, topP: 0.8 };
    for await (const _ of sequence.evaluate(prompt, sampling)) {
      void _;
      if (count++ === 0) first = performance.now();
      if (count > REFERENCE_TOKENS) break;
    }
    const genMs = performance.now() - first;
    return {
      threads,
      firstTokenMs: Math.round(first - began),
      tokensPerSecond: Math.round((REFERENCE_TOKENS / genMs) * 1000 * 100) / 100,
    };
  } finally {
    await context.dispose();
    await model.dispose();
  }
}

/** One recipe over HTTP: when its first text came, when each piece came, and its text. */
async function readRecipe(url: string, ingredients: string[], stopAfter = Infinity) {
  const controller = new AbortController();
  const began = performance.now();
  const res = await fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients }),
    // A machine so busy that a recipe takes this long gives no figure worth waiting for.
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(RECIPE_TIMEOUT_MS)]),
  });
  if (res.status !== 200) throw new Error(`recipe answered ${res.status}: ${await res.text()}`);
  const times: number[] = [];
  let text = '';
  let finish: string | undefined;
  const parser = createParser({
    onEvent: (e) => {
      if (e.event === 'delta') {
        times.push(performance.now() - began);
        text += (JSON.parse(e.data) as { text: string }).text;
      } else if (e.event === 'done') {
        finish = (JSON.parse(e.data) as { finishReason: string }).finishReason;
      } else if (e.event === 'error') throw new Error(`recipe error event: ${e.data}`);
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      parser.feed(decoder.decode(chunk, { stream: true }));
      if (times.length >= stopAfter) break;
    }
  } finally {
    controller.abort();
  }
  return { times, text, finish };
}

function startProduct(modelPath: string, port: number) {
  // Defaults, as `npm start` runs them: no LOCAL_THREADS, no LOCAL_PARALLEL.
  const env = {
    ENV_FILE: '/dev/null',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    MODEL_PATH: modelPath,
  };
  return startServerProcess(env, port);
}

async function waitReady(server: { url: string; outputTail(): string }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      ready: boolean;
      state: string;
    };
    if (health.ready) return;
    if (health.state === 'error') throw new Error(`model refused: ${server.outputTail()}`);
    if (Date.now() > deadline) throw new Error('the embedded model did not get ready in time');
    await sleep(200);
  }
}

async function measureProduct(modelPath: string, countTokens: (t: string) => number) {
  const server = await startProduct(modelPath, await freePort());
  try {
    await waitReady(server, 600_000);
    const ready = /"threads":(\d+)/.exec(server.outputTail());
    const pace = /"answerMsPerToken":([\d.]+),"answerLimitMs":(\d+)/.exec(server.outputTail());
    const warm = await readRecipe(server.url, LISTS.warm, 8);
    let rss = server.rssBytes();
    const sampler = setInterval(() => (rss = Math.max(rss, server.rssBytes())), 500);
    const recipe = await readRecipe(server.url, LISTS.measured).finally(() =>
      clearInterval(sampler),
    );
    const capped = recipe.finish === 'length';
    const tokens = capped ? RECIPE_TOKENS : countTokens(recipe.text);
    const first = recipe.times[0] ?? Number.NaN;
    const last = recipe.times.at(-1) ?? Number.NaN;
    return {
      threadsLogged: ready ? Number(ready[1]) : null,
      firstRequestFirstTextMs: Math.round(warm.times[0] ?? Number.NaN),
      repeatedFirstTextMs: Math.round(first),
      tokens,
      tokensCountedBy: capped
        ? 'the model hit the 1,024-token cap (finishReason "length"), as counted by llama.cpp'
        : "the received text tokenized by the model's tokenizer",
      tokensPerSecond: Math.round(((tokens - 1) / (last - first)) * 1000 * 100) / 100,
      recipeSeconds: Math.round(last / 100) / 10,
      rssBytes: Math.max(rss, server.rssBytes()),
      loadPace: pace ? { answerMsPerToken: Number(pace[1]), answerLimitMs: Number(pace[2]) } : null,
    };
  } finally {
    await server.stop();
  }
}

export interface EmbeddedOptions {
  /** Where generated models are kept between runs. */
  modelDir?: string;
  log(line: string): void;
}

/** Generates (or reuses) the model, measures the reference at 1..N threads, then the product. */
export async function measureEmbedded(options: EmbeddedOptions): Promise<EmbeddedResult> {
  const { log } = options;
  const start = loadavg().map((l) => Math.round(l * 100) / 100);
  const words = promptWords();
  const dir = options.modelDir ?? join(tmpdir(), 'pantry-chef-bench-models');
  const modelFile = join(dir, modelFileName(DEFAULT_MODEL_SHAPES, words));
  log(`  model: ${modelFile} (written once, then reused)`);
  await ensureBenchModel(modelFile, DEFAULT_MODEL_SHAPES, words);
  const cores = availableParallelism();
  const llama = await getLlama({
    build: 'never',
    maxThreads: cores,
    logLevel: LlamaLogLevel.error,
  });
  const vocab = await llama.loadModel({ modelPath: modelFile, vocabOnly: true });
  const chat = resolveChatWrapper(vocab);
  const prompt = promptTokens(vocab, chat, buildRecipeMessages({ ingredients: LISTS.measured }));
  const reference: ReferenceRun[] = [];
  for (let threads = 1; threads <= cores; threads++) {
    const run = await referenceRun(llama, modelFile, threads, prompt);
    log(
      `  node-llama-cpp, ${threads} thread(s): first token ${run.firstTokenMs} ms, ${run.tokensPerSecond} tok/s`,
    );
    reference.push(run);
  }
  const product = await measureProduct(modelFile, (t) => vocab.tokenize(t).length);
  log(`  product over HTTP: ${JSON.stringify(product)}`);
  const longest = promptTokens(vocab, chat, longestRequest()).length;
  await vocab.dispose();
  await llama.dispose();
  return {
    modelFile,
    modelBytes: statSync(modelFile).size,
    promptTokens: prompt.length,
    longestPromptTokens: longest,
    cores,
    reference,
    product,
    loadAverage: { start, end: loadavg().map((l) => Math.round(l * 100) / 100) },
  };
}

const MB = 2 ** 20;

/** The section's budget rows; `budget` is the bench's common row maker. */
export function embeddedBudgets(
  result: EmbeddedResult | Error | undefined,
  budget: <T>(
    name: string,
    limit: string,
    section: T | Error | undefined,
    evaluate: (s: T) => { ok: boolean; measured: string },
  ) => BudgetResult,
): BudgetResult[] {
  const best = (r: EmbeddedResult) => ({
    tokensPerSecond: Math.max(...r.reference.map((x) => x.tokensPerSecond)),
    firstTokenMs: Math.min(...r.reference.map((x) => x.firstTokenMs)),
  });
  const L = EMBEDDED_LIMITS;
  return [
    budget(
      'Embedded: generation speed',
      `>= ${L.generationShare * 100}% of node-llama-cpp's best`,
      result,
      (r) => {
        const ref = best(r).tokensPerSecond;
        const share = r.product.tokensPerSecond / ref;
        return {
          ok: share >= L.generationShare,
          measured: `${r.product.tokensPerSecond} tok/s vs ${ref} (${Math.round(share * 100)}%)`,
        };
      },
    ),
    budget(
      'Embedded: first text, repeated request',
      `<= ${L.firstTextShare * 100}% of a full prompt`,
      result,
      (r) => {
        const ref = best(r).firstTokenMs;
        const share = r.product.repeatedFirstTextMs / ref;
        return {
          ok: share <= L.firstTextShare,
          measured: `${r.product.repeatedFirstTextMs} ms vs ${ref} ms (${Math.round(share * 100)}%)`,
        };
      },
    ),
    budget('Embedded: server memory (RSS)', 'model file + 600 MB', result, (r) => ({
      ok: r.product.rssBytes <= r.modelBytes + L.rssOverModelBytes,
      measured: `${Math.round(r.product.rssBytes / MB)} MB (model ${Math.round(r.modelBytes / MB)} MB)`,
    })),
    budget('Embedded: a full 1,024-token recipe', 'reported', result, (r) => ({
      ok: true,
      measured: `${r.product.recipeSeconds} s (${r.product.tokens} tokens)`,
    })),
    budget(
      'Embedded: default time limit (pace at load)',
      '>= the full recipe above',
      result,
      (r) => {
        const p = r.product.loadPace;
        if (!p) return { ok: false, measured: 'not in the "embedded model ready" line' };
        return {
          ok: p.answerLimitMs >= r.product.recipeSeconds * 1000,
          measured:
            `${Math.round(p.answerLimitMs / 1000)} s (load pace ${p.answerMsPerToken} ms/token, ` +
            `${Math.round(1000 / p.answerMsPerToken)} tok/s)`,
        };
      },
    ),
  ];
}
