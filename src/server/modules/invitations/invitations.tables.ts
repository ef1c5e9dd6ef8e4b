/** The invitations module's tables: private-beta invitations and failed checks. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, newestFirst, partOf, serialId, uuidId } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

/**
 * Private-beta invitations: an email and the codes that admit it. Codes are kept like
 * passwords: a keyed hash of each (HMAC-SHA256, see invitation-code-hasher.ts) and its last
 * characters to tell them apart in lists. `plain_codes_pending` holds codes written before
 * codes were hashed, until the first start hashes them and empties it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuidId(),
    email: text('email').notNull(),
    codeHashes: text('code_hashes').array().notNull(),
    codeEndings: text('code_endings').array().notNull(),
    plainCodesPending: text('plain_codes_pending').array(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    revokedAt: moment('revoked_at'),
    redeemedByUserId: uuid('redeemed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    redeemedAt: moment('redeemed_at'),
  },
  (table) => [
    index('invitations_email_idx').on(table.email, table.createdAt),
    index('invitations_created_idx').on(...newestFirst(table.createdAt, table.id)),
    index('invitations_redeemed_by_idx').on(table.redeemedByUserId),
    index('invitations_plain_codes_pending_idx')
      .on(table.id)
      .where(sql`plain_codes_pending IS NOT NULL`),
  ],
);

/** Failed invitation checks, counted per user so codes cannot be guessed. */
export const invitationCheckFailures = pgTable(
  'invitation_check_failures',
  {
    id: serialId(),
    userId: partOf('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('invitation_check_failures_user_idx').on(table.userId, table.createdAt)],
);
