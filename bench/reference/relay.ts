/**
 * The floor for one extra process on the path: a bare node:http relay that pipes the provider's
 * bytes through untouched (no framework, no parsing). The bench runs it in its own process, beside
 * the real server, to show how much of the added latency any Node hop costs on this machine.
 * Usage: node --import tsx bench/reference/relay.ts <port> <provider base URL>
 */
import { createServer, request } from 'node:http';

const [portArg, providerUrl] = process.argv.slice(2);
if (!portArg || !providerUrl) throw new Error('usage: relay.ts <port> <provider base URL>');
const target = new URL(`${providerUrl}/chat/completions`);

createServer((req, res) => {
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
}).listen(Number(portArg), '127.0.0.1');
