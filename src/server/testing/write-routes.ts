import { accessMatrix, type RouteKey } from '../security/access-matrix.ts';
import {
  claimPatientOf,
  emailOf,
  idempotencyKey,
  restoreProfile,
  validClaim,
  type Doula,
} from './doulas.ts';
import { seedAnsweredCheck } from './coverage-checks.ts';
import { validProfile } from './fixtures.ts';
import { operatorCall } from './operator-calls.ts';
import { freshReconsideration, pooledDeniedClaim, rejectedClaim } from './payer-decisions.ts';
import { createRecord, validFacility, validPatient } from './record-fixtures.ts';
import { validRecommendation } from './recommendation-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { call, type WriteCall } from './write-call.ts';
import { cardCall } from './card-calls.ts';

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
export { send, type WriteCall } from './write-call.ts';

export type WriteRoute = Exclude<RouteKey, `GET ${string}`>;

/**
 * Every state-changing /api route, as the hardening tests (input limits, hostile input, canary
 * PHI) know them: the access matrix's routes other than GET, so there is one list of routes.
 * A test compares it with the routes the app registers, so a new write route fails those tests
 * until it joins the matrix and thereby the hardening tests.
 */
export const writeRoutes: readonly WriteRoute[] = accessMatrix
  .filter((route) => route.method !== 'GET')
  .map((route) => `${route.method} ${route.url}` as WriteRoute);

/**
 * The write routes that take a signed form as base64 in their JSON, under a larger body limit
 * of their own (the recommendations' tests check it).
 */
export const formUploadRoutes: readonly WriteRoute[] = [
  'POST /api/patients/:id/recommendations',
  'PUT /api/recommendations/:id',
];

/** The write routes that read a file's raw bytes (application/octet-stream), not JSON. */
export const fileRoutes: readonly WriteRoute[] = ['POST /api/operator/imports'];

/**
 * The write routes that read a JSON body (archive, revoke, a connection test or poll, Ask now, Resend and sign-out read
 * none; uploads read a file: a JSON body there is refused by its schema, tested with the JSON
 * routes' other limits).
 */
export const routesWithBody = writeRoutes.filter(
  (route) =>
    !route.endsWith('/archive') &&
    !route.endsWith('/revoke') &&
    !route.endsWith('/test') &&
    !route.endsWith('/send-now') &&
    !route.endsWith('/poll-now') &&
    !route.endsWith('/status-inquiries') &&
    !route.endsWith('/resend') &&
    route !== 'DELETE /api/session' &&
    !fileRoutes.includes(route),
);

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
  const byDoula = (method: WriteCall['method'], url: string, body?: WriteCall['body']) =>
    call(method, url, doula.cookie, body);
  const claimWrite = (url: string, body: WriteCall['body']) =>
    call('POST', url, doula.cookie, body, { 'idempotency-key': idempotencyKey() });
  switch (route) {
    case 'POST /api/registration':
      return byDoula('POST', '/api/registration', {
        agreementVersion,
        profile: { ...validProfile() },
      });
    case 'PUT /api/profile':
      return byDoula('PUT', '/api/profile', { ...validProfile() });
    case 'POST /api/invitations/check':
      return byDoula('POST', '/api/invitations/check', { code: 'NOPE-1' });
    case 'POST /api/patients':
    case 'PUT /api/patients/:id':
    case 'POST /api/patients/:id/archive':
    case 'POST /api/facilities':
    case 'PUT /api/facilities/:id':
    case 'POST /api/facilities/:id/archive':
      return recordCall(t, doula, route);
    case 'POST /api/patients/:id/coverage-checks':
      // Answered from a check made within 24 hours: the hardening apps have no real-time endpoint.
      await seedAnsweredCheck(t, doula.userId, doula.patientId);
      return byDoula('POST', `/api/patients/${doula.patientId}/coverage-checks`, {
        month: new Date().toISOString().slice(0, 7),
      });
    case 'POST /api/patients/:id/recommendations':
    case 'PUT /api/recommendations/:id':
      return recommendationCall(t, doula, route);
    case 'POST /api/claims':
      await restoreProfile(t, doula.cookie);
      return claimWrite('/api/claims', { ...validClaim(await claimPatientOf(t, doula)) });
    case 'POST /api/claims/:id/correction': {
      const original = await rejectedClaim(t, doula);
      // The same visit (a correction is for the claim's own patient), its end time corrected:
      // a correction that changes nothing the payer sees is refused.
      return claimWrite(`/api/claims/${original.id}/correction`, {
        ...validClaim(original.patientId, { serviceTimeTo: '11:30' }, original.serviceDateFrom),
      });
    }
    case 'POST /api/claims/:id/void':
      return byDoula('POST', `/api/claims/${(await pooledDeniedClaim(t, doula)).id}/void`, {});
    case 'POST /api/claims/:id/reconsiderations':
    case 'POST /api/reconsiderations/:id/state':
      return reconsiderationCall(t, doula, route);
    case 'DELETE /api/session': {
      const { cookie } = await t.signInAs(await emailOf(t, doula.userId));
      return call('DELETE', '/api/session', cookie);
    }
    case 'POST /api/card/setup':
    case 'POST /api/stripe/webhook':
    case 'POST /api/operator/fees/charges':
    case 'POST /api/operator/fees/refunds':
      return cardCall(t, doula, route);
    default:
      return operatorCall(t, doula, route);
  }
}

