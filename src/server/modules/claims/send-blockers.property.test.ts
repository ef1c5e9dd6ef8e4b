import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimWith } from '#domain/testing/claim-check';
import { claimCheckRules } from '#domain/billing/claim-check/rules';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import {
  readyNoteOf,
  readyToSendNote,
  sendBlockerPlaces,
} from '#domain/billing/claim-check/send-blockers';

/** Each fact a send blocker looks at, as a good value or a bad one. */
const facts = fc.record({
  zip: fc.constantFrom('95814-2930', '958142930', '95814', '9581'),
  facilityZip: fc.constantFrom('90001-1234', '90001', ''),
  policyNumber: fc.constantFrom('91234567A', 'XEH-1', 'A~1', 'A*B', 'X', 'A B'),
  npi: fc.constantFrom('1234567893', '1234567891'),
  facilityNpi: fc.constantFrom('1003347634', '1003347635'),
  street: fc.constantFrom('1200 J Street', 'PO Box 12'),
  taxId: fc.constantFrom('123-45-6789', '000-00-0000'),
});
type Facts = typeof facts extends fc.Arbitrary<infer T> ? T : never;

const claimOf = (f: Facts) =>
  claimWith({
    provider: {
      npi: f.npi,
      taxId: f.taxId,
      billingAddress: { street: f.street, zip: f.zip },
    },
    patient: { policyNumber: f.policyNumber },
    service: {
      type: 'Prenatal Visit',
      date: '2025-03-10',
      setting: 'facility',
      durationMinutes: null,
    },
    facility: { npi: f.facilityNpi, kind: 'hospital', zip: f.facilityZip },
  });

/** The same facts, each written the way the 837P writer takes it. */
const sendable = (f: Facts) =>
  /^\d{5}-?\d{4}$/.test(f.zip) &&
  /^\d{5}-?\d{4}$/.test(f.facilityZip) &&
  /^[A-Za-z0-9-]{2,}$/.test(f.policyNumber) &&
  f.npi === '1234567893' &&
  f.facilityNpi === '1003347634' &&
  !/po box/i.test(f.street) &&
  f.taxId === '123-45-6789';

const fixed: Facts = {
  zip: '95814-2930',
  facilityZip: '90001-1234',
  policyNumber: '91234567A',
  npi: '1234567893',
  facilityNpi: '1003347634',
  street: '1200 J Street',
  taxId: '123-45-6789',
};

describe('send blockers', () => {
  it('name rules that exist, each with a place to fix it and a "ready" note', () => {
    const ids = new Set(claimCheckRules.map((rule) => rule.id));
    for (const rule of Object.keys(sendBlockerPlaces)) {
      expect(ids).toContain(rule);
      expect(readyToSendNote[rule]).toMatch(/^Ready to send: .+\.$/);
    }
  });

  it('block a claim exactly when one of its facts cannot go on the claim file', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const result = runClaimCheck(claimOf(f));
        expect(result.sendBlockers.length === 0).toBe(sendable(f));
        expect(result.canSend).toBe(sendable(f));
        for (const blocker of result.sendBlockers) {
          expect(blocker.blocksSending).toBe(true);
          expect(blocker.where).toBe(sendBlockerPlaces[blocker.rule]);
        }
      }),
    );
  });

  it('clear once every fact is fixed, whichever were wrong', () => {
    fc.assert(
      fc.property(facts, fc.subarray(Object.keys(fixed) as (keyof Facts)[]), (f, fixing) => {
        const after = { ...f, ...Object.fromEntries(fixing.map((key) => [key, fixed[key]])) };
        const before = runClaimCheck(claimOf(f)).sendBlockers.map((b) => b.rule);
        const still = runClaimCheck(claimOf(after)).sendBlockers.map((b) => b.rule);
        // Fixing never adds a blocker, and what is left is what was not fixed.
        expect(still.every((rule) => before.includes(rule))).toBe(true);
        if (fixing.length === Object.keys(fixed).length) expect(still).toEqual([]);
      }),
    );
  });

  it('a zip of five digits can still be submitted, and then waits with the fix and where', () => {
    const result = runClaimCheck(
      claimWith({ provider: { billingAddress: { street: '1 Main St', zip: '95814' } } }),
    );
    expect(result.canSubmit).toBe(true);
    expect(result.canSend).toBe(false);
    expect(result.sendBlockers).toEqual([
      expect.objectContaining({
        rule: 'billing-zip-plus-four',
        where: 'account',
        fix: 'Add the last four digits to your business ZIP code in My Account, as 12345-6789.',
      }),
    ]);
    expect(readyNoteOf(result.sendBlockers)).toBe(
      'Ready to send: your ZIP code now has its last four digits.',
    );
  });
});
