import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { defaultPayerMapping } from '#domain/billing/index';
import { accessMatrix } from '../security/access-matrix.ts';
import {
  claimPatientOf,
  emailOf,
  freshInvitation,
  idempotencyKey,
  operatorCookie,
  restoreProfile,
  submitClaim,
  validClaim,
  withdrawAgreement,
  type Doula,
} from './doulas.ts';
import { validProfile } from './fixtures.ts';
import { deniedClaim, rejectedClaim } from './payer-decisions.ts';
import { uploadOf } from './response-files.ts';
import {
  batchBody,
  freshPayerProfile,
  payerProfileBody,
  payerVersionBody,
} from './operator-fixtures.ts';
import { validFacility, validPatient } from './record-fixtures.ts';
import type { TestApp } from './test-app.ts';

// The hardening tests import these from here, next to the route list they go with.
export {
  createDoula,
  currentAgreementVersion,
  freshInvitation,
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  submitClaim,
  validClaim,
  withdrawAgreement,
  type Doula,
} from './doulas.ts';
export { expectErrorShape, operatorData, ownedData } from './write-checks.ts';
export * from './operator-fixtures.ts';

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

/** The write routes that read a file's raw bytes (application/octet-stream), not JSON. */
export const fileRoutes: readonly WriteRoute[] = ['POST /api/operator/imports'];

/**
 * The write routes that read a JSON body (archive, revoke and sign-out read none; uploads read
 * a file: a JSON body there is refused by its schema, tested with the JSON routes' other limits).
 */
export const routesWithBody = writeRoutes.filter(
  (route) =>
    !route.endsWith('/archive') &&
    !route.endsWith('/revoke') &&
    route !== 'DELETE /api/session' &&
    !fileRoutes.includes(route),
);

/** One call of a write route: where it goes and a body it accepts (before any tampering). */
export interface WriteCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  cookie: string;
  /** undefined: the route reads no JSON body. */
  body: Record<string, unknown> | undefined;
  /** A file upload's bytes and headers (routes that read application/octet-stream). */
  upload?: { payload: Buffer; headers: Record<string, string> };
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
      const id = await freshRecord(t, doula, 'patients');
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
      const id = await freshRecord(t, doula, 'facilities');
      return { ...base, method: 'POST', url: `/api/facilities/${id}/archive`, body: undefined };
    }
    case 'POST /api/claims':
      await restoreProfile(t, doula.cookie);
      return {
        ...base,
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        body: { ...validClaim(await claimPatientOf(t, doula)) },
      };
    case 'POST /api/claims/:id/correction': {
      const original = await rejectedClaim(t, doula);
      return {
        ...base,
        method: 'POST',
        url: `/api/claims/${original.id}/correction`,
        headers: { 'idempotency-key': idempotencyKey() },
        // The same visit again (a correction is for the claim's own patient).
        body: { ...validClaim(original.patientId, {}, original.serviceDateFrom) },
      };
    }
    case 'POST /api/claims/:id/void': {
      const original = await deniedClaim(t, doula);
      return { ...base, method: 'POST', url: `/api/claims/${original.id}/void`, body: {} };
    }
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
    case 'PATCH /api/operator/payer-profiles/:profileId':
      return {
        method: 'PATCH',
        url: `/api/operator/payer-profiles/${await freshPayerProfile(t)}`,
        cookie: await operatorCookie(t),
        headers: {},
        body: { name: payerProfileBody().name },
      };
    case 'PUT /api/operator/payer-mapping':
      return {
        method: 'PUT',
        url: '/api/operator/payer-mapping',
        cookie: await operatorCookie(t),
        headers: {},
        body: { ...defaultPayerMapping },
      };
    case 'POST /api/operator/imports':
      return {
        method: 'POST',
        url: '/api/operator/imports',
        cookie: await operatorCookie(t),
        headers: {},
        body: undefined,
        upload: uploadOf(),
      };
    case 'POST /api/operator/claims/:id/status':
      return {
        method: 'POST',
        url: `/api/operator/claims/${await submitClaim(t, doula)}/status`,
        cookie: await operatorCookie(t),
        headers: {},
        body: { status: 'processing', note: 'Sent to the payer.' },
      };
    case 'POST /api/operator/batches':
      return {
        method: 'POST',
        url: '/api/operator/batches',
        cookie: await operatorCookie(t),
        headers: {},
        body: await batchBody(t, doula),
      };
  }
}

/** A new patient or facility of this doula's, for a call that archives it. */
async function freshRecord(t: TestApp, doula: Doula, kind: 'patients' | 'facilities') {
  const response = await t.inject({
    method: 'POST',
    url: `/api/${kind}`,
    headers: { cookie: doula.cookie },
    payload: kind === 'patients' ? validPatient() : validFacility(),
  });
  return (response.json() as { id: string }).id;
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
  const headers: Record<string, string> = {
    cookie: call.cookie,
    ...call.headers,
    ...(raw ? {} : call.upload?.headers),
  };
  if (raw && raw.contentType) headers['content-type'] = raw.contentType;
  const body = call.upload?.payload ?? call.body;
  const response = await t.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(raw ? { payload: raw.payload } : body !== undefined ? { payload: body } : {}),
  });
  if (response.statusCode < 300) await call.afterSuccess?.(response);
  return response;
}
