import { fullName } from '#domain/records/person-name';
import type { ProfileStatus, ProfileView, ProviderBusiness } from '#domain/records/profile';
import { isProfileComplete } from '#domain/records/profile';
import { maskTaxId } from '#domain/records/tax-id';
import type { ProfileRecord, ProfileRow } from './profile.repository.ts';
import { presentArrangement } from './billing-arrangement.ts';

/** Every field that leaves the server, chosen here. The tax ID leaves only masked. */
export function presentProfile(row: ProfileRow, email: string): ProfileView {
  return {
    email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    taxIdType: row.taxIdType,
    taxIdMasked: row.taxIdLast4 ? maskTaxId(row.taxIdType, row.taxIdLast4) : null,
    businessName: row.businessName,
    businessAddressStreet: row.businessAddressStreet,
    businessAddressCity: row.businessAddressCity,
    businessAddressState: row.businessAddressState,
    businessAddressZip: row.businessAddressZip,
    npiNumber: row.npiNumber,
    ...presentArrangement(row.billingArrangement),
    agreementVersion: row.agreementVersion,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function profileComplete(record: ProfileRecord): boolean {
  const { profile } = record;
  if (!profile) return false;
  return isProfileComplete(
    { ...profile, email: record.email, taxId: profile.taxIdLast4 },
    record.currentAgreementVersion,
  );
}

export function presentProfileStatus(
  record: ProfileRecord,
  invitationRedeemed: boolean,
): ProfileStatus {
  return {
    email: record.email,
    invitationRedeemed,
    currentAgreementVersion: record.currentAgreementVersion,
    complete: profileComplete(record),
    profile: record.profile ? presentProfile(record.profile, record.email) : null,
  };
}

/** The provider's business details, as an operator needs them to bill. The tax ID leaves masked. */
export const presentProviderBusiness = (profile: ProfileRow, email: string): ProviderBusiness => ({
  email,
  name: fullName(profile),
  businessName: profile.businessName,
  businessAddressStreet: profile.businessAddressStreet,
  businessAddressCity: profile.businessAddressCity,
  businessAddressState: profile.businessAddressState,
  businessAddressZip: profile.businessAddressZip,
  npiNumber: profile.npiNumber,
  taxIdType: profile.taxIdType,
  taxIdMasked: maskTaxId(profile.taxIdType, profile.taxIdLast4),
});
