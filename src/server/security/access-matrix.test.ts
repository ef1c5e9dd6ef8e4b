import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteEmail, validProfile } from '../testing/fixtures.ts';
import { validFacility, validPatient } from '../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createDoula, submitClaim, validClaim } from '../testing/doulas.ts';
import { defaultPayerMapping } from '#domain/billing/index';
import * as operatorFixtures from '../testing/operator-fixtures.ts';
import { deniedClaim } from '../testing/payer-decisions.ts';
import { uploadOf } from '../testing/response-files.ts';
import { accessMatrix, type RouteAccess } from './access-matrix.ts';
import { type CallerKind, callerKinds, expectedStatus } from './access-matrix-expected.ts';
import { ownedRecordId } from '../testing/owned-records.ts';
import { validRecommendation } from '../testing/recommendation-fixtures.ts';

/**
 * Calls every /api route as every kind of caller and checks the answer against the access
 * matrix: 401 signed out, 403 when not allowed, 404 for another doula's record, and the
 * route's own success for its owner.
 */

type Doula = Awaited<ReturnType<typeof createDoula>> & { claimId: string };
let t: TestApp, agreementVersion: string, operatorCookie: string;
let owner: Doula, otherUser: Doula;

async function doulaWithRecords(email: string): Promise<Doula> {
  const doula = await createDoula(t, email);
  return { ...doula, claimId: await submitClaim(t, doula) };
}

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'ops@example.com' });
  owner = await doulaWithRecords('matrix-owner@example.com');
  otherUser = await doulaWithRecords('matrix-other@example.com');
  agreementVersion = (
    await t.inject({
      method: 'GET',
      url: '/api/agreements/current',
      headers: { cookie: owner.cookie },
    })
  ).json().version;
  ({ cookie: operatorCookie } = await t.signInAs('ops@example.com'));
});
afterAll(() => t.close());

/** A cookie for the caller; incomplete callers are new each time (registration completes them). */
async function cookieOf(kind: CallerKind): Promise<string | undefined> {
  switch (kind) {
    case 'anonymous':
      return undefined;
    case 'incomplete': {
      const email = `matrix-incomplete-${randomUUID().slice(0, 8)}@example.com`;
      await inviteEmail(t, email, ['MATRIX-CODE']);
      return (await t.signInAs(email)).cookie;
    }
    case 'owner':
      return owner.cookie;
    case 'otherUser':
      return otherUser.cookie;
    case 'operator':
      return operatorCookie;
  }
}

const thisMonth = new Date().toISOString().slice(0, 7);
let charged: Promise<unknown> | undefined;
/** The owner's claim charged once (an 835 denied it: accepted for processing). */
const ownerCharged = () => (charged ??= deniedClaim(t, owner));

