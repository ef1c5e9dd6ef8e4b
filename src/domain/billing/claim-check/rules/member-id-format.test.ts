import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('member-id-format');
const policy = (policyNumber: string | undefined) =>
  findings({ patient: policyNumber === undefined ? {} : { policyNumber } });

describe('member-id-format', () => {
  it.each(['91234567A', 'XEH-123456', 'AB'])('passes %s', (value) => {
    expect(policy(value)).toEqual([]);
  });

  it.each(['123~45', 'A*1', 'A:1', 'A^1', 'AB 12', 'A', '', 'ÄB12', 'A.B'])(
    'names %j, which the claim file cannot carry',
    (value) => {
      expect(policy(value)).toEqual([
        expect.objectContaining({
          severity: 'warning',
          field: 'patient.policyNumber',
          blocksSending: true,
        }),
      ]);
    },
  );

  it('says nothing while the policy number is not known', () => {
    expect(policy(undefined)).toEqual([]);
  });
});
