import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('/healthz answers while the process is up', async () => {
  const response = await t.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('/readyz checks the database', async () => {
  const response = await t.inject({ method: 'GET', url: '/readyz' });
  expect(response.statusCode).toBe(200);
});

it('every response carries a request id and security headers', async () => {
  const response = await t.inject({ method: 'GET', url: '/healthz' });
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

it('request logs carry the path but never the query string', async () => {
  await t.inject({ method: 'GET', url: '/healthz?secret=value' });
  const lines = t.logs.join('');
  expect(lines).toContain('/healthz');
  expect(lines).not.toContain('secret=value');
});
