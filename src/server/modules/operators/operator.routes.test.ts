import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { messages } from '#domain/messages';
import {
  generatedCodePattern,
  type OperatorAuditEvent,
  type OperatorClaimDetail,
  type OperatorClaimSummary,
  type OperatorInvitation,
} from '#domain/operator';
import { runAdmin } from '../../cli/admin.ts';
import { registeredUser, validProfile } from '../../testing/fixtures.ts';
import { validPatient } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { NOT_AN_OPERATOR_MESSAGE } from './operator-access.ts';

const OPS = 'ops@example.com';
let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: `someone-else@example.com, ${OPS.toUpperCase()}` });
  ({ cookie: ops } = await t.signInAs(OPS));
  process.env.DATABASE_URL = t.config.databaseUrl;
});
afterAll(async () => {
  delete process.env.DATABASE_URL;
  await t.close();
});

const as = (cookie: string | undefined) => (cookie ? { cookie } : {});

const get = (url: string, cookie?: string) => t.inject({ method: 'GET', url, headers: as(cookie) });
const post = (url: string, payload: object, cookie?: string) =>
  t.inject({ method: 'POST', url, headers: as(cookie), payload });

async function admin(...argv: string[]) {
  const out: string[] = [];
  const code = await runAdmin(
    argv,
    (line) => out.push(line),
    (line) => out.push(line),
  );
  return { code, out: out.join('\n') };
}

