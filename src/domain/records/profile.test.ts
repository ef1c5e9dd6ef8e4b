import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import {
  completenessFields,
  isProfileComplete,
  normalizeInvitationCode,
  profileInputSchema,
  type ProfileCompletenessFacts,
} from './profile.ts';
import { validProfile } from '#domain/testing/valid-inputs';

const complete: ProfileCompletenessFacts = {
  ...validProfile({ taxId: '6789' }),
  email: 'doula@example.com',
  agreementVersion: '2025-10-13',
};

describe('isProfileComplete', () => {
  it('is true when every field is present and the current agreement is accepted', () => {
    expect(isProfileComplete(complete, '2025-10-13')).toBe(true);
  });

  it('is false without a profile', () => {
    expect(isProfileComplete(null, '2025-10-13')).toBe(false);
    expect(isProfileComplete(undefined, '2025-10-13')).toBe(false);
  });

  it('is false when no agreement is published', () => {
    expect(isProfileComplete(complete, null)).toBe(false);
  });

  it('is false when an older agreement version was accepted', () => {
    expect(isProfileComplete(complete, '2026-01-01')).toBe(false);
  });

  it.each(completenessFields)('is false when %s is empty or blank', (field) => {
    expect(isProfileComplete({ ...complete, [field]: '' }, '2025-10-13')).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: '   ' }, '2025-10-13')).toBe(false);
  });

  it('does not require a middle name (it is not a completeness field)', () => {
    expect(completenessFields).not.toContain('middleName');
  });
});

describe('profileInputSchema', () => {
  const input = {
    firstName: '  Maya ',
    lastName: 'Lopez',
    taxIdType: 'SSN',
    taxId: '123456789',
    businessName: 'Gentle Births',
    businessAddressStreet: '1 Main St',
    businessAddressCity: 'Oakland',
    businessAddressState: 'CA',
    businessAddressZip: '94607',
    npiNumber: '1234567893',
  };

  it('trims every input and defaults the optional ones', () => {
    const parsed = profileInputSchema.parse(input);
    expect(parsed.firstName).toBe('Maya');
    expect(parsed.middleName).toBe('');
  });

  it('accepts only the 50 states', () => {
    expect(profileInputSchema.safeParse({ ...input, businessAddressState: 'DC' }).success).toBe(
      false,
    );
    expect(profileInputSchema.safeParse({ ...input, businessAddressState: 'PR' }).success).toBe(
      false,
    );
    expect(profileInputSchema.safeParse({ ...input, businessAddressState: 'WY' }).success).toBe(
      true,
    );
  });

  it('limits ZIP and NPI to 10 characters', () => {
    expect(
      profileInputSchema.safeParse({ ...input, businessAddressZip: '94607-12345' }).success,
    ).toBe(false);
    expect(profileInputSchema.safeParse({ ...input, npiNumber: '12345678901' }).success).toBe(
      false,
    );
  });

  it('refuses an NPI that is not a real NPI, saying what is wrong with it', () => {
    const problems = {
      '12345': messages.profile.npiTenDigits,
      '123-456-78': messages.profile.npiTenDigits,
      '9876543210': messages.profile.npiFirstDigit,
      '1234567891': messages.profile.npiInvalid,
    };
    for (const [npiNumber, message] of Object.entries(problems)) {
      const result = profileInputSchema.safeParse({ ...input, npiNumber });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
    expect(profileInputSchema.safeParse({ ...input, npiNumber: '1558598797' }).success).toBe(true);
  });

  it('rejects a tax ID that is not nine digits, and accepts an empty one (unchanged)', () => {
    expect(profileInputSchema.safeParse({ ...input, taxId: '12345' }).success).toBe(false);
    expect(profileInputSchema.safeParse({ ...input, taxId: '' }).success).toBe(true);
  });

  it('rejects unknown keys', () => {
    expect(profileInputSchema.safeParse({ ...input, isVerified: true }).success).toBe(false);
  });
});

it('normalizes invitation codes by trimming and upper-casing', () => {
  expect(normalizeInvitationCode('  demo-2025 ')).toBe('DEMO-2025');
});
