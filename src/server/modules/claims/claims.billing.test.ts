import { validRecommendation } from '../../testing/recommendation-fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediCalPrenatalLine } from '../../testing/claim-views.ts';
import type { ApiErrorBody } from '#domain/common/api-errors';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import type { ClaimView } from '#domain/claims/view';
import { appWithTwoDoulas, type Doula, postClaim, validClaim } from '../../testing/doulas.ts';
import {
  commercialPatient,
  createRecord,
  nextServiceDate,
  validFacility,
  validPatient,
} from '../../testing/record-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * Billable claims through the API: the server builds the lines from the payer profile in the
 * database, refuses what the claim check finds wrong (422, nothing stored), keeps warnings, and
 * never shows one doula's billing to another.
 */
let t: TestApp;
let maya: Doula;
let other: Doula;
let commercialPatientId: string;

beforeAll(async () => {
  ({ t, maya, other } = await appWithTwoDoulas('billing'));
  commercialPatientId = await create('patients', commercialPatient());
});
afterAll(() => t.close());

const create = (kind: 'patients' | 'facilities', payload: object) =>
  createRecord(t, maya.cookie, kind, payload);

const submit = (payload: object, cookie = maya.cookie) => postClaim(t, cookie, payload);

const claimCount = async () =>
  (await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM claims')).rows[0]!.n;

const claim = (overrides: Partial<ClaimSubmitInput> = {}) => validClaim(maya.patientId, overrides);

/** Whether a connection of this database comes to wait on a row lock within a few seconds. */
async function someoneWaitsOnALock(): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rowCount } = await t.database.pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rowCount) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('lines built by the server', () => {
  it('a Medi-Cal Prenatal Visit at home with Z33.1 is Z1034 XP, 1 unit, $162.11, place of service 12', async () => {
    const response = await submit(claim({ diagnosisCodes: ['z331'] }));
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json() as ClaimView;
    expect(view.lines).toEqual([mediCalPrenatalLine]);
    expect(view).toMatchObject({
      diagnosisCodes: ['Z33.1'],
      totalChargeCents: 16211,
      expectedCents: 16211,
      linesDerived: false,
      payerProfileName: 'Medi-Cal fee-for-service',
    });
  });

  it('Extended Postpartum Doula Support of 180 minutes is T1032, 12 units, $486.36', async () => {
    const response = await submit(
      claim({
        serviceType: 'Extended Postpartum Doula Support',
        serviceAdditionalInputs: { serviceDurationMinutes: '180' },
        diagnosisCodes: ['Z39.2'],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as ClaimView).lines[0]).toMatchObject({
      procedureCode: 'T1032',
      modifiers: ['XP'],
      units: 12,
      chargeCents: 48636,
      placeOfService: '12',
    });
  });

  it('a commercial payer bills T1032 by the quarter hour, without Z-codes or XP', async () => {
    const response = await submit(
      validClaim(commercialPatientId, { serviceTimeFrom: '10:00', serviceTimeTo: '11:00' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json() as ClaimView;
    expect(view.lines).toEqual([
      expect.objectContaining({
        procedureCode: 'T1032',
        modifiers: [],
        units: 4,
        chargeCents: 16212,
      }),
    ]);
    expect(view.payerProfileName).toBe('Commercial / other');
  });

  it('a birthing center visit takes place of service 25 from the facility kind', async () => {
    const centerId = await create('facilities', validFacility({ kind: 'birthing-center' }));
    const response = await submit(claim({ serviceLocation: 'facility', facilityId: centerId }));
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as ClaimView).lines[0]!.placeOfService).toBe('25');
  });

  it('an Oklahoma cesarean after an attempted VBAC is 59620 at its own rate, and says so', async () => {
    const tulsa = { addressCity: 'Tulsa', addressState: 'OK' as const, addressZip: '74104' };
    const patientId = await create(
      'patients',
      validPatient({ ...tulsa, insuranceProvider: 'SoonerCare', payerId: 'OKSC1' }),
    );
    const hospitalId = await create(
      'facilities',
      validFacility({ ...tulsa, kind: 'hospital', addressZip: '74104-1234' }),
    );
    // SoonerCare pays on an OB's referral form kept on file.
    const referral = await t.inject({
      method: 'POST',
      url: `/api/patients/${patientId}/recommendations`,
      headers: { cookie: maya.cookie },
      payload: validRecommendation({
        licenceType: 'obstetrician',
        signedOn: '2024-09-01',
        serviceTypes: ['Cesarean Section'],
        visits: null,
      }),
    });
    expect(referral.statusCode).toBe(201);
    const cesarean: Partial<ClaimSubmitInput> = {
      patientId,
      serviceType: 'Cesarean Section',
      serviceLocation: 'facility',
      facilityId: hospitalId,
      diagnosisCodes: ['O82', 'Z37.0'],
    };
    // Only a cesarean can follow an attempted VBAC.
    const misplaced = await submit(
      claim({ ...cesarean, serviceType: 'Support for Vaginal Delivery', afterAttemptedVbac: true }),
    );
    expect(misplaced.statusCode).toBe(400);
    expect((misplaced.json() as ApiErrorBody).error.fields).toEqual({
      afterAttemptedVbac: 'An attempted VBAC belongs only to a Cesarean Section claim.',
    });
    const response = await submit(claim({ ...cesarean, afterAttemptedVbac: true }));
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json() as ClaimView;
    expect(view).toMatchObject({
      afterAttemptedVbac: true,
      payerProfileName: 'Oklahoma SoonerCare fee-for-service',
      totalChargeCents: 80267,
    });
    expect(view.lines).toEqual([
      expect.objectContaining({ procedureCode: '59620', modifiers: ['HD'], units: 1 }),
    ]);
  });

  it('refuses codes, units or charges sent by the client, and stores nothing', async () => {
    const before = await claimCount();
    for (const extra of [
      { procedureCode: 'Z1032' },
      { units: 40 },
      { chargeCents: 999999 },
      { lines: [{ procedureCode: 'Z1032', units: 1, chargeCents: 1 }] },
      { totalChargeCents: 1 },
    ]) {
      const response = await submit({ ...claim(), ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await claimCount()).toBe(before);
  });

  it('an ICD-10 code that does not exist is a field error, and nothing is stored', async () => {
    const before = await claimCount();
    const response = await submit(claim({ diagnosisCodes: ['Z33.1', 'Q99.99'] }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as ApiErrorBody).error.fields).toHaveProperty('diagnosisCodes.1');
    expect((await submit(claim({ diagnosisCodes: [] }))).statusCode).toBe(400);
    expect(await claimCount()).toBe(before);
  });
});

describe('the claim check at submit', () => {
  it('refuses a facility NPI that fails its check digit with 422 and the findings', async () => {
    // A facility kept from before NPIs were checked when saved: the claim check still refuses it.
    const badNpi = await create('facilities', validFacility());
    await t.database.pool.query(`UPDATE facilities SET npi_number = '1234567891' WHERE id = $1`, [
      badNpi,
    ]);
    const before = await claimCount();
    const response = await submit(claim({ serviceLocation: 'facility', facilityId: badNpi }));
    expect(response.statusCode).toBe(422);
    const { error } = response.json() as ApiErrorBody;
    expect(error.code).toBe('claim_check');
    expect(error.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'error', field: 'facility.npi', rule: 'facility-npi' }),
      ]),
    );
    expect(await claimCount()).toBe(before);
  });

  it('refuses a diagnosis from another service type, and a second claim for the same day', async () => {
    const wrongFit = await submit(claim({ diagnosisCodes: ['Z39.2'] }));
    expect(wrongFit.statusCode).toBe(422);
    expect((wrongFit.json() as ApiErrorBody).error.findings?.map((f) => f.field)).toContain(
      'diagnoses.0',
    );
    const day = nextServiceDate();
    expect((await submit(validClaim(maya.patientId, {}, day))).statusCode).toBe(201);
    const duplicate = await submit(validClaim(maya.patientId, { notes: 'again' }, day));
    expect(duplicate.statusCode).toBe(422);
    expect((duplicate.json() as ApiErrorBody).error.findings?.[0]?.rule).toBe('duplicate-claim');
  });

  it('submissions for one patient take turns: one waits while another holds her patient', async () => {
    // Stands in for a submission in flight: the lock a submission takes on her patient's row.
    const holder = await t.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM patients WHERE id = $1 FOR NO KEY UPDATE', [
        maya.patientId,
      ]);
      let answered = false;
      const pending = submit(validClaim(maya.patientId, {}, nextServiceDate())).finally(() => {
        answered = true;
      });
      expect(await someoneWaitsOnALock()).toBe(true);
      expect(answered).toBe(false);
      await holder.query('COMMIT');
      expect((await pending).statusCode).toBe(201);
    } finally {
      holder.release();
    }
  });
  it('keeps warnings with the claim: the ninth prenatal/postpartum visit of a pregnancy', async () => {
    // Due in 100 days: the pregnancy began 180 days ago, before any test service date.
    const dueDate = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const patientId = await create('patients', validPatient({ expectedDueDate: dueDate }));
    let last: ClaimView | undefined;
    for (let visit = 1; visit <= 9; visit++) {
      const response = await submit(validClaim(patientId));
      expect(response.statusCode, response.body).toBe(201);
      last = response.json() as ClaimView;
      if (visit < 9)
        expect(last.checkWarnings.filter((f) => f.rule === 'visit-limits')).toEqual([]);
    }
    expect(last!.checkWarnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: 'visit-limits',
          severity: 'warning',
          message:
            'This visit would be 9 of 8 prenatal/postpartum visits: 1 over the limit. The payer may refuse it.',
        }),
      ]),
    );
    const billing = await t.as(maya.cookie).get(`/api/patients/${patientId}/billing`);
    const body = billing.json() as PatientBilling;
    expect(body.pregnancies).toHaveLength(1);
    expect(body.otherClaims).toHaveLength(9);
    expect(body.trackerText).toContain('Prenatal/postpartum visits 9 of 8');
    // Each claim comes with what unit and dollar limits count: its lines' units and its charge.
    const units = last!.lines.reduce((sum, line) => sum + line.units, 0);
    expect(units).toBeGreaterThan(0);
    for (const claim of body.otherClaims)
      expect(claim).toMatchObject({ units, chargeCents: last!.totalChargeCents });
  });
});

