/** The sessions module's table: server-side sign-in sessions. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, partOf, stamp } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

/**
 * Server-side sign-in sessions. The cookie carries a random token; only its SHA-256 hash is
 * stored, so a copy of this table cannot be replayed as a cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: partOf('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: stamp('last_seen_at'),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
