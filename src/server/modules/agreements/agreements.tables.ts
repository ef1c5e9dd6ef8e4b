/** The agreements module's tables: agreement versions and their acceptances. */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, partOf, stamp, uuidId } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

/** Business Associate Agreement versions. The current one is the newest by creation time. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuidId(),
    version: text('version').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    publishedBy: text('published_by').notNull(),
  },
  (table) => [
    uniqueIndex('agreements_version_key').on(table.version),
    index('agreements_created_at_idx').on(table.createdAt),
  ],
);

/** Each acceptance of an agreement version: who, which version, when. Never updated. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuidId(),
    userId: partOf('user_id', () => users.id),
    version: text('version').notNull(),
    acceptedAt: stamp('accepted_at'),
  },
  (table) => [index('agreement_acceptances_user_id_idx').on(table.userId)],
);
