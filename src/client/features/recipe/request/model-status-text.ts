import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ModelProblem, ProviderStatus } from '../../../../shared/api';

/**
 * What whoever runs the server can do about most problems (a self-hosted page is often theirs).
 * Setting names stay as written: they are what the server reads.
 */
const setup = () =>
  t`To fix this, set MODEL_PATH to a GGUF model file on the server, or set LLM_BASE_URL (and LLM_API_KEY) to use a remote model provider.`;

const named = (s: ProviderStatus) => (s.model ? ` (${s.model})` : '');

const PROBLEM: Record<ModelProblem, (name: string, s: ProviderStatus) => string> = {
  download_unreachable: (name) =>
    t`The recipe model${name} could not be downloaded: the server cannot reach the download site.`,
  download_not_found: (name) =>
    t`The recipe model${name} could not be downloaded: there is no such file. Check LOCAL_MODEL.`,
  download_refused: (name) =>
    t`The recipe model${name} could not be downloaded: the download site refused access. Check LOCAL_MODEL.`,
  download_no_space: (name) =>
    t`The recipe model${name} could not be downloaded: the server has not enough disk space in MODEL_CACHE_DIR.`,
  download_not_writable: (name) =>
    t`The recipe model${name} could not be downloaded: the server cannot write to MODEL_CACHE_DIR.`,
  download_failed: (name) =>
    t`The recipe model${name} could not be downloaded. Check LOCAL_MODEL and the server's network.`,
  file_missing: (name) => t`There is no recipe model file${name} where MODEL_PATH says.`,
  file_not_a_file: (name) =>
    t`The recipe model${name} set in MODEL_PATH is a folder or other non-file, not a model file.`,
  file_unreadable: (name) => t`The recipe model file${name} cannot be read by the server.`,
  file_damaged: (name) =>
    t`The recipe model file${name} is not a usable GGUF model file (it may be damaged or incomplete).`,
  engine_unavailable: () =>
    t`The embedded recipe model cannot run on this server's machine. Try LOCAL_GPU=auto or LOCAL_GPU=false.`,
  model_too_large: (name) =>
    t`The recipe model${name} is too large for the server's free memory. Use a smaller GGUF file.`,
  parallel_memory: (name) =>
    t`The recipe model${name} was loaded, but there is not enough memory for LOCAL_PARALLEL answers at once. Lower LOCAL_PARALLEL or use a smaller model.`,
  context_too_small: (name, s) => {
    if (!s.context)
      return t`The recipe model${name} cannot be used: its context is too small for the longest allowed request.`;
    const holds = i18n.number(s.context.holds);
    const needs = i18n.number(s.context.needs);
    return t`The recipe model${name} cannot be used: its context holds ${holds} tokens, but the longest allowed request needs ${needs}. Use a model with a context of at least ${needs} tokens.`;
  },
  start_failed: () => t`The recipe model could not be started.`,
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
      return `${(PROBLEM[s.problem ?? 'start_failed'] ?? PROBLEM.start_failed)(named(s), s)} ${setup()}`;
  }
}

export function downloadPercent(s: ProviderStatus): number | null {
  if (s.state !== 'downloading' || !s.progress || s.progress.totalBytes === null) return null;
  return Math.max(0, Math.min(100, Math.floor(s.progress.percent)));
}
