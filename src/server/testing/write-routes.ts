import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { isApiErrorBody, type ApiErrorCode } from '#domain/api-errors';
import { COMMERCIAL_ID, defaultPayerMapping, seedPayerProfiles } from '#domain/billing/index';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import { accessMatrix } from '../security/access-matrix.ts';
import { inviteEmail, registeredUser, validProfile } from './fixtures.ts';
import { nextServiceDate, validFacility, validPatient } from './record-fixtures.ts';
import type { TestApp } from './test-app.ts';

type MatrixRoute = (typeof accessMatrix)[number];
type RouteKey<Route> = Route extends { method: infer M extends string; url: infer U extends string }
  ? `${M} ${U}`
  : never;
export type WriteRoute = RouteKey<Exclude<MatrixRoute, { method: 'GET' }>>;

/**
 * Every state-changing /api route, as the hardening tests (input limits, hostile input, canary
 * PHI) know them: the access matrix's routes other than GET, so there is one list of routes.
 * A test compares it with the routes the app registers, so a new write route fails those tests
 * until it joins the matrix and thereby the hardening tests.
 */
export const writeRoutes: readonly WriteRoute[] = accessMatrix
  .filter((route): route is Exclude<MatrixRoute, { method: 'GET' }> => route.method !== 'GET')
  .map((route) => `${route.method} ${route.url}` as WriteRoute);

/**
 * The operator of the hardening tests: build their test app with
 * `buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL })`. Operators need no doula profile.
 */
export const OPERATOR_EMAIL = 'ops@example.com';

const operatorCookies = new WeakMap<TestApp, Promise<string>>();

/** A session of the operator (one per test app). */
export function operatorCookie(t: TestApp): Promise<string> {
  let cookie = operatorCookies.get(t);
  if (!cookie) {
    cookie = t.signInAs(OPERATOR_EMAIL).then((session) => session.cookie);
    operatorCookies.set(t, cookie);
  }
  return cookie;
}

/**
 * Takes back an agreement a test published: the newest version is the current one, and a new
 * current one would send every doula back to acceptance (access-matrix.test.ts does the same).
 */
export async function withdrawAgreement(t: TestApp, id: string): Promise<void> {
  await t.database.pool.query('DELETE FROM agreements WHERE id = $1', [id]);
}

