import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
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
 * Serves the built baseline page and passes `/v1/chat/completions` through to the provider
 * unchanged, standing in for the provider's own origin that the original page called directly.
 */
export async function startBaselineServer(
  distDir: string,
  providerUrl: string,
): Promise<BaselineServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'POST' && req.url === '/v1/chat/completions') {
          const chunks: Buffer[] = [];
          for await (const c of req) chunks.push(c as Buffer);
          const upstream = await fetch(`${providerUrl}/chat/completions`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: req.headers.authorization ?? '',
            },
            body: Buffer.concat(chunks),
          });
          res.writeHead(upstream.status, { 'content-type': 'application/json' });
          res.end(Buffer.from(await upstream.arrayBuffer()));
          return;
        }
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
