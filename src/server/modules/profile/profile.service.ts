import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#domain/common/messages';
import { fullName } from '#domain/records/person-name';
import type { ProfileStatus, ProfileValues, ProviderBusiness } from '#domain/records/profile';
import type { ProviderBillingFacts } from '#domain/claims/claim-check-input';
import { selfBilling, type StoredBillingArrangement } from '#domain/records/billing-arrangement';
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
  billingFactsFrom,
  type BillingProviderDetails,
  billingProviderFrom,
} from './billing-provider.ts';
import {
  findProfileRecord,
  findProfileRecords,
  recordAgreementAcceptance,
  upsertProfile,
  type ProfileRecord,
  type ProfileWrite,
} from './profile.repository.ts';
import { providerFingerprintFrom } from './provider-fingerprint.ts';
import { arrangementWrite } from './billing-arrangement.ts';

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

/**
 * Her profile as the session lookup read it, by the request's user, so a submission needs no
 * second read of it: kept as long as the request's user object lives, never past it.
 */
const profilesAsRead = new WeakMap<SessionUser, ProfileRecord>();

/** Keeps what the session lookup read of her profile for this request's user. */
export function keepProfileAsRead(user: SessionUser, record: ProfileRecord): void {
  profilesAsRead.set(user, record);
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
  arrangement: StoredBillingArrangement;
}> {
  // The session lookup read the same row moments ago; a change she makes while her claim is
  // being sent is the same race as one made just after it.
  const found = profilesAsRead.get(user) ?? (await findProfileRecord(db, user.id));
  return {
    claimant: claimantFrom(found, user),
    billing: billingFactsFrom(found, user.id, taxIds),
    fingerprint: providerFingerprintFrom(found),
    arrangement: found?.profile?.billingArrangement ?? selfBilling,
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
      billingArrangement: arrangementWrite(input, existing?.billingArrangement, taxIds, userId),
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
      return billingProviderFrom(await findProfileRecord(db, userId), userId, taxIds);
    },

    /** billingProviderOf for many providers in one read (user id → her details). */
    async billingProvidersOf(
      userIds: readonly string[],
    ): Promise<Map<string, BillingProviderDetails | null>> {
      const found = await findProfileRecords(db, userIds);
      return new Map(userIds.map((id) => [id, billingProviderFrom(found.get(id), id, taxIds)]));
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
