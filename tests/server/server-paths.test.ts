import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../src/shared/api';
import { postRecipe, sleep, startApp, testConfig, type RunningApp } from './helpers';

const SECRET_FOLDER = mkdtempSync(join(tmpdir(), 'pantry-chef-private-folder-zq7x-'));
const damaged = join(SECRET_FOLDER, 'damaged-model.gguf');
writeFileSync(damaged, 'this is not a GGUF file');
const folderAsFile = join(SECRET_FOLDER, 'folder-model.gguf');
mkdirSync(folderAsFile);

const started: RunningApp[] = [];
afterAll(() => Promise.all(started.map((s) => s.close())));

async function bodiesOf(server: RunningApp): Promise<string[]> {
  const get = (path: string) => fetch(`${server.url}${path}`).then((r) => r.text());
  const recipe = await postRecipe(server.url, { ingredients: ['egg'] }).then((r) => r.text());
  return [await get('/api/config'), await get('/api/health'), await get('/'), recipe];
}

describe('model file messages on the page', () => {
  it.each([
    ['missing', join(SECRET_FOLDER, 'missing-model.gguf'), 'missing-model.gguf', 'file_missing'],
    ['damaged', damaged, 'damaged-model.gguf', 'file_damaged'],
    ['folder', folderAsFile, 'folder-model.gguf', 'file_not_a_file'],
  ] as const)(
    'a %s MODEL_PATH is named by its file alone',
    async (_what, modelPath, fileName, problem) => {
      const server = await startApp(
        testConfig({ MODEL_PATH: modelPath, MODEL_CACHE_DIR: SECRET_FOLDER, LOCAL_GPU: 'false' }),
      );
      started.push(server);
      // The model is checked in the background: wait until the page would be told it failed.
      let config: PublicConfig | undefined;
      for (let i = 0; i < 600 && config?.provider.state !== 'error'; i++) {
        if (config) await sleep(50);
        config = (await (await fetch(`${server.url}/api/config`)).json()) as PublicConfig;
      }
      expect(config?.provider.state).toBe('error');
      expect(config?.provider.problem).toBe(problem);
      expect(config?.provider.model).toBe(fileName);
      for (const body of await bodiesOf(server)) {
        expect(body).not.toContain(SECRET_FOLDER);
        expect(body).not.toContain('pantry-chef-private-folder');
      }
    },
  );
});
