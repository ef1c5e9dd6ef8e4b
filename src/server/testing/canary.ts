import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import {
  createDoula,
  currentAgreementVersion,
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  validClaim,
  type Doula,
} from './doulas.ts';
import { inviteEmail, validProfile } from './fixtures.ts';
import { validFacility, validPatient } from './record-fixtures.ts';
import { connectStripe } from './card-payments-app.ts';
import { startStripeServer, type StripeTestServer } from './stripe-server.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import type { WriteRoute } from './write-routes.ts';

/**
 * Canary PHI: a patient's name, birth date, address and policy number; the doula's name,
 * business and SSN; a claim note; an invitation code; and from the operator console an
 * invitee's email, a typed code, an agreement's text and a status note; the SSN a payer returns
 * in a 271 and the real-time password an endpoint echoes. The canary tests send
 * them through the write routes in requests that succeed and fail, then look for them in every
 * log line (at trace level), audit row and error answer.
 */
export const canary = {
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
  // An SSN that could be issued (area 587), so the claim check at submit accepts it.
  ssn: '587-65-4329',
  ssnDigits: '587654329',
  ein: '98-7654329',
  businessName: 'Canarybiz Doula LLC',
  facilityName: 'Canaryfacility Birth Center',
  recommenderName: 'Dr. Canaryrecommender Vqz',
  notes: 'Canarynote: prefers Spanish, husband Xqcanary',
  invitationCode: 'CANARYCODE-51',
  /** The local part of an invitee's email (the whole address contains it). */
  inviteeLocal: 'qzv.canary.invitee',
  operatorCode: 'OPSCANARY-7731',
  agreementText: 'Canaryagreement: the provider keeps Xqcanary records for seven years.',
  statusNote: 'Canarystatus: payer called back about Zyxcanary, policy POLCANARY-8812',
  /** The subscriber's SSN a payer returns in a 271 (REF*SY). */
  subscriberSsn: '534829176',
  /** The real-time endpoint's password, which a careless endpoint echoes in its answers. */
  corePassword: 'Canarycore-secret-5520',
} as const;
export const inviteeEmail = `${canary.inviteeLocal}@example.com`;
export const canaries = Object.values(canary);

export const canaryPatient = (overrides: Parameters<typeof validPatient>[0] = {}) =>
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

export const canaryFacility = (overrides: Parameters<typeof validFacility>[0] = {}) =>
  validFacility({
    name: canary.facilityName,
    addressStreet: canary.street,
    addressCity: canary.city,
    ...overrides,
  });

export const canaryProfile = (overrides: Parameters<typeof validProfile>[0] = {}) =>
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

/** The app (logging at trace level), the canary doula, another doula and the operator. */
export interface CanaryWorld {
  t: TestApp;
  /** The doula whose profile, patients, facilities and claims carry the canaries. */
  doula: Doula & { email: string };
  other: Doula;
  agreementVersion: string;
  /** The operator's session cookie. */
  ops: string;
  /** The canary doula's claim. */
  claimId: string;
}

interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  cookie?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  csrf?: boolean;
}

/**
 * Sets up one canary test file and gives it `call`, which sends a request (as the canary doula
 * unless told otherwise), checks its status and keeps its answer for the checks of
 * `describeWhatWasLeftBehind`. `world` is filled in before the first test.
 */
