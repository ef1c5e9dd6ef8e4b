import type { OperatorInvitation } from '#domain/account/invitations';
import type { InvitationRow } from './invitations.repository.ts';

/**
 * Every field the console sees of an invitation. The codes themselves are not among them (the
 * database holds only their hashes); their last characters tell them apart.
 */
export const presentInvitation = (row: InvitationRow): OperatorInvitation => ({
  id: row.id,
  email: row.email,
  codeCount: row.codeHashes.length,
  codeEndings: row.codeEndings,
  redeemed: row.redeemedAt !== null || row.redeemedByUserId !== null,
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
  revoked: row.revokedAt !== null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});
