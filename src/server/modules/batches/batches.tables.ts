/** 837P batches sent to the clearinghouse. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { overdueKinds } from '#domain/clearinghouse/batch-overdue';
import { claims } from '../claims/claims.tables.ts';
import { newestFirst, partOf, refersTo, stampMs, uuidId } from '../../db/columns.ts';

/**
 * Batch numbers, also the group and transaction control numbers of 837P batches: one sequence,
 * so several app servers never hand out a number twice. Nine digits (no cycle: reaching the end
 * must be an error, never a reused number). Gaps are allowed (a refused batch consumes its
 * number). The interchange control number (ISA13) comes from the sequence every interchange we
 * send shares (db/interchange-control-numbers.ts).
 */
export const claimBatchNumbers = pgSequence('claim_batch_number_seq', {
  startWith: 1,
  maxValue: 999_999_999,
});

/**
 * An 837P file sent to the clearinghouse: who made it, when, for which payer, its control
 * numbers, the file itself (so a re-download is the identical file) and its SHA-256. `open`
 * until the payer's answers for it are read; then `closed`, and its claims may be batched again.
 */
export const claimBatches = pgTable(
  'claim_batches',
  {
    id: uuidId(),
    /** The batch number operators see ("Sent in batch 42"), from claim_batch_number_seq. */
    number: integer('number').notNull(),
    interchangeControlNumber: integer('interchange_control_number').notNull(),
    groupControlNumber: integer('group_control_number').notNull(),
    transactionControlNumber: integer('transaction_control_number').notNull(),
    /** ISA15: T (test) or P (production). */
    usage: text('usage', { enum: ['T', 'P'] }).notNull(),
    payerId: text('payer_id').notNull(),
    payerName: text('payer_name').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The operator's email, or "operator (command line)". */
    createdBy: text('created_by').notNull(),
    createdAt: stampMs('created_at'),
    claimCount: integer('claim_count').notNull(),
    fileText: text('file_text').notNull(),
    fileSha256: text('file_sha256').notNull(),
    /**
     * The batch the clearinghouse could not read whose claims this one sends again (an
     * operator's Resend); unique, so a batch is sent again once however many clicks.
     */
    resentFromBatchId: uuid('resent_from_batch_id').references((): AnyPgColumn => claimBatches.id),
  },
  (table) => [
    uniqueIndex('claim_batches_number_key').on(table.number),
    uniqueIndex('claim_batches_interchange_key').on(table.interchangeControlNumber),
    uniqueIndex('claim_batches_group_key').on(table.groupControlNumber),
    uniqueIndex('claim_batches_transaction_key').on(table.transactionControlNumber),
    uniqueIndex('claim_batches_resent_from_key').on(table.resentFromBatchId),
    index('claim_batches_created_idx').on(...newestFirst(table.createdAt, table.id)),
    // The overdue check reads only open batches, oldest first.
    index('claim_batches_open_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`status = 'open'`),
  ],
);

/**
 * The claims of a batch. `batch_open` copies the batch's status so that one partial unique
 * index keeps a claim in at most one open batch, even when two operators batch it at once.
 */
export const claimBatchClaims = pgTable(
  'claim_batch_claims',
  {
    batchId: refersTo('batch_id', () => claimBatches.id),
    // A claim that goes (its doula's account removed) leaves the batch row: the file keeps it.
    claimId: partOf('claim_id', () => claims.id),
    /** Where the claim is in the file (CLM order). */
    position: integer('position').notNull(),
    batchOpen: boolean('batch_open').notNull().default(true),
  },
  (table) => [
    uniqueIndex('claim_batch_claims_batch_claim_key').on(table.batchId, table.claimId),
    uniqueIndex('claim_batch_claims_open_claim_key')
      .on(table.claimId)
      .where(sql`batch_open`),
    index('claim_batch_claims_claim_idx').on(table.claimId),
  ],
);

/**
 * The overdue batches operators were told of by email: one row per batch and kind, so each is
 * told once however many app servers or hourly runs see it.
 */
export const batchOverdueNotices = pgTable(
  'batch_overdue_notices',
  {
    batchId: partOf('batch_id', () => claimBatches.id),
    kind: text('kind', { enum: overdueKinds }).notNull(),
    noticedAt: stampMs('noticed_at'),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.kind] })],
);
