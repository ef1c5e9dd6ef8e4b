import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiErrorBody, isApiErrorBody } from '#domain/api-errors';
import { isStorableText } from '#domain/storable-text';
import type { ClaimView } from '#domain/claims/view';
import { claimStatuses } from '#domain/claims/status';
import { facilityLimits } from '#domain/facility';
import {
  agreementLimits,
  claimStatusNoteLimit,
  typedCodeLimits,
  type CreatedInvitation,
  type OperatorAgreement,
  type OperatorClaimDetail,
  type OperatorInvitation,
} from '#domain/operator';
import { patientLimits } from '#domain/patient';
import { profileLimits } from '#domain/profile';
import { serviceTypeNames } from '#domain/service-types';
import { inviteEmail, validProfile } from '../testing/fixtures.ts';
import { validFacility, validPatient } from '../testing/record-fixtures.ts';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createDoula,
  currentAgreementVersion,
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  ownedData,
  restoreProfile,
  submitClaim,
  validCall,
  validClaim,
  withdrawAgreement,
  writeRoutes,
  type Doula,
  type WriteRoute,
} from '../testing/write-routes.ts';

/**
 * Issue 6 item 7, the random half: fast-check sends every write route bodies of the right shape
 * filled with hostile text (long, unicode of every kind, NUL, lone surrogates, SQL and HTML
 * fragments), wrong types, unknown keys, and another user's ids. For every request:
 * - never a 5xx, and every refusal has the one error shape;
 * - a wrong type or an unknown key is always refused with 400;
 * - the other user's records, profile, claims and sessions are unchanged;
 * - when accepted, every stored string (read back through the API) equals the sent one trimmed.
 * The operator routes are called by an operator, on my claims and on invitations and agreements
 * (typed codes have a pattern: hostile text there must be refused with 400, never a 500).
 * HOSTILE_RUNS sets the runs per route (50 by default).
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 50);

let t: TestApp;
let me: Doula;
let other: Doula;
let otherClaimId: string;
let agreementVersion: string;
let ops: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
  ops = await operatorCookie(t);
  me = await createDoula(t, 'hostile-me@example.com');
  other = await createDoula(t, 'hostile-other@example.com');
  agreementVersion = await currentAgreementVersion(t, me.cookie);
  const claim = await t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: other.cookie, 'idempotency-key': idempotencyKey() },
    payload: validClaim(other.patientId),
  });
  otherClaimId = (claim.json() as { id: string }).id;
});
afterAll(() => t.close());

// ---- Hostile text ----

const fragments = [
  "Robert'); DROP TABLE patients;--",
  "' OR '1'='1",
  '"; SELECT pg_sleep(5); --',
  '$1',
  '\\',
  '%',
  '_',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '&lt;b&gt;&amp;',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '\r\nSet-Cookie: session=stolen',
  '\u202Egnp.exe', // right-to-left override
  '\u200B\u200C\u200D\u2060', // zero-width characters
  '\uFEFF', // byte order mark (JavaScript trims it)
  '\u00A0\u2003\u3000', // non-breaking and wide spaces
  '\u2028\u2029',
  '👩🏽‍⚕️👶🏿🇺🇸',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  'Z̸̡̛a̵l̶g̷o̴',
  '𝕳𝖊𝖑𝖑𝖔',
  'e\u0301',
  '\u0000',
  'A\u0000B',
  '\uD800', // lone surrogates
  '\uDFFF',
  '\u0007\u001b[31m\u007f',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '   ',
] as const;

const asciiChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Text of any kind, up to a little past the field's limit. */
const hostileText = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fragments) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 6 })
        .map((parts) => parts.join('')),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.oneof(asciiChar, loneSurrogate), maxLength: 10 }),
    },
    // Around the limit, counted in UTF-16 units as the schemas count.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: max - 1, max: max + 1 }), fc.constantFrom('x', 'é', '😀'))
        .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
    },
    // Far past it, and past the 64 KiB body limit.
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), 'x'.repeat(70_000)) },
  );

const padding = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00A0', '\u2003', '\uFEFF', '\u3000'), {
    maxLength: 4,
  })
  .map((chars) => chars.join(''));

/** A valid value, with white space around it the server must trim. */
const padded = (value: string) =>
  fc.tuple(padding, padding).map(([before, after]) => `${before}${value}${after}`);

/**
 * Each run is one of three kinds. "acceptable": every field holds text the schemas must accept
 * (hostile, but storable and within its limit) and the body is untampered, so the request must
 * succeed and store exactly that text, trimmed. "one-field": the same, but one field holds any
 * text at all, so whatever that text does reaches the database when the schema lets it through.
 * "anything": any text in any field, wrong types, unknown keys. The last two must only be
 * answered safely (and store exactly what they sent when accepted).
 */
type Mode = 'acceptable' | 'one-field' | 'anything';

const acceptableText = (max: number, required: boolean) =>
  hostileText(max).filter((text) => {
    const length = text.trim().length;
    return isStorableText(text) && length <= max && (!required || length > 0);
  });

