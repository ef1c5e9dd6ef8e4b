import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { isApiErrorBody } from '#domain/common/api-errors';
import { isStorableText } from '#domain/records/storable-text';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { hostileText, tampered, type Tampering } from './hostile-text.ts';
import { connectStripe } from './card-payments-app.ts';
import { startStripeServer, type StripeTestServer } from './stripe-server.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import {
  createDoula,
  currentAgreementVersion,
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  ownedData,
  validClaim,
  type Doula,
  type WriteRoute,
} from './write-routes.ts';

/**
 * Which hostile-input test file sends hostile bodies to which write route. Together they are
 * every write route (a test holds them to the list).
 */
export const hostileRoutesBySubject = {
  records: [
    'POST /api/patients',
    'PUT /api/patients/:id',
    'POST /api/patients/:id/archive',
    'POST /api/facilities',
    'PUT /api/facilities/:id',
    'POST /api/facilities/:id/archive',
  ],
  account: [
    'PUT /api/profile',
    'POST /api/registration',
    'POST /api/invitations/check',
    'DELETE /api/session',
  ],
  claims: ['POST /api/claims'],
  corrections: ['POST /api/claims/:id/correction', 'POST /api/claims/:id/void'],
  operator: [
    'POST /api/operator/invitations',
    'POST /api/operator/invitations/:id/revoke',
    'POST /api/operator/agreements',
    'POST /api/operator/claims/:id/status',
  ],
  payerProfiles: [
    'POST /api/operator/payer-profiles',
    'PATCH /api/operator/payer-profiles/:profileId',
    'POST /api/operator/payer-profiles/:profileId/versions',
    'PUT /api/operator/payer-mapping',
    'PUT /api/operator/payer-profiles/:profileId/prompt-pay',
    'PUT /api/operator/enrollments',
  ],
  batches: ['POST /api/operator/batches'],
  batchResend: ['POST /api/operator/batches/:id/resend'],
  imports: ['POST /api/operator/imports'],
  paymentReview: ['POST /api/operator/payments/:id/review'],
  claimStatus: ['POST /api/operator/claims/:id/status-inquiries'],
  clearinghouse: [
    'POST /api/operator/clearinghouse-connections',
    'PATCH /api/operator/clearinghouse-connections/:id',
    'POST /api/operator/clearinghouse-connections/:id/test',
    'POST /api/operator/clearinghouse-connections/:id/send-now',
    'POST /api/operator/clearinghouse-connections/:id/poll-now',
  ],
  coverageChecks: ['POST /api/patients/:id/coverage-checks'],
  recommendations: [
    'POST /api/patients/:id/recommendations',
    'PUT /api/recommendations/:id',
    'POST /api/operator/claims/:id/recommendation-request',
  ],
  reconsiderations: [
    'POST /api/claims/:id/reconsiderations',
    'POST /api/reconsiderations/:id/state',
  ],
  fees: [
    'PUT /api/operator/fees/price',
    'POST /api/operator/fees/credits',
    'POST /api/operator/fees/payments',
  ],
  card: [
    'POST /api/card/setup',
    'POST /api/stripe/webhook',
    'POST /api/operator/fees/charges',
    'POST /api/operator/fees/refunds',
  ],
} satisfies Record<string, WriteRoute[]>;

export type HostileSubject = keyof typeof hostileRoutesBySubject;

/** The app, the two doulas and the operator a hostile-input file works with. */
export interface HostileWorld {
  t: TestApp;
  me: Doula;
  other: Doula;
  otherClaimId: string;
  agreementVersion: string;
  /** The operator's session cookie. */
  ops: string;
}

export const json = <T>(response: LightMyRequestResponse) => response.json() as T;

/**
 * JSON with a `__proto__` key (or `constructor.prototype`) is refused by the body parser with
 * 400 before any route runs: a refusal that says nothing about whose record the path names.
 */
export function carriesPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesPrototypeKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some((key) => {
    const inner = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return true;
    if (
      key === 'constructor' &&
      inner !== null &&
      typeof inner === 'object' &&
      'prototype' in inner
    )
      return true;
    return carriesPrototypeKey(inner);
  });
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Every string sent equals the stored one, trimmed. */
export function expectStoredAsSent(stored: Record<string, unknown>, sent: Record<string, unknown>) {
  for (const [key, value] of Object.entries(sent)) {
    if (typeof value === 'string') expect(stored[key], key).toBe(trimmed(value));
  }
}

