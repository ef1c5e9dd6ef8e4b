import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#domain/messages';
import type { ProfileStatus, ProfileValues } from '#domain/profile';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkInvitationCode } from '../invitations/invitations.service.ts';
import { hasRedeemedInvitation, redeemInvitation } from '../invitations/invitations.repository.ts';
import type { SessionUser } from '../sessions/sessions.service.ts';
import { presentProfileStatus, profileComplete } from './profile.presenter.ts';
import {
  findProfileRecord,
  recordAgreementAcceptance,
  upsertProfile,
  type ProfileRecord,
  type ProfileWrite,
} from './profile.repository.ts';

export interface RegistrationValues {
  invitationCode?: string | undefined;
  agreementVersion: string;
  profile: ProfileValues;
}

const requiredFields = (fields: Record<string, string> = {}) =>
  new HttpError(400, 'validation_failed', messages.profile.requiredFields, fields);

export function createProfileService(db: Db, taxIds: TaxIdCipher) {
  async function record(userId: string): Promise<ProfileRecord> {
    const found = await findProfileRecord(db, userId);
    if (!found) throw new HttpError(401, 'unauthorized', 'Please sign in to continue.');
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
          ? await checkInvitationCode(db, user, request.invitationCode, log)
          : undefined;
        if (!check?.valid || !check.invitationId) {
          throw new HttpError(400, 'validation_failed', messages.registration.validateCodeFirst);
        }
        invitationId = check.invitationId;
      }

      if (!existing.currentAgreementVersion) {
        throw new HttpError(409, 'conflict', messages.registration.agreementUnavailableRetry);
      }
      if (request.agreementVersion !== existing.currentAgreementVersion) {
        throw new HttpError(409, 'conflict', messages.registration.acceptAgreement);
      }

      const write = {
        ...profileWrite(user.id, request.profile, existing.profile),
        agreementVersion: request.agreementVersion,
      };
      await db.transaction(async (tx) => {
        if (invitationId && !(await redeemInvitation(tx, invitationId, user.id))) {
          throw new HttpError(409, 'conflict', messages.invitation.notAvailable);
        }
        await upsertProfile(tx, write);
        await recordAgreementAcceptance(tx, user.id, request.agreementVersion);
      });
      return presentProfileStatus(await record(user.id), true);
    },

    /** My Account: the profile fields only; the agreement and invitation are untouched. */
    async update(user: SessionUser, input: ProfileValues): Promise<ProfileStatus> {
      const existing = await record(user.id);
      if (!existing.profile)
        throw new HttpError(403, 'profile_incomplete', 'Please complete your registration first.');
      await upsertProfile(db, profileWrite(user.id, input, existing.profile));
      return presentProfileStatus(await record(user.id), await hasRedeemedInvitation(db, user.id));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