/** A free-text field: anything a person (or an attacker) might type. */
const freeText = (mode: Mode, valid: string, max: number, required = true) =>
  mode !== 'anything'
    ? fc.oneof(padded(valid), acceptableText(max, required))
    : fc.oneof({ weight: 2, arbitrary: padded(valid) }, { weight: 3, arbitrary: hostileText(max) });

/** A field with a format (date, state, ZIP, enum): valid values, or sometimes anything. */
const formatted = (mode: Mode, valid: readonly string[], invalid: readonly string[] = []) =>
  mode !== 'anything'
    ? fc.constantFrom(...valid)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...valid, ...invalid) },
        { weight: 1, arbitrary: padded(valid[0]!) },
        { weight: 1, arbitrary: hostileText(20) },
      );

/**
 * Runs of all three kinds: the body for the mode (with one field overwritten in "one-field"
 * mode, by `override` when the field is not at the top level) and tampering for "anything".
 */
const runsOf = <T extends object>(
  body: (mode: Mode) => fc.Arbitrary<T>,
  fieldNames: string[],
  options: { overridable?: string[]; override?: (body: T, field: string, text: string) => T } = {},
) => {
  const { overridable = fieldNames, override = (b, field, text) => ({ ...b, [field]: text }) } =
    options;
  return fc.constantFrom<Mode>('acceptable', 'one-field', 'anything').chain((mode) =>
    fc.record({
      mode: fc.constant(mode),
      body:
        mode === 'one-field'
          ? fc
              .tuple(body(mode), fc.constantFrom(...overridable), hostileText(200))
              .map(([b, field, text]) => override(b, field, text))
          : body(mode),
      tamper: mode === 'anything' ? tampering(fieldNames) : fc.constant<Tampering>({}),
    }),
  );
};

// ---- Tampering every body gets: a wrong type or an unknown key ----

interface Tampering {
  wrongType?: { field: string; value: unknown };
  unknownKey?: { key: string; value: unknown };
}

const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const tampering = (fieldNames: string[]): fc.Arbitrary<Tampering> =>
  fc.record(
    {
      wrongType: fc.option(
        fc.record({ field: fc.constantFrom(...fieldNames), value: notAString }),
        {
          freq: 5,
          nil: undefined,
        },
      ),
      unknownKey: fc.option(
        fc.record({
          key: fc
            .oneof(
              fc.constantFrom('userId', 'id', 'deleted', 'createdAt', 'status', 'owner', 'isAdmin'),
              fc.string({ minLength: 1, maxLength: 12 }),
            )
            .filter((key) => !fieldNames.includes(key) && key !== '__proto__'),
          value: fc.jsonValue({ maxDepth: 1 }),
        }),
        { freq: 5, nil: undefined },
      ),
    },
    { requiredKeys: [] },
  );

const tampered = (tamper: Tampering) => Boolean(tamper.wrongType ?? tamper.unknownKey);

function applyTampering(body: Record<string, unknown>, tamper: Tampering) {
  const result: Record<string, unknown> = { ...body };
  if (tamper.wrongType) result[tamper.wrongType.field] = tamper.wrongType.value;
  if (tamper.unknownKey) result[tamper.unknownKey.key] = tamper.unknownKey.value;
  return result;
}

// ---- Checks shared by every route ----

const statuses = new Map<WriteRoute, Map<number, number>>();

function tally(route: WriteRoute, response: LightMyRequestResponse) {
  const counts = statuses.get(route) ?? new Map<number, number>();
  counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  statuses.set(route, counts);
}

/** The size of the last body sent: over the limit, nothing else about it is judged. */
let lastBodyBytes = 0;
const oversized = () => lastBodyBytes > API_BODY_LIMIT_BYTES;

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
  tally(route, response);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(isApiErrorBody(response.json()), response.body).toBe(true);
  }
  if (!routed) return;
  if (oversized()) expect(response.statusCode).toBe(413);
  else if (tampered(tamper)) expect(response.statusCode, response.body).toBe(400);
}

let otherBefore: string;
async function expectOtherUntouched() {
  expect(await ownedData(t, other.userId)).toBe(otherBefore);
}

const json = <T>(response: LightMyRequestResponse) => response.json() as T;
/**
 * JSON with a `__proto__` key (or `constructor.prototype`) is refused by the body parser with
 * 400 before any route runs: a refusal that says nothing about whose record the path names.
 */
function carriesPrototypeKey(value: unknown): boolean {
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
function expectStoredAsSent(stored: Record<string, unknown>, sent: Record<string, unknown>) {
  for (const [key, value] of Object.entries(sent)) {
    if (typeof value === 'string') expect(stored[key], key).toBe(trimmed(value));
  }
}

const inject = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => {
  lastBodyBytes = 0;
  return t.inject({
    method,
    url,
    headers: {
      cookie,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: sized(JSON.stringify(payload)) }),
  });
};

function sized(body: string) {
  lastBodyBytes = Buffer.byteLength(body);
  return body;
}

