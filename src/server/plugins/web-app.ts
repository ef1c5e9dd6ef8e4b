import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app, precompressed (brotli or gzip, as the browser accepts).
 * Hashed files under /assets never change, so browsers may
 * keep them for a year; everything else is revalidated. Unknown non-API GETs get index.html and
 * the client router decides (including its own not-found page).
 */
export const webApp = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    if (!hasWebApp(root)) {
      app.log.warn(`No built web app in ${root}: run \`npm run build\`. Only the API is served.`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // The build wrote .br and .gz beside each file: sent as the browser accepts, with
      // Content-Encoding and Vary: Accept-Encoding, never compressed per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // The static handler refuses directory paths, so the root is served explicitly.
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  },
  { name: 'web-app' },
);

export function hasWebApp(root: string): boolean {
  return existsSync(path.join(root, 'index.html'));
}

/** A browser navigation to a client-side route (not the API, sign-in or a missing asset). */
export function isSpaNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|auth|dev-idp|dev-idp-login|assets)(\/|$)/.test(url)) return false;
  return !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
}
