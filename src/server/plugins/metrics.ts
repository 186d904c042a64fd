/** `GET /metrics`: its own port is bound to loopback by default, never public unless asked. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Metrics } from '../metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metricsAddress: () => AddressInfo | undefined;
  }
}

function metricsServer(metrics: Metrics): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}

export const metricsEndpoint = fp<{ config: Config['metrics']; metrics: Metrics }>(
  async (app, { config, metrics }) => {
    let server: Server | undefined;
    app.decorate('metricsAddress', () => server?.address() as AddressInfo | undefined);
    if (config.onMainPort) {
      app.get('/metrics', async (_request, reply) => {
        reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
        return metrics.registry.metrics();
      });
    }
    if (config.port === undefined) return;
    const port = config.port;
    app.addHook('onReady', async () => {
      const own = metricsServer(metrics);
      await new Promise<void>((resolve, reject) => {
        own.once('error', reject);
        own.listen(port, config.host, () => resolve());
      });
      server = own;
      app.log.info({ host: config.host, port: metricsPort(own) }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    });
  },
  { name: 'metrics-endpoint' },
);

function metricsPort(server: Server): number | undefined {
  return (server.address() as AddressInfo | null)?.port;
}
