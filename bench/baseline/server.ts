import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { relayTo } from '../reference/relay-server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built comparison pages (baseline `/`, floor `/floor.html`) and passes
 * `/v1/chat/completions` through to the provider unchanged, standing in for the provider's own
 * origin that the original page called directly. The answer is piped as it arrives (the bare
 * relay's handler, bench/reference/relay-server.ts), so a streamed answer reaches the floor page piece by piece and
 * a whole JSON answer reaches the baseline as before.
 */
export async function startBaselineServer(
  distDir: string,
  providerUrl: string,
): Promise<BaselineServer> {
  const relay = relayTo(providerUrl);
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      relay(req, res);
      return;
    }
    void (async () => {
      try {
        const path = req.url === '/' ? '/index.html' : (req.url ?? '/').split('?')[0]!;
        const file = normalize(join(distDir, path));
        if (!file.startsWith(distDir)) throw new Error('outside');
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      } catch {
        if (!res.headersSent) res.writeHead(404);
        res.end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
