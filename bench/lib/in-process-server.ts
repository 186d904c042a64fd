import { Writable } from 'node:stream';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { serverSettings, type ServerOptions } from './server-process';

export interface InProcessServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The same app as `npm start`, built with `buildApp` inside the bench process. Sharing one event
 * loop with the provider and the client takes the operating system's wake-up of an idle process
 * out of the per-chunk figure, leaving the work the server's own code does per chunk.
 */
export async function startInProcessServer(opts: ServerOptions): Promise<InProcessServer> {
  const config = parseConfig(serverSettings(opts, 0));
  const app = buildApp(config, {
    logStream: new Writable({
      write: (_chunk, _enc, cb) => cb(),
    }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
