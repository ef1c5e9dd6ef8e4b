import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';
import { isIssuableSsn, isWellFormedEin } from './tax-id-format.ts';

const findings = findingsFor('tax-id-format');

const taxId = (taxIdType: string, value: string | null) =>
  findings({ provider: { taxIdType, taxId: value } });

describe('tax-id-format', () => {
  it.each([
    ['SSN', '123-45-6789'],
    ['SSN', '123456789'],
    ['EIN', '12-3456789'],
    ['EIN', '123456789'],
  ])('passes %s %s', (type, value) => {
    expect(taxId(type, value)).toEqual([]);
  });

  it.each([
    '12-3456789',
    '123-45-678',
    '000-12-3456',
    '666-12-3456',
    '912-34-5678',
    '123-00-4567',
    '123-45-0000',
    '12345678a',
  ])('refuses the SSN %s', (value) => {
    expect(taxId('SSN', value)).toEqual([
      finding('error', 'provider.taxId', 'Your SSN is not a valid Social Security number.'),
    ]);
  });

  it.each(['123-45-6789', '00-1234567', '12-345678'])('refuses the EIN %s', (value) => {
    expect(taxId('EIN', value)[0]?.message).toBe(
      'Your EIN is not a valid Employer Identification Number.',
    );
  });

  it('asks for a missing tax ID, and leaves an unreadable stored one to the server', () => {
    expect(taxId('SSN', '')[0]?.message).toBe('Your tax ID (SSN or EIN) is missing.');
    expect(taxId('SSN', null)).toEqual([]);
  });

  it('knows which numbers are never issued', () => {
    expect(isIssuableSsn('123456789')).toBe(true);
    expect(isIssuableSsn('900123456')).toBe(false);
    expect(isWellFormedEin('001234567')).toBe(false);
  });
});
