import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#domain/common/messages';
import { fullName } from '#domain/records/person-name';
import type { ProfileStatus, ProfileValues, ProviderBusiness } from '#domain/records/profile';
import type { TaxIdType } from '#domain/records/tax-id';
import type { ProviderBillingFacts } from '#domain/claims/claim-check-input';
import type { InvitationCodeHasher } from '../../crypto/invitation-code-hasher.ts';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, invalid, profileIncomplete, unauthorized } from '../../errors/index.ts';
import {
  checkInvitationCode,
  hasRedeemed as hasRedeemedInvitation,
  redeem as redeemInvitation,
} from '../invitations/index.ts';
import type { SessionUser } from '../users/index.ts';
import {
  presentProfileStatus,
  presentProviderBusiness,
  profileComplete,
} from './profile.presenter.ts';
import {
  findProfileRecord,
  recordAgreementAcceptance,
  upsertProfile,
  type ProfileRecord,
  type ProfileWrite,
} from './profile.repository.ts';
import { providerFingerprintFrom } from './provider-fingerprint.ts';

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
}

export interface RegistrationValues {
  invitationCode?: string | undefined;
  agreementVersion: string;
  profile: ProfileValues;
}

const requiredFields = (fields: Record<string, string> = {}) =>
  invalid(messages.profile.requiredFields, fields);

/** Who submits a claim, as the claim keeps it: her full name and sign-in email. */
const claimantFrom = (found: ProfileRecord | undefined, user: SessionUser) => ({
  name: found?.profile ? fullName(found.profile) : '',
  email: found?.email ?? user.email,
});

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
 * What the claim check needs of the provider: NPI, tax ID type and digits (decrypted only here,
 * on the server, when a cipher is given), billing street and ZIP.
 */
function billingFactsFrom(
  found: ProfileRecord | undefined,
  userId: string,
  taxIds: TaxIdCipher | undefined,
): ProviderBillingFacts {
  const profile = found?.profile;
  return {
    npi: profile?.npiNumber ?? '',
    taxIdType: profile?.taxIdType ?? '',
    taxId: profile && taxIds ? readableTaxId(taxIds, profile.taxIdCiphertext, userId) : null,
    billingAddress: {
      street: profile?.businessAddressStreet ?? '',
      zip: profile?.businessAddressZip ?? '',
    },
  };
}

export async function providerBillingFactsOf(
  db: DbOrTx,
  userId: string,
  taxIds?: TaxIdCipher,
): Promise<ProviderBillingFacts> {
  return billingFactsFrom(await findProfileRecord(db, userId), userId, taxIds);
}

/** Who she is, her billing facts and their digest, from one read of her profile, for a claim being submitted. */
export async function submitterOf(
  db: DbOrTx,
  user: SessionUser,
  taxIds?: TaxIdCipher,
): Promise<{
  claimant: { name: string; email: string };
  billing: ProviderBillingFacts;
  fingerprint: string;
}> {
  const found = await findProfileRecord(db, user.id);
  return {
    claimant: claimantFrom(found, user),
    billing: billingFactsFrom(found, user.id, taxIds),
    fingerprint: providerFingerprintFrom(found),
  };
}

/**
 * The doula's profile and registration. `invitationCodes` is the key invitation codes are
 * hashed with; only registration needs it (the command line, which never registers, omits it).
 */
const needed = (codes: InvitationCodeHasher | undefined) => {
  if (!codes) throw new Error('registration needs the invitation code key');
  return codes;
};

