/** The columns and index of a doula's own records (patients, facilities, claims). */
import { sql } from 'drizzle-orm';
import { boolean, type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.tables.ts';
import { momentMs, newestFirst, partOf, stampMs } from './columns.ts';

/** The doula who owns the row; her rows go when her account does. */
export const ownerId = () => partOf('user_id', () => users.id);

/**
 * Never deleted: archiving sets `deleted` and `deleted_at`. The timestamps keep milliseconds,
 * so that a list cursor (a JavaScript Date) names exactly one row.
 */
export const archivable = () => ({
  deleted: boolean('deleted').notNull().default(false),
  deletedAt: momentMs('deleted_at'),
  createdAt: stampMs('created_at'),
  updatedAt: stampMs('updated_at'),
});

interface OwnedListColumns {
  userId: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  id: ExtraConfigColumn;
}

/** The owner's active rows newest first: the partial index each page of her list walks. */
export const ownerActiveIndex = (name: string, table: OwnedListColumns) =>
  index(name)
    .on(table.userId, ...newestFirst(table.createdAt, table.id))
    .where(sql`deleted = false`);
