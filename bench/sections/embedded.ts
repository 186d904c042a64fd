/**
 * The embedded model: node-llama-cpp directly at 1..N threads (the reference), then the product over
 * HTTP with default settings, on a generated model of the default's shapes. Method: bench/README.md.
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  getLlama,
  LlamaLogLevel,
  resolveChatWrapper,
  type Llama,
  type Token,
} from 'node-llama-cpp';
import { promptTokens, longestRequest } from '../../src/server/local/context-need';
import { SAMPLING } from '../../src/server/local/sampling';
import { buildRecipeMessages, SYSTEM_PROMPT, buildUserMessage } from '../../src/server/prompt';
import { buildIdeasUserMessage, cookLine } from '../../src/server/ideas-prompt';
import type { RecipeRequest } from '../../src/shared/recipe-request';
import { DEFAULT_MODEL_SHAPES, ensureBenchModel, modelFileName } from '../lib/model-gguf';
import { freePort, sleep, startServerProcess } from '../lib/servers';
import { streamFromServer } from '../lib/sse-client';
import { chainRun, type ChainRun } from './embedded-chain';
import { predictionRun, type PredictionRun } from './embedded-prediction';
import { measureIdeas, type IdeasRun } from './embedded-ideas';

const REFERENCE_TOKENS = 48;
const RECIPE_TOKENS = 1024;
const RECIPE_TIMEOUT_MS = 15 * 60_000;
const LISTS = {
  warm: ['egg', 'milk', 'flour', 'butter'],
  measured: ['rice', 'chicken', 'onion', 'garlic'],
};
const CHANGE_LINE = 'Make it for two';

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
  /** A change to the recipe just written: first text, and prompt tokens read ("answer ended"). */
  change: { firstTextMs: number; read: number | null };
  /** The same change after another conversation used the sequence: the recipe is read in full. */
  changeAfterOther: { firstTextMs: number; read: number | null };
  /** Three ideas, then `Cook this` on the first (bench/sections/embedded-ideas.ts). */
  ideas: IdeasRun | Error;
}

export interface EmbeddedResult {
  modelFile: string;
  modelBytes: number;
  promptTokens: number;
  longestPromptTokens: number;
  cores: number;
  reference: ReferenceRun[];
  /**
   * node-llama-cpp at the best thread count writing a whole recipe's length: the same work as the
   * product's recipe, whose later tokens cost more as the context grows.
   */
  fullReference: ReferenceRun;
  prediction: PredictionRun;
  chain: ChainRun;
  product: ProductRun;
  loadAverage: { start: number[]; end: number[] };
}

/**
 * The pieces Qwen2.5's tokenizer (the default model's) cuts the ideas' JSON into: `{"` `ideas`
 * `":[{"` `title` `":"`, then `,"` `line` `":"` between two strings, `},{"` between two ideas,
 * `}` `]}` at the end. Without them the bench model spells that text a character at a time, four
 * to five times what it costs the real model. Like the prompts' words (`promptWords`), they make
 * the bench model read the product's own text as the real one does.
 */
const JSON_PIECES = [
  ...['{"', '":[{"', '":"', '","', ',"', '},{"', '"},{"', '"}', ']}'],
  ...['ideas', 'title', 'line', 'ingredients'],
];

