import { access } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { createModelDownloader, resolveModelFile } from 'node-llama-cpp';
import { LocalModelError, SETUP_HINT, errorCodes } from './local-model-error';
import type { DownloadProgress } from './progress-bar';

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);
const PREFLIGHT_TIMEOUT_MS = 15_000;

function isUrl(uri: string): boolean {
  return /^https?:\/\//i.test(uri);
}

/**
 * A name for the model fit for logs and the page: a URL loses its query string and credentials, a
 * file path its folder.
 */
export function displayModelName(uri: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(uri)) return basename(uri);
  if (!isUrl(uri)) return uri;
  try {
    const url = new URL(uri);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'the configured model URL';
  }
}

function hostOf(uri: string): string {
  if (uri.startsWith('hf:') || uri.startsWith('huggingface:')) return 'huggingface.co';
  try {
    return new URL(uri).host;
  } catch {
    return "the model's host";
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The model already in the cache, found without the network, so an offline machine still starts. */
export async function findCachedModel(uri: string, cacheDir: string): Promise<string | undefined> {
  if (isUrl(uri)) {
    let name: string;
    try {
      name = basename(decodeURIComponent(new URL(uri).pathname));
    } catch {
      return undefined;
    }
    const file = join(resolve(cacheDir), name);
    if (name && (await exists(file)) && !(await exists(`${file}.ipull`))) return file;
    return undefined;
  }
  try {
    return await resolveModelFile(uri, { directory: cacheDir, download: false, cli: false });
  } catch {
    return undefined;
  }
}

function downloadFailure(error: unknown, uri: string): LocalModelError {
  if (error instanceof LocalModelError) return error;
  const codes = errorCodes(error);
  const name = displayModelName(uri);
  if (codes.includes('ENOSPC')) {
    return new LocalModelError(
      'download_no_space',
      `The recipe model (${name}) could not be downloaded: there is not enough disk space in MODEL_CACHE_DIR. ${SETUP_HINT}`,
      { cause: error },
    );
  }
  if (codes.some((c) => c === 'EACCES' || c === 'EPERM' || c === 'EROFS')) {
    return new LocalModelError(
      'download_not_writable',
      `The recipe model (${name}) could not be downloaded: this server cannot write to MODEL_CACHE_DIR. ${SETUP_HINT}`,
      { cause: error },
    );
  }
  const message = error instanceof Error ? error.message : '';
  if (
    codes.some((c) => NETWORK_CODES.has(c)) ||
    /fetch failed|network|timed? ?out/i.test(message)
  ) {
    return new LocalModelError(
      'download_unreachable',
      `The recipe model (${name}) could not be downloaded: this server cannot reach ${hostOf(uri)}. ${SETUP_HINT}`,
      { cause: error },
    );
  }
  return new LocalModelError(
    'download_failed',
    `The recipe model (${name}) could not be downloaded. Check LOCAL_MODEL and the network. ${SETUP_HINT}`,
    { cause: error },
  );
}

/**
 * Asks the host first: the downloader retries unreachable hosts for minutes, which would keep a
 * machine without network in "downloading" instead of saying what to do.
 */
async function preflight(uri: string, signal: AbortSignal): Promise<void> {
  if (!isUrl(uri)) return; // hf: URIs are resolved through an API call that fails fast by itself.
  let status: number;
  try {
    const res = await fetch(uri, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.any([signal, AbortSignal.timeout(PREFLIGHT_TIMEOUT_MS)]),
    });
    status = res.status;
  } catch (error) {
    if (signal.aborted) throw error;
    throw downloadFailure(error, uri);
  }
  const name = displayModelName(uri);
  if (status === 404 || status === 410) {
    throw new LocalModelError(
      'download_not_found',
      `The recipe model (${name}) could not be downloaded: the server says there is no such file. Check LOCAL_MODEL. ${SETUP_HINT}`,
    );
  }
  if (status === 401 || status === 403) {
    throw new LocalModelError(
      'download_refused',
      `The recipe model (${name}) could not be downloaded: the server refused access. Check LOCAL_MODEL. ${SETUP_HINT}`,
    );
  }
}

export interface DownloadOptions {
  uri: string;
  cacheDir: string;
  signal: AbortSignal;
  onProgress(progress: DownloadProgress): void;
}

/**
 * Downloads the model into the cache folder. Progress is kept every 5 MB, so an interrupted download
 * resumes on the next start (HTTP range requests).
 */
export async function downloadModel(options: DownloadOptions): Promise<string> {
  const { uri, cacheDir, signal } = options;
  await preflight(uri, signal);
  // Speed and time left over this run's own bytes (a resumed download starts past zero).
  let first: { at: number; bytes: number } | undefined;
  const report = (downloadedBytes: number, totalBytes: number) => {
    const now = performance.now();
    first ??= { at: now, bytes: downloadedBytes };
    const seconds = (now - first.at) / 1000;
    const bytesPerSecond =
      seconds >= 0.5 ? Math.max(0, downloadedBytes - first.bytes) / seconds : 0;
    const msLeft =
      downloadedBytes >= totalBytes && totalBytes > 0
        ? 0
        : bytesPerSecond > 0
          ? ((totalBytes - downloadedBytes) / bytesPerSecond) * 1000
          : Infinity;
    options.onProgress({ downloadedBytes, totalBytes, bytesPerSecond, msLeft });
  };
  let downloader: Awaited<ReturnType<typeof createModelDownloader>>;
  try {
    downloader = await createModelDownloader({
      modelUri: uri,
      dirPath: cacheDir,
      showCliProgress: false,
      deleteTempFileOnCancel: false,
      skipExisting: true,
      onProgress: (s) => report(s.downloadedSize, s.totalSize),
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw downloadFailure(error, uri);
  }
  // Stopping waits for the downloader to close its file: a next start resumes from that file, and
  // must never write it while this one still does (the library's own abort does not wait).
  let closing: Promise<void> | undefined;
  const stop = () => {
    closing ??= downloader.cancel({ deleteTempFile: false }).catch(() => {});
    return closing;
  };
  if (signal.aborted) throw signal.reason;
  signal.addEventListener('abort', stop, { once: true });
  try {
    const path = await downloader.download();
    if (signal.aborted) throw signal.reason;
    return path;
  } catch (error) {
    // Keep the partial file for the next start to resume.
    await stop();
    if (signal.aborted) throw signal.reason;
    throw downloadFailure(error, uri);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
