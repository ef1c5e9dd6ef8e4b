import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('billing-npi');

describe('billing-npi', () => {
  it.each(['1234567893', '1558598797', '1003347634', '1992861900'])(
    'passes the valid NPI %s',
    (npi) => {
      expect(findings({ provider: { npi } })).toEqual([]);
    },
  );

  it.each(['1234567891', '9876543210', '1999999999', '123456789'])('refuses %s', (npi) => {
    expect(findings({ provider: { npi } })).toEqual([
      finding('error', 'provider.npi', /not a valid NPI/),
    ]);
  });

  it('asks for a missing NPI', () => {
    expect(findings({ provider: { npi: '  ' } })[0]?.message).toBe('Your NPI number is missing.');
  });
});
