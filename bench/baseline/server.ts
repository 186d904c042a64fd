import { readFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

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
 * origin that the original page called directly. The answer is piped as it arrives (as the bare
 * relay in bench/reference does), so a streamed answer reaches the floor page piece by piece and
 * a whole JSON answer reaches the baseline as before.
 */
export async function startBaselineServer(
  distDir: string,
  providerUrl: string,
): Promise<BaselineServer> {
  const target = new URL(`${providerUrl}/chat/completions`);
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const upstream = request(
        target,
        {
          method: 'POST',
          // End-to-end headers only: hop-by-hop ones (connection) belong to each connection.
          headers: {
            'content-type': 'application/json',
            authorization: req.headers.authorization ?? '',
            ...(req.headers['content-length']
              ? { 'content-length': req.headers['content-length'] }
              : {}),
          },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, {
            'content-type': up.headers['content-type'] ?? 'application/json',
          });
          up.on('error', () => res.destroy());
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      // The page went away mid-answer: stop the provider's stream too.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
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
