import { describe, expect, it } from 'vitest';
import type { BillingArrangementKind } from '#domain/records/billing-arrangement';
import { claimWith, findingsOf } from '#domain/testing/claim-check';

/** A Medicaid visit in a state's program, billed the given way. */
const billed = (state: string, billingAs: BillingArrangementKind) =>
  findingsOf(
    'billing-arrangement',
    claimWith({
      today: '2026-03-20',
      provider: { billingAs },
      patient: {
        addressState: state,
        pregnancies: [{ id: 'p1', expectedDueDate: '2026-06-01', endedDate: null }],
      },
      service: { date: '2026-03-10', durationMinutes: 60 },
    }),
  ).map((finding) => [finding.severity, finding.message]);

describe('billing-arrangement', () => {
  it.each(['MI', 'MD'])('takes a group billing %s Medicaid, as its source says', (state) => {
    expect(billed(state, 'group')).toEqual([]);
    expect(billed(state, 'self')).toEqual([]);
  });

  it('refuses a group where the program names none, in one sentence naming the program', () => {
    expect(billed('CA', 'group')).toEqual([
      [
        'error',
        "Medi-Cal fee-for-service does not accept claims billed through a doula group, with the group's Type 2 NPI.",
      ],
    ]);
  });

  it('refuses a supervising clinician in a program that does not name one', () => {
    expect(billed('MI', 'supervisor')).toEqual([
      [
        'error',
        "Michigan Medicaid fee-for-service does not accept claims billed under a supervising clinician's NPI.",
      ],
    ]);
  });

  it('says nothing of her billing herself, or of a claim from before who bills was kept', () => {
    expect(billed('CA', 'self')).toEqual([]);
    expect(findingsOf('billing-arrangement', claimWith({}))).toEqual([]);
  });
});
