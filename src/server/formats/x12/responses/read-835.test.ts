import { describe, expect, it } from 'vitest';
import { read835 } from './read-response.ts';
import { refusal, responseFixture as fixture } from '../testing/response-fixtures.ts';

/** The 835 remittance: what was paid, adjusted or denied on each claim, and why. */

describe('835 remittance', () => {
  it('paid in full: the EFT, the payer, the payee and the claim', () => {
    const [remittance] = read835(fixture('835-paid.x12')).remittances;
    expect(remittance?.payment).toEqual({
      handling: 'I',
      amountCents: 16211,
      creditDebit: 'C',
      method: 'ACH',
      date: '2026-12-01',
      traceNumber: 'EFT20261201001',
      payerIdentifier: '1946000001',
    });
    expect(remittance?.payer).toEqual({ name: 'MEDI-CAL', id: '610442' });
    expect(remittance?.payee).toEqual({
      name: 'MAYA OKAFOR',
      npi: '1234567893',
      taxId: '123456789',
    });
    expect(remittance?.claims).toHaveLength(1);
    expect(remittance?.claims[0]).toMatchObject({
      patientControlNumber: 'DB-2026-000101',
      status: '1',
      statusMeaning: 'processed as primary',
      chargeCents: 16211,
      paidCents: 16211,
      patientResponsibilityCents: 0,
      payerClaimNumber: '2026328000456',
      receivedDate: '2026-11-23',
      adjustments: [],
    });
    expect(remittance?.warnings).toEqual([]);
  });

  it('partially paid: contractual (CO 45) and patient (PR 3) adjustments per line, a remark code, interest in PLB', () => {
    const [remittance] = read835(fixture('835-partially-paid.x12')).remittances;
    const [claim] = remittance?.claims ?? [];
    expect(claim).toMatchObject({
      chargeCents: 68434,
      paidCents: 54477,
      patientResponsibilityCents: 4863,
    });
    expect(claim?.servicePeriod).toEqual({ from: '2026-10-05', to: '2026-10-20' });
    expect(
      claim?.services.map((s) => [
        s.procedureCode,
        s.units,
        s.chargeCents,
        s.paidCents,
        s.adjustments,
      ]),
    ).toEqual([
      ['Z1032', 1, 19798, 18000, [{ group: 'CO', reason: '45', amountCents: 1798 }]],
      [
        'T1032',
        12,
        48636,
        36477,
        [
          { group: 'CO', reason: '45', amountCents: 7296 },
          { group: 'PR', reason: '3', amountCents: 4863 },
        ],
      ],
    ]);
    expect(claim?.services[1]).toMatchObject({
      lineControlNumber: 'DB-2026-000104-2',
      remarkCodes: ['N130'],
      allowedCents: 41340,
    });
    // Interest is a negative provider adjustment: it adds to the check (544.77 + 1.25 = 546.02).
    expect(remittance?.providerAdjustments).toEqual([
      {
        providerId: '1558598797',
        fiscalPeriodDate: '2026-12-31',
        reason: 'L6',
        reference: 'DB-2026-000104',
        amountCents: -125,
      },
    ]);
    expect(remittance?.payment).toMatchObject({ amountCents: 54602, method: 'CHK' });
  });

  it('denied: nothing paid, CO 4 (modifier) on the line with its remark codes, notification only', () => {
    const [remittance] = read835(fixture('835-denied.x12')).remittances;
    expect(remittance?.payment).toMatchObject({ handling: 'H', amountCents: 0, method: 'NON' });
    const [claim] = remittance?.claims ?? [];
    expect(claim).toMatchObject({
      status: '4',
      statusMeaning: 'denied',
      paidCents: 0,
      remarkCodes: ['MA130'],
    });
    expect(claim?.services[0]).toMatchObject({
      adjustments: [{ group: 'CO', reason: '4', amountCents: 16211 }],
      remarkCodes: ['N823'],
    });
  });

  it('reversal: CLP02 22 takes back the earlier payment, a new adjudication pays again', () => {
    const [remittance] = read835(fixture('835-reversal.x12')).remittances;
    expect(
      remittance?.claims.map((c) => [
        c.patientControlNumber,
        c.status,
        c.chargeCents,
        c.paidCents,
        c.payerClaimNumber,
      ]),
    ).toEqual([
      ['DB-2026-000101', '22', -16211, -16211, '2026328000456'],
      ['DB-2026-000101', '1', 16211, 15000, '2026348000777'],
      ['DB-2026-000102', '1', 68507, 68507, '2026348000778'],
    ]);
    expect(remittance?.claims[0]?.services[0]).toMatchObject({ units: -1, paidCents: -16211 });
    expect(remittance?.payment.amountCents).toBe(-16211 + 15000 + 68507);
    expect(remittance?.warnings).toEqual([]);
  });

  it('refuses an 835 whose payment is not the claims paid less provider adjustments', () => {
    const error = refusal(fixture('835-paid.x12').replace('BPR*I*162.11', 'BPR*I*162.12'));
    expect(error.problem).toBe('unbalanced');
    expect(error.message).toBe(
      'The 835 (transaction 0001) does not balance: its claims pay $162.11 and provider adjustments take $0, which makes $162.11, but the payment (BPR02) is $162.12.',
    );
  });

  it('reports a claim whose adjustments do not explain its unpaid amount, without refusing the file', () => {
    const text = fixture('835-partially-paid.x12').replace('CAS*CO*45*17.98', 'CAS*CO*45*17.97');
    expect(read835(text).remittances[0]?.warnings).toEqual([
      'Claim DB-2026-000104: charge $684.34 less payment $544.77 is not the sum of its adjustments ($139.56).',
      'Claim DB-2026-000104 line 1: charge less payment is not the sum of its adjustments.',
    ]);
  });

  it('an amount beyond $10,000,000.00 is refused in one sentence, before it becomes a number', () => {
    const paidBillion = fixture('835-paid.x12')
      .replace('BPR*I*162.11', 'BPR*I*1000000000.00')
      .replace('CLP*DB-2026-000101*1*162.11*162.11', 'CLP*DB-2026-000101*1*162.11*1000000000.00');
    const error = refusal(paidBillion);
    expect(error.problem).toBe('out-of-range');
    expect(error.message).toBe(
      'BPR02 (segment 4) is an amount beyond the largest we accept (10000000.00); nothing in the file was used.',
    );
    const huge = refusal(
      fixture('835-paid.x12').replace('AMT*B6*162.11', `AMT*B6*${'9'.repeat(400)}`),
    );
    expect(huge.message).toBe(
      'AMT02 (segment 22) is an amount beyond the largest we accept (10000000.00); nothing in the file was used.',
    );
    const negative = refusal(
      fixture('835-paid.x12').replace('AMT*B6*162.11', 'AMT*B6*-10000000.01'),
    );
    expect(negative.problem).toBe('out-of-range');
  });

  it('the largest amount, and leading zeros, are still read', () => {
    const text = fixture('835-paid.x12').replace('AMT*B6*162.11', 'AMT*B6*0000000000010000000.00');
    expect(read835(text).remittances).toHaveLength(1);
  });
});
