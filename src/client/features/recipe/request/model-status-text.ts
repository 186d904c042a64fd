import { t } from '@lingui/core/macro';
import type { ModelProblem, ProviderStatus } from '../../../../shared/api';

/** What whoever runs the server can do about most problems (a self-hosted page is often theirs). */
const SETUP =
  'To fix this, set MODEL_PATH to a GGUF model file on the server, ' +
  'or set LLM_BASE_URL (and LLM_API_KEY) to use a remote model provider.';

const model = (s: ProviderStatus) => (s.model ? ` (${s.model})` : '');

const PROBLEM: Record<ModelProblem, (s: ProviderStatus) => string> = {
  download_unreachable: (s) =>
    `The recipe model${model(s)} could not be downloaded: the server cannot reach the download site. ${SETUP}`,
  download_not_found: (s) =>
    `The recipe model${model(s)} could not be downloaded: there is no such file. Check LOCAL_MODEL. ${SETUP}`,
  download_refused: (s) =>
    `The recipe model${model(s)} could not be downloaded: the download site refused access. Check LOCAL_MODEL. ${SETUP}`,
  download_no_space: (s) =>
    `The recipe model${model(s)} could not be downloaded: the server has not enough disk space in MODEL_CACHE_DIR. ${SETUP}`,
  download_not_writable: (s) =>
    `The recipe model${model(s)} could not be downloaded: the server cannot write to MODEL_CACHE_DIR. ${SETUP}`,
  download_failed: (s) =>
    `The recipe model${model(s)} could not be downloaded. Check LOCAL_MODEL and the server's network. ${SETUP}`,
  file_missing: (s) => `There is no recipe model file${model(s)} where MODEL_PATH says. ${SETUP}`,
  file_not_a_file: (s) =>
    `The recipe model${model(s)} set in MODEL_PATH is a folder or other non-file, not a model file. ${SETUP}`,
  file_unreadable: (s) => `The recipe model file${model(s)} cannot be read by the server. ${SETUP}`,
  file_damaged: (s) =>
    `The recipe model file${model(s)} is not a usable GGUF model file (it may be damaged or incomplete). ${SETUP}`,
  engine_unavailable: () =>
    `The embedded recipe model cannot run on this server's machine. Try LOCAL_GPU=auto or LOCAL_GPU=false. ${SETUP}`,
  model_too_large: (s) =>
    `The recipe model${model(s)} is too large for the server's free memory. Use a smaller GGUF file. ${SETUP}`,
  parallel_memory: (s) =>
    `The recipe model${model(s)} was loaded, but there is not enough memory for LOCAL_PARALLEL answers at once. Lower LOCAL_PARALLEL or use a smaller model. ${SETUP}`,
  context_too_small: (s) =>
    s.context
      ? `The recipe model${model(s)} cannot be used: its context holds ${s.context.holds} tokens, but the longest allowed request needs ${s.context.needs}. Use a model with a context of at least ${s.context.needs} tokens. ${SETUP}`
      : `The recipe model${model(s)} cannot be used: its context is too small for the longest allowed request. ${SETUP}`,
  start_failed: () => `The recipe model could not be started. ${SETUP}`,
};

/** The words for the model's state, built from what the server reports (never from its text). */
export function modelStatusText(s: ProviderStatus): string {
  switch (s.state) {
    case 'ready':
      return t`The recipe model is ready.`;
    case 'downloading': {
      const percent = downloadPercent(s);
      return percent === null
        ? t`The recipe model is being prepared.`
        : t`The recipe model is being prepared (${percent}%).`;
    }
    case 'loading':
      return t`The recipe model is loading. It will be ready in a moment.`;
    case 'error':
      return (PROBLEM[s.problem ?? 'start_failed'] ?? PROBLEM.start_failed)(s);
  }
}

export function downloadPercent(s: ProviderStatus): number | null {
  if (s.state !== 'downloading' || !s.progress || s.progress.totalBytes === null) return null;
  return Math.max(0, Math.min(100, Math.floor(s.progress.percent)));
}
