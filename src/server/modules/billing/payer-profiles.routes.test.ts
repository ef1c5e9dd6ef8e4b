import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultPayerMapping,
  MEDI_CAL_FFS_ID,
  type PayerCatalog,
  type PayerProfile,
  seedPayerProfiles,
} from '#domain/billing/index';
import type { ClaimView } from '#domain/claims/view';
import { validPatient } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createDoula,
  type Doula,
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  validClaim,
} from '../../testing/write-routes.ts';

/**
 * Operators edit payer profiles and the mapping: every edit is audited, overlapping versions are
 * refused with a field error, and a new version never reprices a claim already submitted.
 */
let t: TestApp;
let doula: Doula;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
  doula = await createDoula(t, 'payer-profiles@example.com');
});
afterAll(() => t.close());

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const asOperator = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.inject({
    method,
    url,
    headers: { cookie: await operatorCookie(t) },
    ...(payload ? { payload } : {}),
  });

const submit = async (serviceDate: string, patientId = doula.patientId) => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: doula.cookie, 'idempotency-key': idempotencyKey() },
    payload: validClaim(patientId, {}, serviceDate),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ClaimView;
};

const auditActions = async (action: string) =>
  (
    await t.database.pool.query<{ entity_id: string; outcome: string }>(
      'SELECT entity_id, outcome FROM audit_events WHERE action = $1',
      [action],
    )
  ).rows;

const mediCal = seedPayerProfiles.find((profile) => profile.id === MEDI_CAL_FFS_ID)!;

/** The Medi-Cal version in force now, with Z1034 at another rate, from a date. */
function rateChange(effectiveFrom: string, z1034Cents: number) {
  const current = mediCal.versions.at(-1)!;
  return {
    ...current,
    effectiveFrom,
    effectiveTo: null,
    services: current.services.map((rule) =>
      rule.procedureCode === 'Z1034' ? { ...rule, allowedCents: z1034Cents } : rule,
    ),
  };
}