describe('owner scope', () => {
  it("another doula's patient billing answers 404, and her claims never count for anyone else", async () => {
    const response = await t.as(other.cookie).get(`/api/patients/${maya.patientId}/billing`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(maya.patientId);
    const own = await t.as(other.cookie).get(`/api/patients/${other.patientId}/billing`);
    expect((own.json() as PatientBilling).otherClaims).toEqual([]);
  });

  it('totals add up only her own claims', async () => {
    expect((await submit(validClaim(other.patientId), other.cookie)).statusCode).toBe(201);
    const totals = async (cookie: string) => (await t.as(cookie).get('/api/claims/totals')).json();
    const { rows } = await t.database.pool.query<{ n: number; billed: number }>(
      `SELECT count(*)::int AS n, sum(total_charge_cents)::int AS billed FROM claims
        WHERE user_id = $1 AND deleted = false`,
      [maya.userId],
    );
    expect(await totals(maya.cookie)).toEqual({
      count: rows[0]!.n,
      billedCents: rows[0]!.billed,
      expectedCents: rows[0]!.billed,
    });
    expect(await totals(other.cookie)).toEqual({
      count: 1,
      billedCents: 16211,
      expectedCents: 16211,
    });
  });

  it('the list and its totals take the same filters', async () => {
    const day = nextServiceDate();
    const one = (
      await submit(validClaim(other.patientId, {}, day), other.cookie)
    ).json() as ClaimView;
    const get = async (url: string) => (await t.as(other.cookie).get(url)).json();
    const range = `serviceFrom=${day}&serviceTo=${day}`;
    expect((await get(`/api/claims?${range}`)).items.map((c: ClaimView) => c.id)).toEqual([one.id]);
    expect(await get(`/api/claims/totals?${range}&status=pending`)).toEqual({
      count: 1,
      billedCents: one.totalChargeCents,
      expectedCents: one.expectedCents,
    });
    expect(await get(`/api/claims/totals?${range}&status=approved`)).toEqual({
      count: 0,
      billedCents: 0,
      expectedCents: 0,
    });
    const backwards = await t
      .as(other.cookie)
      .get('/api/claims/totals?serviceFrom=2026-02-02&serviceTo=2026-02-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('the catalog holds the seeded profiles and mapping, and no doula data', async () => {
    const response = await t.as(other.cookie).get('/api/billing/catalog');
    expect(response.statusCode).toBe(200);
    const { catalog } = response.json() as { catalog: { profiles: { id: string }[] } };
    expect(catalog.profiles.map((p) => p.id).sort()).toEqual([
      'commercial-other',
      'maryland-medicaid-ffs',
      'medi-cal-ffs',
      'michigan-medicaid-ffs',
      'new-york-medicaid-ffs',
      'nj-familycare-ffs',
      'oregon-health-plan-ffs',
      'soonercare-ffs',
      'virginia-medicaid-ffs',
      'washington-apple-health-ffs',
    ]);
    expect(response.body).not.toContain(maya.patientId);
  });
});
