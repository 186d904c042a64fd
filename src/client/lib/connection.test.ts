import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Connection = typeof import('./connection');

let browserOnline = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });

/** A fresh module each time: the store lives at module level. */
async function load(): Promise<{ connection: Connection; changes: boolean[] }> {
  vi.resetModules();
  const connection = await import('./connection');
  const changes: boolean[] = [];
  connection.subscribeConnection(() => changes.push(connection.isOnline()));
  return { connection, changes };
}

function setBrowser(online: boolean) {
  browserOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('connection', () => {
  beforeEach(() => {
    browserOnline = true;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("follows the browser's online and offline events", async () => {
    const { connection, changes } = await load();
    expect(connection.isOnline()).toBe(true);
    setBrowser(false);
    setBrowser(true);
    expect(changes).toEqual([false, true]);
  });

  it('a failed fetch makes the page offline; a later health check that answers brings it back', async () => {
    const health = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', health);
    const { connection, changes } = await load();
    connection.reportReach(false);
    expect(connection.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(connection.PROBE_MS);
    expect(health).toHaveBeenCalledTimes(1);
    expect(health.mock.calls[0]?.[0]).toBe('/api/health');
    expect(connection.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(connection.PROBE_MS);
    expect(health).toHaveBeenCalledTimes(2);
    expect(connection.isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);

    // Reachable again, nothing more is asked.
    await vi.advanceTimersByTimeAsync(connection.PROBE_MS * 3);
    expect(health).toHaveBeenCalledTimes(2);
  });

  it('with the browser offline no health check is sent; its online event is enough', async () => {
    const health = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', health);
    const { connection, changes } = await load();
    setBrowser(false);
    connection.reportReach(false);
    await vi.advanceTimersByTimeAsync(connection.PROBE_MS * 2);
    expect(health).not.toHaveBeenCalled();
    setBrowser(true);
    expect(connection.isOnline()).toBe(true);
    expect(changes.at(-1)).toBe(true);
  });

  it('an answer from the server ends a wait for the next check', async () => {
    const health = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', health);
    const { connection } = await load();
    connection.reportReach(false);
    connection.reportReach(true);
    await vi.advanceTimersByTimeAsync(connection.PROBE_MS * 2);
    expect(health).not.toHaveBeenCalled();
    expect(connection.isOnline()).toBe(true);
  });
});
