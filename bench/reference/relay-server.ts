/**
 * The floor for any server on the path: a bare node:http relay that pipes the provider's bytes
 * through untouched (no framework, no parsing). The bench runs it in its own process and inside the
 * bench process, beside the real server built the same two ways, to show what any Node hop costs;
 * the comparison pages' server uses the same handler as their stand-in for the provider's origin.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

/** Passes one chat-completions request to the provider and pipes its answer back as it comes. */
export function relayTo(providerUrl: string) {
  const target = new URL(`${providerUrl}/chat/completions`);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const upstream = request(
      target,
      {
        method: 'POST',
        // End-to-end headers only: hop-by-hop ones (connection) belong to each connection.
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/json',
          authorization: req.headers.authorization ?? '',
          accept: req.headers.accept ?? '*/*',
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
    // The client went away mid-answer: stop the provider's stream too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}

export function createRelay(providerUrl: string): Server {
  const relay = relayTo(providerUrl);
  return createServer((req, res) => {
    if (req.method === 'GET') res.end('ok');
    else relay(req, res);
  });
}
