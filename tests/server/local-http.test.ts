import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, HealthResponse } from '../../src/shared/api';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { INGREDIENTS } from '../fixtures/local-helpers';
import {
  postRecipe,
  readEvents,
  recipeText,
  startApp,
  testConfig,
  type RunningApp,
} from './helpers';

let app: RunningApp;
beforeAll(async () => {
  const config = testConfig({
    MODEL_PATH: await tinyModelPath(),
    LOCAL_QUEUE_SIZE: '0',
    LOCAL_PARALLEL: '1',
    LOCAL_THREADS: '1',
    LOCAL_GPU: 'false',
  });
  expect(config.remote).toBeUndefined();
  app = await startApp(config);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // `connection: close`: the app's close() currently waits forever for a kept-alive socket that
    // served an earlier request once a later stream on it was aborted (reported; not this test's subject).
    const health = (await (
      await fetch(`${app.url}/api/health`, { headers: { connection: 'close' } })
    ).json()) as HealthResponse;
    if (health.ready) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});
afterAll(() => app?.close());

/** Opens a recipe stream and resolves once its first text has arrived. */
async function openStream() {
  const controller = new AbortController();
  const res = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { signal: controller.signal },
  );
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toContain('event: delta');
  // Keep reading in the background so the server is never held up by the socket.
  const drained = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return;
    } catch {
      // aborted
    }
  })();
  return { controller, drained };
}

describe('embedded model over HTTP', () => {
  it('streams a whole recipe as delta events ending with done', async () => {
    const res = await postRecipe(app.url, { ingredients: INGREDIENTS });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(100);
    expect(recipeText(events).length).toBeGreaterThan(100);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('answers 503 busy with Retry-After past the bound, and a closed page frees the model', async () => {
    const running = await openStream();

    const busy = await postRecipe(app.url, { ingredients: INGREDIENTS });
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await busy.json()) as ErrorBody;
    expect(body.error.code).toBe('busy');

    // The visitor closes the page: the model is free for the next one almost at once.
    const closedAt = performance.now();
    running.controller.abort();
    await running.drained;
    let next: Response | undefined;
    while (!next && performance.now() - closedAt < 5_000) {
      const res = await postRecipe(app.url, { ingredients: INGREDIENTS });
      if (res.status === 200) next = res;
      else {
        expect(res.status).toBe(503);
        await res.body?.cancel();
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    expect(next, 'the model was not freed within 5 s').toBeDefined();
    console.log(
      `[local] model free again ${(performance.now() - closedAt).toFixed(0)} ms after the page closed`,
    );
    const events = await readEvents(next!);
    expect(events.at(-1)?.event).toBe('done');
  });
});
