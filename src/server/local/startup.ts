import { basename, resolve } from 'node:path';
import type { ProviderStatus } from '../../shared/api';
import type { Config } from '../config';
import { loadEngine, type LocalEngine } from './engine';
import { LocalModelError, SETUP_HINT, shortReason } from './local-model-error';
import { displayModelName, downloadModel, findCachedModel } from './model-download';
import { checkModelFile, type ModelOrigin } from './model-file';
import { createProgressBar, type DownloadProgress } from './progress-bar';

export interface StartupDeps {
  /** Structured logger (pino-compatible subset). */
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
  /** Where the operator reads the download progress bar and start-up problems, in plain words. */
  terminal: NodeJS.WritableStream;
  /** Cores this process may use (default: os.availableParallelism). */
  availableCores?: () => number;
}

export interface Startup {
  status(): ProviderStatus;
  /** The loaded engine, once ready. */
  engine(): LocalEngine | undefined;
  /** Stops a download or load under way (the caller frees a loaded engine). */
  stop(): Promise<void>;
}

export function modelName(config: Config['local']): string {
  return config.modelPath ? basename(config.modelPath) : displayModelName(config.modelUri);
}

/** The status while the model downloads: how far it got, in bytes and percent. */
export function downloadingStatus(model: string, p: DownloadProgress): ProviderStatus {
  const total = p.totalBytes > 0 ? p.totalBytes : null;
  const percent = total ? Math.min(100, Math.floor((p.downloadedBytes / total) * 1000) / 10) : 0;
  return {
    kind: 'local',
    model,
    ready: false,
    state: 'downloading',
    progress: { percent, downloadedBytes: p.downloadedBytes, totalBytes: total },
  };
}

/** The model file: MODEL_PATH, the cached download, or a download now (first start only). */
export async function findModelFile(
  config: Config['local'],
  terminal: NodeJS.WritableStream,
  signal: AbortSignal,
  onProgress: (p: DownloadProgress) => void,
): Promise<{ path: string; origin: ModelOrigin }> {
  if (config.modelPath) return { path: resolve(config.modelPath), origin: 'MODEL_PATH' };
  const cached = await findCachedModel(config.modelUri, config.cacheDir);
  if (cached) return { path: cached, origin: 'download' };
  onProgress({ downloadedBytes: 0, totalBytes: 0, bytesPerSecond: 0, msLeft: Infinity });
  terminal.write(
    `Downloading the recipe model ${modelName(config)} into ${resolve(config.cacheDir)} ` +
      '(first start only; an interrupted download resumes where it stopped).\n',
  );
  const bar = createProgressBar(terminal, 'Recipe model');
  try {
    const path = await downloadModel({
      uri: config.modelUri,
      cacheDir: config.cacheDir,
      signal,
      onProgress: (p) => {
        onProgress(p);
        bar.update(p);
      },
    });
    return { path, origin: 'download' };
  } finally {
    bar.stop();
  }
}

/** Why the model is not available: a code for the status, plain words for the operator. */
export function startFailure(error: unknown): LocalModelError {
  return error instanceof LocalModelError
    ? error
    : new LocalModelError('start_failed', `The recipe model could not be started. ${SETUP_HINT}`, {
        cause: error,
      });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Finds, checks and loads the model, reporting each stage through `setStatus`. */
async function loadModel(
  config: Config['local'],
  deps: StartupDeps,
  signal: AbortSignal,
  setStatus: (status: ProviderStatus) => void,
): Promise<LocalEngine> {
  const model = modelName(config);
  const file = await findModelFile(config, deps.terminal, signal, (p) => {
    setStatus(downloadingStatus(model, p));
  });
  await checkModelFile(file.path, file.origin);
  setStatus({ kind: 'local', model, ready: false, state: 'loading' });
  const began = performance.now();
  const loaded = await loadEngine({
    modelPath: file.path,
    origin: file.origin,
    local: config,
    log: deps.log,
    signal,
    availableCores: deps.availableCores,
  });
  deps.log.info(
    {
      model,
      chatFormat: loaded.chatWrapper.wrapperName,
      gpu: loaded.gpu,
      threads: loaded.threads,
      parallel: config.parallel,
      contextSize: loaded.contextSize,
      promptMsPerToken: round2(loaded.pace().promptMsPerToken),
      answerMsPerToken: round2(loaded.pace().answerMsPerToken),
      answerLimitMs: loaded.answerLimitMs(),
      loadMs: Math.round(performance.now() - began),
    },
    'embedded model ready',
  );
  return loaded;
}

/**
 * Gets the embedded model ready in the background: download (first start only), file checks, load.
 * `status()` says how far it got; a failure ends in state `error` with the reason as a code, and in
 * plain words in the log and on the operator's terminal.
 */
export function startLocalModel(config: Config['local'], deps: StartupDeps): Startup {
  const model = modelName(config);
  const abort = new AbortController();
  let status: ProviderStatus = { kind: 'local', model, ready: false, state: 'loading' };
  let engine: LocalEngine | undefined;
  let stopping = false;

  const started = loadModel(config, deps, abort.signal, (next) => {
    status = next;
  }).then(
    async (loaded) => {
      if (stopping) return loaded.close();
      engine = loaded;
      status = { kind: 'local', model, ready: true, state: 'ready' };
    },
    (error: unknown) => {
      if (stopping) return;
      const failure = startFailure(error);
      status = { kind: 'local', model, ready: false, state: 'error', problem: failure.problem };
      if (failure.context) status.context = failure.context;
      const cause = failure.cause ?? failure;
      deps.log.error(
        { problem: failure.problem, reason: shortReason(cause) },
        'embedded model unavailable',
      );
      deps.terminal.write(`${failure.message}\n`);
    },
  );

  return {
    status: () => status,
    engine: () => engine,
    async stop() {
      stopping = true;
      abort.abort(new Error('closing'));
      await started;
    },
  };
}
