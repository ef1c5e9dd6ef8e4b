import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/billing/index';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import type { ServiceTypeName } from '#domain/claims/service-types';
import type { ClaimView } from '#domain/claims/view';
import { appWithTwoDoulas, type Doula, postClaim, validClaim } from '../../testing/doulas.ts';
import { createRecord, validPatient } from '../../testing/record-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * The Oregon Health Plan's birth package through the API and the database: a visit the package
 * covers is stored, billing nothing and never ready to send; the birth after every included
 * visit bills T1033 HD at the package rate; a birth with visits missing bills delivery only and
 * the visits the package covered are then billed one by one.
 */
let t: TestApp;
let maya: Doula;

beforeAll(async () => {
  ({ t, maya } = await appWithTwoDoulas('oregon-package'));
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const dueDate = addDays(today, -20);

const oregonPatient = () =>
  createRecord(
    t,
    maya.cookie,
    'patients',
    validPatient({
      addressCity: 'Salem',
      addressState: 'OR',
      addressZip: '97301',
      insuranceProvider: 'Oregon Health Plan: the birth package',
      payerId: 'ORTEST1',
      expectedDueDate: dueDate,
    }),
  );

async function submit(patientId: string, serviceType: ServiceTypeName, daysFromDue: number) {
  const response = await postClaim(
    t,
    maya.cookie,
    validClaim(patientId, { serviceType }, addDays(dueDate, daysFromDue)),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ClaimView;
}

const stored = async (id: string) =>
  (
    await t.database.pool.query<{ covered: string | null; total: number; code: string }>(
      `SELECT covered_by_package AS covered, total_charge_cents AS total,
        lines->0->>'procedureCode' AS code FROM claims WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

/** The ready-to-send claims of a patient, as the batch and the console's count read them. */
const readyToSend = async (patientId: string) =>
  (
    await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM claims WHERE patient_id = $1 AND status = 'pending'
        AND deleted = false AND send_blockers IS NULL AND covered_by_package IS NULL`,
      [patientId],
    )
  ).rows[0]!.n;

describe('the Oregon birth package', () => {
  it('records the covered visits unbilled, then bills the package once after the birth', async () => {
    const patientId = await oregonPatient();
    const visits = [
      await submit(patientId, 'Prenatal Visit', -60),
      await submit(patientId, 'Prenatal Visit', -50),
      await submit(patientId, 'Postpartum Visit', 3),
      await submit(patientId, 'Postpartum Visit', 10),
    ];
    for (const visit of visits) {
      expect(visit).toMatchObject({ lines: [], totalChargeCents: 0, expectedCents: 0 });
      expect(visit.checkWarnings.map((w) => w.message)).toContain(
        'Covered by the Oregon birth package: billed once after the birth.',
      );
      expect(await stored(visit.id)).toMatchObject({ covered: 'Oregon birth package', total: 0 });
    }
    expect(await readyToSend(patientId)).toBe(0);

    const birth = await submit(patientId, 'Support for Vaginal Delivery', 0);
    expect(birth.lines).toEqual([
      expect.objectContaining({
        procedureCode: 'T1033',
        modifiers: ['HD'],
        units: 1,
        chargeCents: 150500,
      }),
    ]);
    expect(birth.totalChargeCents).toBe(150500);
    expect(await readyToSend(patientId)).toBe(1);

    const billing = (
      await t.as(maya.cookie).get(`/api/patients/${patientId}/billing`)
    ).json() as PatientBilling;
    expect(billing.trackerText).toContain('Package: 5 of 5 visits done');
  });

  it('bills a birth with visits missing as delivery only, and the covered visits one by one', async () => {
    const patientId = await oregonPatient();
    const first = await submit(patientId, 'Prenatal Visit', -40);
    const second = await submit(patientId, 'Prenatal Visit', -30);
    expect(await readyToSend(patientId)).toBe(0);

    const birth = await submit(patientId, 'Support for Vaginal Delivery', -1);
    expect(birth.lines).toEqual([
      expect.objectContaining({ procedureCode: 'T1033', modifiers: [], chargeCents: 15000 }),
    ]);
    for (const visit of [first, second]) {
      expect(await stored(visit.id)).toEqual({ covered: null, total: 5000, code: 'T1032' });
    }
    expect(await readyToSend(patientId)).toBe(3);
    const after = await submit(patientId, 'Postpartum Visit', 5);
    expect(after.lines[0]).toMatchObject({
      procedureCode: 'T1032',
      modifiers: ['HD'],
      chargeCents: 5000,
    });
  });
});
