import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import { findProfileRecord, type ProfileRecord } from './profile.repository.ts';

/**
 * A digest of what a claim file says of her from her profile (names, business, address, NPI,
 * tax ID type, the tax ID as stored encrypted, never its digits, and who bills), so a correction can tell
 * whether she changed any of it since a claim was submitted. Only compared for equality.
 */
export function providerFingerprintFrom(found: ProfileRecord | undefined): string {
  const profile = found?.profile;
  if (!profile) return '';
  const details = [
    profile.firstName,
    profile.middleName,
    profile.lastName,
    profile.businessName,
    profile.businessAddressStreet,
    profile.businessAddressCity,
    profile.businessAddressState,
    profile.businessAddressZip,
    profile.npiNumber,
    profile.taxIdType,
    profile.taxIdCiphertext,
    // Only a group or a clinician adds to it, so digests kept before arrangements still match.
    ...(profile.billingArrangement.kind === 'self' ? [] : [profile.billingArrangement]),
  ];
  return createHash('sha256').update(JSON.stringify(details)).digest('base64url');
}

/** Her billing details' digest as her profile holds them now (see above). */
export async function providerFingerprintOf(db: DbOrTx, userId: string): Promise<string> {
  return providerFingerprintFrom(await findProfileRecord(db, userId));
}
