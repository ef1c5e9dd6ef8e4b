import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/fixtures.ts';
import { useOperatorConsole } from '../../testing/operator-console.ts';
import { NOT_AN_OPERATOR_MESSAGE } from '../../access/index.ts';

const h = useOperatorConsole();
const { get, admin } = h;

const anyUuid = '00000000-0000-4000-8000-000000000000';
const routes: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/operator/invitations' },
  { method: 'POST', url: '/api/operator/invitations', payload: { email: 'x@example.com' } },
  { method: 'POST', url: `/api/operator/invitations/${anyUuid}/revoke` },
  { method: 'GET', url: '/api/operator/agreements' },
  {
    method: 'POST',
    url: '/api/operator/agreements',
    payload: { version: 'denied-version', content: 'Text' },
  },
  { method: 'GET', url: '/api/operator/claims' },
  { method: 'GET', url: `/api/operator/claims/${anyUuid}` },
  {
    method: 'POST',
    url: `/api/operator/claims/${anyUuid}/status`,
    payload: { status: 'approved', note: '' },
  },
  { method: 'GET', url: '/api/operator/audit-events' },
];

describe('who may use the operator API', () => {
  it('every operator route answers 401 signed out and 403 to a provider or an unregistered user', async () => {
    const { cookie: doula } = await registeredUser(h.t, 'plain-doula@example.com');
    const { cookie: newcomer } = await h.t.signInAs('newcomer@example.com');
    for (const route of routes) {
      const call = (cookie?: string) =>
        h.t.inject({
          method: route.method,
          url: route.url,
          headers: cookie ? { cookie } : {},
          ...(route.payload ? { payload: route.payload } : {}),
        });
      const signedOut = await call();
      expect(signedOut.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      for (const cookie of [doula, newcomer]) {
        const refused = await call(cookie);
        expect(refused.statusCode, `${route.method} ${route.url} as a provider`).toBe(403);
        expect(refused.json().error).toEqual({
          code: 'forbidden',
          message: NOT_AN_OPERATOR_MESSAGE,
        });
      }
    }
    // Nothing was done on their behalf.
    expect((await get('/api/operator/agreements', h.ops)).json().items).not.toContainEqual(
      expect.objectContaining({ version: 'denied-version' }),
    );
  });

  it('an operator from ADMIN_EMAILS needs no doula profile, and the session says so', async () => {
    const session = (await get('/api/session', h.ops)).json();
    expect(session).toMatchObject({ profileComplete: false, isOperator: true });
    for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(anyUuid))) {
      expect((await get(route.url, h.ops)).statusCode, route.url).toBe(200);
    }
  });

  it('a grant from the command line works at once, and a revoked grant stops working at once', async () => {
    const { cookie } = await h.t.signInAs('Granted@Example.com');
    expect((await get('/api/operator/claims', cookie)).statusCode).toBe(403);
    expect((await get('/api/session', cookie)).json().isOperator).toBe(false);

    const granted = await admin('operator', 'grant', 'GRANTED@example.com');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain('Granted operator access to granted@example.com.');
    expect((await admin('operator', 'grant', 'granted@example.com')).out).toContain(
      'already has operator access',
    );
    expect((await get('/api/operator/claims', cookie)).statusCode).toBe(200);
    expect((await get('/api/session', cookie)).json().isOperator).toBe(true);

    const revoked = await admin('operator', 'revoke', 'granted@example.com');
    expect(revoked).toMatchObject({
      code: 0,
      out: expect.stringContaining('Revoked operator access of granted@example.com.'),
    });
    expect((await get('/api/operator/claims', cookie)).statusCode).toBe(403);
    expect((await get('/api/session', cookie)).json().isOperator).toBe(false);
    expect((await admin('operator', 'revoke', 'granted@example.com')).out).toContain(
      'has no active operator grant',
    );

    // Granted again after a revoke: a new grant, the history kept.
    expect((await admin('operator', 'grant', 'granted@example.com')).code).toBe(0);
    expect((await get('/api/operator/claims', cookie)).statusCode).toBe(200);
    const list = await admin('operator', 'list');
    expect(list.out).toMatch(/granted@example\.com\tactive/);
    expect(list.out).toMatch(/granted@example\.com\trevoked/);
    await admin('operator', 'revoke', 'granted@example.com');

    const { rows } = await h.t.database.pool.query(
      `SELECT action FROM audit_events WHERE entity_type = 'operator' ORDER BY id`,
    );
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'operator.grant',
      'operator.revoke',
      'operator.grant',
      'operator.revoke',
    ]);
  });
});
