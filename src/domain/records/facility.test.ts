import { describe, expect, it } from 'vitest';
import { facilityInputSchema } from './facility.ts';
import { messages } from '#domain/common/messages';
import { formatAddress } from './fields.ts';
import { acceptedServerFields, firstErrors } from '#domain/testing/schema-errors';
import { validFacility } from '#domain/testing/valid-inputs';

const valid = validFacility();

const errorsOf = (input: unknown) => firstErrors(facilityInputSchema, input);

describe('facilityInputSchema', () => {
  it('accepts a complete facility, trimmed', () => {
    expect(facilityInputSchema.parse({ ...valid, name: ' Valley ' }).name).toBe('Valley');
  });

  it('gives the product message for each empty field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(errorsOf(empty)).toEqual({
      name: 'Facility name is required.',
      addressStreet: 'Street address is required.',
      addressCity: 'City is required.',
      addressState: 'State is required.',
      addressZip: 'ZIP code is required.',
      npiNumber: 'NPI number is required.',
    });
  });

  it('wants exactly 10 digits for the NPI', () => {
    for (const npiNumber of ['12345', '12345678901', '12345 67893', '123456789a'])
      expect(errorsOf({ ...valid, npiNumber }).npiNumber).toBe('NPI number must be 10 digits.');
  });

  it('refuses an NPI whose check digit fails, in plain words', () => {
    expect(errorsOf({ ...valid, npiNumber: '1234567891' }).npiNumber).toBe(
      messages.facility.npiCheckDigit,
    );
  });

  it('takes only the 50 states', () => {
    expect(errorsOf({ ...valid, addressState: 'GU' }).addressState).toBe('Choose a valid state.');
  });

  it('rejects fields only the server sets', () => {
    expect(
      acceptedServerFields(facilityInputSchema, valid, { userId: 'x', deletedAt: null }),
    ).toEqual([]);
  });
});

it('confirmation text is the product text', () => {
  expect(messages.facility.confirmArchive('Valley Birth Center')).toBe(
    'Archive Valley Birth Center? This can be undone later from support.',
  );
});

it('formatAddress joins the parts on one line', () => {
  expect(formatAddress(valid)).toBe('400 Oak Ave, Sacramento, CA 95814');
});