const get = (url: string, cookie = me.cookie) =>
  t.inject({ method: 'GET', url, headers: { cookie } });

/** An id for a route's `:id`: mine, the other user's, unknown, or hostile text. */
const targetId = (mine: () => string, theirs: () => string) =>
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

/** Hostile text for a path: NUL included, but no lone surrogate (it cannot be percent-encoded). */
const encodableText = hostileText(40).filter((text) => !/\p{Cs}/u.test(text));

/** Long runs of one character shortened in failure reports ("x×70000"), which stay readable. */
const shorten = (text: string) =>
  text.replace(/(.)\1{40,}/gsu, (run, char: string) => `${char}×${[...run].length}`).slice(0, 4000);

const run = <Ts extends unknown[]>(property: fc.IAsyncProperty<Ts>) =>
  fc.assert(property, {
    numRuns: RUNS,
    reporter: (details) => {
      if (!details.failed) return;
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      throw new Error(shorten(`${fc.defaultReportMessage(details) ?? 'failed'}\nCause: ${cause}`));
    },
  });

// ---- The routes ----

const patientFields = (mode: Mode) => {
  const valid = validPatient();
  return fc.record({
    firstName: freeText(mode, valid.firstName, patientLimits.name),
    middleName: freeText(mode, 'Luz', patientLimits.name, false),
    lastName: freeText(mode, valid.lastName, patientLimits.name),
    dateOfBirth: formatted(
      mode,
      [valid.dateOfBirth, '2000-02-29', '1900-01-01'],
      ['2000-02-30', '0000-01-01', '1899-12-31'],
    ),
    addressStreet: freeText(mode, valid.addressStreet, patientLimits.street),
    addressCity: freeText(mode, valid.addressCity, patientLimits.city),
    addressState: formatted(mode, [valid.addressState, 'NY'], ['ZZ', 'ca']),
    addressZip: formatted(mode, [valid.addressZip, '12345-6789'], ['1234', '12345-']),
    insuranceProvider: freeText(mode, valid.insuranceProvider, patientLimits.insuranceProvider),
    payerId: freeText(mode, valid.payerId, patientLimits.payerId),
    payerType: formatted(mode, [valid.payerType, 'TRICARE'], ['Cash']),
    policyNumber: freeText(mode, valid.policyNumber, patientLimits.policyNumber),
  });
};

const facilityFields = (mode: Mode) => {
  const valid = validFacility();
  return fc.record({
    name: freeText(mode, valid.name, facilityLimits.name),
    addressStreet: freeText(mode, valid.addressStreet, facilityLimits.street),
    addressCity: freeText(mode, valid.addressCity, facilityLimits.city),
    addressState: formatted(mode, [valid.addressState, 'TX'], ['XX']),
    addressZip: formatted(mode, [valid.addressZip], ['ABCDE']),
    npiNumber: formatted(mode, [valid.npiNumber, '1234567890'], ['123456789']),
  });
};

const profileFields = (mode: Mode) => {
  const valid = validProfile();
  return fc.record({
    firstName: freeText(mode, valid.firstName, profileLimits.name),
    middleName: freeText(mode, 'Ann', profileLimits.name, false),
    lastName: freeText(mode, valid.lastName, profileLimits.name),
    taxIdType: formatted(mode, ['SSN', 'EIN'], ['ITIN']),
    taxId: formatted(mode, ['', '555-12-6789', '123456789', '12-3456789'], ['12345678']),
    businessName: freeText(mode, valid.businessName, profileLimits.businessName),
    businessAddressStreet: freeText(mode, valid.businessAddressStreet, profileLimits.street),
    businessAddressCity: freeText(mode, valid.businessAddressCity, profileLimits.city),
    businessAddressState: formatted(mode, [valid.businessAddressState, 'WA'], ['Washington']),
    businessAddressZip: formatted(mode, [valid.businessAddressZip], ['9460']),
    // The profile's NPI is not format-checked (the spec says so): it is free text.
    npiNumber: freeText(mode, valid.npiNumber, profileLimits.npi),
  });
};

type ProfileSent = Record<string, unknown>;

/** GET /api/profile shows every field as sent (trimmed) and the tax ID's last four digits. */
async function expectProfileStoredAsSent(sent: ProfileSent) {
  const status = json<{ profile: Record<string, unknown> & { taxIdMasked: string } }>(
    await get('/api/profile'),
  );
  const { taxId, ...rest } = sent;
  expectStoredAsSent(status.profile, rest);
  const digits = String(taxId).replace(/\D/g, '');
  if (digits) expect(status.profile.taxIdMasked.endsWith(digits.slice(-4))).toBe(true);
}

