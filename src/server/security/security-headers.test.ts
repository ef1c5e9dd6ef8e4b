import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/** Security headers on each kind of response the server gives (issue: Security and reliability, item 4). */
let t: TestApp;
let https: TestApp;
let cookie: string;

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'webroot-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({}, { webRoot });
  https = await buildTestApp(
    {
      PUBLIC_URL: 'https://billing.example.com',
      OIDC_ISSUER: 'https://idp.example.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    },
    { webRoot },
  );
  ({ cookie } = await t.signInAs('headers@example.com'));
});
afterAll(async () => {
  await t.close();
  await https.close();
});

/** One framing policy, said both ways: CSP frame-ancestors 'none' and X-Frame-Options DENY. */
function expectNoFraming(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
}

function expectBaseline(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expectNoFraming(headers);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/session', 200],
    ['an API refusal', '/api/patients', 401],
    ['an unknown API path', '/api/nope', 404],
  ])('%s: baseline headers and no caching', async (_kind, url, status) => {
    const response = await t.inject({
      method: 'GET',
      url,
      headers: status === 200 ? { cookie } : {},
    });
    expect(response.statusCode).toBe(status);
    expectBaseline(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a validation error on a write: baseline headers and no caching', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/invitations/check',
      headers: { cookie },
      payload: { code: 1 },
    });
    expect(response.statusCode).toBe(400);
    expectBaseline(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the app page: baseline headers, revalidated', async () => {
    for (const url of ['/', '/claims']) {
      const response = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expectBaseline(response.headers);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a hashed asset: baseline headers, cached for a year', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expectBaseline(response.headers);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the development sign-in page and health checks: baseline headers', async () => {
    for (const url of ['/healthz', '/dev-idp/.well-known/openid-configuration']) {
      expectBaseline((await t.inject({ method: 'GET', url })).headers);
    }
  });

  it('one framing policy on every kind of answer: frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const url of [
      '/auth/login?mode=evil',
      '/auth/callback',
      '/auth/sign-in-complete.js',
      '/api/%E0%A4%A',
    ]) {
      expectNoFraming((await t.inject({ method: 'GET', url })).headers);
    }
    expectNoFraming(
      (await https.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers,
    );
  });

  it('HSTS only over https', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const secure = await https.inject({ method: 'GET', url: '/healthz' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expectBaseline(secure.headers);
    expect(String(secure.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('the session cookie is Secure and __Host- prefixed over https', async () => {
    expect(https.config.secureCookies).toBe(true);
    const { cookieName } = await import('../plugins/session-cookie.ts').then((m) => ({
      cookieName: m.sessionCookie(https.config).name,
    }));
    expect(cookieName).toBe('__Host-session');
  });
});
