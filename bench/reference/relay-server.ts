/**
 * The floor for any server on the path: a bare node:http relay that pipes the provider's bytes
 * through untouched (no framework, no parsing). The bench runs it in its own process and inside the
 * bench process, beside the real server built the same two ways, to show what any Node hop costs.
 */
import { createServer, request, type Server } from 'node:http';

export function createRelay(providerUrl: string): Server {
  const target = new URL(`${providerUrl}/chat/completions`);
  return createServer((req, res) => {
    if (req.method === 'GET') {
      res.end('ok');
      return;
    }
    const upstream = request(
      target,
      {
        method: 'POST',
        // End-to-end headers only: hop-by-hop ones (connection) belong to each connection.
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/json',
          'content-length': req.headers['content-length'] ?? '0',
          authorization: req.headers.authorization ?? '',
          accept: req.headers.accept ?? '*/*',
        },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? '' });
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
}
