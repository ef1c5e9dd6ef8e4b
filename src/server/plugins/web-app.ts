import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillPublicConfig, type PublicConfig } from '#domain/account/public-config';

/** Where the build writes the public pages drawn signed out (`/` as index.html, `/tos` as tos.html). */
const PRERENDERED_DIR = 'prerendered';

interface WebAppOptions {
  root: string;
  /** True when the request carries a session cookie (valid or not: the app finds out). */
  hasSessionCookie(request: FastifyRequest): boolean;
  /** The settings the public pages show, written into them as they are served (decision 066). */
  publicConfig(): Promise<PublicConfig>;
}

/**
 * Serves the built single-page app, precompressed (brotli or gzip, as the browser accepts).
 * Hashed files under /assets never change, so browsers may
 * keep them for a year; everything else is revalidated. Unknown non-API GETs get index.html and
 * the client router decides (including its own not-found page).
 *
 * The public pages the build drew (`/`, `/tos`, `/privacy`, signed out) go to a browser without
 * a session cookie; with one, she may be signed in, and gets index.html as before: the app
 * checks her session and draws her page (see docs/decisions/052). The build drew them before the
 * settings were known: each is sent with the settings written in (decision 066), so its links
 * work before any script runs.
 */
export const webApp = fp<WebAppOptions>(
  async (app: FastifyInstance, { root, hasSessionCookie, publicConfig }) => {
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
      app.get(urlPath, async (request, reply) => {
        const page = hasSessionCookie(request) ? undefined : prerendered.get(urlPath);
        // The same address answers two ways, by cookie: no cache may give one to the other.
        reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
        if (!page) return reply.sendFile('index.html');
        return sendServed(request, reply, await page(await publicConfig()));
      });
    }
  },
  { name: 'web-app' },
);

export function hasWebApp(root: string): boolean {
  return existsSync(path.join(root, 'index.html'));
}

/** A public page with the settings written in, as sent: plain, brotli and gzip, and its tag. */
interface ServedPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function servedPage(drawn: string, config: PublicConfig): Promise<ServedPage> {
  const plain = Buffer.from(fillPublicConfig(drawn, config));
  const [br, gzipped] = await Promise.all([
    compressBrotli(plain),
    compressGzip(plain, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
  return { plain, br, gzip: gzipped, etag };
}

/**
 * The page the build drew at each public address, served with the settings written in. The
 * settings change rarely, so each page is filled and compressed once per settings and kept
 * (one per page: the settings before are never asked for again).
 */
function prerenderedPages(
  root: string,
): Map<string, (config: PublicConfig) => Promise<ServedPage>> {
  const dir = path.join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        const drawn = readFileSync(path.join(dir, file), 'utf8');
        let kept: { key: string; page: Promise<ServedPage> } | undefined;
        const serve = (config: PublicConfig) => {
          const key = JSON.stringify(config);
          if (kept?.key !== key) kept = { key, page: servedPage(drawn, config) };
          return kept.page;
        };
        return [name === 'index' ? '/' : `/${name}`, serve] as const;
      }),
  );
}

/** As the static files are sent: brotli or gzip as the browser accepts, revalidated by tag. */
function sendServed(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  reply.header('etag', page.etag).header('vary', 'Cookie, Accept-Encoding').type('text/html');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}

/** A browser navigation to a client-side route (not the API, sign-in or a missing asset). */
export function isSpaNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|auth|dev-idp|dev-idp-login|assets)(\/|$)/.test(url)) return false;
  return !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
}