/** A registered provider with one patient, who submits claims. */
async function provider(email: string) {
  const { userId, cookie } = await registeredUser(t, email);
  const patientId = (await post('/api/patients', validPatient(), cookie)).json().id as string;
  const submit = async (overrides: Record<string, unknown> = {}) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { cookie, 'idempotency-key': `key-${randomUUID()}` },
      payload: {
        patientId,
        serviceType: 'Prenatal Visit',
        serviceDateFrom: '2026-11-02',
        serviceTimeFrom: '10:00',
        serviceLocation: 'home',
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ClaimView;
  };
  return { userId, cookie, submit };
}

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
    const { cookie: doula } = await registeredUser(t, 'plain-doula@example.com');
    const { cookie: newcomer } = await t.signInAs('newcomer@example.com');
    for (const route of routes) {
      const call = (cookie?: string) =>
        t.inject({
          method: route.method,
          url: route.url,
          headers: as(cookie),
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
    expect((await get('/api/operator/agreements', ops)).json().items).not.toContainEqual(
      expect.objectContaining({ version: 'denied-version' }),
    );
  });

  it('an operator from ADMIN_EMAILS needs no doula profile, and the session says so', async () => {
    const session = (await get('/api/session', ops)).json();
    expect(session).toMatchObject({ profileComplete: false, isOperator: true });
    for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(anyUuid))) {
      expect((await get(route.url, ops)).statusCode, route.url).toBe(200);
    }
  });

  it('a grant from the command line works at once, and a revoked grant stops working at once', async () => {
    const { cookie } = await t.signInAs('Granted@Example.com');
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

    const { rows } = await t.database.pool.query(
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

describe('invitations', () => {
  it('creates one with a typed code that the provider can then use', async () => {
    const response = await post(
      '/api/operator/invitations',
      { email: ' Typed@Example.com ', code: ' welcome-typed-1 ' },
      ops,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'WELCOME-TYPED-1',
      generated: false,
      invitation: {
        email: 'typed@example.com',
        codeCount: 1,
        redeemed: false,
        revoked: false,
        createdBy: OPS,
      },
    });
    const { cookie } = await t.signInAs('typed@example.com');
    expect(
      (await post('/api/invitations/check', { code: 'welcome-typed-1' }, cookie)).json(),
    ).toEqual({ valid: true, message: messages.invitation.valid });
  });

  it('generates long, unguessable, distinct codes', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      const response = await post('/api/operator/invitations', { email: 'gen@example.com' }, ops);
      expect(response.statusCode).toBe(201);
      const { code, generated } = response.json() as { code: string; generated: boolean };
      expect(generated).toBe(true);
      expect(code).toMatch(generatedCodePattern);
      expect(code.replace(/-/g, '')).toHaveLength(16);
      codes.add(code);
    }
    expect(codes.size).toBe(25);
    // An empty typed code means "generate one", too.
    expect(
      (
        await post('/api/operator/invitations', { email: 'gen@example.com', code: '  ' }, ops)
      ).json().generated,
    ).toBe(true);
  });

  it('refuses a short or odd typed code, a bad email and unknown fields', async () => {
    for (const payload of [
      { email: 'x@example.com', code: 'SHORT' },
      { email: 'x@example.com', code: 'has spaces in it' },
      { email: 'not-an-email' },
      { email: 'x@example.com', codes: ['ONE'] },
      { email: 'x@example.com', createdBy: 'me' },
    ]) {
      expect((await post('/api/operator/invitations', payload, ops)).statusCode).toBe(400);
    }
  });

  it('lists newest first with email, number of codes and redeemed, filtered and paged', async () => {
    for (let i = 0; i < 3; i += 1) {
      await post('/api/operator/invitations', { email: 'paged@example.com' }, ops);
    }
    const first = (
      await get('/api/operator/invitations?email=PAGED@example.com&limit=2', ops)
    ).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await get(
        `/api/operator/invitations?email=paged@example.com&limit=2&cursor=${first.nextCursor}`,
        ops,
      )
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items] as OperatorInvitation[];
    expect(new Set(all.map((item) => item.id)).size).toBe(3);
    expect(all.every((item) => item.email === 'paged@example.com')).toBe(true);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'codeCount',
        'createdAt',
        'createdBy',
        'email',
        'id',
        'redeemed',
        'redeemedAt',
        'revoked',
        'revokedAt',
      ].sort(),
    );
    expect(JSON.stringify(first)).not.toMatch(generatedCodePattern.source.slice(1, 20));
    expect((await get('/api/operator/invitations?limit=1000', ops)).statusCode).toBe(400);
    expect((await get('/api/operator/invitations?cursor=garbage', ops)).statusCode).toBe(400);
  });

  it('pages through invitations created in the same microsecond without skipping any', async () => {
    await t.database.pool.query(
      `INSERT INTO invitations (email, codes, created_by, created_at)
       SELECT 'same-moment@example.com', ARRAY['SAME-MOMENT-' || n], 'test', '2026-05-05T10:00:00.123456Z'
         FROM generate_series(1, 5) AS n`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await get(
          `/api/operator/invitations?email=same-moment@example.com&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          ops,
        )
      ).json() as { items: OperatorInvitation[]; nextCursor: string | null };
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('revokes: the code is then "not available"; a redeemed invitation is not revoked', async () => {
    const created = (
      await post('/api/operator/invitations', { email: 'revoke-me@example.com' }, ops)
    ).json() as { code: string; invitation: OperatorInvitation };
    const revoked = await post(
      `/api/operator/invitations/${created.invitation.id}/revoke`,
      {},
      ops,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revoked: true, revokedAt: expect.any(String) });
    const again = await post(`/api/operator/invitations/${created.invitation.id}/revoke`, {}, ops);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const { cookie } = await t.signInAs('revoke-me@example.com');
    expect((await post('/api/invitations/check', { code: created.code }, cookie)).json()).toEqual({
      valid: false,
      message: messages.invitation.notAvailable,
    });

    await registeredUser(t, 'redeemed@example.com');
    const [redeemed] = (
      await get('/api/operator/invitations?email=redeemed@example.com', ops)
    ).json().items as OperatorInvitation[];
    expect(redeemed).toMatchObject({ redeemed: true, redeemedAt: expect.any(String) });
    expect(
      (await post(`/api/operator/invitations/${redeemed!.id}/revoke`, {}, ops)).statusCode,
    ).toBe(409);
    expect((await post(`/api/operator/invitations/${anyUuid}/revoke`, {}, ops)).statusCode).toBe(
      404,
    );
    expect((await post('/api/operator/invitations/not-a-uuid/revoke', {}, ops)).statusCode).toBe(
      404,
    );
  });
});

describe('claims queue', () => {
  let alice: Awaited<ReturnType<typeof provider>>;
  let bea: Awaited<ReturnType<typeof provider>>;
  const aliceClaims: ClaimView[] = [];
  let beaClaim: ClaimView;

  beforeAll(async () => {
    alice = await provider('alice@example.com');
    bea = await provider('bea@example.com');
    aliceClaims.push(await alice.submit({ serviceDateFrom: '2026-01-10' }));
    aliceClaims.push(await alice.submit({ serviceDateFrom: '2026-02-10' }));
    aliceClaims.push(await alice.submit({ serviceDateFrom: '2026-03-10' }));
    beaClaim = await bea.submit({ serviceDateFrom: '2026-02-15' });
  });

  const queue = async (query: string) => {
    const response = await get(`/api/operator/claims?${query}`, ops);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: OperatorClaimSummary[]; nextCursor: string | null };
  };

  it("shows every provider's claims newest first, without patient details", async () => {
    const { items } = await queue('limit=100');
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(beaClaim.id)).toBeLessThan(ids.indexOf(aliceClaims[2]!.id));
    expect(ids.indexOf(aliceClaims[2]!.id)).toBeLessThan(ids.indexOf(aliceClaims[0]!.id));
    const row = items.find((item) => item.id === beaClaim.id)!;
    expect(row).toEqual({
      id: beaClaim.id,
      formId: beaClaim.formId,
      status: 'pending',
      serviceType: 'Prenatal Visit',
      serviceDateFrom: '2026-02-15',
      serviceDateTo: '',
      createdAt: beaClaim.createdAt,
      updatedAt: expect.any(String),
      provider: { email: 'bea@example.com', name: 'Maya Lopez' },
    });
    expect(JSON.stringify(items)).not.toContain(validPatient().lastName);
  });

  it('filters by provider, status and service date range, and pages', async () => {
    expect((await queue('provider=ALICE@example.com')).items.map((c) => c.id)).toEqual(
      [...aliceClaims].reverse().map((c) => c.id),
    );
    expect((await queue('provider=nobody@example.com')).items).toEqual([]);
    const inFebruary = await queue('serviceFrom=2026-02-01&serviceTo=2026-02-28');
    expect(inFebruary.items.map((c) => c.id).sort()).toEqual(
      [aliceClaims[1]!.id, beaClaim.id].sort(),
    );
    const fromMarch = await queue('provider=alice@example.com&serviceFrom=2026-03-01');
    expect(fromMarch.items.map((c) => c.id)).toEqual([aliceClaims[2]!.id]);

    const page1 = await queue('provider=alice@example.com&limit=2');
    expect(page1.items).toHaveLength(2);
    const page2 = await queue(`provider=alice@example.com&limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((c) => c.id)).toEqual([aliceClaims[0]!.id]);
    expect(page2.nextCursor).toBeNull();

    await post(`/api/operator/claims/${aliceClaims[0]!.id}/status`, { status: 'denied' }, ops);
    expect((await queue('status=denied')).items.map((c) => c.id)).toEqual([aliceClaims[0]!.id]);
    const pending = (await queue('status=pending&provider=alice@example.com')).items;
    expect(pending.map((c) => c.id)).toEqual([aliceClaims[2]!.id, aliceClaims[1]!.id]);

    for (const bad of [
      'status=paid',
      'serviceFrom=2026-02-30',
      'serviceFrom=2026-03-01&serviceTo=2026-02-01',
      'provider=not-an-email',
      'limit=0',
      'extra=1',
    ]) {
      expect((await get(`/api/operator/claims?${bad}`, ops)).statusCode, bad).toBe(400);
    }
  });

  it('opens a claim with everything the provider sees plus the business details, tax ID masked', async () => {
    const response = await get(`/api/operator/claims/${beaClaim.id}`, ops);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as OperatorClaimDetail;
    const own = (await get(`/api/claims/${beaClaim.id}`, bea.cookie)).json();
    expect(detail.claim).toEqual(own);
    const p = validProfile();
    expect(detail.provider).toEqual({
      email: 'bea@example.com',
      name: 'Maya Lopez',
      businessName: p.businessName,
      businessAddressStreet: p.businessAddressStreet,
      businessAddressCity: p.businessAddressCity,
      businessAddressState: p.businessAddressState,
      businessAddressZip: p.businessAddressZip,
      npiNumber: p.npiNumber,
      taxIdType: 'SSN',
      taxIdMasked: '•••-••-6789',
    });
    // By form ID too.
    expect((await get(`/api/operator/claims/${beaClaim.formId}`, ops)).json().claim.id).toBe(
      beaClaim.id,
    );
    expect((await get(`/api/operator/claims/${anyUuid}`, ops)).statusCode).toBe(404);
  });

  it('changes the status with a note: history, one audit event, and the provider sees it on next load', async () => {
    const { userId: opsId } = await t.signInAs(OPS);
    const claim = await bea.submit({ notes: 'status journey' });
    const processing = await t.inject({
      method: 'POST',
      url: `/api/operator/claims/${claim.id}/status`,
      headers: { cookie: ops, 'user-agent': 'OpsBrowser/1.0' },
      payload: { status: 'processing', note: '  Sent to the payer  ' },
    });
    expect(processing.statusCode, processing.body).toBe(200);
    expect((processing.json() as OperatorClaimDetail).claim.status).toBe('processing');
    const approved = await post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'approved' },
      ops,
    );
    expect(approved.json().claim.statusHistory).toEqual([
      { from: null, to: 'pending', at: expect.any(String), by: 'system', note: 'Submitted' },
      {
        from: 'pending',
        to: 'processing',
        at: expect.any(String),
        by: OPS,
        note: 'Sent to the payer',
      },
      { from: 'processing', to: 'approved', at: expect.any(String), by: OPS, note: '' },
    ]);

    const { rows } = await t.database.pool.query(
      `SELECT user_id, action, outcome, user_agent FROM audit_events
        WHERE entity_id = $1 AND action = 'claim.status_change' ORDER BY id`,
      [claim.id],
    );
    expect(rows).toEqual([
      {
        user_id: opsId,
        action: 'claim.status_change',
        outcome: 'success',
        user_agent: 'OpsBrowser/1.0',
      },
      {
        user_id: opsId,
        action: 'claim.status_change',
        outcome: 'success',
        user_agent: 'lightMyRequest',
      },
    ]);

    const list = (await get('/api/claims', bea.cookie)).json().items as ClaimView[];
    const seen = list.find((item) => item.id === claim.id)!;
    expect(seen.status).toBe('approved');
    expect(seen.statusHistory.map((h) => `${h.to}:${h.note}`)).toEqual([
      'pending:Submitted',
      'processing:Sent to the payer',
      'approved:',
    ]);

    expect(
      (await post(`/api/operator/claims/${claim.id}/status`, { status: 'paid' }, ops)).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          `/api/operator/claims/${claim.id}/status`,
          { status: 'denied', note: 'x'.repeat(2001) },
          ops,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/operator/claims/${anyUuid}/status`, { status: 'denied' }, ops)).statusCode,
    ).toBe(404);
  });

  it('an operator cannot decide a claim of their own', async () => {
    const both = await provider('both@example.com');
    const claim = await both.submit();
    expect((await admin('operator', 'grant', 'both@example.com')).code).toBe(0);
    const response = await post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'approved' },
      both.cookie,
    );
    expect(response.statusCode).toBe(403);
    expect((await get(`/api/claims/${claim.id}`, both.cookie)).json().status).toBe('pending');
    await admin('operator', 'revoke', 'both@example.com');
  });

  it('no operator answer carries a full tax ID', async () => {
    const digits = validProfile().taxId!.replace(/\D/g, '');
    const bodies = await Promise.all(
      [
        '/api/operator/claims?limit=100',
        `/api/operator/claims/${beaClaim.id}`,
        '/api/operator/audit-events?limit=100',
        '/api/operator/invitations?limit=100',
      ].map(async (url) => (await get(url, ops)).body),
    );
    bodies.push(
      (await post(`/api/operator/claims/${beaClaim.id}/status`, { status: 'processing' }, ops))
        .body,
    );
    for (const body of bodies) {
      expect(body).not.toContain(validProfile().taxId);
      expect(body.replace(/\D/g, '')).not.toContain(digits);
    }
  });
});

describe('audit view', () => {
  const events = async (query: string) => {
    const response = await get(`/api/operator/audit-events?${query}`, ops);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: OperatorAuditEvent[]; nextCursor: string | null };
  };

  it("filters by user email, entity and date, pages, and audits operators' own actions", async () => {
    const carla = await provider('carla@example.com');
    const claim = await carla.submit();
    await get(`/api/claims/${claim.id}`, carla.cookie);
    await get(`/api/operator/claims/${claim.id}`, ops);

    const mine = await events('user=Carla@Example.com&limit=100');
    expect(mine.items.length).toBeGreaterThan(3);
    expect(mine.items.every((event) => event.userEmail === 'carla@example.com')).toBe(true);
    expect(mine.items.map((event) => event.action)).toEqual(
      expect.arrayContaining(['claim.create', 'claim.read', 'patient.create', 'profile.register']),
    );

    const onClaim = await events(`entityType=claim&entityId=${claim.id}`);
    expect(onClaim.items.map((event) => `${event.action}:${event.userEmail}`)).toEqual([
      `claim.operator_read:${OPS}`,
      'claim.read:carla@example.com',
      'claim.create:carla@example.com',
    ]);

    const page1 = await events('user=carla@example.com&limit=2');
    const page2 = await events(`user=carla@example.com&limit=2&cursor=${page1.nextCursor}`);
    expect(page1.items).toHaveLength(2);
    expect(page2.items[0]!.id).toBeLessThan(page1.items[1]!.id);
    expect(page1.items.map((event) => event.id)).toEqual(mine.items.slice(0, 2).map((e) => e.id));
    expect(page2.items.map((event) => event.id)).toEqual(mine.items.slice(2, 4).map((e) => e.id));

    const future = await events(`from=${encodeURIComponent('2999-01-01T00:00:00Z')}`);
    expect(future.items).toEqual([]);
    const past = await events(
      `user=carla@example.com&to=${encodeURIComponent('2000-01-01T00:00:00Z')}`,
    );
    expect(past.items).toEqual([]);
    const now = new Date();
    const window = await events(
      `user=carla@example.com&from=${encodeURIComponent(new Date(now.getTime() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(now.getTime() + 60_000).toISOString())}&limit=100`,
    );
    expect(window.items.map((e) => e.id)).toEqual(mine.items.map((e) => e.id));

    const refused = await events('entityType=audit_event&limit=100');
    expect(
      refused.items.some((event) => event.userEmail === OPS && event.outcome === 'success'),
    ).toBe(true);
    expect((await events('user=nobody-at-all@example.com')).items).toEqual([]);
    expect((await get('/api/operator/audit-events?from=yesterday', ops)).statusCode).toBe(400);
  });

  it('records refused attempts on operator routes, with who tried', async () => {
    const { userId, cookie } = await registeredUser(t, 'curious@example.com');
    await get('/api/operator/claims', cookie);
    const { rows } = await t.database.pool.query(
      `SELECT action, outcome FROM audit_events WHERE user_id = $1 AND action = 'claim.operator_list'`,
      [userId],
    );
    expect(rows).toEqual([{ action: 'claim.operator_list', outcome: 'denied' }]);
  });
});

// Last: a new version makes every provider accept it again, which the tests above do not expect.
describe('agreement versions', () => {
  it('lists with the current one marked, publishes a new current version, refuses a duplicate label', async () => {
    const { cookie: doula } = await registeredUser(t, 'accepting@example.com');
    const before = (await get('/api/operator/agreements', ops)).json();
    expect(before.items[0]).toMatchObject({ current: true });
    expect(before.items.slice(1).every((a: { current: boolean }) => !a.current)).toBe(true);

    const published = await post(
      '/api/operator/agreements',
      { version: ' 2027-01-01 ', content: '  The new agreement.  ' },
      ops,
    );
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({
      version: '2027-01-01',
      content: 'The new agreement.',
      publishedBy: OPS,
      current: true,
    });
    const after = (await get('/api/operator/agreements?limit=1', ops)).json();
    expect(after.items).toEqual([
      expect.objectContaining({ version: '2027-01-01', current: true }),
    ]);
    expect(after.nextCursor).toEqual(expect.any(String));
    const older = (
      await get(`/api/operator/agreements?limit=1&cursor=${after.nextCursor}`, ops)
    ).json();
    expect(older.items[0]).toMatchObject({ version: before.items[0].version, current: false });

    const duplicate = await post(
      '/api/operator/agreements',
      { version: '2027-01-01', content: 'Other' },
      ops,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('conflict');
    for (const payload of [
      { version: '', content: 'x' },
      { version: 'v', content: '   ' },
      { version: 'v', content: 'x', publishedBy: 'me' },
    ]) {
      expect((await post('/api/operator/agreements', payload, ops)).statusCode).toBe(400);
    }

    // Every provider must accept the new version before going on.
    expect((await get('/api/session', doula)).json().profileComplete).toBe(false);
    expect((await get('/api/agreements/current', doula)).json().version).toBe('2027-01-01');
  });
});
