import { describe, expect, it } from 'vitest';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import type { ClaimCheckInput } from '#domain/billing/claim-check/types';
import { claimWith } from '#domain/testing/claim-check';

/**
 * The claim check on the shipped Oklahoma and Maryland programs: a Medicaid patient of the state
 * is billed by its program, and what the program refuses is said before the claim is submitted.
 */

type Service = ClaimCheckInput['service'];

function stateClaim(
  state: 'OK' | 'MD',
  service: Partial<Service>,
  diagnoses: string[],
  facility: ClaimCheckInput['facility'] = null,
) {
  return claimWith({
    today: '2026-03-20',
    patient: {
      payerType: 'Medicaid',
      payerId: '100000',
      addressState: state,
      pregnancies: [{ id: 'p1', expectedDueDate: '2026-06-01', endedDate: null }],
    },
    service: { date: '2026-03-10', ...service },
    facility,
    diagnoses,
  });
}

const hospital = { npi: '1003347634', kind: 'hospital' as const, zip: '73104-5047' };

describe('Oklahoma SoonerCare', () => {
  it('refuses a 45-minute prenatal visit before submit, naming the 60-minute minimum', () => {
    const result = runClaimCheck(
      stateClaim('OK', { type: 'Prenatal Visit', durationMinutes: 45 }, ['Z33.1']),
    );
    expect(result.canSubmit).toBe(false);
    expect(result.errors.map((f) => [f.field, f.message])).toContainEqual([
      'service.durationMinutes',
      'Oklahoma SoonerCare fee-for-service pays for this visit only when it lasts at least 60 minutes; this one lasted 45 minutes.',
    ]);
  });

  it('prices a cesarean as a cesarean, and bills an hour-long visit', () => {
    const cesarean = runClaimCheck(
      stateClaim('OK', { type: 'Cesarean Section', setting: 'facility' }, ['O82'], hospital),
    );
    expect(cesarean.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: '59514', modifiers: ['HD'], units: 1, chargeCents: 77628 }],
    });
    expect(cesarean.errors.filter((f) => f.rule === 'payer-coverage')).toEqual([]);
    const hour = runClaimCheck(
      stateClaim('OK', { type: 'Prenatal Visit', durationMinutes: 60 }, ['Z33.1']),
    );
    expect(hour.errors.filter((f) => f.rule === 'duration-units')).toEqual([]);
  });

  it('prices a cesarean after an attempted VBAC at its own code and rate when she says so', () => {
    const afterTrial = runClaimCheck(
      stateClaim(
        'OK',
        { type: 'Cesarean Section', setting: 'facility', afterAttemptedVbac: true },
        ['O82'],
        hospital,
      ),
    );
    // 59620, $802.67: the rate read for a cesarean after an attempted VBAC (not verified).
    expect(afterTrial.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: '59620', modifiers: ['HD'], units: 1, chargeCents: 80267 }],
    });
  });

  it('says a birth at home is not paid', () => {
    const result = runClaimCheck(
      stateClaim('OK', { type: 'Support for Vaginal Delivery', setting: 'home' }, ['O80']),
    );
    expect(result.errors.map((f) => [f.field, f.message])).toContainEqual([
      'service.setting',
      'This payer does not pay for Support for Vaginal Delivery at home: only in a hospital or birthing center.',
    ]);
  });
});

describe('Maryland Medicaid', () => {
  it('bills a 65-minute visit as the four units its rounding gives', () => {
    const result = runClaimCheck(
      stateClaim('MD', { type: 'Prenatal Visit', durationMinutes: 65 }, ['Z32.2']),
    );
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1032', units: 4, unitChargeCents: 1662, chargeCents: 6648 }],
    });
    expect(result.findings.filter((f) => f.rule === 'duration-units')).toEqual([]);
  });

  it('bills a visit over four units as four, and says so', () => {
    const result = runClaimCheck(
      stateClaim('MD', { type: 'Postpartum Visit', durationMinutes: 90 }, ['Z32.2', 'Z39.2']),
    );
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1032', modifiers: ['U9'], units: 4, chargeCents: 7848 }],
    });
    expect(result.warnings.map((f) => f.message)).toContain(
      'Maryland Medicaid fee-for-service pays at most 4 units for one visit, so this claim bills 4, not the 6 its length would give.',
    );
    expect(result.canSubmit).toBe(true);
  });

  it('refuses a claim without Z32.2, which every line carries', () => {
    const result = runClaimCheck(
      stateClaim('MD', { type: 'Prenatal Visit', durationMinutes: 60 }, ['Z33.1']),
    );
    expect(result.canSubmit).toBe(false);
    expect(result.errors.map((f) => [f.field, f.message])).toContainEqual([
      'diagnoses',
      'This payer needs diagnosis Z32.2 on every line: add it to the claim’s diagnoses.',
    ]);
  });
});
