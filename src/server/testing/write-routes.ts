import { randomUUID } from 'node:crypto';
import { defaultPayerMapping } from '#domain/billing/index';
import { accessMatrix, type RouteKey } from '../security/access-matrix.ts';
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
import { seedAnsweredCheck } from './coverage-checks.ts';
import { validProfile } from './fixtures.ts';
import { deniedClaim, rejectedClaim } from './payer-decisions.ts';
import { uploadOf } from './response-files.ts';
import {
  askableClaim,
  batchBody,
  connectionBody,
  freshConnection,
  freshHeldPayment,
  freshPayerProfile,
  payerProfileBody,
  payerVersionBody,
} from './operator-fixtures.ts';
import { createRecord, validFacility, validPatient } from './record-fixtures.ts';
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

/** The write routes that read a file's raw bytes (application/octet-stream), not JSON. */
export const fileRoutes: readonly WriteRoute[] = ['POST /api/operator/imports'];

/**
 * The write routes that read a JSON body (archive, revoke, a connection test or poll, Ask now and sign-out read
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
  const byOperator = async (method: WriteCall['method'], url: string, body?: WriteCall['body']) =>
    call(method, url, await operatorCookie(t), body);
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
      return byDoula('POST', `/api/claims/${(await deniedClaim(t, doula)).id}/void`, {});
    case 'DELETE /api/session': {
      const { cookie } = await t.signInAs(await emailOf(t, doula.userId));
      return call('DELETE', '/api/session', cookie);
    }
    case 'POST /api/operator/invitations': {
      const suffix = randomUUID().slice(0, 8);
      return byOperator('POST', '/api/operator/invitations', {
        email: `invitee-${suffix}@example.com`,
        code: `INVITE-${suffix}`.toUpperCase(),
      });
    }
    case 'POST /api/operator/invitations/:id/revoke':
      return byOperator('POST', `/api/operator/invitations/${await freshInvitation(t)}/revoke`);
    case 'POST /api/operator/agreements':
      return {
        ...(await byOperator('POST', '/api/operator/agreements', {
          version: `v-${randomUUID().slice(0, 8)}`,
          content: 'The agreement, in full.',
        })),
        afterSuccess: (response) => withdrawAgreement(t, (response.json() as { id: string }).id),
      };
    case 'POST /api/operator/payer-profiles':
      return byOperator('POST', '/api/operator/payer-profiles', payerProfileBody());
    case 'POST /api/operator/payer-profiles/:profileId/versions':
      return byOperator(
        'POST',
        `/api/operator/payer-profiles/${await freshPayerProfile(t)}/versions`,
        payerVersionBody(),
      );
    case 'PATCH /api/operator/payer-profiles/:profileId':
      return byOperator('PATCH', `/api/operator/payer-profiles/${await freshPayerProfile(t)}`, {
        name: payerProfileBody().name,
      });
    case 'PUT /api/operator/payer-mapping':
      return byOperator('PUT', '/api/operator/payer-mapping', { ...defaultPayerMapping });
    case 'POST /api/card/setup':
    case 'POST /api/stripe/webhook':
    case 'POST /api/operator/fees/charges':
    case 'POST /api/operator/fees/refunds':
      return cardCall(t, doula, route);
    case 'PUT /api/operator/enrollments':
      return byOperator('PUT', '/api/operator/enrollments', {
        payerId: `ENR${randomUUID().slice(0, 8)}`,
        transaction: 'eligibility',
        state: 'pending',
        requestedOn: '2026-11-20',
        note: 'Form sent by fax.',
      });
    case 'PUT /api/operator/fees/price':
      // The default price, from long ago: valid, and changes no price the other tests see.
      return byOperator('PUT', '/api/operator/fees/price', {
        cents: 1000,
        effectiveFrom: '2020-01-01',
      });
    case 'POST /api/operator/fees/credits':
      return byOperator('POST', '/api/operator/fees/credits', {
        claimId: (await deniedClaim(t, doula)).id,
        reason: 'Goodwill credit.',
      });
    case 'POST /api/operator/fees/payments': {
      const today = new Date().toISOString().slice(0, 10);
      await deniedClaim(t, doula); // a charged claim: this month has a statement
      return byOperator('POST', '/api/operator/fees/payments', {
        doulaId: doula.userId,
        month: today.slice(0, 7),
        amountCents: 500,
        receivedOn: today,
        reference: 'Check 1001',
      });
    }
    case 'POST /api/operator/clearinghouse-connections':
      return byOperator('POST', '/api/operator/clearinghouse-connections', connectionBody());
    case 'PATCH /api/operator/clearinghouse-connections/:id':
      return byOperator(
        'PATCH',
        `/api/operator/clearinghouse-connections/${await freshConnection(t)}`,
        {
          usage: 'production',
          realTimeUrl: 'https://core.clearinghouse.example/realtime',
          realTimeUsername: 'billing-rt',
          realTimePassword: 'not-a-real-password',
          realTimeSenderId: 'DOULABILL',
          realTimeReceiverId: 'OFFALLY',
        },
      );
    case 'POST /api/operator/clearinghouse-connections/:id/test':
      return byOperator(
        'POST',
        `/api/operator/clearinghouse-connections/${await freshConnection(t)}/test`,
      );
    case 'POST /api/operator/clearinghouse-connections/:id/send-now':
      return byOperator(
        'POST',
        `/api/operator/clearinghouse-connections/${await freshConnection(t, { sendsClaims: true })}/send-now`,
      );
    case 'POST /api/operator/clearinghouse-connections/:id/poll-now':
      return byOperator(
        'POST',
        `/api/operator/clearinghouse-connections/${await freshConnection(t)}/poll-now`,
      );
    case 'POST /api/operator/imports':
      return { ...(await byOperator('POST', '/api/operator/imports')), upload: uploadOf() };
    case 'POST /api/operator/claims/:id/status':
      return byOperator('POST', `/api/operator/claims/${await submitClaim(t, doula)}/status`, {
        status: 'processing',
        note: 'Sent to the payer.',
      });
    case 'POST /api/operator/claims/:id/status-inquiries':
      return byOperator(
        'POST',
        `/api/operator/claims/${await askableClaim(t, doula)}/status-inquiries`,
      );
    case 'POST /api/operator/batches':
      return byOperator('POST', '/api/operator/batches', await batchBody(t, doula));
    case 'POST /api/operator/payments/:id/review':
      return byOperator(
        'POST',
        `/api/operator/payments/${await freshHeldPayment(t, doula)}/review`,
        { decision: 'refuse' },
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
