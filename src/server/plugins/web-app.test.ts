import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigMarks } from '#domain/account/public-config';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { defaultSupportContact } from '#domain/account/contact';
import { howFeesArePaid } from '#domain/fees/how-to-pay';

/** The built app is sent precompressed, as the browser accepts, and hashed files are immutable. */
let t: TestApp;
const INTRO = 'https://intro.example/book?with=doula&from=home';
let webRoot: string;
const script = 'export const greeting = "hello";\n'.repeat(100);

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'webapp-'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, 'prerendered'));
  const html =
    '<!doctype html><head><title>Doula Billing</title></head>' + '<!-- padding -->'.repeat(100);
  // As the build draws them: the settings the page shows as marks (decision 066).
  const drawn = (heading: string) =>
    html.replace(
      '<!-- padding -->',
      `<h1>${heading}</h1><a href="${publicConfigMarks.introSessionUrl}">Book an intro session</a>`,
    );
  for (const [file, content] of [
    ['index.html', html],
    ['assets/index-abc123.js', script],
    ['prerendered/index.html', drawn('Welcome to Doula Billing')],
    ['prerendered/tos.html', drawn('Terms of Service')],
  ] as const) {
    await writeFile(path.join(webRoot, file), content);
    await writeFile(path.join(webRoot, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(webRoot, `${file}.gz`), gzipSync(content));
  }
  t = await buildTestApp({ INTRO_SESSION_URL: INTRO }, { webRoot });
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });

describe('static web app', () => {
  it('sends brotli when accepted, gzip otherwise, plain text to a client that accepts neither', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(script.length / 5);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('hashed assets are immutable for a year; the page is revalidated, also compressed', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const route = await get('/claims', 'gzip');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(route.headers['cache-control']).toBe('no-cache');
  });
});

describe('prerendered public pages', () => {
  it('go to a browser without a session cookie, compressed and revalidated', async () => {
    for (const [url, heading] of [
      ['/', 'Welcome to Doula Billing'],
      ['/tos', 'Terms of Service'],
      ['/tos?from=footer', 'Terms of Service'],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toContain(`<h1>${heading}</h1>`);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.vary, url).toMatch(/cookie/i);
      expect((await get(url, 'br')).headers['content-encoding'], url).toBe('br');
    }
  });

  it('carry the settings written over their marks, as /api/public-config answers them', async () => {
    const page = await get('/');
    expect(page.body).toContain(
      `<a href="https://intro.example/book?with=doula&amp;from=home">Book an intro session</a>`,
    );
    expect(page.body).not.toContain('__PUBLIC_CONFIG_');
    const meta = /<meta name="public-config" content="([^"]*)">/.exec(page.body)?.[1];
    const config = (await get('/api/public-config')).json();
    expect(config).toEqual({
      introSessionUrl: INTRO,
      feePerClaim: '$10.00',
      howFeesArePaid: howFeesArePaid({
        cardPayments: false,
        checkAddress: defaultSupportContact.checkAddress,
      }),
      ...defaultSupportContact,
    });
    expect(meta?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).toBe(JSON.stringify(config));
    // Compressed as written, each encoding the same page.
    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    expect((await get('/', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('answer a revalidation of the same page with 304', async () => {
    const page = await get('/tos');
    expect(page.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/tos',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a browser with a session cookie, and every other address, get the shell', async () => {
    for (const url of ['/', '/tos']) {
      const page = await get(url, undefined, 'session=anything');
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('<h1>');
      expect(page.headers.vary, url).toMatch(/cookie/i);
    }
    // Not drawn at build time (no file): the shell, as every client-side route.
    for (const url of ['/privacy', '/claims']) expect((await get(url)).body).not.toContain('<h1>');
  });
});