/** A claim of this doula's, for the operator to move through its statuses. */
export async function submitClaim(t: TestApp, doula: Doula): Promise<string> {
  await restoreProfile(t, doula.cookie);
  const response = await t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: doula.cookie, 'idempotency-key': idempotencyKey() },
    payload: validClaim(doula.patientId),
  });
  if (response.statusCode !== 201) throw new Error(`setup failed: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A new invitation (for a new email), for the operator to revoke. */
export async function freshInvitation(t: TestApp): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  return (await inviteEmail(t, `revoke-${suffix}@example.com`, [`REVOKE-${suffix}`.toUpperCase()]))
    .id;
}

/**
 * A payer profile an operator may add: the seed's Commercial / other profile under a new name,
 * its one version in force from 2023-01-01 until further notice.
 */
export function payerProfileBody(name = `Test payer ${randomUUID().slice(0, 8)}`) {
  const commercial = seedPayerProfiles.find((profile) => profile.id === COMMERCIAL_ID)!;
  const version = commercial.versions.at(-1)!;
  return { name, versions: [{ ...version, effectiveFrom: '2023-01-01', effectiveTo: null }] };
}

/** A new version (a rate change from 2025-01-01) for a profile made by payerProfileBody. */
export function payerVersionBody(effectiveFrom = '2025-01-01') {
  return { ...payerProfileBody().versions[0]!, effectiveFrom };
}

/** A payer profile of the operator's, fresh for a test that adds versions to it. */
export async function freshPayerProfile(t: TestApp): Promise<string> {
  const body = payerProfileBody();
  const response = await t.inject({
    method: 'POST',
    url: '/api/operator/payer-profiles',
    headers: { cookie: await operatorCookie(t) },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`payer profile: ${response.body}`);
  return (response.json() as { id: string }).id;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's registered state-changing /api routes as `METHOD /path`, sorted. */
export function registeredWriteRoutes(t: TestApp): string[] {
  return t.routes
    .filter((route) => WRITE_METHODS.has(route.method) && route.url.startsWith('/api/'))
    .map((route) => `${route.method} ${route.url}`)
    .sort();
}

/** A signed-in, registered user with one patient and one facility. */
export interface Doula {
  userId: string;
  cookie: string;
  patientId: string;
  facilityId: string;
}

export async function createDoula(t: TestApp, email: string): Promise<Doula> {
  const { userId, cookie } = await registeredUser(t, email);
  const patient = await t.inject({
    method: 'POST',
    url: '/api/patients',
    headers: { cookie },
    payload: validPatient(),
  });
  const facility = await t.inject({
    method: 'POST',
    url: '/api/facilities',
    headers: { cookie },
    payload: validFacility(),
  });
  if (patient.statusCode !== 201 || facility.statusCode !== 201) {
    throw new Error(`setup failed: ${patient.body} ${facility.body}`);
  }
  return {
    userId,
    cookie,
    patientId: (patient.json() as { id: string }).id,
    facilityId: (facility.json() as { id: string }).id,
  };
}

export async function currentAgreementVersion(t: TestApp, cookie: string): Promise<string> {
  const response = await t.inject({
    method: 'GET',
    url: '/api/agreements/current',
    headers: { cookie },
  });
  return (response.json() as { version: string }).version;
}

/** A diagnosis that fits each service type (the claim check refuses one that does not). */
const fittingDiagnosis: Record<string, string> = {
  'Extended Initial Visit (90 minutes)': 'Z33.1',
  'Prenatal Visit': 'Z33.1',
  'Postpartum Visit': 'Z39.2',
  'Extended Postpartum Doula Support': 'Z39.2',
  'Support for Vaginal Delivery': 'O80',
  'VBAC (Vaginal Birth After Cesarean)': 'O34.211',
  'Cesarean Section': 'O82',
  'Miscarriage Support': 'O02.1',
  'Abortion Support': 'Z33.2',
};

/**
 * A clean claim (the claim check finds nothing to refuse), on a service date of its own, with a
 * diagnosis that fits its service type and, for a virtual visit, video.
 */
export const validClaim = (
  patientId: string,
  overrides: Partial<ClaimSubmitInput> = {},
  serviceDate = nextServiceDate(),
): ClaimSubmitInput => {
  const serviceType = overrides.serviceType ?? 'Prenatal Visit';
  const virtual = String(overrides.serviceLocation ?? '').trim() === 'virtual';
  return {
    patientId,
    serviceType: 'Prenatal Visit',
    serviceAdditionalInputs: {},
    serviceDateFrom: serviceDate,
    serviceDateTo: serviceDate,
    serviceTimeFrom: '10:00',
    serviceTimeTo: '11:00',
    serviceLocation: 'home',
    facilityId: '',
    admittedDate: '',
    dischargedDate: '',
    notes: 'Visit went well.',
    diagnosisCodes: [fittingDiagnosis[String(serviceType).trim()] ?? 'Z33.1'],
    ...(virtual ? { virtualMode: 'audio-video' as const } : {}),
    ...overrides,
  };
};

/**
 * Puts the doula's profile back to the valid one (NPI, tax ID, billing address): other tests
 * may have saved odd but storable values, which the claim check at submit then refuses.
 */
export async function restoreProfile(t: TestApp, cookie: string): Promise<void> {
  const valid = validProfile();
  const current = await t.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  const profile = (current.json() as { profile: Record<string, string> | null }).profile;
  const unchanged =
    profile !== null &&
    (Object.keys(valid) as (keyof typeof valid)[]).every(
      (key) => key === 'taxId' || profile[key] === valid[key],
    ) &&
    profile.taxIdMasked?.endsWith(String(valid.taxId).slice(-4));
  if (unchanged) return; // writing it again would change the row (a fresh tax ID ciphertext)
  const response = await t.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie },
    payload: valid,
  });
  if (response.statusCode !== 200) throw new Error(`profile: ${response.body}`);
}

export const idempotencyKey = () => `key-${randomUUID()}`;

/** One call of a write route: where it goes and a body it accepts (before any tampering). */
export interface WriteCall {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  cookie: string;
  /** undefined: the route reads no body. */
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** Undoes what a successful call left that would disturb later calls (send() runs it). */
  afterSuccess?: (response: LightMyRequestResponse) => Promise<void>;
}

/**
 * A valid call of each write route for this doula (operator routes: by the operator, on this
 * doula's claims). Archive, sign-out and revoke consume what they act on, so they get a fresh
 * patient, facility, session or invitation each time; a status change gets a fresh claim; a
 * published agreement is withdrawn again by send().
 */
export async function validCall(
  t: TestApp,
  doula: Doula,
  route: WriteRoute,
  agreementVersion: string,
): Promise<WriteCall> {
  const base = { cookie: doula.cookie, headers: {} };
  switch (route) {
    case 'POST /api/registration':
      return {
        ...base,
        method: 'POST',
        url: '/api/registration',
        body: { agreementVersion, profile: { ...validProfile() } },
      };
    case 'PUT /api/profile':
      return { ...base, method: 'PUT', url: '/api/profile', body: { ...validProfile() } };
    case 'POST /api/invitations/check':
      return { ...base, method: 'POST', url: '/api/invitations/check', body: { code: 'NOPE-1' } };
    case 'POST /api/patients':
      return { ...base, method: 'POST', url: '/api/patients', body: { ...validPatient() } };
    case 'PUT /api/patients/:id':
      return {
        ...base,
        method: 'PUT',
        url: `/api/patients/${doula.patientId}`,
        body: { ...validPatient() },
      };
    case 'POST /api/patients/:id/archive': {
      const fresh = await t.inject({
        method: 'POST',
        url: '/api/patients',
        headers: { cookie: doula.cookie },
        payload: validPatient(),
      });
      const id = (fresh.json() as { id: string }).id;
      return { ...base, method: 'POST', url: `/api/patients/${id}/archive`, body: undefined };
    }
    case 'POST /api/facilities':
      return { ...base, method: 'POST', url: '/api/facilities', body: { ...validFacility() } };
    case 'PUT /api/facilities/:id':
      return {
        ...base,
        method: 'PUT',
        url: `/api/facilities/${doula.facilityId}`,
        body: { ...validFacility() },
      };
    case 'POST /api/facilities/:id/archive': {
      const fresh = await t.inject({
        method: 'POST',
        url: '/api/facilities',
        headers: { cookie: doula.cookie },
        payload: validFacility(),
      });
      const id = (fresh.json() as { id: string }).id;
      return { ...base, method: 'POST', url: `/api/facilities/${id}/archive`, body: undefined };
    }
    case 'POST /api/claims':
      await restoreProfile(t, doula.cookie);
      return {
        ...base,
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        body: { ...validClaim(doula.patientId) },
      };
    case 'DELETE /api/session': {
      const { cookie } = await t.signInAs(await emailOf(t, doula.userId));
      return { method: 'DELETE', url: '/api/session', cookie, headers: {}, body: undefined };
    }
    case 'POST /api/operator/invitations': {
      const suffix = randomUUID().slice(0, 8);
      return {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: await operatorCookie(t),
        headers: {},
        body: { email: `invitee-${suffix}@example.com`, code: `INVITE-${suffix}`.toUpperCase() },
      };
    }
    case 'POST /api/operator/invitations/:id/revoke':
      return {
        method: 'POST',
        url: `/api/operator/invitations/${await freshInvitation(t)}/revoke`,
        cookie: await operatorCookie(t),
        headers: {},
        body: undefined,
      };
    case 'POST /api/operator/agreements':
      return {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: await operatorCookie(t),
        headers: {},
        body: { version: `v-${randomUUID().slice(0, 8)}`, content: 'The agreement, in full.' },
        afterSuccess: (response) => withdrawAgreement(t, (response.json() as { id: string }).id),
      };
    case 'POST /api/operator/payer-profiles':
      return {
        method: 'POST',
        url: '/api/operator/payer-profiles',
        cookie: await operatorCookie(t),
        headers: {},
        body: payerProfileBody(),
      };
    case 'POST /api/operator/payer-profiles/:profileId/versions':
      return {
        method: 'POST',
        url: `/api/operator/payer-profiles/${await freshPayerProfile(t)}/versions`,
        cookie: await operatorCookie(t),
        headers: {},
        body: payerVersionBody(),
      };
    case 'PUT /api/operator/payer-mapping':
      return {
        method: 'PUT',
        url: '/api/operator/payer-mapping',
        cookie: await operatorCookie(t),
        headers: {},
        body: { ...defaultPayerMapping },
      };
    case 'POST /api/operator/claims/:id/status':
      return {
        method: 'POST',
        url: `/api/operator/claims/${await submitClaim(t, doula)}/status`,
        cookie: await operatorCookie(t),
        headers: {},
        body: { status: 'processing', note: 'Sent to the payer.' },
      };
  }
}

async function emailOf(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!.email;
}

/**
 * Sends a call as the web client would (JSON), or with the raw payload and headers given; then
 * runs the call's afterSuccess when it succeeded.
 */
export async function send(
  t: TestApp,
  call: WriteCall,
  raw?: { payload: string | Buffer; contentType?: string },
) {
  const headers: Record<string, string> = { cookie: call.cookie, ...call.headers };
  if (raw && raw.contentType) headers['content-type'] = raw.contentType;
  const response = await t.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(raw ? { payload: raw.payload } : call.body !== undefined ? { payload: call.body } : {}),
  });
  if (response.statusCode < 300) await call.afterSuccess?.(response);
  return response;
}

/** The one error shape: status, code, a message, and the request id of the x-request-id header. */
export function expectErrorShape(
  response: LightMyRequestResponse,
  status: number,
  code: ApiErrorCode,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  expect(isApiErrorBody(body), response.body).toBe(true);
  expect(body).toMatchObject({
    error: { code, message: expect.any(String) },
    requestId: response.headers['x-request-id'],
  });
}

/**
 * Everything a user owns (patients, facilities, claims with their history, profile, sessions),
 * as one string: equal before and after means a request changed none of it.
 */
export async function ownedData(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ snapshot: string }>(
    `SELECT concat_ws(' | ',
       (SELECT string_agg(p::text, ',' ORDER BY p.id) FROM patients p WHERE p.user_id = $1),
       (SELECT string_agg(f::text, ',' ORDER BY f.id) FROM facilities f WHERE f.user_id = $1),
       (SELECT string_agg(c::text, ',' ORDER BY c.id) FROM claims c WHERE c.user_id = $1),
       (SELECT string_agg(h::text, ',' ORDER BY h.id) FROM claim_status_changes h
          JOIN claims c ON c.id = h.claim_id WHERE c.user_id = $1),
       (SELECT pr::text FROM profiles pr WHERE pr.user_id = $1),
       (SELECT string_agg(s.id_hash, ',' ORDER BY s.id_hash) FROM sessions s WHERE s.user_id = $1)
     ) AS snapshot`,
    [userId],
  );
  return rows[0]!.snapshot;
}

/**
 * What operators write that belongs to no doula (invitations, agreement versions, payer
 * profiles and the payer mapping), as one
 * string: equal before and after means an operator request changed none of it.
 */
export async function operatorData(t: TestApp): Promise<string> {
  const { rows } = await t.database.pool.query<{ snapshot: string }>(
    `SELECT concat_ws(' | ',
       (SELECT string_agg(i::text, ',' ORDER BY i.id) FROM invitations i),
       (SELECT string_agg(a::text, ',' ORDER BY a.id) FROM agreements a),
       (SELECT string_agg(p::text, ',' ORDER BY p.id) FROM payer_profiles p),
       (SELECT string_agg(v::text, ',' ORDER BY v.id) FROM payer_profile_versions v),
       (SELECT string_agg(m::text, ',' ORDER BY m.id) FROM payer_mappings m)
     ) AS snapshot`,
  );
  return rows[0]!.snapshot;
}
