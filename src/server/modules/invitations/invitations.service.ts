import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#domain/common/messages';
import {
  generatedCodeAlphabet,
  invitationWriteSchema,
  type InvitationListQuery,
  type InvitationWriteInput,
  type OperatorInvitation,
} from '#domain/account/invitations';
import { normalizeInvitationCode, type InvitationCheckResult } from '#domain/records/profile';
import type { RecordPage } from '#domain/records/list';
import { codeEnding, type InvitationCodeHasher } from '../../crypto/invitation-code-hasher.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, notFound, parseInput, rateLimited } from '../../errors/index.ts';
import { decodePosition, isUuid, toExactPage } from '../lists/index.ts';
import type { SessionUser } from '../users/index.ts';
import { presentInvitation } from './invitations.presenter.ts';
import {
  countRecentCheckFailures,
  findInvitationById,
  findInvitationsForEmail,
  findPlainCodesPending,
  hasRedeemedInvitation,
  insertInvitation,
  listInvitations,
  listInvitationsPage,
  recordCheckFailure,
  redeemInvitation,
  replacePlainCodes,
  revokeInvitation,
} from './invitations.repository.ts';

/** Failed checks allowed per user before answering 429, so codes cannot be guessed. */
export const CHECK_LIMITS = { perMinute: 5, perHour: 20 } as const;

export type CodeCheck = InvitationCheckResult & { invitationId?: string };

/**
 * The invitation-code rule of registration: match the trimmed, case-insensitive code against the code
 * or codes of up to 5 invitations for the user's own email. An invitation that is revoked, or
 * already redeemed by another account, is "not available for your account". Codes are compared
 * by their keyed hashes (the hash normalises the code as the rule does).
 */
export async function checkInvitationCode(
  db: Db,
  codes: InvitationCodeHasher,
  user: SessionUser,
  rawCode: string,
  log: FastifyBaseLogger,
): Promise<CodeCheck> {
  const code = normalizeInvitationCode(rawCode);
  if (!code) return { valid: false, message: messages.invitation.empty };

  const failures = await countRecentCheckFailures(db, user.id);
  if (failures.lastMinute >= CHECK_LIMITS.perMinute || failures.lastHour >= CHECK_LIMITS.perHour) {
    throw rateLimited(messages.invitation.tooManyAttempts);
  }

  try {
    const candidates = await findInvitationsForEmail(db, user.email);
    const hashed = codes.hash(code);
    const match = candidates.find((invitation) => invitation.codeHashes.includes(hashed));
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

/** Whether this user has redeemed an invitation (registration asks for a code until then). */
export const hasRedeemed = (db: DbOrTx, userId: string) => hasRedeemedInvitation(db, userId);

/** Marks the invitation redeemed by this user, in the registration's transaction; false when taken. */
export const redeem = (db: DbOrTx, invitationId: string, userId: string) =>
  redeemInvitation(db, invitationId, userId);

/** A new invitation code: 4 groups of 4 characters from an alphabet without look-alikes. */
export function generateInvitationCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from(
      { length: 4 },
      () => generatedCodeAlphabet[randomInt(generatedCodeAlphabet.length)],
    ).join(''),
  );
  return groups.join('-');
}

export interface CreatedInvitations {
  invitation: OperatorInvitation;
  codes: string[];
  generated: boolean;
}

/** The stored form of codes: their keyed hashes, and their endings to tell them apart. */
const storedCodes = (hasher: InvitationCodeHasher, codes: string[]) => ({
  codeHashes: codes.map((code) => hasher.hash(code)),
  codeEndings: codes.map(codeEnding),
});

/** Invitations hashed per batch when plain codes from before hashing are converted at start. */
const PENDING_BATCH = 200;

/** What operators do with invitations, from the console or the command line. */
export function createInvitationService(db: Db, hasher: InvitationCodeHasher) {
  return {
    /**
     * Adds an invitation with these codes (the console's rules), or one generated code. The
     * answer carries the codes in full: the only time they are shown, as only hashes are kept.
     */
    async create(input: InvitationWriteInput, by: string): Promise<CreatedInvitations> {
      const parsed = parseInput(invitationWriteSchema, input);
      const typed = (parsed.codes ?? []).filter((code): code is string => code !== undefined);
      const codes = typed.length ? typed : [generateInvitationCode()];
      const row = await insertInvitation(db, {
        email: parsed.email,
        ...storedCodes(hasher, codes),
        createdBy: by,
      });
      return { invitation: presentInvitation(row), codes, generated: typed.length === 0 };
    },

    /** Checks a code the user typed (see checkInvitationCode). */
    check: (user: SessionUser, rawCode: string, log: FastifyBaseLogger) =>
      checkInvitationCode(db, hasher, user, rawCode, log),

    /**
     * Hashes codes stored in plain text before codes were hashed (migration 0017 keeps them
     * aside, as SQL cannot know the key). Run at every start before requests are served, so
     * no plain code remains once the server is up; several servers at once are harmless.
     * Answers how many invitations were converted.
     */
    async hashPendingCodes(): Promise<number> {
      let converted = 0;
      for (;;) {
        const pending = await findPlainCodesPending(db, PENDING_BATCH);
        for (const { id, plainCodes } of pending) {
          await replacePlainCodes(db, id, storedCodes(hasher, plainCodes ?? []));
        }
        converted += pending.length;
        if (pending.length < PENDING_BATCH) return converted;
      }
    },

    async page(query: InvitationListQuery): Promise<RecordPage<OperatorInvitation>> {
      const rows = await listInvitationsPage(db, {
        email: query.email,
        limit: query.limit,
        after: query.cursor ? decodePosition(query.cursor) : undefined,
      });
      return toExactPage(
        rows,
        query.limit,
        (row) => ({ at: row.position, id: row.id }),
        presentInvitation,
      );
    },

    /** The newest invitations (for one email), for the command line. */
    async newest(email?: string) {
      const rows = await listInvitations(db, email ? { email } : {});
      return rows.map(presentInvitation);
    },

    /** Whether this email has any invitation (first-start seeding). */
    async exists(email: string): Promise<boolean> {
      return (await findInvitationsForEmail(db, email, 1)).length > 0;
    },

    async revoke(id: string): Promise<OperatorInvitation> {
      const existing = isUuid(id) ? await findInvitationById(db, id) : undefined;
      if (!existing) throw notFound();
      if (existing.redeemedByUserId && !existing.revokedAt) {
        throw conflict(
          'This invitation was already used to register. Revoking it would not remove that account’s access, so it stays as it is.',
        );
      }
      const row = await revokeInvitation(db, id);
      if (!row) throw notFound();
      return presentInvitation(row);
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
