/** Hashed files under /assets/ are immutable for a year; everything else is revalidated. */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

export const staticPage = fp<{ root: string }>(
  async (app, { root }) => {
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn('the page is not built (dist/client is missing); run `npm run build`');
      // The API keeps working; the page explains how to build itself.
      app.get('/', async (request, reply) => {
        request.outcome = { errorCode: 'not_configured' };
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            'Pantry Chef: the page has not been built yet. Run `npm run build`, then start the server again.\n',
          );
      });
      return;
    }

    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      index: ['index.html'],
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply, path) => {
        const hashed = relative(root, path).startsWith(`assets${sep}`);
        // The service worker (sw.js) and the manifest are among the revalidated: a new version
        // of the page is found on the next visit, never held back by a cache.
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        if (path.endsWith('.webmanifest')) reply.header('content-type', MANIFEST_TYPE);
      },
    });
  },
  { name: 'static-page' },
);
