import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import { forbidden } from '../errors/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by another server, never a browser, and proved by its own signature (Stripe's
     * webhooks): the route checks that signature instead of the browser's same-origin headers.
     */
    signatureScoped?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for every state-changing /api request: the browser must
 * say the request is same-origin (Sec-Fetch-Site, or the Origin header where that is absent),
 * and the request must carry the app's custom header, which a cross-site form cannot set and
 * a cross-site script cannot send without a CORS preflight we never grant.
 */
export const csrfProtection = fp<{ publicUrl: string }>(
  async (app: FastifyInstance, { publicUrl }) => {
    const expectedOrigin = new URL(publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.routeOptions.config.signatureScoped) return;
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const sameOrigin = site
        ? site === 'same-origin'
        : origin === undefined || origin === expectedOrigin;
      if (!sameOrigin || request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw forbidden('This request was refused because it did not come from the app.');
      }
    });
  },
  { name: 'csrf-protection' },
);
