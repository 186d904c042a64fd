import { expect, it } from 'vitest';
import { fixedProvider, postRecipe, startApp, testConfig } from './helpers';

it('closes within the grace period after a stream was aborted on a kept-alive connection', async () => {
  const provider = fixedProvider(
    Array.from({ length: 2000 }, () => 'x '),
    { delayMs: 20 },
  );
  const running = await startApp(testConfig({ SHUTDOWN_GRACE_MS: '300' }), { provider });
  for (let i = 0; i < 3; i++) await (await fetch(`${running.url}/api/health`)).text();
  const ac = new AbortController();
  const res = await postRecipe(running.url, { ingredients: ['a'] }, { signal: ac.signal });
  await res.body?.getReader().read();
  ac.abort();
  await expect.poll(() => provider.aborted).toBe(1);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    running.close(),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('close hung')), 5000);
    }),
  ]);
  clearTimeout(timer);
  // The grace period plus the final sweep of open sockets, with room for a slow machine.
  expect(Date.now() - started).toBeLessThan(3000);
});
