import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import type { ClaimView } from '#domain/claims/view';
import { createDoula, idempotencyKey as key, validClaim } from '../../testing/doulas.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { createRecord, validFacility, validPatient } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { claimHooks } from '../../app-claim-hooks.ts';

let t: TestApp;
let cookie: string;
let patientId: string;
let facilityId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie, patientId, facilityId } = await createDoula(t, 'claims@example.com'));
});
afterAll(() => t.close());

// Each claim on a day of its own: a second one for the same patient, day and service is refused.
const homeVisit = (overrides: Partial<ClaimSubmitInput> = {}): ClaimSubmitInput =>
  validClaim(patientId, { notes: '  first visit  ', ...overrides });

// null sends no key at all (undefined would take the default).
const submit = (payload: unknown, idempotencyKey: string | null = key(), as = cookie) =>
  t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: as, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: payload as object,
  });

describe('POST /api/claims', () => {
  it('creates a pending claim with server-side snapshots, doula and form ID', async () => {
    const response = await submit(homeVisit());
    expect(response.statusCode).toBe(201);
    const claim = response.json() as ClaimView;
    expect(claim).toMatchObject({
      status: 'pending',
      formId: expect.stringMatching(/^DB-\d{4}-\d{6}$/),
      doula: { name: 'Maya Lopez', email: 'claims@example.com' },
      patientId,
      patient: {
        firstName: validPatient().firstName,
        lastName: validPatient().lastName,
        policyNumber: validPatient().policyNumber,
        // The sex on her insurance card travels with the claim (DMG03, box 3).
        sex: 'F',
      },
      serviceLocation: 'home',
      inPerson: true,
      notes: 'first visit',
      facility: null,
    });
    expect(claim.statusHistory).toEqual([
      { from: null, to: 'pending', at: expect.any(String), by: 'system', note: 'Submitted' },
    ]);
    expect(JSON.stringify(claim)).not.toContain('idempotency');
  });

  it('for a facility visit copies the facility and joins its address', async () => {
    const response = await submit(
      homeVisit({
        serviceType: 'Extended Postpartum Doula Support',
        serviceAdditionalInputs: { serviceDurationMinutes: '180' },
        serviceLocation: 'facility',
        facilityId,
        diagnosisCodes: ['Z39.2'],
        admittedDate: '2026-11-02',
        dischargedDate: '2026-11-03',
      }),
    );
    expect(response.statusCode).toBe(201);
    const f = validFacility();
    expect(response.json()).toMatchObject({
      serviceLocation: 'facility',
      inPerson: true,
      facility: { name: f.name, npiNumber: f.npiNumber },
      address: `${f.addressStreet}, ${f.addressCity}, ${f.addressState} ${f.addressZip}`,
      serviceAdditionalInputs: { serviceDurationMinutes: '180' },
    });
  });

  it('a virtual visit is not in person', async () => {
    expect(
      (await submit(homeVisit({ serviceLocation: 'virtual', virtualMode: 'audio-video' }))).json(),
    ).toMatchObject({
      inPerson: false,
    });
  });

  it('ten parallel requests with one key create exactly one claim and all get the same answer', async () => {
    const idempotencyKey = key();
    const body = homeVisit({ notes: 'parallel' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(body, idempotencyKey)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((r) => (r.json() as ClaimView).id));
    expect(ids.size).toBe(1);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM claims WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a retry of a stored claim answers that claim, whether or not the claim check would now refuse it', async () => {
    const idempotencyKey = key();
    const body = homeVisit({ notes: 'retried' });
    const first = await submit(body, idempotencyKey);
    expect(first.statusCode).toBe(201);
    // The retry meets its own claim in the claim check (the same visit again).
    const again = await submit(body, idempotencyKey);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The same visit under another key is refused: the retry above met that refusal.
    expect((await submit(body)).statusCode).toBe(422);
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM claims WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the same key with a different body answers 422', async () => {
    const idempotencyKey = key();
    expect((await submit(homeVisit(), idempotencyKey)).statusCode).toBe(201);
    const again = await submit(homeVisit({ notes: 'something else' }), idempotencyKey);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('idempotency_mismatch');
  });

  it('requires an Idempotency-Key', async () => {
    expect((await submit(homeVisit(), null)).statusCode).toBe(400);
    expect((await submit(homeVisit(), 'short')).statusCode).toBe(400);
  });

  it('refuses fields only the server sets', async () => {
    for (const extra of [
      { status: 'approved' },
      { uid: 'x' },
      { createdAt: '2020-01-01' },
      { deleted: true },
      { formId: 'X' },
    ]) {
      expect((await submit({ ...homeVisit(), ...extra })).statusCode).toBe(400);
    }
  });

  it('requires the duration of Extended Postpartum Doula Support', async () => {
    const response = await submit(
      homeVisit({ serviceType: 'Extended Postpartum Doula Support', serviceAdditionalInputs: {} }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(
      'serviceAdditionalInputs.serviceDurationMinutes',
    );
  });

  it("cannot claim another doula's patient or facility", async () => {
    const other = await registeredUser(t, 'other-claims@example.com');
    const theirPatient = await createRecord(t, other.cookie, 'patients');
    const response = await submit(homeVisit({ patientId: theirPatient }));
    expect(response.statusCode).toBe(422);
    const theirFacility = await createRecord(t, other.cookie, 'facilities');
    const atTheirs = await submit(
      homeVisit({ serviceLocation: 'facility', facilityId: theirFacility }),
    );
    expect(atTheirs.statusCode).toBe(422);
  });

  it('answers 401 signed out and 403 before registration', async () => {
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { 'idempotency-key': key() },
      payload: homeVisit(),
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookie: unregistered } = await t.signInAs('unregistered-claims@example.com');
    expect((await submit(homeVisit(), key(), unregistered)).statusCode).toBe(403);
  });
});

describe('reading claims', () => {
  it('lists the own claims newest first, a page at a time', async () => {
    const { cookie: mine } = await registeredUser(t, 'pager@example.com');
    const patient = await createRecord(t, mine, 'patients');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await submit(homeVisit({ patientId: patient, notes: `visit ${i}` }), key(), mine))
          .statusCode,
      ).toBe(201);
    }
    const first = await t.inject({
      method: 'GET',
      url: '/api/claims?limit=3',
      headers: { cookie: mine },
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((c: ClaimView) => c.notes)).toEqual(['visit 4', 'visit 3', 'visit 2']);
    const second = await t.inject({
      method: 'GET',
      url: `/api/claims?limit=3&cursor=${page1.nextCursor}`,
      headers: { cookie: mine },
    });
    expect(second.json().items.map((c: ClaimView) => c.notes)).toEqual(['visit 1', 'visit 0']);
    expect(second.json().nextCursor).toBeNull();
  });

  it("another doula's claim answers 404, in the list and by id", async () => {
    const created = (await submit(homeVisit({ notes: 'private' }))).json() as ClaimView;
    const other = await registeredUser(t, 'snoop@example.com');
    const byId = await t.inject({
      method: 'GET',
      url: `/api/claims/${created.id}`,
      headers: { cookie: other.cookie },
    });
    expect(byId.statusCode).toBe(404);
    expect(byId.body).not.toContain('private');
    const list = await t.inject({
      method: 'GET',
      url: '/api/claims',
      headers: { cookie: other.cookie },
    });
    expect(list.json().items).toEqual([]);
    const mine = await t.inject({
      method: 'GET',
      url: `/api/claims/${created.id}`,
      headers: { cookie },
    });
    expect(mine.json()).toMatchObject({ id: created.id, notes: 'private' });
  });

  it('a patient edited after submission does not change the claim', async () => {
    const created = (await submit(homeVisit())).json() as ClaimView;
    await t.inject({
      method: 'PUT',
      url: `/api/patients/${patientId}`,
      headers: { cookie },
      payload: validPatient({ policyNumber: 'CHANGED-1' }),
    });
    const again = (
      await t.inject({ method: 'GET', url: `/api/claims/${created.id}`, headers: { cookie } })
    ).json();
    expect(again.patient.policyNumber).toBe(created.patient.policyNumber);
  });
});

describe('status changes', () => {
  it('records each change in the history and shows the current status', async () => {
    const created = (await submit(homeVisit())).json() as ClaimView;
    await t.app.ready();
    const { createClaimService } = await import('./claims.service.ts');
    const service = createClaimService(t.database.db, { claimHooks });
    const operator = { email: 'operator@example.com', label: 'operator@example.com' };
    await service.changeStatus(
      created.formId,
      { status: 'processing', note: 'Sent to Medi-Cal' },
      operator,
    );
    const approved = await service.changeStatus(created.id, { status: 'approved' }, operator);
    expect(approved.status).toBe('approved');
    expect(approved.statusHistory.map((h) => [h.from, h.to, h.by, h.note])).toEqual([
      [null, 'pending', 'system', 'Submitted'],
      ['pending', 'processing', 'operator@example.com', 'Sent to Medi-Cal'],
      ['processing', 'approved', 'operator@example.com', ''],
    ]);
    const someone = { label: 'x' };
    await expect(
      service.changeStatus(created.id, { status: 'paid' as 'approved' }, someone),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { status: 'Choose a status.' } });
    await expect(
      service.changeStatus(randomUUID(), { status: 'approved' }, someone),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