export function canaryApp(options: { stripe?: boolean } = {}) {
  const world = {} as CanaryWorld;
  // The card routes succeed only with card payments set up: then a loopback Stripe answers.
  let stripe: StripeTestServer | undefined;
  const exercised = new Set<WriteRoute>();
  const answers: { label: string; response: LightMyRequestResponse }[] = [];

  beforeAll(async () => {
    if (options.stripe) stripe = await startStripeServer();
    world.t = await buildTestApp({
      LOG_LEVEL: 'trace',
      ADMIN_EMAILS: OPERATOR_EMAIL,
      ...stripe?.env,
    });
    if (stripe) await connectStripe(world.t, stripe);
    world.other = await createDoula(world.t, 'canary-other@example.com');
    world.agreementVersion = await currentAgreementVersion(world.t, world.other.cookie);
    world.ops = await operatorCookie(world.t);
  });
  // The app first: its jobs may still be talking to the loopback Stripe as it stops. A job
  // in the middle of its Stripe calls finishes them before the app closes (each may wait out
  // the client's 20 s timeout on a loaded machine), so the hook has more than the default
  // minute; a close that is slow says which part was, for the next one to look at.
  afterAll(async () => {
    const slow = async (what: string, step: () => Promise<void> | undefined) => {
      const started = Date.now();
      await step();
      const took = Date.now() - started;
      if (took > 10_000) console.warn(`canary teardown: ${what} took ${took} ms`);
    };
    await slow('closing the app', () => world.t?.close());
    await slow('closing the loopback Stripe', () => stripe?.close());
  }, 150_000);

  async function call(
    route: WriteRoute | 'read',
    label: string,
    options: CallOptions,
    expected: number,
  ) {
    const {
      method,
      url,
      cookie = world.doula.cookie,
      payload,
      headers = {},
      csrf = true,
    } = options;
    const response = await world.t.app.inject({
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

  return { world, call, exercised, answers };
}

type Canary = ReturnType<typeof canaryApp>;

/** The invitation this user registered with. */
export async function redeemedInvitationOf(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM invitations WHERE redeemed_by_user_id = $1',
    [userId],
  );
  return rows[0]!.id;
}

async function created(response: Promise<LightMyRequestResponse>): Promise<string> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`setup failed: ${answer.body}`);
  return (answer.json() as { id: string }).id;
}

/**
 * The canary doula, registered with her canary profile, with a canary patient and facility and
 * a claim with the canary note: set up directly, for files that test refusals.
 */
export async function registerCanaryDoula(world: CanaryWorld) {
  const { t } = world;
  const { userId, cookie } = await t.signInAs(canary.email);
  await inviteEmail(t, canary.email, [canary.invitationCode]);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
  const registration = await post('/api/registration', {
    invitationCode: canary.invitationCode,
    agreementVersion: world.agreementVersion,
    profile: canaryProfile(),
  });
  if (registration.statusCode !== 200) throw new Error(`setup failed: ${registration.body}`);
  const patientId = await created(post('/api/patients', canaryPatient()));
  const facilityId = await created(post('/api/facilities', canaryFacility()));
  world.doula = { userId, cookie, email: canary.email, patientId, facilityId };
  world.claimId = await created(
    post('/api/claims', validClaim(patientId, { notes: canary.notes }), {
      'idempotency-key': idempotencyKey(),
    }),
  );
}

/**
 * What a canary file left behind: no log line, audit row or error answer holds a canary.
 * `wentIn` shows the canaries really reached the database and the logs (so the checks are not
 * vacuous).
 */
export function describeWhatWasLeftBehind(
  { world, answers }: Canary,
  wentIn: (t: TestApp) => Promise<void> | void,
) {
  describe('what was left behind', () => {
    it('the canaries really went in (the checks below are not vacuous)', async () => {
      const { t } = world;
      const { rows } = await t.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM patients WHERE first_name = $1 AND policy_number = $2`,
        [canary.firstName, canary.policyNumber],
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(t.logs.length).toBeGreaterThanOrEqual(answers.length * 2);
      await wentIn(t);
    });

    it('no log line contains any canary', () => {
      const found = canaries.flatMap((value) =>
        world.t.logs
          .filter((line) => line.toLowerCase().includes(value.toLowerCase()))
          .map((line) => `${value} in ${line}`),
      );
      expect(found).toEqual([]);
    });

    it('no audit row contains any canary', async () => {
      const { rows } = await world.t.database.pool.query<{ row: string }>(
        'SELECT row_to_json(a)::text AS row FROM audit_events a',
      );
      expect(rows.length).toBeGreaterThan(5);
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
}
