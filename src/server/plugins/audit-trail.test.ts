import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey, validClaim } from '../testing/doulas.ts';
import { registeredUser } from '../testing/fixtures.ts';
import { recordApi, validPatient } from '../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const events = async (userId: string) =>
  (
    await t.database.pool.query(
      'SELECT action, entity_type, entity_id, outcome, ip, user_agent, request_id FROM audit_events WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

describe('audit trail', () => {
  it('records reads, searches, creates, updates, archives and status changes with who, what, where and outcome', async () => {
    const { userId, cookie } = await registeredUser(t, 'audited@example.com');
    const headers = { cookie, 'user-agent': 'AuditTest/1.0' };
    const created = await t.inject({
      method: 'POST',
      url: '/api/patients',
      headers,
      payload: validPatient(),
    });
    const patientId = created.json().id as string;
    await t.inject({ method: 'GET', url: `/api/patients/${patientId}`, headers });
    await t.inject({
      method: 'GET',
      url: '/api/patients',
      headers: { ...headers, 'x-search': 'Rivera' },
    });
    await t.inject({ method: 'GET', url: '/api/patients', headers });
    await t.inject({
      method: 'PUT',
      url: `/api/patients/${patientId}`,
      headers,
      payload: validPatient({ firstName: 'Changed' }),
    });
    const claim = await t.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { ...headers, 'idempotency-key': idempotencyKey() },
      payload: validClaim(patientId),
    });
    const claimId = claim.json().id as string;
    await t.inject({ method: 'GET', url: `/api/claims/${claimId}`, headers });
    await t.inject({ method: 'POST', url: `/api/patients/${patientId}/archive`, headers });
    await t.inject({ method: 'GET', url: '/api/profile', headers });

    const rows = await events(userId);
    const actions = rows.map((row) => `${row.action}:${row.outcome}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'profile.register:success',
        'patient.create:success',
        'patient.read:success',
        'patient.search:success',
        'patient.list:success',
        'patient.update:success',
        'claim.create:success',
        'claim.read:success',
        'patient.archive:success',
        'profile.read:success',
      ]),
    );
    const create = rows.find((row) => row.action === 'patient.create')!;
    expect(create).toMatchObject({
      entity_type: 'patient',
      entity_id: patientId,
      user_agent: 'AuditTest/1.0',
    });
    expect(create.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(create.ip).toBeTruthy();
    expect(rows.find((row) => row.action === 'claim.create')!.entity_id).toBe(claimId);

    await t.app.ready();
    await (
      await import('../modules/claims/index.ts')
    )
      .createClaimService(t.database.db, { claimHooks })
      .changeStatus(claimId, { status: 'approved' }, { label: 'operator', actor: { userId } });
    expect((await events(userId)).map((row) => row.action)).toContain('claim.status_change');
  });

  it("records another user's attempt as denied", async () => {
    const owner = await registeredUser(t, 'owner-audit@example.com');
    const patientId = (await recordApi(t, 'patients', owner.cookie).create(validPatient())).json()
      .id;
    const intruder = await registeredUser(t, 'intruder-audit@example.com');
    expect((await recordApi(t, 'patients', intruder.cookie).get(patientId)).statusCode).toBe(404);
    const rows = await events(intruder.userId);
    expect(rows.find((row) => row.action === 'patient.read')).toMatchObject({
      outcome: 'denied',
      entity_id: patientId,
    });
  });

  it('records sign-out', async () => {
    const { userId, cookie } = await t.signInAs('signout-audit@example.com');
    await t.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect((await events(userId)).map((row) => row.action)).toEqual(['session.sign_out']);
  });

  it('cannot be updated, deleted or truncated', async () => {
    await expect(t.database.pool.query("UPDATE audit_events SET action = 'x'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.pool.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
  });
});

describe('audit trail entity ids', () => {
  it('keeps only identifiers from the URL, never other text typed into it', async () => {
    const { userId, cookie } = await registeredUser(t, 'typed-url@example.com');
    await t.inject({ method: 'GET', url: '/api/patients/Jane%20Doe%201990', headers: { cookie } });
    const rows = await events(userId);
    const read = rows.find((row) => row.action === 'patient.read');
    expect(read).toMatchObject({ outcome: 'denied', entity_id: null });
  });
});
