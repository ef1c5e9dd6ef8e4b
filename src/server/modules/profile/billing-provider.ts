import type { ProviderBillingFacts } from '#domain/claims/claim-check-input';
import { fullName } from '#domain/records/person-name';
import type { TaxIdType } from '#domain/records/tax-id';
import { selfBilling } from '#domain/records/billing-arrangement';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { DbOrTx } from '../../db/database.ts';
import { findProfileRecord, findProfileRecords, type ProfileRecord } from './profile.repository.ts';

/** The billing provider's details for a claim file (boxes 25, 31 and 33 of a CMS-1500). */
export interface BillingProviderDetails {
  name: string;
  /** Her name in parts, for formats that carry a person's name field by field (X12). */
  person?: { first: string; middle: string; last: string };
  businessName: string;
  address: { street: string; city: string; state: string; zip: string };
  npi: string;
  taxIdType: TaxIdType;
  /** The tax ID's digits. */
  taxId: string;
  /** Reads a tax ID stored encrypted on her row (her group's, as a claim kept it). */
  openTaxId?: (ciphertext: string) => string;
}

/** The digits, or null when they cannot be read here (the check then skips the format rule). */
function readableTaxId(taxIds: TaxIdCipher, stored: string, userId: string): string | null {
  try {
    return taxIds.decrypt(stored, userId);
  } catch {
    // Saved through the profile form, the tax ID was format-checked then; never fail a claim here.
    return null;
  }
}

/**
 * What the claim check needs of the billing provider: NPI, tax ID type and digits (decrypted
 * only here, on the server, when a cipher is given), billing street and ZIP. Her group's when a
 * group bills; a supervising clinician's NPI when one does (with her address and tax ID).
 */
export function billingFactsFrom(
  found: ProfileRecord | undefined,
  userId: string,
  taxIds: TaxIdCipher | undefined,
): ProviderBillingFacts {
  const profile = found?.profile;
  const arrangement = profile?.billingArrangement ?? selfBilling;
  const own: ProviderBillingFacts = {
    npi: profile?.npiNumber ?? '',
    taxIdType: profile?.taxIdType ?? '',
    taxId: profile && taxIds ? readableTaxId(taxIds, profile.taxIdCiphertext, userId) : null,
    billingAddress: {
      street: profile?.businessAddressStreet ?? '',
      zip: profile?.businessAddressZip ?? '',
    },
    billingAs: arrangement.kind,
  };
  if (arrangement.kind === 'supervisor') return { ...own, npi: arrangement.npi };
  if (arrangement.kind !== 'group') return own;
  return {
    ...own,
    npi: arrangement.npi,
    taxIdType: 'EIN',
    taxId: taxIds ? readableTaxId(taxIds, arrangement.taxIdCiphertext, userId) : null,
    billingAddress: { street: arrangement.address.street, zip: arrangement.address.zip },
  };
}

export async function providerBillingFactsOf(
  db: DbOrTx,
  userId: string,
  taxIds?: TaxIdCipher,
): Promise<ProviderBillingFacts> {
  return billingFactsFrom(await findProfileRecord(db, userId), userId, taxIds);
}

/** providerBillingFactsOf for many providers in one read (user id → her facts). */
export async function providerBillingFactsOfEach(
  db: DbOrTx,
  userIds: readonly string[],
  taxIds?: TaxIdCipher,
): Promise<Map<string, ProviderBillingFacts>> {
  const found = await findProfileRecords(db, userIds);
  return new Map(userIds.map((id) => [id, billingFactsFrom(found.get(id), id, taxIds)]));
}

/**
 * The provider as a paper or electronic claim names her, tax ID digits included: only for
 * writing a claim file, never for a screen. Null when the profile is gone.
 */
export function billingProviderFrom(
  found: ProfileRecord | undefined,
  userId: string,
  taxIds: TaxIdCipher,
): BillingProviderDetails | null {
  const profile = found?.profile;
  if (!profile) return null;
  return {
    name: fullName(profile),
    person: { first: profile.firstName, middle: profile.middleName, last: profile.lastName },
    businessName: profile.businessName,
    address: {
      street: profile.businessAddressStreet,
      city: profile.businessAddressCity,
      state: profile.businessAddressState,
      zip: profile.businessAddressZip,
    },
    npi: profile.npiNumber,
    taxIdType: profile.taxIdType,
    taxId: taxIds.decrypt(profile.taxIdCiphertext, userId),
    openTaxId: (ciphertext) => taxIds.decrypt(ciphertext, userId),
  };
}
