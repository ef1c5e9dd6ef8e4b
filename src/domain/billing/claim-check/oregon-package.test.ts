import { describe, expect, it } from 'vitest';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import type { ClaimCheckInput } from '#domain/billing/claim-check/types';
import { claimWith, prior } from '#domain/testing/claim-check';

/**
 * The claim check on the Oregon Health Plan's birth package: a visit the package covers is
 * recorded and not billed again, the birth bills the package's code and modifier once every
 * included visit is done, and a birth with visits missing bills as delivery only.
 */

const hospital = { npi: '1003347634', kind: 'hospital' as const, zip: '97201-2911' };

function oregonClaim(
  service: Partial<ClaimCheckInput['service']>,
  diagnoses: string[],
  otherClaims: ClaimCheckInput['otherClaims'] = [],
) {
  return claimWith({
    today: '2026-03-20',
    patient: {
      payerType: 'Medicaid',
      payerId: '',
      addressState: 'OR',
      pregnancies: [{ id: 'p1', expectedDueDate: '2026-03-01', endedDate: null }],
    },
    service: { date: '2026-03-02', ...service },
    facility: service.setting === 'facility' ? hospital : null,
    diagnoses,
    otherClaims,
  });
}

const prenatal = (date: string) => prior(date, 'Prenatal Visit', 'pending', none);
const postpartum = (date: string) => prior(date, 'Postpartum Visit', 'pending', none);
const none = { units: 0, chargeCents: 0 };
const birth = { type: 'Support for Vaginal Delivery', setting: 'facility' } as const;

describe('the Oregon birth package', () => {
  it('records a visit the package covers without billing it', () => {
    const result = runClaimCheck(
      oregonClaim(
        { type: 'Prenatal Visit', date: '2026-01-10' },
        ['Z33.1'],
        [prenatal('2026-01-03')],
      ),
    );
    expect(result.canSubmit).toBe(true);
    expect(result.context.lines).toMatchObject({ ok: true, lines: [], totalCents: 0 });
    expect(result.warnings.map((f) => f.message)).toContain(
      'Covered by the Oregon birth package: billed once after the birth.',
    );
  });

  it('bills a visit beyond the package on its own', () => {
    const result = runClaimCheck(
      oregonClaim(
        { type: 'Prenatal Visit', date: '2026-01-17' },
        ['Z33.1'],
        [prenatal('2026-01-03'), prenatal('2026-01-10')],
      ),
    );
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1032', modifiers: ['HD'], units: 1, chargeCents: 5000 }],
    });
    expect(result.findings.filter((f) => f.rule === 'birth-package')).toEqual([]);
  });

  it('bills the package code and its modifier once, after the birth and every included visit', () => {
    const visits = [
      prenatal('2026-01-03'),
      prenatal('2026-01-10'),
      postpartum('2026-03-05'),
      postpartum('2026-03-12'),
    ];
    const result = runClaimCheck(oregonClaim(birth, ['O80', 'Z37.0'], visits));
    expect(result.canSubmit).toBe(true);
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [
        {
          procedureCode: 'T1033',
          modifiers: ['HD'],
          units: 1,
          chargeCents: 150500,
          placeOfService: '21',
        },
      ],
      totalCents: 150500,
    });
    expect(result.findings.filter((f) => f.rule === 'birth-package')).toEqual([]);
  });

  it('bills a birth with visits missing as delivery only, and says so', () => {
    const result = runClaimCheck(
      oregonClaim(birth, ['O80', 'Z37.0'], [prenatal('2026-01-03'), prenatal('2026-01-10')]),
    );
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1033', modifiers: [], units: 1, chargeCents: 15000 }],
    });
    expect(result.warnings.map((f) => f.message)).toContain(
      'The Oregon birth package is not complete (2 of 5 done): this birth bills as delivery only, and the visits the package would have paid for are billed one by one.',
    );
  });

  it('bills a visit after a birth that did not complete the package on its own', () => {
    const result = runClaimCheck(
      oregonClaim(
        { type: 'Postpartum Visit', date: '2026-03-05' },
        ['Z39.2'],
        [
          prenatal('2026-01-03'),
          prior('2026-03-01', 'Support for Vaginal Delivery', 'pending', none),
        ],
      ),
    );
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1032', modifiers: ['HD'], chargeCents: 5000 }],
    });
  });

  it('counts nothing of a denied visit toward the package', () => {
    const result = runClaimCheck(
      oregonClaim(
        birth,
        ['O80', 'Z37.0'],
        [
          prenatal('2026-01-03'),
          prior('2026-01-10', 'Prenatal Visit', 'denied', none),
          postpartum('2026-03-05'),
          postpartum('2026-03-12'),
        ],
      ),
    );
    expect(result.context.lines).toMatchObject({ ok: true, lines: [{ chargeCents: 15000 }] });
  });
});
