/** The operators module's table: operator grants. */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, stamp, uuidId } from '../../db/columns.ts';

/**
 * Operators granted through the command line (`npm run admin -- operator grant <email>`), on
 * top of ADMIN_EMAILS. Revoking sets `revoked_at`; rows are kept as the history of who had
 * access when. At most one active grant per (lower-cased) email.
 */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    id: uuidId(),
    email: text('email').notNull(),
    grantedAt: stamp('granted_at'),
    grantedBy: text('granted_by').notNull(),
    revokedAt: moment('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (table) => [
    uniqueIndex('operator_grants_active_email_key')
      .on(table.email)
      .where(sql`revoked_at IS NULL`),
  ],
);