/** The request a caller makes: ids in the path are always the OWNER's; bodies use the caller's own records. */
async function requestFor(route: RouteAccess, kind: CallerKind): Promise<InjectOptions> {
  const caller = kind === 'otherUser' ? otherUser : owner;
  const id = await ownedRecordId(t, owner, route, operatorCookie);
  // Her statement is the owner's month with a charged claim (an 835 decided it); the other
  // doula has none that month, so hers is not found for her.
  const key = `${route.method} ${route.url}`;
  if (route.owns === 'statement' || key === 'POST /api/operator/fees/payments') {
    await ownerCharged();
  }
  // Routes that name their records in the query: the owner's claim, the owner's patient.
  const queries: Record<string, string> = {
    'GET /api/operator/claims/cms1500': `?ids=${owner.claimId}`,
    'GET /api/patients/billing-summaries': `?ids=${owner.patientId}`,
  };
  const url =
    route.url
      .replace(':id', id)
      .replace(
        ':profileId',
        route.url.includes(':profileId') ? await operatorFixtures.freshPayerProfile(t) : '',
      )
      .replace(':month', thisMonth) + (queries[key] ?? '');

  const bodies: Record<string, unknown> = {
    'POST /api/invitations/check': { code: 'MATRIX-CODE' },
    'POST /api/registration': {
      invitationCode: 'MATRIX-CODE',
      agreementVersion,
      profile: validProfile({ taxId: '555-12-6789' }),
    },
    'PUT /api/profile': validProfile({ taxId: '' }),
    'POST /api/operator/payments/:id/review': { decision: 'refuse' },
    'POST /api/claims/:id/reconsiderations': {},
    'POST /api/reconsiderations/:id/state': { state: 'sent' },
    'POST /api/patients': validPatient(),
    'PUT /api/patients/:id': validPatient({
      firstName: kind === 'otherUser' ? 'Intruder' : 'OwnerEdit',
    }),
    'POST /api/facilities': validFacility(),
    'PUT /api/facilities/:id': validFacility({
      name: kind === 'otherUser' ? 'Intruder Center' : 'Owner Center',
    }),
    // Made only for their own route: each takes a service date of the shared round, and a date
    // taken for every call would make the owner's claims repeat a day as the table grows.
    ...(key === 'POST /api/claims' || key === 'POST /api/claims/:id/correction'
      ? { [key]: validClaim(caller.patientId) }
      : {}),
    'POST /api/claims/:id/void': {},
    'POST /api/card/setup': {},
    // Whoever is signed in, a webhook without Stripe's signature is refused.
    'POST /api/stripe/webhook': { id: 'evt_test_matrix', type: 'invoice.finalized' },
    'POST /api/operator/claims/:id/status': { status: 'processing', note: 'matrix' },
    'POST /api/operator/claims/:id/recommendation-request': { note: 'matrix' },
    'PUT /api/operator/payer-profiles/:profileId/prompt-pay': { rules: [] },
    'POST /api/operator/invitations': {
      email: `matrix-invite-${randomUUID().slice(0, 8)}@example.com`,
    },
    'POST /api/operator/agreements': {
      version: `matrix-${randomUUID().slice(0, 8)}`,
      content: 'Matrix agreement.',
    },
    'POST /api/operator/payer-profiles': operatorFixtures.payerProfileBody(),
    'PATCH /api/operator/payer-profiles/:profileId': {
      name: operatorFixtures.payerProfileBody().name,
    },
    'POST /api/operator/payer-profiles/:profileId/versions': operatorFixtures.payerVersionBody(),
    'PUT /api/operator/payer-mapping': { ...defaultPayerMapping },
    'POST /api/operator/clearinghouse-connections': operatorFixtures.connectionBody(),
    'PATCH /api/operator/clearinghouse-connections/:id': { usage: 'production' },
    'PUT /api/operator/fees/price': { cents: 1000, effectiveFrom: '2020-01-01' },
    'POST /api/patients/:id/coverage-checks': { month: thisMonth },
    'POST /api/patients/:id/recommendations': validRecommendation(),
    'PUT /api/recommendations/:id': { ...validRecommendation(), file: null },
    ...(key === 'POST /api/operator/fees/credits' && kind === 'operator'
      ? {
          [key]: { claimId: (await deniedClaim(t, owner)).id, reason: 'Matrix credit.' },
        }
      : {}),
    'POST /api/operator/fees/payments': {
      doulaId: owner.userId,
      month: thisMonth,
      amountCents: 100,
      receivedOn: `${thisMonth}-01`,
      reference: 'Matrix check',
    },
    'POST /api/operator/fees/charges': { month: thisMonth },
    // No card payment of that id: let in, then not found.
    'POST /api/operator/fees/refunds': {
      paymentId: randomUUID(),
      amountCents: 100,
      reason: 'Matrix refund.',
    },
    'PUT /api/operator/enrollments': {
      payerId: 'MATRIX1',
      transaction: 'claims',
      state: 'pending',
    },
    ...(key === 'POST /api/operator/batches'
      ? { 'POST /api/operator/batches': await operatorFixtures.batchBody(t, owner) }
      : {}),
  };
  // Signing out would end the shared callers' sessions: sign-out is tried on a throwaway one.
  const cookie =
    key === 'DELETE /api/session' && kind !== 'anonymous'
      ? (await t.signInAs(`matrix-signout-${randomUUID().slice(0, 8)}@example.com`)).cookie
      : await cookieOf(kind);
  // Routes that read a file rather than JSON.
  const upload = key === 'POST /api/operator/imports' ? uploadOf() : undefined;
  return {
    method: route.method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(key === 'POST /api/claims' || key === 'POST /api/claims/:id/correction'
        ? { 'idempotency-key': `matrix-${randomUUID()}` }
        : {}),
      ...upload?.headers,
    },
    ...(key in bodies ? { payload: bodies[key] as object } : {}),
    ...(upload ? { payload: upload.payload } : {}),
  };
}

async function call(
  route: RouteAccess,
  kind: CallerKind,
): Promise<{ status: number; body: string }> {
  const request = await requestFor(route, kind);
  if (route.stream) {
    // A stream never ends: read the status line, then let go.
    const response = await t.inject({ ...request, payloadAsStream: true });
    const status = response.statusCode;
    response.stream().destroy();
    return { status, body: '' };
  }
  const response = await t.inject(request);
  if (
    route.url === '/api/operator/agreements' &&
    route.method === 'POST' &&
    response.statusCode === 201
  ) {
    // A new agreement would send every doula back to acceptance; this test keeps the old one current.
    await t.database.pool.query('DELETE FROM agreements WHERE version = $1', [
      (request.payload as { version: string }).version,
    ]);
  }
  return { status: response.statusCode, body: response.body };
}

describe('access matrix', () => {
  it('covers every registered /api route (default deny for new routes)', () => {
    const registered = t.routes
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const listed = accessMatrix.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(listed);
  });

  for (const route of accessMatrix) {
    for (const kind of callerKinds) {
      const expected = expectedStatus(route, kind);
      it(`${route.method} ${route.url} as ${kind} answers ${expected}`, async () => {
        const { status, body } = await call(route, kind);
        expect(status, body).toBe(expected);
        if (kind === 'otherUser') {
          // Nothing of the owner's records ever reaches another doula: not in lists, not by id.
          for (const ownerId of [owner.patientId, owner.facilityId, owner.claimId])
            expect(body).not.toContain(ownerId);
        }
        if (expected === 404) {
          // Another doula's record: nothing of it in the answer.
          expect(body).not.toContain(validPatient().policyNumber);
          expect(body).not.toContain(validFacility().npiNumber);
        }
      });
    }
  }

  it("leaves another doula's records untouched after every attempt", async () => {
    const patient = await t.inject({
      method: 'GET',
      url: `/api/patients/${owner.patientId}`,
      headers: { cookie: owner.cookie },
    });
    expect(patient.statusCode).toBe(200);
    expect(patient.json().firstName).toBe('OwnerEdit');
    const facility = await t.inject({
      method: 'GET',
      url: `/api/facilities/${owner.facilityId}`,
      headers: { cookie: owner.cookie },
    });
    expect(facility.json().name).toBe('Owner Center');
  });
});
