import { randomUUID } from 'node:crypto';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import { inviteEmail, registeredUser, validProfile } from './fixtures.ts';
import { createRecord, nextServiceDate, serviceDateRound } from './record-fixtures.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

// The people of the API tests: doulas with a patient and a facility, and an operator; and the
// claims, invitations and agreements they make along the way.

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

/** Each doula's patient for test claims, and the round of service dates it was last used in. */
const claimPatients = new WeakMap<Doula, { patientId: string; round: number }>();

/**
 * The patient for this doula's next test claim (dated by `nextServiceDate`). Within one round of
 * service dates every claim has a day of its own; once the dates go round, a claim for the same
 * patient would repeat a day, which the claim check refuses as a duplicate, so her claims move
 * to a new patient of hers. Tests that submit hundreds of claims (the access matrix) need this.
 */
export async function claimPatientOf(t: TestApp, doula: Doula): Promise<string> {
  const round = serviceDateRound();
  const current = claimPatients.get(doula);
  if (current?.round === round) return current.patientId;
  const patientId = current ? await createRecord(t, doula.cookie, 'patients') : doula.patientId;
  claimPatients.set(doula, { patientId, round });
  return patientId;
}

/** A claim of this doula's, for the operator to move through its statuses. */
export async function submitClaim(t: TestApp, doula: Doula): Promise<string> {
  await restoreProfile(t, doula.cookie);
  const response = await postClaim(t, doula.cookie, validClaim(await claimPatientOf(t, doula)));
  if (response.statusCode !== 201) throw new Error(`setup failed: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A new invitation (for a new email), for the operator to revoke. */
export async function freshInvitation(t: TestApp): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  return (await inviteEmail(t, `revoke-${suffix}@example.com`, [`REVOKE-${suffix}`.toUpperCase()]))
    .id;
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
  return {
    userId,
    cookie,
    patientId: await createRecord(t, cookie, 'patients'),
    facilityId: await createRecord(t, cookie, 'facilities'),
  };
}

/**
 * A test app with two doulas: Maya, whose claims the file tests, and another, who must never
 * see them (`<name>-maya@example.com` and `<name>-other@example.com`). The caller closes it.
 */
export async function appWithTwoDoulas(name: string, env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  try {
    const maya = await createDoula(t, `${name}-maya@example.com`);
    const other = await createDoula(t, `${name}-other@example.com`);
    return { t, maya, other };
  } catch (error) {
    await t.close(); // the file's afterAll never saw this app
    throw error;
  }
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

/** POST /api/claims as the web client sends it: with an idempotency key of its own. */
export const postClaim = (t: TestApp, cookie: string, payload: object) =>
  t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie, 'idempotency-key': idempotencyKey() },
    payload,
  });

/**
 * A Prenatal Visit at home with only the fields the request schema has no default for (the
 * server fills in the rest, as it does for a client that leaves them out).
 */
export const shortClaim = (patientId: string, overrides: Record<string, unknown> = {}) => ({
  patientId,
  serviceType: 'Prenatal Visit',
  serviceDateFrom: nextServiceDate(),
  serviceTimeFrom: '10:00',
  serviceLocation: 'home',
  diagnosisCodes: ['Z33.1'],
  ...overrides,
});

export async function emailOf(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!.email;
}