describe('payer profile versions', () => {
  it('a new version prices later dates only, ends the open version, never reprices a stored claim, and is audited', async () => {
    const earlier = await submit(daysAgo(60));
    expect(earlier.totalChargeCents).toBe(16211);

    const from = daysAgo(30);
    const response = await asOperator(
      'POST',
      `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}/versions`,
      rateChange(from, 17000),
    );
    expect(response.statusCode, response.body).toBe(201);
    const versions = (response.json() as PayerProfile).versions;
    expect(versions.map((v) => [v.effectiveFrom, v.effectiveTo])).toEqual([
      ['2023-01-01', '2023-12-31'],
      ['2024-01-01', daysAgo(31)],
      [from, null],
    ]);

    const later = await submit(daysAgo(10));
    expect(later.lines[0]).toMatchObject({ procedureCode: 'Z1034', chargeCents: 17000 });
    const reread = await t.inject({
      method: 'GET',
      url: `/api/claims/${earlier.id}`,
      headers: { cookie: doula.cookie },
    });
    expect((reread.json() as ClaimView).lines[0]!.chargeCents).toBe(16211);
    expect(await auditActions('payer_profile.create_version')).toEqual([
      { entity_id: MEDI_CAL_FFS_ID, outcome: 'success' },
    ]);
  });

  it('overlapping dates answer 422 in one sentence naming effectiveFrom, and nothing is stored', async () => {
    const count = async () =>
      (await t.database.pool.query('SELECT count(*)::int AS n FROM payer_profile_versions')).rows[0]
        .n as number;
    const before = await count();
    const response = await asOperator(
      'POST',
      `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}/versions`,
      rateChange('2023-06-01', 1),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(
      /^effectiveFrom: These dates overlap the version in force from \d{4}-\d\d-\d\d/,
    );
    expect(response.json().error.fields).toHaveProperty('effectiveFrom');
    expect(await count()).toBe(before);
  });

  it('unknown codes and fractional amounts answer 422 naming the field; a wrong JSON type 400', async () => {
    const bad = rateChange(daysAgo(1), 1);
    const response = await asOperator(
      'POST',
      `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}/versions`,
      { ...bad, services: [{ ...bad.services[0]!, procedureCode: 'X9999', allowedCents: 12.5 }] },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'services.0.procedureCode: This procedure code is not one the product knows.',
    );
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['services.0.procedureCode', 'services.0.allowedCents']),
    );
    // Bad input of the state programs' rules: each refused naming its field, nothing stored.
    const count = async () =>
      (await t.database.pool.query('SELECT count(*)::int AS n FROM payer_profile_versions')).rows[0]
        .n as number;
    const before = await count();
    const { source: _source, ...unsourced } = rateChange(daysAgo(1), 1);
    const noSource = await asOperator(
      'POST',
      `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}/versions`,
      unsourced,
    );
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json().error.fields).toEqual({
      source:
        'Name this version’s source: the title of the manual or page, its address or citation, and the date it was read.',
    });
    const ceiling = await asOperator(
      'POST',
      `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}/versions`,
      {
        ...bad,
        lineKindModifiers: { postpartum: ['Q9'], labor: [] },
        placeOfService: { ...bad.placeOfService, home: '99' },
        services: [
          {
            ...bad.services[0]!,
            unit: { kind: 'per-minutes', minutesPerUnit: 15, maxUnitsPerVisit: 0 },
          },
        ],
      },
    );
    expect(ceiling.statusCode).toBe(422);
    expect(ceiling.json().error.fields).toMatchObject({
      'services.0.unit.maxUnitsPerVisit': 'A visit’s unit ceiling must be at least one unit.',
      'lineKindModifiers.postpartum.0': 'This modifier is not one the product knows.',
      'placeOfService.home': 'This place-of-service code is not one the product knows.',
    });
    expect(await count()).toBe(before);

    const missing = await asOperator(
      'POST',
      '/api/operator/payer-profiles/nobody/versions',
      rateChange(daysAgo(1), 1),
    );
    expect(missing.statusCode).toBe(404);
    // Not the shape of a version at all (a code as a number, a key we do not know): malformed.
    for (const malformed of [
      { ...bad, services: [{ ...bad.services[0]!, procedureCode: 99600 }] },
      { ...bad, reprice: true },
    ]) {
      const response = await asOperator(
        'POST',
        `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}/versions`,
        malformed,
      );
      expect(response.statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

describe('adding and renaming profiles', () => {
  const commercial = seedPayerProfiles.find((profile) => profile.id !== MEDI_CAL_FFS_ID)!;
  const firstVersion = { ...commercial.versions.at(-1)!, effectiveFrom: '2025-01-01' };

  it('adds a profile with an id made from its name, renames it (same id), audits both, and refuses a name in use', async () => {
    const created = await asOperator('POST', '/api/operator/payer-profiles', {
      name: 'Blue Shield PPO',
      versions: [firstVersion],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id: 'blue-shield-ppo', name: 'Blue Shield PPO' });

    const renamed = await asOperator('PATCH', '/api/operator/payer-profiles/blue-shield-ppo', {
      name: '  Blue Shield of California PPO ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: 'blue-shield-ppo',
      name: 'Blue Shield of California PPO',
    });
    const catalog = (
      await asOperator('GET', '/api/operator/payer-profiles')
    ).json() as PayerCatalog;
    expect(catalog.profiles.map((profile) => profile.name)).toContain(
      'Blue Shield of California PPO',
    );

    // Another profile's name, in any letter case, is refused on both doors.
    const taken = await asOperator('PATCH', '/api/operator/payer-profiles/blue-shield-ppo', {
      name: 'medi-cal FEE-FOR-SERVICE',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('name');
    const takenOnAdd = await asOperator('POST', '/api/operator/payer-profiles', {
      name: 'Blue Shield of California PPO',
      versions: [firstVersion],
    });
    expect(takenOnAdd.statusCode).toBe(409);

    expect(await auditActions('payer_profile.create')).toContainEqual({
      entity_id: 'blue-shield-ppo',
      outcome: 'success',
    });
    expect(await auditActions('payer_profile.rename')).toContainEqual({
      entity_id: 'blue-shield-ppo',
      outcome: 'success',
    });
  });

  it('a blank or over-long name is a field error, an unknown profile 404, a doula 403; nothing changes', async () => {
    for (const name of ['   ', 'x'.repeat(101)]) {
      const response = await asOperator(
        'PATCH',
        `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}`,
        {
          name,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('name');
    }
    const extra = await asOperator('PATCH', `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}`, {
      name: 'Fine',
      id: 'other-id',
    });
    expect(extra.statusCode).toBe(400);
    const missing = await asOperator('PATCH', '/api/operator/payer-profiles/nobody', {
      name: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
    const asDoula = await t.inject({
      method: 'PATCH',
      url: `/api/operator/payer-profiles/${MEDI_CAL_FFS_ID}`,
      headers: { cookie: doula.cookie },
      payload: { name: 'Taken over' },
    });
    expect(asDoula.statusCode).toBe(403);
    const catalog = (
      await asOperator('GET', '/api/operator/payer-profiles')
    ).json() as PayerCatalog;
    expect(catalog.profiles.find((profile) => profile.id === MEDI_CAL_FFS_ID)!.name).toBe(
      'Medi-Cal fee-for-service',
    );
  });
});

describe('the payer mapping', () => {
  it('maps a payer ID to a profile for new claims, audited; an unknown profile is a field error', async () => {
    const patientId = (
      await t.inject({
        method: 'POST',
        url: '/api/patients',
        headers: { cookie: doula.cookie },
        payload: validPatient({ payerType: 'Group Health', payerId: 'cal-optima' }),
      })
    ).json().id as string;
    expect((await submit(daysAgo(5), patientId)).payerProfileName).toBe('Commercial / other');

    const mapping = {
      ...defaultPayerMapping,
      entries: [
        ...defaultPayerMapping.entries,
        { payerType: null, payerId: 'CAL-OPTIMA', profileId: MEDI_CAL_FFS_ID },
      ],
    };
    const response = await asOperator('PUT', '/api/operator/payer-mapping', mapping);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PayerCatalog).mapping.entries).toHaveLength(2);
    expect((await submit(daysAgo(6), patientId)).payerProfileName).toBe('Medi-Cal fee-for-service');
    expect(await auditActions('payer_mapping.update')).toHaveLength(1);

    const unknown = await asOperator('PUT', '/api/operator/payer-mapping', {
      ...mapping,
      defaultProfileId: 'no-such-profile',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('defaultProfileId');
  });

  it('a doula cannot edit profiles or the mapping', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/operator/payer-mapping',
      headers: { cookie: doula.cookie },
      payload: defaultPayerMapping,
    });
    expect(response.statusCode).toBe(403);
  });
});
