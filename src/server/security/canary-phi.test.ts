import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/api-errors';
import { defaultPayerMapping } from '#domain/billing/index';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { inviteEmail, validProfile } from '../testing/fixtures.ts';
import { validFacility, validPatient } from '../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createDoula,
  currentAgreementVersion,
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  validClaim,
  withdrawAgreement,
  freshPayerProfile,
  payerProfileBody,
  payerVersionBody,
  writeRoutes,
  type Doula,
  type WriteRoute,
} from '../testing/write-routes.ts';

/**
 * Issue 6 item 8: canary PHI (a patient's name, birth date, address and policy number; the
 * doula's name, business and SSN; a claim note; an invitation code; and from the operator console:
 * an invitee's email, a typed code, an agreement's text and a status note) goes through every write
 * route, in requests that succeed and in requests that fail (400, 401, 403, 404, 409, 413, 415,
 * 422 and induced 500s). Afterwards no log line (at trace level) and no audit row contains any
 * canary, and no error answer repeats one.
 */
const canary = {
  email: 'zyx.canary.doula@example.com',
  firstName: 'Zyxcanary',
  middleName: 'Mqcanary',
  lastName: 'Qwvcanary',
  dateOfBirth: '1931-07-29',
  street: '77 Canarystreet Rd',
  city: 'Canaryville',
  policyNumber: 'POLCANARY-8812',
  payerId: 'PAYCANARY9',
  insurer: 'Canaryinsure Health',
  ssn: '987-65-4329',
  ssnDigits: '987654329',
  ein: '98-7654329',
  businessName: 'Canarybiz Doula LLC',
  facilityName: 'Canaryfacility Birth Center',
  notes: 'Canarynote: prefers Spanish, husband Xqcanary',
  invitationCode: 'CANARYCODE-51',
  /** The local part of an invitee's email (the whole address contains it). */
  inviteeLocal: 'qzv.canary.invitee',
  operatorCode: 'OPSCANARY-7731',
  agreementText: 'Canaryagreement: the provider keeps Xqcanary records for seven years.',
  statusNote: 'Canarystatus: payer called back about Zyxcanary, policy POLCANARY-8812',
} as const;
const inviteeEmail = `${canary.inviteeLocal}@example.com`;
const canaries = Object.values(canary);

const canaryPatient = (overrides: Parameters<typeof validPatient>[0] = {}) =>
  validPatient({
    firstName: canary.firstName,
    middleName: canary.middleName,
    lastName: canary.lastName,
    dateOfBirth: canary.dateOfBirth,
    addressStreet: canary.street,
    addressCity: canary.city,
    insuranceProvider: canary.insurer,
    payerId: canary.payerId,
    policyNumber: canary.policyNumber,
    ...overrides,
  });

const canaryFacility = (overrides: Parameters<typeof validFacility>[0] = {}) =>
  validFacility({
    name: canary.facilityName,
    addressStreet: canary.street,
    addressCity: canary.city,
    ...overrides,
  });

const canaryProfile = (overrides: Parameters<typeof validProfile>[0] = {}) =>
  validProfile({
    firstName: canary.firstName,
    middleName: canary.middleName,
    lastName: canary.lastName,
    taxIdType: 'SSN',
    taxId: canary.ssn,
    businessName: canary.businessName,
    businessAddressStreet: canary.street,
    businessAddressCity: canary.city,
    ...overrides,
  });

let t: TestApp;
let doula: Doula & { email: string };
let other: Doula;
let agreementVersion: string;
let ops: string;
let claimId: string;
const exercised = new Set<WriteRoute>();
const answers: { label: string; response: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace', ADMIN_EMAILS: OPERATOR_EMAIL });
  other = await createDoula(t, 'canary-other@example.com');
  agreementVersion = await currentAgreementVersion(t, other.cookie);
  ops = await operatorCookie(t);
});
afterAll(() => t.close());

async function redeemedInvitationOf(userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM invitations WHERE redeemed_by_user_id = $1',
    [userId],
  );
  return rows[0]!.id;
}

async function call(
  route: WriteRoute | 'read',
  label: string,
  options: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    cookie?: string;
    payload?: unknown;
    headers?: Record<string, string>;
    csrf?: boolean;
  },
  expected: number,
) {
  const { method, url, cookie = doula.cookie, payload, headers = {}, csrf = true } = options;
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(csrf ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}), cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  expect(response.statusCode, `${label}: ${response.body}`).toBe(expected);
  if (route !== 'read') exercised.add(route);
  answers.push({ label, response });
  return response;
}

