import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { appWithDoulas } from '../../testing/doulas-app.ts';
import { postClaim, validClaim } from '../../testing/doulas.ts';
import { backfillClaimLines } from './claim-billing.ts';

/**
 * Claims submitted before service lines existed get lines derived from their service type,
 * payer and date after the migrations: priced by the version in force on their date (the
 * Medi-Cal rate rose on 2024-01-01), marked derived, and never touched twice.
 */
const world = appWithDoulas({ doula: 'backfill@example.com' });

/** A claim as it was before lines existed: no lines, no diagnoses, no profile. */
async function oldClaim(serviceDate: string, overrides: Record<string, string> = {}) {
  const response = await postClaim(world.t, world.doula.cookie, validClaim(world.doula.patientId));
  const id = (response.json() as ClaimView).id;
  await world.t.database.pool.query(
    `UPDATE claims SET lines = '[]', payer_profile_id = NULL, payer_profile_version = NULL,
       payer_profile_name = '', total_charge_cents = 0, expected_cents = 0,
       diagnosis_codes = '{}', check_warnings = '[]', lines_derived = false,
       service_date_from = $2, service_date_to = $2,
       service_type = coalesce($3, service_type)
     WHERE id = $1`,
    [id, serviceDate, overrides.serviceType ?? null],
  );
  return id;
}

const view = async (id: string) =>
  (await world.t.as(world.doula.cookie).get(`/api/claims/${id}`)).json() as ClaimView;

describe('backfilling lines of claims from before lines existed', () => {
  it('prices each by its date of service, marks them derived, and runs only once', async () => {
    const before2024 = await oldClaim('2023-12-31');
    const from2024 = await oldClaim('2024-01-01');
    const beforeBenefit = await oldClaim('2022-06-01');

    // Small batches, so more than one batch runs.
    expect(await backfillClaimLines(world.t.database.db, 2)).toBeGreaterThanOrEqual(3);

    expect(await view(before2024)).toMatchObject({
      linesDerived: true,
      diagnosisCodes: [],
      totalChargeCents: 6048,
      payerProfileName: 'Medi-Cal fee-for-service',
      lines: [
        {
          procedureCode: 'Z1034',
          modifiers: ['XP'],
          units: 1,
          chargeCents: 6048,
          placeOfService: '12',
          diagnosisPointers: [],
        },
      ],
    });
    expect(await view(from2024)).toMatchObject({
      linesDerived: true,
      totalChargeCents: 16211,
      lines: [{ procedureCode: 'Z1034', chargeCents: 16211 }],
    });
    // No Medi-Cal doula benefit before 2023: no lines, but never picked again either.
    expect(await view(beforeBenefit)).toMatchObject({
      linesDerived: true,
      lines: [],
      totalChargeCents: 0,
    });

    expect(await backfillClaimLines(world.t.database.db, 2)).toBe(0);
  });

  it('leaves claims submitted with lines alone', async () => {
    const response = await postClaim(
      world.t,
      world.doula.cookie,
      validClaim(world.doula.patientId),
    );
    const submitted = response.json() as ClaimView;
    expect(await backfillClaimLines(world.t.database.db)).toBe(0);
    expect(await view(submitted.id)).toMatchObject({
      linesDerived: false,
      lines: submitted.lines,
    });
  });
});
