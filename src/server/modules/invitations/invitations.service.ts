import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#domain/messages';
import { normalizeInvitationCode, type InvitationCheckResult } from '#domain/profile';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../sessions/sessions.service.ts';
import {
  countRecentCheckFailures,
  findInvitationsForEmail,
  recordCheckFailure,
} from './invitations.repository.ts';

/** Failed checks allowed per user before answering 429, so codes cannot be guessed. */
export const CHECK_LIMITS = { perMinute: 5, perHour: 20 } as const;

export type CodeCheck = InvitationCheckResult & { invitationId?: string };

/**
 * Spec section 5 "Invitation code": match the trimmed, case-insensitive code against the code
 * or codes of up to 5 invitations for the user's own email. An invitation that is revoked, or
 * already redeemed by another account, is "not available for your account".
 */
export async function checkInvitationCode(
  db: Db,
  user: SessionUser,
  rawCode: string,
  log: FastifyBaseLogger,
): Promise<CodeCheck> {
  const code = normalizeInvitationCode(rawCode);
  if (!code) return { valid: false, message: messages.invitation.empty };

  const failures = await countRecentCheckFailures(db, user.id);
  if (failures.lastMinute >= CHECK_LIMITS.perMinute || failures.lastHour >= CHECK_LIMITS.perHour) {
    throw new HttpError(429, 'too_many_requests', messages.invitation.tooManyAttempts);
  }

  try {
    const candidates = await findInvitationsForEmail(db, user.email);
    const match = candidates.find((invitation) =>
      invitation.codes.some((candidate) => normalizeInvitationCode(candidate) === code),
    );
    if (!match) {
      await recordCheckFailure(db, user.id);
      return { valid: false, message: messages.invitation.notFound };
    }
    if (match.revokedAt || (match.redeemedByUserId && match.redeemedByUserId !== user.id)) {
      await recordCheckFailure(db, user.id);
      return { valid: false, message: messages.invitation.notAvailable };
    }
    return { valid: true, message: messages.invitation.valid, invitationId: match.id };
  } catch (error) {
    log.error(
      { err: { type: error instanceof Error ? error.name : 'unknown' } },
      'invitation check failed',
    );
    return { valid: false, message: messages.invitation.otherFailure };
  }
}
