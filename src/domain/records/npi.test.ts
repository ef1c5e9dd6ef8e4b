import { describe, expect, it } from 'vitest';
import { hasValidNpiCheckDigit, isTenDigits, npiCheckDigit } from './npi.ts';

describe('NPI check digit', () => {
  it.each(['1234567893', '1558598797', '1003347634', '1992861900'])(
    'accepts the valid NPI %s',
    (npi) => {
      expect(hasValidNpiCheckDigit(npi)).toBe(true);
    },
  );

  it.each(['1234567891', '9876543210', '1999999999', '123456789', '12345678931', '12345678a3'])(
    'rejects %s',
    (npi) => {
      expect(hasValidNpiCheckDigit(npi)).toBe(false);
    },
  );

  it('computes a check digit of 0 (the final mod 10)', () => {
    expect(npiCheckDigit('199286190')).toBe(0);
  });

  it('tells ten digits from anything else', () => {
    expect(isTenDigits('1234567893')).toBe(true);
    expect(isTenDigits('12345')).toBe(false);
    expect(isTenDigits('12345 67893')).toBe(false);
  });
});
