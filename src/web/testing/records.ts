import { facilityInputSchema, type FacilityView } from '#domain/records/facility';
import { patientInputSchema, type PatientInput, type PatientView } from '#domain/records/patient';
import type { FacilityInput } from '#domain/records/facility';
import type { RecordPage } from '#domain/records/list';
import type { ProfileStatus, ProfileView } from '#domain/records/profile';
import { validFacility, validPatient, validProfile } from '#domain/testing/valid-inputs';

const stored = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

/** A saved patient as the API shows it; override any input field, and the id. */
export const patientView = (
  overrides: Partial<PatientInput> & { id?: string } = {},
): PatientView => {
  const { id = '11111111-1111-4111-8111-111111111111', ...input } = overrides;
  return { id, ...stored, ...patientInputSchema.parse(validPatient(input)) };
};

/** A saved facility (a birth center) as the API shows it; override any input field, and the id. */
export const facilityView = (
  overrides: Partial<FacilityInput> & { id?: string } = {},
): FacilityView => {
  const { id = '22222222-2222-4222-8222-222222222222', ...input } = overrides;
  return {
    id,
    ...stored,
    ...facilityInputSchema.parse(validFacility({ kind: 'birthing-center', ...input })),
  };
};

/** One page of a record list, the last. */
export const onePage = <T>(items: T[]): { body: RecordPage<T> } => ({
  body: { items, nextCursor: null },
});

/** Billing as herself, as the profile API shows it. */
const presentedSelfBilling = {
  billingAs: 'self',
  groupName: '',
  groupNpi: '',
  groupTaxIdMasked: null,
  groupAddressStreet: '',
  groupAddressCity: '',
  groupAddressState: '',
  groupAddressZip: '',
  supervisorFirstName: '',
  supervisorLastName: '',
  supervisorNpi: '',
} as const;

/** A registered doula's profile as GET /api/profile shows it; override any of its fields. */
export const profileView = (overrides: Partial<ProfileView> = {}): ProfileView => {
  const { taxId: _taxId, ...profile } = validProfile();
  return {
    ...profile,
    middleName: profile.middleName ?? '',
    ...presentedSelfBilling,
    email: 'maya@example.com',
    taxIdMasked: '***-**-6789',
    agreementVersion: '2025-10-13',
    isVerified: false,
    ...stored,
    ...overrides,
  };
};

/** Where a registered doula stands: everything done. */
export const registeredStatus = (profile: ProfileView = profileView()): ProfileStatus => ({
  email: profile.email,
  invitationRedeemed: true,
  currentAgreementVersion: profile.agreementVersion,
  complete: true,
  profile,
});