describe('canary PHI through every write route', () => {
  it('succeeds through every write route', async () => {
    // Registration: the doula's own name, business and SSN.
    const { userId, cookie } = await t.signInAs(canary.email);
    doula = { userId, cookie, email: canary.email, patientId: '', facilityId: '' };
    await inviteEmail(t, canary.email, [canary.invitationCode]);
    await call(
      'POST /api/invitations/check',
      'check a valid code',
      {
        method: 'POST',
        url: '/api/invitations/check',
        payload: { code: canary.invitationCode },
      },
      200,
    );
    await call(
      'POST /api/registration',
      'register',
      {
        method: 'POST',
        url: '/api/registration',
        payload: {
          invitationCode: canary.invitationCode,
          agreementVersion,
          profile: canaryProfile(),
        },
      },
      200,
    );
    await call(
      'PUT /api/profile',
      'update the profile',
      {
        method: 'PUT',
        url: '/api/profile',
        payload: canaryProfile({ taxIdType: 'EIN', taxId: canary.ein }),
      },
      200,
    );

    // A patient and a facility, created, read, searched, updated, archived.
    const patient = await call(
      'POST /api/patients',
      'create a patient',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient(),
      },
      201,
    );
    doula.patientId = (patient.json() as { id: string }).id;
    await call(
      'PUT /api/patients/:id',
      'update the patient',
      {
        method: 'PUT',
        url: `/api/patients/${doula.patientId}`,
        payload: canaryPatient({ middleName: '' }),
      },
      200,
    );
    await call(
      'read',
      'search patients',
      {
        method: 'GET',
        url: '/api/patients',
        headers: { 'x-search': encodeURIComponent(`${canary.firstName} ${canary.policyNumber}`) },
      },
      200,
    );
    await call(
      'read',
      'read the patient',
      { method: 'GET', url: `/api/patients/${doula.patientId}` },
      200,
    );

    const facility = await call(
      'POST /api/facilities',
      'create a facility',
      {
        method: 'POST',
        url: '/api/facilities',
        payload: canaryFacility(),
      },
      201,
    );
    doula.facilityId = (facility.json() as { id: string }).id;
    await call(
      'PUT /api/facilities/:id',
      'update the facility',
      {
        method: 'PUT',
        url: `/api/facilities/${doula.facilityId}`,
        payload: canaryFacility(),
      },
      200,
    );
    await call(
      'read',
      'search facilities',
      {
        method: 'GET',
        url: '/api/facilities',
        headers: { 'x-search': encodeURIComponent(canary.facilityName) },
      },
      200,
    );

    // A claim: its note, and the snapshots of the canary patient, facility and doula.
    const claim = await call(
      'POST /api/claims',
      'submit a claim',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(doula.patientId, {
          serviceType: 'Extended Postpartum Doula Support',
          serviceAdditionalInputs: { serviceDurationMinutes: '180' },
          serviceLocation: 'facility',
          facilityId: doula.facilityId,
          notes: canary.notes,
        }),
      },
      201,
    );
    claimId = (claim.json() as { id: string }).id;
    await call('read', 'read the claim', { method: 'GET', url: `/api/claims/${claimId}` }, 200);
    await call('read', 'list claims', { method: 'GET', url: '/api/claims' }, 200);

    const spare = await call(
      'POST /api/patients',
      'create a second patient',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient(),
      },
      201,
    );
    await call(
      'POST /api/patients/:id/archive',
      'archive a patient',
      {
        method: 'POST',
        url: `/api/patients/${(spare.json() as { id: string }).id}/archive`,
      },
      204,
    );
    const spareFacility = await call(
      'POST /api/facilities',
      'create a second facility',
      {
        method: 'POST',
        url: '/api/facilities',
        payload: canaryFacility(),
      },
      201,
    );
    await call(
      'POST /api/facilities/:id/archive',
      'archive a facility',
      {
        method: 'POST',
        url: `/api/facilities/${(spareFacility.json() as { id: string }).id}/archive`,
      },
      204,
    );

    // The operator console: an invitation (typed code), revoked; an agreement, withdrawn again
    // (a current one would send every doula back to acceptance); a status change with a note.
    const invitation = await call(
      'POST /api/operator/invitations',
      'invite a provider',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: ops,
        payload: { email: inviteeEmail, code: canary.operatorCode },
      },
      201,
    );
    await call(
      'read',
      'find the invitation by email',
      {
        method: 'GET',
        url: `/api/operator/invitations?email=${encodeURIComponent(inviteeEmail)}`,
        cookie: ops,
      },
      200,
    );
    await call(
      'POST /api/operator/invitations/:id/revoke',
      'revoke the invitation',
      {
        method: 'POST',
        url: `/api/operator/invitations/${(invitation.json() as { invitation: { id: string } }).invitation.id}/revoke`,
        cookie: ops,
      },
      200,
    );
    const agreement = await call(
      'POST /api/operator/agreements',
      'publish an agreement',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        payload: { version: `canary-${randomUUID().slice(0, 8)}`, content: canary.agreementText },
      },
      201,
    );
    await withdrawAgreement(t, (agreement.json() as { id: string }).id);
    // Payer profiles hold no PHI; they are edited here so every write route is passed through.
    await call(
      'POST /api/operator/payer-profiles',
      'add a payer profile',
      {
        method: 'POST',
        url: '/api/operator/payer-profiles',
        cookie: ops,
        payload: payerProfileBody(),
      },
      201,
    );
    await call(
      'POST /api/operator/payer-profiles/:profileId/versions',
      'add a payer profile version',
      {
        method: 'POST',
        url: `/api/operator/payer-profiles/${await freshPayerProfile(t)}/versions`,
        cookie: ops,
        payload: payerVersionBody(),
      },
      201,
    );
    await call(
      'PUT /api/operator/payer-mapping',
      'replace the payer mapping',
      {
        method: 'PUT',
        url: '/api/operator/payer-mapping',
        cookie: ops,
        payload: defaultPayerMapping,
      },
      200,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      'change the claim status',
      {
        method: 'POST',
        url: `/api/operator/claims/${claimId}/status`,
        cookie: ops,
        payload: { status: 'processing', note: canary.statusNote },
      },
      200,
    );
    await call(
      'read',
      'read the claim as an operator',
      { method: 'GET', url: `/api/operator/claims/${claimId}`, cookie: ops },
      200,
    );

    const { cookie: second } = await t.signInAs(canary.email);
    await call(
      'DELETE /api/session',
      'sign out',
      { method: 'DELETE', url: '/api/session', cookie: second },
      204,
    );

    expect([...exercised].sort()).toEqual([...writeRoutes].sort());
  });

  it('fails in every way with canaries in the body', async () => {
    const json = 'application/json';
    await call(
      'POST /api/patients',
      '400: a birth date in the future',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient({ dateOfBirth: '2999-01-01' }),
      },
      400,
    );
    await call(
      'POST /api/patients',
      '400: an unknown key',
      {
        method: 'POST',
        url: '/api/patients',
        payload: { ...canaryPatient(), ssn: canary.ssn },
      },
      400,
    );
    await call(
      'POST /api/patients',
      '400: a field too long',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient({ lastName: `${canary.lastName}${'x'.repeat(200)}` }),
      },
      400,
    );
    await call(
      'POST /api/patients',
      '400: malformed JSON',
      {
        method: 'POST',
        url: '/api/patients',
        headers: { 'content-type': json },
        payload: `{"firstName":"${canary.firstName}","dateOfBirth":"${canary.dateOfBirth}",`,
      },
      400,
    );
    await call(
      'POST /api/patients',
      '415: text/plain',
      {
        method: 'POST',
        url: '/api/patients',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(canaryPatient()),
      },
      415,
    );
    await call(
      'POST /api/patients',
      '413: too large',
      {
        method: 'POST',
        url: '/api/patients',
        headers: { 'content-type': json },
        payload: JSON.stringify({ ...canaryPatient(), pad: 'x'.repeat(API_BODY_LIMIT_BYTES) }),
      },
      413,
    );
    await call(
      'POST /api/patients',
      '401: signed out',
      {
        method: 'POST',
        url: '/api/patients',
        cookie: '',
        payload: canaryPatient(),
      },
      401,
    );
    await call(
      'POST /api/patients',
      '403: without the CSRF header',
      {
        method: 'POST',
        url: '/api/patients',
        csrf: false,
        payload: canaryPatient(),
      },
      403,
    );
    await call(
      'PUT /api/patients/:id',
      "404: another user's patient",
      {
        method: 'PUT',
        url: `/api/patients/${other.patientId}`,
        payload: canaryPatient(),
      },
      404,
    );
    await call(
      'POST /api/facilities',
      '400: an NPI that is not ten digits',
      {
        method: 'POST',
        url: '/api/facilities',
        payload: canaryFacility({ npiNumber: canary.ssnDigits }),
      },
      400,
    );
    await call(
      'PUT /api/facilities/:id',
      "404: another user's facility",
      {
        method: 'PUT',
        url: `/api/facilities/${other.facilityId}`,
        payload: canaryFacility(),
      },
      404,
    );
    await call(
      'PUT /api/profile',
      '400: an SSN with eight digits',
      {
        method: 'PUT',
        url: '/api/profile',
        payload: canaryProfile({ taxId: canary.ssn.slice(0, -1) }),
      },
      400,
    );
    await call(
      'PUT /api/profile',
      '400: a ZIP code that is not one',
      {
        method: 'PUT',
        url: '/api/profile',
        payload: canaryProfile({ businessAddressZip: canary.ssnDigits }),
      },
      400,
    );
    await call(
      'POST /api/registration',
      '409: an agreement that is not the current one',
      {
        method: 'POST',
        url: '/api/registration',
        payload: { agreementVersion: canary.notes, profile: canaryProfile() },
      },
      409,
    );
    await call(
      'POST /api/invitations/check',
      '200: a code that does not exist',
      {
        method: 'POST',
        url: '/api/invitations/check',
        payload: { code: `${canary.invitationCode}-NOPE` },
      },
      200,
    );
    await call(
      'POST /api/claims',
      '400: no Idempotency-Key',
      {
        method: 'POST',
        url: '/api/claims',
        payload: validClaim(doula.patientId, { notes: canary.notes }),
      },
      400,
    );
    await call(
      'POST /api/claims',
      "422: another user's patient",
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(other.patientId, { notes: canary.notes }),
      },
      422,
    );
    const key = idempotencyKey();
    await call(
      'POST /api/claims',
      'a first claim with a key',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': key },
        payload: validClaim(doula.patientId, { notes: canary.notes }),
      },
      201,
    );
    await call(
      'POST /api/claims',
      '422: the same key, another body',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': key },
        payload: validClaim(doula.patientId, { notes: `${canary.notes} (changed)` }),
      },
      422,
    );
    await call(
      'POST /api/claims',
      '400: an extra input of the wrong kind',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(doula.patientId, {
          serviceType: 'Extended Postpartum Doula Support',
          serviceAdditionalInputs: { serviceDurationMinutes: canary.notes },
        }),
      },
      400,
    );
  });

  it('fails in every way with canaries in operator requests', async () => {
    const json = 'application/json';
    const status = `/api/operator/claims/${claimId}/status`;
    await call(
      'POST /api/operator/invitations',
      '400: an invitee email that is not one',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: ops,
        payload: { email: `${canary.inviteeLocal}@` },
      },
      400,
    );
    await call(
      'POST /api/operator/invitations',
      '400: a typed code with a space',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: ops,
        payload: { email: inviteeEmail, code: `${canary.operatorCode} X` },
      },
      400,
    );
    await call(
      'POST /api/operator/invitations',
      '403: a doula is not an operator',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        payload: { email: inviteeEmail, code: canary.operatorCode },
      },
      403,
    );
    await call(
      'POST /api/operator/invitations/:id/revoke',
      '409: an invitation already used to register',
      {
        method: 'POST',
        url: `/api/operator/invitations/${await redeemedInvitationOf(doula.userId)}/revoke`,
        cookie: ops,
      },
      409,
    );
    await call(
      'POST /api/operator/agreements',
      '400: an unknown key',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        payload: {
          version: 'canary-extra',
          content: canary.agreementText,
          note: canary.statusNote,
        },
      },
      400,
    );
    await call(
      'POST /api/operator/agreements',
      '409: a version already published',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        payload: { version: agreementVersion, content: canary.agreementText },
      },
      409,
    );
    await call(
      'POST /api/operator/agreements',
      '415: text/plain',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ version: 'canary-plain', content: canary.agreementText }),
      },
      415,
    );
    await call(
      'POST /api/operator/agreements',
      '403: a doula is not an operator',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        payload: { version: 'canary-doula', content: canary.agreementText },
      },
      403,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '400: a note too long',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        payload: { status: 'denied', note: `${canary.statusNote}${'x'.repeat(2000)}` },
      },
      400,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '400: a status that does not exist',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        payload: { status: canary.statusNote, note: canary.statusNote },
      },
      400,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '400: malformed JSON',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        headers: { 'content-type': json },
        payload: `{"status":"denied","note":"${canary.statusNote}",`,
      },
      400,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '413: too large',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        headers: { 'content-type': json },
        payload: JSON.stringify({
          status: 'denied',
          note: canary.statusNote,
          pad: 'x'.repeat(API_BODY_LIMIT_BYTES),
        }),
      },
      413,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '404: a claim that does not exist',
      {
        method: 'POST',
        url: `/api/operator/claims/${randomUUID()}/status`,
        cookie: ops,
        payload: { status: 'denied', note: canary.statusNote },
      },
      404,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '401: signed out',
      {
        method: 'POST',
        url: status,
        cookie: '',
        payload: { status: 'denied', note: canary.statusNote },
      },
      401,
    );
  });

  it('induced unexpected errors answer a generic 500 with the request id', async () => {
    for (const [table, route, request] of [
      [
        'patients',
        'POST /api/patients',
        { method: 'POST', url: '/api/patients', payload: canaryPatient() },
      ],
      [
        'claims',
        'POST /api/claims',
        {
          method: 'POST',
          url: '/api/claims',
          headers: { 'idempotency-key': idempotencyKey() },
          payload: validClaim(doula.patientId, { notes: canary.notes }),
        },
      ],
      [
        'facilities',
        'PUT /api/facilities/:id',
        {
          method: 'PUT',
          url: `/api/facilities/${doula.facilityId}`,
          payload: canaryFacility(),
        },
      ],
      [
        'claim_status_changes',
        'POST /api/operator/claims/:id/status',
        {
          method: 'POST',
          url: `/api/operator/claims/${claimId}/status`,
          cookie: ops,
          payload: { status: 'approved', note: canary.statusNote },
        },
      ],
      [
        'agreements',
        'POST /api/operator/agreements',
        {
          method: 'POST',
          url: '/api/operator/agreements',
          cookie: ops,
          payload: { version: 'canary-gone', content: canary.agreementText },
        },
      ],
    ] as const) {
      await t.database.pool.query(`ALTER TABLE ${table} RENAME TO ${table}_gone`);
      let response: LightMyRequestResponse;
      try {
        response = await call(route, `500: ${table} missing`, request, 500);
      } finally {
        await t.database.pool.query(`ALTER TABLE ${table}_gone RENAME TO ${table}`);
      }
      const requestId = response.headers['x-request-id'] as string;
      expect(response.json()).toEqual({
        error: { code: 'internal', message: expect.stringContaining(requestId) },
        requestId,
      });
      expect(response.body).not.toMatch(
        / at |\.ts:|select |insert |update |relation|_gone|params/i,
      );
    }
  });
});