describe('hostile bodies on every write route', () => {
  beforeAll(async () => {
    otherBefore = await ownedData(t, other.userId);
  });

  it('POST /api/patients', async () => {
    const route = 'POST /api/patients';
    await run(
      fc.asyncProperty(
        runsOf(patientFields, Object.keys(validPatient())),
        async ({ mode, body, tamper }) => {
          const response = await inject(
            'POST',
            '/api/patients',
            me.cookie,
            applyTampering(body, tamper),
          );
          expectSafeAnswer(route, response, tamper);
          if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
          if (response.statusCode === 201) {
            const { id } = json<{ id: string }>(response);
            expectStoredAsSent(json(await get(`/api/patients/${id}`)), body);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('PUT /api/patients/:id', async () => {
    const route = 'PUT /api/patients/:id';
    await run(
      fc.asyncProperty(
        targetId(
          () => me.patientId,
          () => other.patientId,
        ),
        runsOf(patientFields, Object.keys(validPatient())),
        async (target, { mode, body, tamper }) => {
          const url = `/api/patients/${target.id}`;
          const response = await inject('PUT', url, me.cookie, applyTampering(body, tamper));
          // A hostile id may fail routing (404) before the body is judged.
          expectSafeAnswer(route, response, tamper, target.kind !== 'hostile');
          if (target.kind === 'theirs') expect([400, 404, 413]).toContain(response.statusCode);
          if (mode === 'acceptable' && target.kind === 'mine') {
            expect(response.statusCode, response.body).toBe(200);
          }
          if (response.statusCode === 200) {
            expect(target.kind).toBe('mine');
            expectStoredAsSent(json(await get(url)), body);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/patients/:id/archive', async () => {
    const route = 'POST /api/patients/:id/archive';
    await run(
      fc.asyncProperty(
        fc.constantFrom('mine', 'theirs', 'unknown', 'hostile'),
        hostileText(30).filter(isStorableText),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (kind, text, body) => {
          let id: string;
          if (kind === 'mine') {
            const created = await inject('POST', '/api/patients', me.cookie, validPatient());
            id = json<{ id: string }>(created).id;
          } else if (kind === 'theirs') id = other.patientId;
          else if (kind === 'unknown') id = randomUUID();
          else id = encodeURIComponent(text);
          const response = await inject('POST', `/api/patients/${id}/archive`, me.cookie, body);
          expectSafeAnswer(route, response);
          if (kind === 'theirs') {
            expect(response.statusCode).toBe(carriesPrototypeKey(body) ? 400 : 404);
          }
          if (response.statusCode === 204) {
            expect((await get(`/api/patients/${id}`)).statusCode).toBe(404);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/facilities', async () => {
    const route = 'POST /api/facilities';
    await run(
      fc.asyncProperty(
        runsOf(facilityFields, Object.keys(validFacility())),
        async ({ mode, body, tamper }) => {
          const response = await inject(
            'POST',
            '/api/facilities',
            me.cookie,
            applyTampering(body, tamper),
          );
          expectSafeAnswer(route, response, tamper);
          if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
          if (response.statusCode === 201) {
            const { id } = json<{ id: string }>(response);
            expectStoredAsSent(json(await get(`/api/facilities/${id}`)), body);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('PUT /api/facilities/:id', async () => {
    const route = 'PUT /api/facilities/:id';
    await run(
      fc.asyncProperty(
        targetId(
          () => me.facilityId,
          () => other.facilityId,
        ),
        runsOf(facilityFields, Object.keys(validFacility())),
        async (target, { mode, body, tamper }) => {
          const url = `/api/facilities/${target.id}`;
          const response = await inject('PUT', url, me.cookie, applyTampering(body, tamper));
          expectSafeAnswer(route, response, tamper, target.kind !== 'hostile');
          if (target.kind === 'theirs') expect([400, 404, 413]).toContain(response.statusCode);
          if (mode === 'acceptable' && target.kind === 'mine') {
            expect(response.statusCode, response.body).toBe(200);
          }
          if (response.statusCode === 200) {
            expect(target.kind).toBe('mine');
            expectStoredAsSent(json(await get(url)), body);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/facilities/:id/archive', async () => {
    const route = 'POST /api/facilities/:id/archive';
    await run(
      fc.asyncProperty(
        fc.constantFrom('mine', 'theirs', 'unknown', 'hostile'),
        hostileText(30).filter(isStorableText),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (kind, text, body) => {
          let id: string;
          if (kind === 'mine') {
            const created = await inject('POST', '/api/facilities', me.cookie, validFacility());
            id = json<{ id: string }>(created).id;
          } else if (kind === 'theirs') id = other.facilityId;
          else if (kind === 'unknown') id = randomUUID();
          else id = encodeURIComponent(text);
          const response = await inject('POST', `/api/facilities/${id}/archive`, me.cookie, body);
          expectSafeAnswer(route, response);
          if (kind === 'theirs') {
            expect(response.statusCode).toBe(carriesPrototypeKey(body) ? 400 : 404);
          }
          if (response.statusCode === 204) {
            expect((await get(`/api/facilities/${id}`)).statusCode).toBe(404);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('PUT /api/profile', async () => {
    const route = 'PUT /api/profile';
    await run(
      fc.asyncProperty(
        runsOf(profileFields, Object.keys(validProfile())),
        async ({ mode, body, tamper }) => {
          const response = await inject(
            'PUT',
            '/api/profile',
            me.cookie,
            applyTampering(body, tamper),
          );
          expectSafeAnswer(route, response, tamper);
          if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(200);
          if (response.statusCode === 200) await expectProfileStoredAsSent(body);
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/registration', async () => {
    const route = 'POST /api/registration';
    const registration = (mode: Mode) =>
      fc.record({
        agreementVersion: formatted(mode, [agreementVersion], ['not-the-current-one']),
        // This user redeemed an invitation already: the code is not needed, only its limits apply.
        invitationCode: fc.option(
          mode !== 'anything' ? acceptableText(64, false) : hostileText(64),
          { nil: undefined },
        ),
        profile: profileFields(mode),
        profileTamper:
          mode !== 'anything' ? fc.constant<Tampering>({}) : tampering(Object.keys(validProfile())),
      });
    await run(
      fc.asyncProperty(
        runsOf(registration, ['agreementVersion', 'invitationCode', 'profile'], {
          overridable: Object.keys(validProfile()),
          override: (body, field, text) => ({
            ...body,
            profile: { ...body.profile, [field]: text },
          }),
        }),
        async ({ mode, body: { profileTamper, ...outer }, tamper }) => {
          const body = applyTampering(
            { ...outer, profile: applyTampering(outer.profile, profileTamper) },
            tamper,
          );
          const response = await inject('POST', '/api/registration', me.cookie, body);
          expectSafeAnswer(route, response, tampered(tamper) ? tamper : profileTamper);
          if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(200);
          if (response.statusCode === 200) await expectProfileStoredAsSent(outer.profile);
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/invitations/check', async () => {
    const route = 'POST /api/invitations/check';
    const body = (mode: Mode) =>
      fc.record({ code: mode !== 'anything' ? acceptableText(64, false) : hostileText(64) });
    await run(
      fc.asyncProperty(runsOf(body, ['code']), async ({ mode, body, tamper }) => {
        const response = await inject(
          'POST',
          '/api/invitations/check',
          me.cookie,
          applyTampering(body, tamper),
        );
        expectSafeAnswer(route, response, tamper);
        // Failed checks are limited per user: after a few, 429.
        if (mode === 'acceptable') expect([200, 429]).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(json<{ valid: boolean }>(response).valid).toBe(false);
        }
        await expectOtherUntouched();
      }),
    );
  });

  it('POST /api/claims', async () => {
    const route = 'POST /api/claims';
    // The registration runs above may have left an NPI the claim check refuses.
    await restoreProfile(t, me.cookie);
    // serviceAdditionalInputs is an object: a "wrong type" for it may well be a valid one.
    const claimKeys = Object.keys(validClaim(me.patientId)).filter(
      (key) => key !== 'serviceAdditionalInputs',
    );
    let lastKey = idempotencyKey();
    const headerText = fc
      .string({ unit: 'binary-ascii', maxLength: 120 })
      .filter((text) => /^[\x20-\x7e]*$/.test(text));
    const choices = (mode: Mode) =>
      fc.record({
        patient:
          mode !== 'anything'
            ? fc.constant('mine')
            : fc.constantFrom('mine', 'mine', 'mine', 'theirs', 'unknown'),
        facility: mode !== 'anything' ? fc.constant('mine') : fc.constantFrom('mine', 'theirs'),
        serviceType: formatted(mode, serviceTypeNames, ['Massage']),
        serviceLocation: formatted(mode, ['home', 'virtual', 'facility'], ['Home', 'moon']),
        serviceDateFrom: formatted(
          mode,
          ['2026-11-02', '1900-01-01'],
          ['0000-01-01', '2026-02-29'],
        ),
        serviceTimeFrom: formatted(mode, ['10:00', '23:59', '00:00'], ['24:00', '9:00']),
        duration:
          mode !== 'anything'
            ? fc.oneof(padded('180'), fc.constantFrom('1', '9999'))
            : freeText(mode, '180', 2000),
        notes: freeText(mode, 'Visit went well.', 4000, false),
        key:
          mode !== 'anything'
            ? fc.constant('fresh')
            : fc.oneof(
                { weight: 4, arbitrary: fc.constant('fresh') },
                { weight: 1, arbitrary: fc.constant('reused') },
                { weight: 1, arbitrary: headerText },
              ),
      });
    await run(
      fc.asyncProperty(
        runsOf(choices, claimKeys, {
          overridable: [
            'serviceType',
            'serviceLocation',
            'serviceDateFrom',
            'serviceTimeFrom',
            'duration',
            'notes',
          ],
        }),
        async ({ mode, body: choice, tamper }) => {
          const patientId =
            choice.patient === 'mine'
              ? me.patientId
              : choice.patient === 'theirs'
                ? other.patientId
                : randomUUID();
          const facilityId = choice.facility === 'mine' ? me.facilityId : other.facilityId;
          const atFacility = choice.serviceLocation.trim() === 'facility';
          const body = validClaim(patientId, {
            serviceType: choice.serviceType as never,
            serviceLocation: choice.serviceLocation as never,
            serviceDateFrom: choice.serviceDateFrom,
            serviceDateTo: '',
            serviceTimeFrom: choice.serviceTimeFrom,
            serviceAdditionalInputs:
              choice.serviceType === 'Extended Postpartum Doula Support'
                ? { serviceDurationMinutes: choice.duration }
                : {},
            facilityId: atFacility ? facilityId : '',
            notes: choice.notes,
          });
          const key =
            choice.key === 'fresh'
              ? idempotencyKey()
              : choice.key === 'reused'
                ? lastKey
                : choice.key;
          lastKey = key;
          const response = await inject(
            'POST',
            '/api/claims',
            me.cookie,
            applyTampering(body as unknown as Record<string, unknown>, tamper),
            { 'idempotency-key': key },
          );
          expectSafeAnswer(route, response, tamper);
          // Well-formed, yet the claim check may refuse it (a date before her birth, a second
          // claim for the day): then 422 with the findings, never anything else.
          if (mode === 'acceptable') {
            expect([201, 422], response.body).toContain(response.statusCode);
            if (response.statusCode === 422) {
              expect(json<ApiErrorBody>(response).error.code).toBe('claim_check');
            }
          }
          if (choice.patient !== 'mine' || (atFacility && choice.facility === 'theirs')) {
            expect(response.statusCode).not.toBe(201);
          }
          if (response.statusCode === 201 && response.headers['idempotent-replayed'] !== 'true') {
            const { id } = json<{ id: string }>(response);
            const claim = json<ClaimView>(await get(`/api/claims/${id}`));
            const { serviceAdditionalInputs, facilityId: sentFacility, ...rest } = body;
            expectStoredAsSent(claim as unknown as Record<string, unknown>, rest);
            expect(claim.facilityId ?? '').toBe(sentFacility);
            expect(claim.serviceAdditionalInputs).toEqual(
              Object.fromEntries(
                Object.entries(serviceAdditionalInputs ?? {}).map(([k, v]) => [k, v.trim()]),
              ),
            );
          }
          await expectOtherUntouched();
        },
      ),
    );
    // The other user's claim is still theirs alone.
    expect((await get(`/api/claims/${otherClaimId}`)).statusCode).toBe(404);
    expect((await get(`/api/claims/${otherClaimId}`, other.cookie)).statusCode).toBe(200);
  });

  it('DELETE /api/session', async () => {
    const route = 'DELETE /api/session';
    const cookieText = fc
      .string({ unit: 'binary-ascii', maxLength: 80 })
      .filter((text) => /^[\x21-\x7e]*$/.test(text) && !/[;,]/.test(text));
    await run(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: cookieText },
        ),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (forgedToken, body) => {
          // A session of my own, or a forged token: never the other user's session.
          const cookie =
            forgedToken === undefined
              ? (await t.signInAs('hostile-me@example.com')).cookie
              : `session=${forgedToken}`;
          const response = await inject('DELETE', '/api/session', cookie, body);
          expectSafeAnswer(route, response);
          if (response.statusCode === 204 && forgedToken === undefined) {
            expect((await get('/api/session', cookie)).statusCode).toBe(401);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/operator/invitations', async () => {
    const route = 'POST /api/operator/invitations';
    const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const codeUnit = fc.constantFrom(...'ABCDEFGHJKMNPQRSTUVWXYZ0123456789-');
    const validCode = fc
      .tuple(
        fc.constantFrom(...'ABCZ019'),
        fc.string({ unit: codeUnit, minLength: typedCodeLimits.min - 1, maxLength: 20 }),
      )
      .map(([first, rest]) => `${first}${rest}`);
    const invitation = (mode: Mode) =>
      fc.record({
        email:
          mode !== 'anything'
            ? fc.constant(null).chain(() => padded(newEmail()))
            : fc.oneof(
                { weight: 2, arbitrary: fc.constant(null).chain(() => padded(newEmail())) },
                { weight: 2, arbitrary: hostileText(254) },
                // A hostile local part: whatever the email check lets through is stored exactly.
                { weight: 2, arbitrary: hostileText(64).map((text) => `${text}@example.com`) },
                { weight: 1, arbitrary: fc.constantFrom('no-at-sign', '@example.com', 'a@b') },
              ),
        code: fc.option(
          mode !== 'anything'
            ? fc.oneof(
                validCode.chain(padded),
                validCode.map((code) => code.toLowerCase()),
                fc.constantFrom('', '  '),
              )
            : fc.oneof(
                validCode,
                hostileText(typedCodeLimits.max),
                fc.constantFrom('SHORT1', 'HAS SPACE-1', 'ÄÖÜ-12345', '-LEADING-1', 'UNDER_SCORE'),
              ),
          { nil: undefined },
        ),
      });
    await run(
      fc.asyncProperty(runsOf(invitation, ['email', 'code']), async ({ mode, body, tamper }) => {
        const response = await inject(
          'POST',
          '/api/operator/invitations',
          ops,
          applyTampering(body, tamper),
        );
        expectSafeAnswer(route, response, tamper);
        if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
        if (response.statusCode === 201) {
          const created = json<CreatedInvitation>(response);
          const email = body.email.trim().toLowerCase();
          expect(created.invitation.email).toBe(email);
          const typed = body.code?.trim().toUpperCase();
          expect(created.generated).toBe(!typed);
          if (typed) expect(created.code).toBe(typed);
          const listed = json<{ items: OperatorInvitation[] }>(
            await get(`/api/operator/invitations?email=${encodeURIComponent(email)}`, ops),
          ).items;
          expect(listed.map((item) => item.id)).toContain(created.invitation.id);
        }
        await expectOtherUntouched();
      }),
    );
  });

  it('POST /api/operator/invitations/:id/revoke', async () => {
    const route = 'POST /api/operator/invitations/:id/revoke';
    const { rows } = await t.database.pool.query<{ id: string }>(
      'SELECT id FROM invitations WHERE redeemed_by_user_id = $1',
      [other.userId],
    );
    const redeemedId = rows[0]!.id;
    await run(
      fc.asyncProperty(
        fc.constantFrom('fresh', 'fresh', 'revoked', 'redeemed', 'unknown', 'hostile'),
        encodableText,
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (kind, text, body) => {
          const email = `revoke-${randomUUID().slice(0, 8)}@example.com`;
          let id: string;
          if (kind === 'fresh' || kind === 'revoked') {
            id = (await inviteEmail(t, email, ['REVOKE-CODE-1'])).id;
            if (kind === 'revoked') {
              await inject('POST', `/api/operator/invitations/${id}/revoke`, ops);
            }
          } else if (kind === 'redeemed') id = redeemedId;
          else if (kind === 'unknown') id = randomUUID();
          else id = encodeURIComponent(text);
          const response = await inject(
            'POST',
            `/api/operator/invitations/${id}/revoke`,
            ops,
            body,
          );
          expectSafeAnswer(route, response);
          if (kind === 'redeemed' || kind === 'unknown') {
            expect(response.statusCode).not.toBe(200);
          }
          if (response.statusCode === 200) {
            expect(json<OperatorInvitation>(response)).toMatchObject({ id, revoked: true });
            const listed = json<{ items: OperatorInvitation[] }>(
              await get(`/api/operator/invitations?email=${email}`, ops),
            ).items;
            expect(listed).toEqual([expect.objectContaining({ id, revoked: true })]);
          }
          await expectOtherUntouched();
        },
      ),
    );
    // The other doula's invitation, used to register, was not revoked.
    const redeemed = await t.database.pool.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM invitations WHERE id = $1',
      [redeemedId],
    );
    expect(redeemed.rows[0]!.revoked_at).toBeNull();
  });

  it('POST /api/operator/agreements', async () => {
    const route = 'POST /api/operator/agreements';
    const newVersion = () => `v-${randomUUID().slice(0, 8)}`;
    /** Acceptable content must also fit in the body limit (50,000 emoji would not). */
    const acceptableContent = acceptableText(agreementLimits.content, true).filter(
      (text) => Buffer.byteLength(text) < API_BODY_LIMIT_BYTES - 1000,
    );
    const agreement = (mode: Mode) =>
      fc.record({
        version:
          mode === 'acceptable'
            ? fc.oneof(
                fc.constant(null).chain(() => padded(newVersion())),
                // Any storable label: each is withdrawn after its run, so none is a duplicate.
                acceptableText(agreementLimits.version, true).filter(
                  (text) => text.trim() !== agreementVersion,
                ),
              )
            : fc.oneof(
                { weight: 3, arbitrary: fc.constant(null).chain(() => padded(newVersion())) },
                { weight: 2, arbitrary: hostileText(agreementLimits.version) },
                { weight: 1, arbitrary: fc.constant(agreementVersion) },
              ),
        content:
          mode !== 'anything'
            ? fc.oneof(padded('The agreement, in full.'), acceptableContent)
            : freeText(mode, 'The agreement, in full.', agreementLimits.content),
      });
    await run(
      fc.asyncProperty(
        runsOf(agreement, ['version', 'content']),
        async ({ mode, body, tamper }) => {
          const response = await inject(
            'POST',
            '/api/operator/agreements',
            ops,
            applyTampering(body, tamper),
          );
          try {
            expectSafeAnswer(route, response, tamper);
            if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
            if (body.version.trim() === agreementVersion) {
              expect(response.statusCode).not.toBe(201);
            }
            if (response.statusCode === 201) {
              const { id } = json<OperatorAgreement>(response);
              const listed = json<{ items: OperatorAgreement[] }>(
                await get('/api/operator/agreements', ops),
              ).items.find((item) => item.id === id);
              expect(listed?.current).toBe(true);
              expectStoredAsSent(listed as unknown as Record<string, unknown>, body);
            }
          } finally {
            if (response.statusCode === 201) {
              await withdrawAgreement(t, json<OperatorAgreement>(response).id);
            }
          }
          await expectOtherUntouched();
        },
      ),
    );
    // Every publication was withdrawn: the doulas' agreement is current again.
    expect(json<{ version: string }>(await get('/api/agreements/current')).version).toBe(
      agreementVersion,
    );
  });

  it('POST /api/operator/claims/:id/status', async () => {
    const route = 'POST /api/operator/claims/:id/status';
    const myClaimId = await submitClaim(t, me);
    const myFormId = json<ClaimView>(await get(`/api/claims/${myClaimId}`)).formId;
    const statusChange = (mode: Mode) =>
      fc.record({
        status: formatted(mode, claimStatuses, ['paid', 'Pending', 'submitted', '']),
        note: fc.option(freeText(mode, 'Sent to the payer.', claimStatusNoteLimit, false), {
          nil: undefined,
        }),
      });
    await run(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant({ kind: 'mine', id: myClaimId }) },
          { weight: 1, arbitrary: fc.constant({ kind: 'mine', id: myFormId.toLowerCase() }) },
          { weight: 1, arbitrary: fc.uuid().map((id) => ({ kind: 'unknown', id })) },
          // Any text at all: the path also takes a form ID, which is looked up as text.
          {
            weight: 1,
            arbitrary: encodableText.map((text) => ({
              kind: 'hostile',
              id: encodeURIComponent(text),
            })),
          },
        ),
        runsOf(statusChange, ['status', 'note']),
        async (target, { mode, body, tamper }) => {
          const response = await inject(
            'POST',
            `/api/operator/claims/${target.id}/status`,
            ops,
            applyTampering(body, tamper),
          );
          expectSafeAnswer(route, response, tamper, target.kind !== 'hostile');
          if (target.kind === 'unknown') expect([400, 404, 413]).toContain(response.statusCode);
          if (mode === 'acceptable' && target.kind === 'mine') {
            expect(response.statusCode, response.body).toBe(200);
          }
          if (response.statusCode === 200) {
            expect(target.kind).toBe('mine');
            const { claim } = json<OperatorClaimDetail>(
              await get(`/api/operator/claims/${myClaimId}`, ops),
            );
            expect(claim.status).toBe(body.status);
            expect(claim.statusHistory.at(-1)).toMatchObject({
              to: body.status,
              by: OPERATOR_EMAIL,
              note: body.note?.trim() ?? '',
            });
          }
          await expectOtherUntouched();
        },
      ),
    );
    expect((await get(`/api/claims/${myClaimId}`)).statusCode).toBe(200);
  });

  // Payer profiles and the mapping: their bodies are the billing engine's own data structures
  // (checked field by field in their route tests); here each takes its valid call, clean or
  // with a wrong type or an unknown key at the top.
  it.each([
    'POST /api/operator/payer-profiles',
    'POST /api/operator/payer-profiles/:profileId/versions',
    'PUT /api/operator/payer-mapping',
  ] as const)('%s', async (route) => {
    // Their text fields: any other field may accept null or an array, so "wrong" would not be.
    const fields = {
      'POST /api/operator/payer-profiles': ['name'],
      'POST /api/operator/payer-profiles/:profileId/versions': ['effectiveFrom'],
      'PUT /api/operator/payer-mapping': ['defaultProfileId'],
    }[route];
    await run(
      fc.asyncProperty(fc.oneof(fc.constant<Tampering>({}), tampering(fields)), async (tamper) => {
        const call = await validCall(t, me, route, '');
        const response = await inject(
          call.method,
          call.url,
          call.cookie,
          applyTampering(call.body ?? {}, tamper),
        );
        expectSafeAnswer(route, response, tamper);
        if (!tampered(tamper)) expect(response.statusCode, response.body).toBeLessThan(300);
        await expectOtherUntouched();
      }),
    );
  });

  afterAll(async () => {
    // The other user can still work: their session, records and claim answer as before.
    expect((await get('/api/session', other.cookie)).statusCode).toBe(200);
    expect((await get(`/api/patients/${other.patientId}`, other.cookie)).statusCode).toBe(200);
  });
});

describe('the properties were not vacuous', () => {
  it('every write route was exercised, with both acceptances and refusals', () => {
    const summary = Object.fromEntries(
      [...statuses].map(([route, counts]) => [route, Object.fromEntries(counts)]),
    );
    expect(Object.keys(summary).sort()).toEqual([...writeRoutes].sort());
    for (const [route, counts] of statuses) {
      const codes = [...counts.keys()];
      // Signing out always succeeds (a forged or unknown session is simply cleared).
      if (route === 'DELETE /api/session') codes.push(400);
      expect(
        codes.some((code) => code < 300),
        `${route} ${JSON.stringify(summary[route])}`,
      ).toBe(true);
      expect(
        codes.some((code) => code >= 400),
        `${route} ${JSON.stringify(summary[route])}`,
      ).toBe(true);
    }
  });
});
