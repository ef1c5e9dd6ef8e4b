import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Where the build writes the public pages drawn signed out (`/` as index.html, `/tos` as tos.html). */
const PRERENDERED_DIR = 'prerendered';

interface WebAppOptions {
  root: string;
  /** True when the request carries a session cookie (valid or not: the app finds out). */
  hasSessionCookie(request: FastifyRequest): boolean;
}

/**
 * Serves the built single-page app, precompressed (brotli or gzip, as the browser accepts).
 * Hashed files under /assets never change, so browsers may
 * keep them for a year; everything else is revalidated. Unknown non-API GETs get index.html and
 * the client router decides (including its own not-found page).
 *
 * The public pages the build drew (`/`, `/tos`, `/privacy`, signed out) go to a browser without
 * a session cookie; with one, she may be signed in, and gets index.html as before: the app
 * checks her session and draws her page (see docs/decisions/052).
 */
export const webApp = fp<WebAppOptions>(
  async (app: FastifyInstance, { root, hasSessionCookie }) => {
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
    const prerendered = prerenderedPages(root);
    // The static handler refuses directory paths, so the root is served explicitly.
    for (const urlPath of new Set(['/', ...prerendered.keys()])) {
      app.get(urlPath, (request, reply) => {
        const page = hasSessionCookie(request) ? undefined : prerendered.get(urlPath);
        // The same address answers two ways, by cookie: no cache may give one to the other.
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .sendFile(page ?? 'index.html');
      });
    }
  },
  { name: 'web-app' },
);

export function hasWebApp(root: string): boolean {
  return existsSync(path.join(root, 'index.html'));
}

/** The prerendered page of each address the build drew, as a file under `root`. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`] as const;
      }),
  );
}

/** A browser navigation to a client-side route (not the API, sign-in or a missing asset). */
export function isSpaNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|auth|dev-idp|dev-idp-login|assets)(\/|$)/.test(url)) return false;
  return !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
}
