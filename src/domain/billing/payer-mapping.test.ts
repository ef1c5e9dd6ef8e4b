import { describe, expect, it } from 'vitest';
import { payerTypes } from '#domain/records/payer-types';
import { catalogMapping } from '#domain/testing/seeded-profiles';
import {
  defaultPayerMapping,
  payerMappingSchema,
  resolvePayerProfile,
  unknownProfilesInMapping,
} from './payer-mapping.ts';
import { seedPayerProfiles } from './seed-profiles.ts';

describe('resolving a payer to a profile', () => {
  it('bills Medicaid as Medi-Cal fee-for-service and everything else as commercial', () => {
    for (const payerType of payerTypes) {
      const resolved = resolvePayerProfile({ payerType, payerId: '12345' });
      expect(resolved?.profile.name).toBe(
        payerType === 'Medicaid' ? 'Medi-Cal fee-for-service' : 'Commercial / other',
      );
    }
    expect(resolvePayerProfile({ payerType: 'Medicaid', payerId: '' })?.matchedBy).toBe(
      'payer-type',
    );
    expect(resolvePayerProfile({ payerType: 'TRICARE', payerId: '' })?.matchedBy).toBe('default');
  });

  it('lets a payer ID entry win over its payer type, ignoring case and spaces', () => {
    const catalog = catalogMapping([
      { payerType: 'Medicaid', profileId: 'medi-cal-ffs' },
      { payerId: ' mcplan1 ', profileId: 'commercial-other' },
      { payerType: 'Other', payerId: 'DHCS', profileId: 'medi-cal-ffs' },
    ]);
    expect(
      resolvePayerProfile({ payerType: 'Medicaid', payerId: 'MCPLAN1' }, catalog),
    ).toMatchObject({
      profile: { id: 'commercial-other' },
      matchedBy: 'payer-id',
    });
    expect(resolvePayerProfile({ payerType: 'Other', payerId: 'dhcs' }, catalog)?.profile.id).toBe(
      'medi-cal-ffs',
    );
    // The DHCS entry is only for payer type Other.
    expect(
      resolvePayerProfile({ payerType: 'Group Health', payerId: 'DHCS' }, catalog)?.profile.id,
    ).toBe('commercial-other');
  });

  it('answers undefined when the mapping names a profile that is gone', () => {
    const catalog = { profiles: seedPayerProfiles.slice(0, 1), mapping: defaultPayerMapping };
    expect(resolvePayerProfile({ payerType: 'Other', payerId: 'X' }, catalog)).toBeUndefined();
    expect(unknownProfilesInMapping(defaultPayerMapping, seedPayerProfiles.slice(0, 1))).toEqual([
      { path: ['defaultProfileId'], message: 'No payer profile has this id.' },
    ]);
    expect(unknownProfilesInMapping(defaultPayerMapping, seedPayerProfiles)).toEqual([]);
  });
});

describe('mapping schema', () => {
  it('refuses an entry mapped twice and an entry with neither key', () => {
    const twice = payerMappingSchema.safeParse({
      entries: [
        { payerId: 'abc', profileId: 'x' },
        { payerId: 'ABC ', profileId: 'y' },
      ],
      defaultProfileId: 'x',
    });
    expect(
      twice.success ? [] : twice.error.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['entries.1', 'This payer is mapped twice.']]);
    const empty = payerMappingSchema.safeParse({
      entries: [{ payerId: ' ', profileId: 'x' }],
      defaultProfileId: 'x',
    });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual([
      'Give a payer type, a payer ID, or both.',
    ]);
  });

  it('refuses an unknown payer type', () => {
    expect(
      payerMappingSchema.safeParse({
        entries: [{ payerType: 'Medi-Cal', profileId: 'x' }],
        defaultProfileId: 'x',
      }).success,
    ).toBe(false);
  });
});

describe('a Medicaid patient is billed by her own state’s program', () => {
  it('bills a California patient as Medi-Cal, and one in Florida by no state’s codes, naming Florida', () => {
    expect(
      resolvePayerProfile({ payerType: 'Medicaid', payerId: '', addressState: 'CA' }),
    ).toMatchObject({ profile: { id: 'medi-cal-ffs' }, matchedBy: 'payer-type' });
    const florida = resolvePayerProfile({ payerType: 'Medicaid', payerId: '', addressState: 'FL' });
    expect(florida).toMatchObject({
      profile: { id: 'commercial-other' },
      matchedBy: 'default',
      noProgramForState: 'FL',
    });
  });

  it('finds a state’s own program without a mapping entry, and keeps a payer ID an operator mapped', () => {
    const texasProgram = {
      ...seedPayerProfiles[1]!,
      id: 'texas-medicaid',
      name: 'Texas Medicaid',
      medicaidState: 'TX' as const,
    };
    const catalog = {
      profiles: [...seedPayerProfiles, texasProgram],
      mapping: payerMappingSchema.parse({
        entries: [
          { payerType: 'Medicaid', profileId: 'medi-cal-ffs' },
          { payerId: 'MOLINA-CA', profileId: 'medi-cal-ffs' },
        ],
        defaultProfileId: 'commercial-other',
      }),
    };
    expect(
      resolvePayerProfile({ payerType: 'Medicaid', payerId: '', addressState: 'TX' }, catalog),
    ).toMatchObject({ profile: { id: 'texas-medicaid' }, matchedBy: 'state-program' });
    expect(
      resolvePayerProfile(
        { payerType: 'Medicaid', payerId: 'molina-ca', addressState: 'TX' },
        catalog,
      ),
    ).toMatchObject({ profile: { id: 'medi-cal-ffs' }, matchedBy: 'payer-id' });
  });

  it('leaves payers other than Medicaid, and patients whose state is not known, as before', () => {
    expect(
      resolvePayerProfile({ payerType: 'Group Health', payerId: '60054', addressState: 'OR' }),
    ).toMatchObject({ profile: { id: 'commercial-other' }, matchedBy: 'default' });
    expect(
      resolvePayerProfile({ payerType: 'Medicaid', payerId: '' })?.noProgramForState,
    ).toBeUndefined();
  });
});
