import { describe, expect, it } from 'vitest';
import { findingsFor, prior } from '#domain/testing/claim-check';

const findings = findingsFor('visit-limits');

const prenatal = (n: number, status = 'approved') =>
  Array.from({ length: n }, (_, i) =>
    prior(
      `2025-0${1 + Math.floor(i / 4)}-${String(2 + i).padStart(2, '0')}`,
      'Prenatal Visit',
      status,
    ),
  );

describe('visit-limits', () => {
  it('passes the eighth prenatal/postpartum visit', () => {
    expect(findings({ otherClaims: prenatal(7) })).toEqual([]);
  });

  it('warns on the ninth prenatal/postpartum visit of the pregnancy', () => {
    expect(findings({ otherClaims: prenatal(8) })).toEqual([
      {
        rule: 'visit-limits',
        severity: 'warning',
        field: 'service.type',
        message:
          'This visit would be 9 of 8 prenatal/postpartum visits: 1 over the limit. The payer may refuse it.',
        fix: 'Bill it only if the payer approved more visits (for example a second recommendation from a licensed provider).',
      },
    ]);
  });

  it('counts postpartum visits with prenatal ones, and leaves denied claims out', () => {
    const mixed = [
      ...prenatal(5),
      prior('2025-02-20', 'Postpartum Visit'),
      prior('2025-02-21', 'Postpartum Visit', 'denied'),
    ];
    expect(findings({ otherClaims: mixed })).toEqual([]);
    expect(
      findings({
        otherClaims: [
          ...mixed,
          prior('2025-02-22', 'Postpartum Visit'),
          prior('2025-02-23', 'Postpartum Visit', 'pending'),
        ],
      }),
    ).toHaveLength(1);
  });

  it('counts only claims of the same pregnancy', () => {
    const earlierPregnancy = { id: 'p0', expectedDueDate: '2023-01-01', endedDate: '2023-01-01' };
    const old = Array.from({ length: 8 }, (_, i) => prior(`2022-0${i + 1}-10`, 'Prenatal Visit'));
    const input = {
      patient: { pregnancies: [earlierPregnancy, { id: 'p1', expectedDueDate: '2025-06-01' }] },
      otherClaims: old,
    };
    expect(findings(input)).toEqual([]);
  });

  it('refuses a second initial visit and a second delivery or loss in one pregnancy', () => {
    const initial = {
      service: { type: 'Extended Initial Visit (90 minutes)' },
      otherClaims: [prior('2024-12-01', 'Extended Initial Visit (90 minutes)')],
    };
    expect(findings(initial)).toEqual([
      expect.objectContaining({
        severity: 'error',
        message:
          'Initial visit is already used: this one would be 1 over the limit. The payer will refuse it.',
      }),
    ]);
    const loss = {
      service: { type: 'Miscarriage Support' },
      diagnoses: ['O03.9'],
      otherClaims: [prior('2025-03-01', 'Abortion Support')],
    };
    expect(findings(loss)).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringMatching(/^Delivery or loss/),
      }),
    ]);
  });

  it('warns on a third extended postpartum visit', () => {
    const input = {
      today: '2025-08-01',
      service: {
        type: 'Extended Postpartum Doula Support',
        date: '2025-07-20',
        durationMinutes: 180,
      },
      diagnoses: ['Z39.2'],
      otherClaims: [
        prior('2025-06-10', 'Extended Postpartum Doula Support'),
        prior('2025-06-20', 'Extended Postpartum Doula Support'),
      ],
    };
    expect(findings(input)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(
          /^This visit would be 3 of 2 extended postpartum visits: 1 over/,
        ),
      }),
    ]);
  });

  it('only warns, asking for the due date, when no pregnancy is on file', () => {
    const input = {
      service: { type: 'Extended Initial Visit (90 minutes)' },
      patient: { pregnancies: [] },
      otherClaims: [prior('2024-12-01', 'Extended Initial Visit (90 minutes)')],
    };
    expect(findings(input)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        fix: expect.stringMatching(/expected due date/),
      }),
    ]);
  });

  it('names Oklahoma’s limit and how far past it a ninth visit goes', () => {
    const input = {
      today: '2026-03-20',
      patient: {
        payerType: 'Medicaid',
        payerId: '100000',
        addressState: 'OK',
        pregnancies: [{ id: 'p1', expectedDueDate: '2026-06-01', endedDate: null }],
      },
      service: { type: 'Prenatal Visit', date: '2026-03-10', durationMinutes: 60 },
      diagnoses: ['Z33.1'],
      otherClaims: Array.from({ length: 8 }, (_, i) =>
        prior(`2026-02-${String(10 + i).padStart(2, '0')}`, 'Postpartum Visit'),
      ),
    };
    expect(findings(input)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'service.type',
        message:
          'This visit would be 9 of 8 prenatal/postpartum visits: 1 over the limit. The payer may refuse it.',
      }),
    ]);
  });

  it('has no numeric prenatal limit for a commercial payer', () => {
    const input = {
      patient: { payerType: 'Group Health' },
      service: { durationMinutes: 60 },
      otherClaims: prenatal(10),
    };
    expect(findings(input)).toEqual([]);
  });
});