describe('what was left behind', () => {
  it('the canaries really went in (the checks below are not vacuous)', async () => {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM patients WHERE first_name = $1 AND policy_number = $2`,
      [canary.firstName, canary.policyNumber],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const operatorWrites = await t.database.pool.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM claim_status_changes WHERE note = $1)
            + (SELECT count(*) FROM invitations WHERE email = $2))::int AS n`,
      [canary.statusNote, inviteeEmail],
    );
    expect(operatorWrites.rows[0]!.n).toBe(2);
    expect(t.logs.length).toBeGreaterThanOrEqual(answers.length * 2);
    expect(t.logs.some((line) => line.includes('"msg":"request rejected"'))).toBe(true);
    expect(t.logs.some((line) => line.includes('"msg":"unexpected error"'))).toBe(true);
  });

  it('no log line contains any canary', () => {
    const found = canaries.flatMap((value) =>
      t.logs
        .filter((line) => line.toLowerCase().includes(value.toLowerCase()))
        .map((line) => `${value} in ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('no audit row contains any canary', async () => {
    const { rows } = await t.database.pool.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM audit_events a',
    );
    expect(rows.length).toBeGreaterThan(20);
    const found = canaries.flatMap((value) =>
      rows
        .filter(({ row }) => row.toLowerCase().includes(value.toLowerCase()))
        .map(({ row }) => `${value} in ${row}`),
    );
    expect(found).toEqual([]);
  });

  it('no error answer repeats a canary', () => {
    const found = answers
      .filter(({ response }) => response.statusCode >= 400)
      .flatMap(({ label, response }) =>
        canaries
          .filter((value) => response.body.includes(value))
          .map((value) => `${label}: ${value}`),
      );
    expect(found).toEqual([]);
  });
});
