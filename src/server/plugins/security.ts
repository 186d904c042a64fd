import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { SW_TRUSTED_TYPES_POLICY } from '../../shared/offline';

/**
 * The page loads nothing from third parties, has no inline script, style or `data:` image, and
 * writes no HTML from strings: Trusted Types are enforced, with one policy that can only name the
 * service worker's script.
 */
export const security = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'"],
          connectSrc: ["'self'"],
          // The offline page: its service worker and web app manifest, from this origin only.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          requireTrustedTypesFor: ["'script'"],
          // One policy, which makes nothing but the service worker's URL (features/offline).
          trustedTypes: [SW_TRUSTED_TYPES_POLICY],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
      // Plain http on localhost must keep working; HSTS belongs to the TLS front end.
      strictTransportSecurity: false,
    });
  },
  { name: 'security' },
);
