import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as german } from '../../../locales/page/de.po';
import { messages as english } from '../../../locales/page/en.po';
import type { ModelProblem, ProviderStatus } from '../../../../shared/api';
import { downloadPercent, modelStatusText } from './model-status-text';

const local = (over: Partial<ProviderStatus>): ProviderStatus => ({
  kind: 'local',
  model: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
  ready: false,
  state: 'error',
  ...over,
});

const PROBLEMS: [ModelProblem, RegExp][] = [
  ['download_unreachable', /could not be downloaded: the server cannot reach the download site/],
  ['download_not_found', /there is no such file\. Check LOCAL_MODEL/],
  ['download_refused', /refused access\. Check LOCAL_MODEL/],
  ['download_no_space', /not enough disk space in MODEL_CACHE_DIR/],
  ['download_not_writable', /cannot write to MODEL_CACHE_DIR/],
  ['download_failed', /could not be downloaded\. Check LOCAL_MODEL and the server's network/],
  ['file_missing', /There is no recipe model file .* where MODEL_PATH says/],
  ['file_not_a_file', /is a folder or other non-file/],
  ['file_unreadable', /cannot be read by the server/],
  ['file_damaged', /not a usable GGUF model file/],
  ['engine_unavailable', /cannot run on this server's machine\. Try LOCAL_GPU=auto/],
  ['model_too_large', /too large for the server's free memory/],
  ['parallel_memory', /Lower LOCAL_PARALLEL/],
  ['context_too_small', /its context is too small/],
  ['start_failed', /could not be started/],
];

describe('the page words the model status from the state the server reports', () => {
  it.each(PROBLEMS)('%s', (problem, words) => {
    const text = modelStatusText(local({ problem }));
    expect(text).toMatch(words);
    // Every problem ends with what whoever runs the server can do.
    expect(text).toMatch(/set MODEL_PATH to a GGUF model file on the server, or set LLM_BASE_URL/);
  });

  it('names the model by the name it was given, and the context figures when known', () => {
    const text = modelStatusText(
      local({ problem: 'context_too_small', context: { holds: 256, needs: 2970 } }),
    );
    expect(text).toContain('(qwen2.5-1.5b-instruct-q4_k_m.gguf)');
    expect(text).toContain(
      'its context holds 256 tokens, but the longest allowed request needs 2,970',
    );
    expect(text).toContain('a context of at least 2,970 tokens');
  });

  it('falls back to plain words for an error without a reason or with one it does not know', () => {
    expect(modelStatusText(local({}))).toMatch(/^The recipe model could not be started\./);
    const unknown = local({ problem: 'something_new' as ModelProblem });
    expect(modelStatusText(unknown)).toMatch(/^The recipe model could not be started\./);
  });

  it('says how far a download got, in whole percent, once the size is known', () => {
    const at = (percent: number, totalBytes: number | null) =>
      local({ state: 'downloading', progress: { percent, downloadedBytes: 1, totalBytes } });
    expect(modelStatusText(at(42.7, 100))).toBe('The recipe model is being prepared (42%).');
    expect(downloadPercent(at(42.7, 100))).toBe(42);
    expect(downloadPercent(at(140, 100))).toBe(100);
    expect(modelStatusText(at(0, null))).toBe('The recipe model is being prepared.');
    expect(downloadPercent(at(0, null))).toBeNull();
  });

  it('words loading and ready', () => {
    expect(modelStatusText(local({ state: 'loading' }))).toBe(
      'The recipe model is loading. It will be ready in a moment.',
    );
    expect(modelStatusText(local({ state: 'ready', ready: true }))).toBe(
      'The recipe model is ready.',
    );
  });
});

describe("the model status in the page's language", () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it("words the problem and the advice in German, the settings' names as the server reads them", () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    const text = modelStatusText(
      local({ problem: 'context_too_small', context: { holds: 256, needs: 2970 } }),
    );
    expect(text).toBe(
      'Das Rezeptmodell (qwen2.5-1.5b-instruct-q4_k_m.gguf) ist nicht nutzbar: Sein Kontext fasst ' +
        '256 Tokens, die längste erlaubte Anfrage braucht aber 2.970. Nimm ein Modell mit einem ' +
        'Kontext von mindestens 2.970 Tokens. Zur Behebung: MODEL_PATH auf dem Server auf eine ' +
        'GGUF-Modelldatei setzen, oder LLM_BASE_URL (und LLM_API_KEY) setzen, um einen entfernten ' +
        'Modellanbieter zu nutzen.',
    );
    expect(modelStatusText(local({}))).toMatch(
      /^Das Rezeptmodell konnte nicht gestartet werden\. /,
    );
  });
});
