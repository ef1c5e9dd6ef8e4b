import { describe, expect, it } from 'vitest';
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import { claimWith, prior } from '#domain/testing/claim-check';

/**
 * The claim check on the seeded programs' recommendation rules: a visit a standing order covers
 * says so, one a per-client form is needed for is refused before submit naming the form.
 */

const ofRule = (result: ReturnType<typeof runClaimCheck>) =>
  result.findings.filter((f) => f.rule === 'recommendation-on-file');

function stateClaim(state: 'NY' | 'OK' | 'CA', more: Parameters<typeof claimWith>[0] = {}) {
  return claimWith({
    today: '2026-03-20',
    service: { type: 'Prenatal Visit', date: '2026-03-10', durationMinutes: 60 },
    ...more,
    patient: {
      payerType: 'Medicaid',
      payerId: '100000',
      addressState: state,
      name: 'Ana Rivera',
      recordId: 'rec-1',
      recommendations: [],
      pregnancies: [{ id: 'p1', expectedDueDate: '2026-06-01', endedDate: null }],
      ...more.patient,
    },
  });
}

const signed = (more: Partial<RecommendationOnFile> = {}): RecommendationOnFile => ({
  id: 'r1',
  recommenderName: 'Dr. Lee Park',
  recommenderNpi: '1234567893',
  licenceType: 'physician',
  signedOn: '2026-07-01',
  goodUntil: null,
  serviceTypes: ['Postpartum Visit'],
  visits: 9,
  ...more,
});

describe('New York', () => {
  it('names the standing order a visit is covered by, as a note that never stops it', () => {
    const result = runClaimCheck(stateClaim('NY'));
    expect(ofRule(result)).toEqual([
      expect.objectContaining({
        severity: 'info',
        message: 'Covered by New York’s standing order of 2024-06-10',
      }),
    ]);
    expect(result.notes).toHaveLength(1);
  });
});

describe('Oklahoma', () => {
  it('refuses a visit without the referral form, naming the form, with a link to her', () => {
    const result = runClaimCheck(stateClaim('OK'));
    expect(result.canSubmit).toBe(false);
    expect(ofRule(result)).toEqual([
      expect.objectContaining({
        severity: 'error',
        message:
          'The 1st prenatal visit needs a referral form from an OB, CNM, physician, PA or CNP.',
        fix: 'Add it on Ana Rivera’s pregnancy.',
        link: '/patients#edit-rec-1',
      }),
    ]);
  });

  it('takes a referral from a CNM, and not one from a licensed midwife', () => {
    const okForm = signed({ licenceType: 'certified-nurse-midwife', signedOn: '2026-01-05' });
    const covered = { ...okForm, serviceTypes: ['Prenatal Visit'], visits: null };
    const withForm = runClaimCheck(stateClaim('OK', { patient: { recommendations: [covered] } }));
    expect(ofRule(withForm).map((f) => f.severity)).toEqual(['info']);
    const midwife = { ...covered, licenceType: 'licensed-midwife' as const };
    const refused = runClaimCheck(stateClaim('OK', { patient: { recommendations: [midwife] } }));
    expect(refused.canSubmit).toBe(false);
  });
});

describe('California', () => {
  const eight = [
    prior('2026-06-15', 'Extended Initial Visit (90 minutes)'),
    ...Array.from({ length: 8 }, (_, i) => prior(`2026-07-0${i + 1}`, 'Postpartum Visit')),
  ];
  const tenth = (recommendations: RecommendationOnFile[]) =>
    stateClaim('CA', {
      today: '2026-08-20',
      service: { type: 'Postpartum Visit', date: '2026-08-10', durationMinutes: 60 },
      diagnoses: ['Z39.2'],
      otherClaims: eight,
      patient: {
        recommendations,
        pregnancies: [{ id: 'p1', expectedDueDate: '2026-06-10', endedDate: '2026-06-10' }],
      },
    });

  it('refuses the 10th postpartum visit without a second recommendation', () => {
    const result = runClaimCheck(tenth([]));
    expect(result.canSubmit).toBe(false);
    expect(ofRule(result)).toEqual([
      expect.objectContaining({
        message:
          'The 10th postpartum visit needs a second recommendation from a licensed provider.',
        fix: 'Add it on Ana Rivera’s pregnancy.',
      }),
    ]);
  });

  it('lets it through on a second recommendation, naming it', () => {
    const result = runClaimCheck(tenth([signed()]));
    expect(ofRule(result)).toEqual([
      expect.objectContaining({
        severity: 'info',
        message:
          'Covered by a second recommendation from a licensed provider: Dr. Lee Park, signed 2026-07-01',
      }),
    ]);
    expect(result.errors.filter((f) => f.rule === 'recommendation-on-file')).toEqual([]);
    // The second recommendation allows visits past the eight: no warning says it is over them.
    expect(result.findings.filter((f) => f.rule === 'visit-limits')).toEqual([]);
  });

  it('still warns of a visit past the eight that no recommendation covers', () => {
    const result = runClaimCheck(tenth([]));
    expect(result.findings.filter((f) => f.rule === 'visit-limits')).toHaveLength(1);
  });

  it('says since when one on file is out of date', () => {
    const result = runClaimCheck(tenth([signed({ goodUntil: '2026-07-31' })]));
    expect(ofRule(result)[0]).toMatchObject({
      severity: 'error',
      message:
        'The 10th postpartum visit needs a second recommendation from a licensed provider: the one on file expired after 2026-07-31.',
      fix: 'Add a new one on Ana Rivera’s pregnancy.',
    });
  });

  it('names the standing recommendation for the first visits', () => {
    const result = runClaimCheck(stateClaim('CA'));
    expect(ofRule(result)).toEqual([
      expect.objectContaining({
        severity: 'info',
        message: 'Covered by California’s standing recommendation',
      }),
    ]);
  });
});
