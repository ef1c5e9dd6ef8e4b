import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

describe('GET /api/session', () => {
  it('answers 401 without a cookie', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for an unknown session token', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'session=forged' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the signed-in user', async () => {
    const { userId, cookie } = await t.signInAs('doula@example.com');
    const response = await t.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: userId, email: 'doula@example.com' },
      profileComplete: false,
      isOperator: false,
    });
  });

  it('marks operators listed in ADMIN_EMAILS', async () => {
    const { cookie } = await t.signInAs('boss@example.com');
    const response = await t.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(response.json()).toMatchObject({ isOperator: true });
  });
});

describe('sessions', () => {
  it('stores only a hash of the token: its SHA-256, never the token', async () => {
    const { userId, cookie } = await t.signInAs('hash@example.com');
    const token = cookie.split('=')[1]!;
    const { rows } = await t.database.pool.query<{ id_hash: string }>(
      'SELECT id_hash FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows.map((row) => row.id_hash)).toEqual([
      createHash('sha256').update(token).digest('base64url'),
    ]);
    const all = await t.database.pool.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(all.rows.map((row) => row.id_hash)).not.toContain(token);
  });

  it('sign-out deletes the session so its id cannot be replayed', async () => {
    const { cookie } = await t.signInAs('out@example.com');
    const out = await t.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^session=;/);
    const replay = await t.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('an idle session past its timeout answers 401', async () => {
    const { userId, cookie } = await t.signInAs('idle@example.com');
    await t.database.pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`,
      [userId],
    );
    const response = await t.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a session past its absolute lifetime answers 401 even when active', async () => {
    const { userId, cookie } = await t.signInAs('old@example.com');
    await t.database.pool.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [userId],
    );
    const response = await t.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});