/** A valid call of a recommendation route: a replacement gets a fresh one of hers to replace. */
async function recommendationCall(
  t: TestApp,
  doula: Doula,
  route: 'POST /api/patients/:id/recommendations' | 'PUT /api/recommendations/:id',
): Promise<WriteCall> {
  const byDoula = (method: WriteCall['method'], url: string, body?: WriteCall['body']) =>
    call(method, url, doula.cookie, body);
  switch (route) {
    case 'POST /api/patients/:id/recommendations':
      return byDoula('POST', `/api/patients/${doula.patientId}/recommendations`, {
        ...validRecommendation(),
      });
    case 'PUT /api/recommendations/:id': {
      // A replacement archives the one it replaces: each call replaces one of its own.
      const made = await t.inject({
        method: 'POST',
        url: `/api/patients/${doula.patientId}/recommendations`,
        headers: { cookie: doula.cookie },
        payload: validRecommendation(),
      });
      const { file: _file, ...details } = validRecommendation();
      return byDoula('PUT', `/api/recommendations/${made.json().id}`, { ...details, file: null });
    }
  }
}

/** A valid call of a reconsideration route: each on a fresh denial of hers. */
async function reconsiderationCall(
  t: TestApp,
  doula: Doula,
  route: 'POST /api/claims/:id/reconsiderations' | 'POST /api/reconsiderations/:id/state',
): Promise<WriteCall> {
  const byDoula = (method: WriteCall['method'], url: string, body?: WriteCall['body']) =>
    call(method, url, doula.cookie, body);
  switch (route) {
    case 'POST /api/claims/:id/reconsiderations': {
      const denied = await pooledDeniedClaim(t, doula, 'benefit-maximum');
      return byDoula('POST', `/api/claims/${denied.id}/reconsiderations`, {});
    }
    case 'POST /api/reconsiderations/:id/state':
      return byDoula(
        'POST',
        `/api/reconsiderations/${await freshReconsideration(t, doula)}/state`,
        {
          state: 'sent',
        },
      );
  }
}

/**
 * A valid call of a patient or facility route: create and update send the valid record, update
 * the doula's own; archive gets a fresh record, as it consumes it.
 */
async function recordCall(t: TestApp, doula: Doula, route: WriteRoute): Promise<WriteCall> {
  const kind = route.includes('/api/patients') ? 'patients' : 'facilities';
  const record = { ...(kind === 'patients' ? validPatient() : validFacility()) };
  if (route.endsWith('/archive')) {
    const id = await createRecord(t, doula.cookie, kind);
    return call('POST', `/api/${kind}/${id}/archive`, doula.cookie);
  }
  if (route.startsWith('PUT')) {
    const id = kind === 'patients' ? doula.patientId : doula.facilityId;
    return call('PUT', `/api/${kind}/${id}`, doula.cookie, record);
  }
  return call('POST', `/api/${kind}`, doula.cookie, record);
}
