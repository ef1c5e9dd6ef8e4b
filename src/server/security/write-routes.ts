import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { isApiErrorBody, type ApiErrorCode } from '#domain/api-errors';
import type { ClaimSubmitInput } from '#domain/claim';
import { registeredUser, validProfile } from '../testing/fixtures.ts';
import { validFacility, validPatient } from '../testing/record-fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Every state-changing /api route, as the hardening tests (input limits, hostile input, canary
 * PHI) know them. A test compares this list with the routes the app registers, so a new write
 * route fails those tests until it is added here and thereby covered.
 */
export const writeRoutes = [
  'POST /api/registration',
  'PUT /api/profile',
  'POST /api/invitations/check',
  'POST /api/patients',
  'PUT /api/patients/:id',
  'POST /api/patients/:id/archive',
  'POST /api/facilities',
  'PUT /api/facilities/:id',
  'POST /api/facilities/:id/archive',
  'POST /api/claims',
  'DELETE /api/session',
] as const;

export type WriteRoute = (typeof writeRoutes)[number];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The app's registered state-changing /api routes as `METHOD /path`, read from Fastify's
 * route tree (printRoutes draws one node per line, indented four characters per level).
 */
export function registeredWriteRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)$/u.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]!.split(',').map((m) => m.trim())) {
      if (WRITE_METHODS.has(method) && path.startsWith('/api/')) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
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

export const validClaim = (
  patientId: string,
  overrides: Partial<ClaimSubmitInput> = {},
): ClaimSubmitInput => ({
  patientId,
  serviceType: 'Prenatal Visit',
  serviceAdditionalInputs: {},
  serviceDateFrom: '2026-11-02',
  serviceDateTo: '2026-11-02',
  serviceTimeFrom: '10:00',
  serviceTimeTo: '11:00',
  serviceLocation: 'home',
  facilityId: '',
  admittedDate: '',
  dischargedDate: '',
  notes: 'Visit went well.',
  ...overrides,
});

export const idempotencyKey = () => `key-${randomUUID()}`;

/** One call of a write route: where it goes and a body it accepts (before any tampering). */
export interface WriteCall {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  cookie: string;
  /** undefined: the route reads no body. */
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

/**
 * A valid call of each write route for this doula. Archive and sign-out consume what they
 * act on, so they get a fresh patient, facility or session each time.
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
  }
}

async function emailOf(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!.email;
}

/** Sends a call as the web client would (JSON), or with the raw payload and headers given. */
export function send(
  t: TestApp,
  call: WriteCall,
  raw?: { payload: string | Buffer; contentType?: string },
) {
  const headers: Record<string, string> = { cookie: call.cookie, ...call.headers };
  if (raw) {
    if (raw.contentType) headers['content-type'] = raw.contentType;
    return t.inject({ method: call.method, url: call.url, headers, payload: raw.payload });
  }
  return t.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.body !== undefined ? { payload: call.body } : {}),
  });
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
