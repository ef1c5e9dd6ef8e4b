import { describe, expect, it } from 'vitest';
import { validProfile } from '#domain/testing/valid-inputs';
import { arrangementMessages as m } from './billing-arrangement.ts';
import { profileInputSchema } from './profile.ts';

const group = {
  billingAs: 'group',
  groupName: 'Bay Doula Collective',
  groupNpi: '1928374655',
  groupTaxId: '87-6543219',
  groupAddressStreet: '40 Harbor Way',
  groupAddressCity: 'Oakland',
  groupAddressState: 'CA',
  groupAddressZip: '94612-1234',
} as const;

/** The messages the schema gives the profile with these changes, by field. */
function refusals(changes: Record<string, string>) {
  const parsed = profileInputSchema.safeParse({ ...validProfile(), ...changes });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('who bills, on her profile', () => {
  it('takes her billing herself by default, and a complete group or clinician', () => {
    expect(profileInputSchema.parse(validProfile()).billingAs).toBe('self');
    expect(refusals(group)).toEqual({});
    const clinician = {
      billingAs: 'supervisor',
      supervisorFirstName: 'Rosa',
      supervisorLastName: 'Nguyen',
      supervisorNpi: '1456789019',
    };
    expect(refusals(clinician)).toEqual({});
  });

  it('refuses a group NPI equal to her own, in one sentence', () => {
    expect(refusals({ ...group, groupNpi: validProfile().npiNumber })).toEqual({
      groupNpi: m.groupNpiIsHers,
    });
  });

  it('refuses a group or clinician NPI that fails its check digit', () => {
    expect(refusals({ ...group, groupNpi: '1928374656' })).toEqual({ groupNpi: m.groupNpiInvalid });
    expect(
      refusals({
        billingAs: 'supervisor',
        supervisorFirstName: 'Rosa',
        supervisorLastName: 'Nguyen',
        supervisorNpi: '1456789010',
      }),
    ).toEqual({ supervisorNpi: m.supervisorNpiInvalid });
  });

  it('asks for each missing group field and a well-formed EIN', () => {
    expect(refusals({ billingAs: 'group', groupTaxId: '12' })).toMatchObject({
      groupName: 'Group name is required.',
      groupNpi: "Group's NPI is required.",
      groupTaxId: m.groupTaxId,
      groupAddressZip: "Group's ZIP is required.",
    });
  });
});
