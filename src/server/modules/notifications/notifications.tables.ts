/** The transactional email outbox. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { momentMs, newestFirst, stampMs, uuidId } from '../../db/columns.ts';
import { ownerId } from '../../db/owned.ts';
import type { OperatorNoticeDetails } from './notice-kinds.ts';

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
    id: uuidId(),
    userId: ownerId(),
    kind: text('kind', {
      enum: ['claim_status', 'batch_overdue', 'fee_payment_failed', 'reconsideration_due'],
    }).notNull(),
    toAddress: text('to_address').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'no_address'] })
      .notNull()
      .default('pending'),
    createdAt: stampMs('created_at'),
    nextAttemptAt: stampMs('next_attempt_at'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: momentMs('last_attempt_at'),
    /** Why the last attempt failed: an SMTP error code and reply code, never the server's text. */
    lastError: text('last_error'),
    sentAt: momentMs('sent_at'),
    /**
     * What an operator's notice tells (an overdue batch: its number, payer ID, claim count and
     * what it waits for; never PHI); null for a doula's notice, which tells nothing.
     */
    details: jsonb('details').$type<OperatorNoticeDetails>(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
    index('outbox_recipient_idx')
      .on(table.userId)
      .where(sql`status = 'pending'`),
    index('outbox_list_idx').on(...newestFirst(table.createdAt, table.id)),
  ],
);
