import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for every response. The CSP allows no inline script at all; inline styles
 * are allowed because the development provider's page carries its own small style sheet, and
 * the pages drawn at build time carry theirs (decision 052).
 */
export const securityHeaders = fp<{ https: boolean }>(
  async (app: FastifyInstance, { https }) => {
    const headers = headersOf({
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
    // On the raw response, as helmet sets them: the routes that take the response over (live
    // updates, the development provider) keep them.
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', String(request.id));
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);

/**
 * The headers helmet sets with these options, worked out once: none of them depends on the
 * request (no directive is a function), and building helmet's middleware for every request
 * cost each one about 14 KB of garbage (decision 088).
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