function promptWords(): string[] {
  const text = [
    SYSTEM_PROMPT,
    buildUserMessage([...LISTS.warm, ...LISTS.measured]),
    buildIdeasUserMessage({ ingredients: LISTS.measured }),
    cookLine(''),
    CHANGE_LINE,
    ...longestRequest().map((m) => m.content),
  ].join(' ');
  return [...new Set(text.split(/[^A-Za-z']+/).filter((w) => w.length > 1))];
}

async function referenceRun(
  llama: Llama,
  modelPath: string,
  threads: number,
  prompt: Token[],
  tokens = REFERENCE_TOKENS,
) {
  const model = await llama.loadModel({ modelPath });
  const context = await model.createContext({ contextSize: 2048, threads });
  try {
    const sequence = context.getSequence();
    const began = performance.now();
    let first = 0;
    let count = 0;
    const { temperature, topK, topP } = SAMPLING;
    for await (const _ of sequence.evaluate(prompt, { temperature, topK, topP })) {
      void _;
      if (count++ === 0) first = performance.now();
      if (count > tokens) break;
    }
    const genMs = performance.now() - first;
    return {
      threads,
      firstTokenMs: Math.round(first - began),
      tokensPerSecond: Math.round((tokens / genMs) * 1000 * 100) / 100,
    };
  } finally {
    await context.dispose();
    await model.dispose();
  }
}

/** One recipe over HTTP: when each delta came (ms from the request), and its text. */
async function readRecipe(url: string, body: RecipeRequest, stopAfter = Infinity) {
  const began = process.hrtime.bigint();
  const times: number[] = [];
  let text = '';
  const stop = new AbortController();
  const result = await streamFromServer(
    url,
    {
      // A machine so busy that a recipe takes this long gives no figure worth waiting for.
      timeoutMs: RECIPE_TIMEOUT_MS,
      signal: stop.signal,
      onDelta: (delta, receivedNs) => {
        times.push(Number(receivedNs - began) / 1e6);
        text += delta;
        if (times.length >= stopAfter) stop.abort();
      },
    },
    body,
  );
  if (result.error && result.error !== 'stopped') throw new Error(`recipe: ${result.error}`);
  return { times, text, finish: result.finishReason };
}

async function lastRead(server: { outputTail(): string }) {
  // The line is written when the sequence is free again, a moment after the stream ends.
  await sleep(500);
  const all = [...server.outputTail().matchAll(/"read":(\d+)[^\n]*"answer ended"/g)];
  const last = all.at(-1);
  return last ? Number(last[1]) : null;
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
    const warm = await readRecipe(server.url, { ingredients: LISTS.warm }, 8);
    let rss = server.rssBytes();
    const sampler = setInterval(() => (rss = Math.max(rss, server.rssBytes())), 500);
    const recipe = await readRecipe(server.url, { ingredients: LISTS.measured }).finally(() =>
      clearInterval(sampler),
    );
    const changeOf = { ingredients: LISTS.measured, recipe: recipe.text, change: CHANGE_LINE };
    const change = await readRecipe(server.url, changeOf, 8);
    const changeRead = await lastRead(server);
    // Another visitor in between takes the sequence: the kept recipe is erased.
    await readRecipe(server.url, { ingredients: LISTS.warm }, 8);
    const after = await readRecipe(server.url, changeOf, 8);
    const afterRead = await lastRead(server);
    // A failure here is the ideas rows' alone: the recipe's figures stand.
    const ideas = await measureIdeas(server, LISTS.measured, readRecipe, lastRead).catch(
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
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
      change: { firstTextMs: Math.round(change.times[0] ?? Number.NaN), read: changeRead },
      changeAfterOther: { firstTextMs: Math.round(after.times[0] ?? Number.NaN), read: afterRead },
      ideas,
    };
  } finally {
    await server.stop();
  }
}

export interface EmbeddedOptions {
  modelDir?: string;
  log(line: string): void;
}

/** The bench model's path, written first if it is not there. */
export async function benchModel(modelDir: string | undefined, log: (line: string) => void) {
  const words = promptWords();
  const dir = modelDir ?? join(tmpdir(), 'pantry-chef-bench-models');
  const modelFile = join(dir, modelFileName(DEFAULT_MODEL_SHAPES, words, JSON_PIECES));
  log(`  model: ${modelFile} (written once, then reused)`);
  await ensureBenchModel(modelFile, DEFAULT_MODEL_SHAPES, words, JSON_PIECES);
  return modelFile;
}

/** Generates (or reuses) the model, measures the reference at 1..N threads, then the product. */
export async function measureEmbedded(options: EmbeddedOptions): Promise<EmbeddedResult> {
  const { log } = options;
  const start = loadavg().map((l) => Math.round(l * 100) / 100);
  const modelFile = await benchModel(options.modelDir, log);
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
  const threads = reference.reduce((a, b) =>
    b.tokensPerSecond > a.tokensPerSecond ? b : a,
  ).threads;
  const fullReference = await referenceRun(llama, modelFile, threads, prompt, RECIPE_TOKENS - 1);
  log(
    `  node-llama-cpp, ${threads} thread(s), a whole recipe: ${fullReference.tokensPerSecond} tok/s`,
  );
  const changeOf = (answer: readonly Token[]) =>
    promptTokens(
      vocab,
      chat,
      buildRecipeMessages({
        ingredients: LISTS.measured,
        recipe: vocab.detokenize([...answer]),
        change: CHANGE_LINE,
      }),
    );
  const prediction = await predictionRun(llama, modelFile, threads, {
    recipe: prompt,
    change: changeOf,
  });
  for (const [name, run] of Object.entries(prediction)) {
    log(`  token prediction, ${name} case (greedy, ${threads} threads): ${JSON.stringify(run)}`);
  }
  const chain = await chainRun(modelFile, threads, LISTS);
  log(`  a chain of three changes (in process): ${JSON.stringify(chain)}`);
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
    fullReference,
    prediction,
    chain,
    product,
    loadAverage: { start, end: loadavg().map((l) => Math.round(l * 100) / 100) },
  };
}
