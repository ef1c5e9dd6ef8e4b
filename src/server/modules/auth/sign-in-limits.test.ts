import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/server-process.ts';
import { buildSecondServer, buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Sign-in cannot be flooded: per-address limits on /auth/login, /auth/callback and the
 * development provider, counted in PostgreSQL so two app servers share one count, and sign-in
 * attempts that expire.
 */
let a: TestApp;
let b: TestApp;
const DEV_IDP_LIMIT = 40;

beforeAll(async () => {
  const port = await freePort();
  const env = { PUBLIC_URL: `http://127.0.0.1:${port}`, DEV_IDP_RATE_LIMIT: `${DEV_IDP_LIMIT}` };
  a = await buildTestApp(env);
  // The development provider both servers' sign-ins go to is served by A.
  await a.app.listen({ port, host: '127.0.0.1' });
  b = await buildSecondServer(a, env);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const from = (app: TestApp, address: string, url: string) =>
  app.inject({ method: 'GET', url, remoteAddress: address });

const count = async (sql: string) =>
  Number((await a.database.pool.query<{ n: string }>(sql)).rows[0]!.n);

describe('sign-in limits', () => {
  it('300 sign-in starts from one address: 429 after the configured number, on any server, and the attempts table stays bounded', async () => {
    const limit = a.config.signInLimits.perAddress;
    expect(limit).toBe(30);
    const before = await count('SELECT count(*) AS n FROM login_attempts');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 300; i += 1) {
      // Alternately on two app servers: the count is one, kept in the database.
      last = await from(i % 2 ? b : a, '203.0.113.7', '/auth/login?mode=popup');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    expect(last!.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: expect.stringMatching(
          /^Too many sign-in attempts from your network\. Please wait (\d+ seconds|a second) and try again\.$/,
        ),
      },
      requestId: expect.any(String),
    });
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(a.config.signInLimits.windowSeconds);
    expect(await count('SELECT count(*) AS n FROM login_attempts')).toBe(before + limit);
    // Another address is not held back by this one.
    expect((await from(b, '198.51.100.4', '/auth/login')).statusCode).toBe(302);
  });

  it('sign-in attempts older than ten minutes are deleted as new ones are saved', async () => {
    await a.database.pool.query(
      `INSERT INTO login_attempts (state, code_verifier, nonce, mode, created_at)
       SELECT 'old-' || n, 'v', 'n', 'redirect', now() - interval '11 minutes'
         FROM generate_series(1, 5) AS n`,
    );
    expect(await count(`SELECT count(*) AS n FROM login_attempts WHERE state LIKE 'old-%'`)).toBe(
      5,
    );
    expect((await from(a, '198.51.100.5', '/auth/login')).statusCode).toBe(302);
    expect(await count(`SELECT count(*) AS n FROM login_attempts WHERE state LIKE 'old-%'`)).toBe(
      0,
    );
    expect(
      await count(
        `SELECT count(*) AS n FROM login_attempts WHERE created_at < now() - interval '10 minutes'`,
      ),
    ).toBe(0);
  });

  it('/auth/callback is limited per address too', async () => {
    const limit = a.config.signInLimits.perAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      statuses.push((await from(a, '203.0.113.8', '/auth/callback?state=unknown')).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 302)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('the development provider is limited per address (DEV_IDP_RATE_LIMIT)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEV_IDP_LIMIT; i += 1) {
      const response = await from(b, '203.0.113.9', '/dev-idp/.well-known/openid-configuration');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, DEV_IDP_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[DEV_IDP_LIMIT]).toBe(429);
    const refused = await from(a, '203.0.113.9', '/dev-idp/jwks');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('an unknown sign-in mode answers 400 with the one error shape', async () => {
    for (const url of ['/auth/login?mode=evil', '/auth/login?mode=popup&mode=redirect']) {
      const response = await from(a, '198.51.100.6', url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'This sign-in link is not valid. Please start signing in again.',
          fields: { mode: 'must be popup or redirect' },
        },
        requestId: expect.any(String),
      });
    }
  });
});
