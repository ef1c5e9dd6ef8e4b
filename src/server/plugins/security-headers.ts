import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for every response. The CSP allows no inline script at all; inline styles
 * are allowed because the development provider's page carries its own small style sheet, and
 * the pages drawn at build time carry theirs (decision 052).
 */
export const securityHeaders = fp<{ https: boolean }>(
  async (app: FastifyInstance, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // One framing policy: no page of the app may be framed, said both ways (frame-ancestors
      // above for current browsers, X-Frame-Options for older ones), never SAMEORIGIN.
      xFrameOptions: { action: 'deny' },
      // The sign-in popup must be able to talk back to the window that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', String(request.id));
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
