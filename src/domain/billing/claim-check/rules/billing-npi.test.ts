import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('billing-npi', () => {
  it.each(['1234567893', '1558598797', '1003347634', '1992861900'])(
    'passes the valid NPI %s',
    (npi) => {
      expect(findingsOf('billing-npi', claimWith({ provider: { npi } }))).toEqual([]);
    },
  );

  it.each(['1234567891', '9876543210', '1999999999', '123456789'])('refuses %s', (npi) => {
    expect(findingsOf('billing-npi', claimWith({ provider: { npi } }))).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'provider.npi',
        message: expect.stringMatching(/not a valid NPI/),
      }),
    ]);
  });

  it('asks for a missing NPI', () => {
    expect(findingsOf('billing-npi', claimWith({ provider: { npi: '  ' } }))[0]?.message).toBe(
      'Your NPI number is missing.',
    );
  });
});
