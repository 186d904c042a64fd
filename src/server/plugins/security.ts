import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The page loads nothing from third parties, has no inline script, style or `data:` image, and
 * writes no HTML from strings: Trusted Types are enforced with no policy at all.
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
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          requireTrustedTypesFor: ["'script'"],
          trustedTypes: ["'none'"],
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
