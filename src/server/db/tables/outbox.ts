/** The transactional email outbox. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { newest } from './columns.ts';

/**
 * Emails waiting to go out, and a record of those that went (the transactional outbox). A row is
 * written inside the transaction of the change it tells about, so it exists only if the change
 * commits; app servers deliver after commit. Rows say who and which kind of message, never its
 * subject's details: the message itself is composed at delivery and carries no PHI.
 *
 * `status`: pending (waiting, or waiting for a retry at `next_attempt_at`), sending (claimed by
 * an app server until `next_attempt_at`, after which another may take it over), sent, failed
 * (gave up after the last retry), no_address (the doula has no email: nothing to send).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['claim_status'] }).notNull(),
    toAddress: text('to_address').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'no_address'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, precision: 3 }),
    /** Why the last attempt failed: an SMTP error code and reply code, never the server's text. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
    index('outbox_recipient_idx')
      .on(table.userId)
      .where(sql`status = 'pending'`),
    index('outbox_list_idx').on(newest(table.createdAt), newest(table.id)),
  ],
);