/** An id for a route's `:id`: mine, the other user's, unknown, or hostile text. */
export const targetId = (mine: () => string, theirs: () => string) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constant('mine' as const).map(() => ({ kind: 'mine', id: mine() })),
    },
    {
      weight: 2,
      arbitrary: fc.constant('theirs' as const).map(() => ({ kind: 'theirs', id: theirs() })),
    },
    { weight: 1, arbitrary: fc.uuid().map((id) => ({ kind: 'unknown', id })) },
    {
      weight: 1,
      arbitrary: hostileText(40)
        .filter(isStorableText)
        .map((text) => ({ kind: 'hostile', id: encodeURIComponent(text) })),
    },
  );

/** The app (talking to `stripe` when given), the operator, both doulas and the other's claim. */
async function fillWorld(world: HostileWorld, stripe: StripeTestServer | undefined): Promise<void> {
  world.t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL, ...stripe?.env });
  if (stripe) await connectStripe(world.t, stripe);
  world.ops = await operatorCookie(world.t);
  world.me = await createDoula(world.t, 'hostile-me@example.com');
  world.other = await createDoula(world.t, 'hostile-other@example.com');
  world.agreementVersion = await currentAgreementVersion(world.t, world.me.cookie);
  const claim = await world.t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: world.other.cookie, 'idempotency-key': idempotencyKey() },
    payload: validClaim(world.other.patientId),
  });
  world.otherClaimId = json<{ id: string }>(claim).id;
}

/** Every route of the subject was answered, each with an acceptance and a refusal. */
function expectEachRouteBothWays(
  subject: HostileSubject,
  statuses: Map<WriteRoute, Map<number, number>>,
): void {
  const summary = Object.fromEntries(
    [...statuses].map(([route, counts]) => [route, Object.fromEntries(counts)]),
  );
  expect(Object.keys(summary).sort()).toEqual([...hostileRoutesBySubject[subject]].sort());
  for (const [route, counts] of statuses) {
    const codes = [...counts.keys()];
    // Signing out always succeeds (a forged or unknown session is simply cleared).
    if (route === 'DELETE /api/session') codes.push(400);
    const seen = `${route} ${JSON.stringify(summary[route])}`;
    expect(
      codes.some((code) => code < 300),
      seen,
    ).toBe(true);
    expect(
      codes.some((code) => code >= 400),
      seen,
    ).toBe(true);
  }
}

/**
 * Sets up one hostile-input test file (a fresh app with two doulas, an operator and a claim of
 * the other doula's) and gives it the checks every route shares. Call at the top of the file;
 * `world` is filled in before the first test.
 */
export function hostileApp(subject: HostileSubject) {
  const world = {} as HostileWorld;
  // The card routes succeed only with card payments set up: their file talks to a loopback Stripe.
  let stripe: StripeTestServer | undefined;
  let otherBefore = '';
  const statuses = new Map<WriteRoute, Map<number, number>>();
  /** The size of the last body sent: over the limit, nothing else about it is judged. */
  let lastBodyBytes = 0;

  beforeAll(async () => {
    if (subject === 'card') stripe = await startStripeServer();
    await fillWorld(world, stripe);
    otherBefore = await ownedData(world.t, world.other.userId);
  });
  afterAll(() => Promise.all([world.t?.close(), stripe?.close()]));

  const inject = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    lastBodyBytes = body === undefined ? 0 : Buffer.byteLength(body);
    return world.t.inject({
      method,
      url,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  };

  const get = (url: string, cookie = world.me.cookie) =>
    world.t.inject({ method: 'GET', url, headers: { cookie } });

  /**
   * Never a 5xx; every refusal in the one error shape; a body over the limit refused with 413,
   * otherwise a tampered one with 400.
   */
  function expectSafeAnswer(
    route: WriteRoute,
    response: LightMyRequestResponse,
    tamper: Tampering = {},
    /** false when the URL itself may be refused first (a hostile id): the body is not judged. */
    routed = true,
  ) {
    const counts = statuses.get(route) ?? new Map<number, number>();
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
    statuses.set(route, counts);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(isApiErrorBody(response.json()), response.body).toBe(true);
    }
    if (!routed) return;
    if (lastBodyBytes > API_BODY_LIMIT_BYTES) expect(response.statusCode).toBe(413);
    else if (tampered(tamper)) expect(response.statusCode, response.body).toBe(400);
  }

  async function expectOtherUntouched() {
    expect(await ownedData(world.t, world.other.userId)).toBe(otherBefore);
  }

  /**
   * The properties were not vacuous: every route of this file was exercised, with both
   * acceptances and refusals; and the other doula can still work as before.
   */
  async function expectEveryRouteExercised() {
    expectEachRouteBothWays(subject, statuses);
    const { other } = world;
    expect((await get('/api/session', other.cookie)).statusCode).toBe(200);
    expect((await get(`/api/patients/${other.patientId}`, other.cookie)).statusCode).toBe(200);
  }

  return { world, inject, get, expectSafeAnswer, expectOtherUntouched, expectEveryRouteExercised };
}
