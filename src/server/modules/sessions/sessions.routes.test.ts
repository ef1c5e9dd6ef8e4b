import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

const session = (cookie?: string) => t.as(cookie).get('/api/session');

describe('GET /api/session', () => {
  it('answers 401 without a cookie', async () => {
    const response = await session();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for an unknown session token', async () => {
    expect((await session('session=forged')).statusCode).toBe(401);
  });

  it('answers the signed-in user', async () => {
    const { userId, cookie } = await t.signInAs('doula@example.com');
    const response = await session(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: userId, email: 'doula@example.com' },
      profileComplete: false,
      isOperator: false,
    });
  });

  it('marks operators listed in ADMIN_EMAILS', async () => {
    const { cookie } = await t.signInAs('boss@example.com');
    expect((await session(cookie)).json()).toMatchObject({ isOperator: true });
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
    const out = await t.as(cookie).delete('/api/session');
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^session=;/);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it.each([
    {
      name: 'an idle session past its timeout',
      email: 'idle@example.com',
      expire: `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`,
    },
    {
      name: 'a session past its absolute lifetime, even when active,',
      email: 'old@example.com',
      expire: `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
    },
  ])('$name answers 401', async ({ email, expire }) => {
    const { userId, cookie } = await t.signInAs(email);
    await t.database.pool.query(expire, [userId]);
    expect((await session(cookie)).statusCode).toBe(401);
  });
});