export function createProfileService(
  db: Db,
  taxIds: TaxIdCipher,
  invitationCodes?: InvitationCodeHasher,
  /** Runs inside My Account's save: her pending claims follow her billing details. */
  hooks: { afterUpdate?: (tx: DbOrTx, userId: string) => Promise<void> } = {},
) {
  async function record(userId: string): Promise<ProfileRecord> {
    const found = await findProfileRecord(db, userId);
    if (!found) throw unauthorized();
    return found;
  }

  /** The columns to write; an empty tax ID keeps the one on file (it is never sent back). */
  function profileWrite(
    userId: string,
    input: ProfileValues,
    existing: ProfileRecord['profile'],
  ): ProfileWrite {
    const digits = input.taxId.replace(/\D/g, '');
    let taxIdCiphertext = existing?.taxIdCiphertext;
    let taxIdLast4 = existing?.taxIdLast4;
    if (digits) {
      taxIdCiphertext = taxIds.encrypt(digits, userId);
      taxIdLast4 = digits.slice(-4);
    }
    if (!taxIdCiphertext || !taxIdLast4) throw requiredFields({ taxId: 'Tax ID is required.' });
    return {
      userId,
      firstName: input.firstName,
      middleName: input.middleName,
      lastName: input.lastName,
      taxIdType: input.taxIdType,
      taxIdCiphertext,
      taxIdLast4,
      businessName: input.businessName,
      businessAddressStreet: input.businessAddressStreet,
      businessAddressCity: input.businessAddressCity,
      businessAddressState: input.businessAddressState,
      businessAddressZip: input.businessAddressZip,
      npiNumber: input.npiNumber,
    };
  }

  return {
    async status(user: SessionUser): Promise<ProfileStatus> {
      const [found, redeemed] = await Promise.all([
        record(user.id),
        hasRedeemedInvitation(db, user.id),
      ]);
      return presentProfileStatus(found, redeemed);
    },

    /** The provider's business details for an operator; null when the profile is gone. */
    async businessOf(userId: string): Promise<ProviderBusiness | null> {
      const found = await findProfileRecord(db, userId);
      return found?.profile ? presentProviderBusiness(found.profile, found.email) : null;
    },

    /**
     * The provider as a paper or electronic claim names her, tax ID digits included: only for
     * writing a claim file, never for a screen. Null when the profile is gone.
     */
    async billingProviderOf(userId: string): Promise<BillingProviderDetails | null> {
      const found = await findProfileRecord(db, userId);
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
      };
    },

    async isComplete(userId: string): Promise<boolean> {
      const found = await findProfileRecord(db, userId);
      return found ? profileComplete(found) : false;
    },

    /**
     * Registration (or re-acceptance of a newer agreement): the invitation code is checked again
     * here (never trusted from the client) unless this user already redeemed one; the accepted
     * version must be the current one; then profile, acceptance and redemption are saved together.
     */
    async register(
      user: SessionUser,
      request: RegistrationValues,
      log: FastifyBaseLogger,
    ): Promise<ProfileStatus> {
      const [existing, alreadyRedeemed] = await Promise.all([
        record(user.id),
        hasRedeemedInvitation(db, user.id),
      ]);

      let invitationId: string | undefined;
      if (!alreadyRedeemed) {
        const check = request.invitationCode
          ? await checkInvitationCode(
              db,
              needed(invitationCodes),
              user,
              request.invitationCode,
              log,
            )
          : undefined;
        if (!check?.valid || !check.invitationId) {
          throw invalid(messages.registration.validateCodeFirst);
        }
        invitationId = check.invitationId;
      }

      if (!existing.currentAgreementVersion) {
        throw conflict(messages.registration.agreementUnavailableRetry);
      }
      if (request.agreementVersion !== existing.currentAgreementVersion) {
        throw conflict(messages.registration.acceptAgreement);
      }

      const write = {
        ...profileWrite(user.id, request.profile, existing.profile),
        agreementVersion: request.agreementVersion,
      };
      await db.transaction(async (tx) => {
        if (invitationId && !(await redeemInvitation(tx, invitationId, user.id))) {
          throw conflict(messages.invitation.notAvailable);
        }
        await upsertProfile(tx, write);
        await recordAgreementAcceptance(tx, user.id, request.agreementVersion);
      });
      return presentProfileStatus(await record(user.id), true);
    },

    /** My Account: the profile fields only; the agreement and invitation are untouched. */
    async update(user: SessionUser, input: ProfileValues): Promise<ProfileStatus> {
      const existing = await record(user.id);
      if (!existing.profile) throw profileIncomplete();
      await db.transaction(async (tx) => {
        await upsertProfile(tx, profileWrite(user.id, input, existing.profile));
        await hooks.afterUpdate?.(tx, user.id);
      });
      return presentProfileStatus(await record(user.id), await hasRedeemedInvitation(db, user.id));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
