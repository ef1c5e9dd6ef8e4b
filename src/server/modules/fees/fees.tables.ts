/** The fee ledger: the price per claim as data, and her charges, credits and payments (decision 071). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { claims } from '../claims/claims.tables.ts';
import { createdAt, moment, uuidId } from '../../db/columns.ts';
import { ownerId } from '../../db/owned.ts';

/**
 * The price per accepted claim from a date on. The price in force on a day is the row with the
 * latest `effective_from` not after it; none at all means the default ($10.00). One row a date:
 * setting a date again replaces its price.
 */
export const feePrices = pgTable(
  'fee_prices',
  {
    id: uuidId(),
    cents: integer('cents').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    setBy: text('set_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fee_prices_effective_from_key').on(table.effectiveFrom),
    check('fee_prices_cents_positive', sql`${table.cents} > 0`),
  ],
);

export const feeEntryKinds = ['charge', 'credit', 'payment', 'refund'] as const;

/**
 * One row of her fee ledger, in positive whole cents; the kind gives the sign (a charge adds to
 * what she owes, a credit or a payment takes from it, a refund gives a payment back). `month`
 * is the statement the row belongs to. A charge and a credit name the claim and its chain (the
 * first claim of a line of corrections): one charge and one credit per chain at most, so an
 * import applied twice, a correction or a void never charges twice and never credits more than
 * was charged. `status_change_id` is the claim history row that caused it, which names the
 * answer file; payments carry the check's reference.
 */
export const feeLedger = pgTable(
  'fee_ledger',
  {
    id: uuidId(),
    userId: ownerId(),
    kind: text('kind', { enum: feeEntryKinds }).notNull(),
    cents: integer('cents').notNull(),
    month: text('month').notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    claimId: uuid('claim_id').references(() => claims.id),
    chainClaimId: uuid('chain_claim_id').references(() => claims.id),
    priceId: uuid('price_id').references(() => feePrices.id),
    statusChangeId: bigint('status_change_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    method: text('method', { enum: ['check', 'card'] }),
    reference: text('reference'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fee_ledger_chain_charge_key')
      .on(table.chainClaimId)
      .where(sql`kind = 'charge'`),
    uniqueIndex('fee_ledger_chain_credit_key')
      .on(table.chainClaimId)
      .where(sql`kind = 'credit'`),
    // A card payment is its PaymentIntent, a card refund its Stripe refund: recorded once each,
    // however often the monthly run, its retries or a webhook come back to it.
    uniqueIndex('fee_ledger_card_reference_key')
      .on(table.kind, table.reference)
      .where(sql`method = 'card'`),
    index('fee_ledger_owner_month_idx').on(table.userId, table.month),
    index('fee_ledger_month_idx').on(table.month, table.userId),
    // The console's card payments, newest first, a page at a time, without reading the charges.
    index('fee_ledger_card_payments_idx')
      .on(table.onDate, table.id)
      .where(sql`kind = 'payment' AND method = 'card'`),
    check('fee_ledger_cents_positive', sql`${table.cents} > 0`),
    check('fee_ledger_month_shape', sql`${table.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check(
      'fee_ledger_claim_rows',
      sql`(${table.kind} IN ('charge', 'credit')) = (${table.chainClaimId} IS NOT NULL)`,
    ),
  ],
);

/**
 * A statement whose card payment did not go through (declined, or Stripe's payment_failed
 * webhook): her banner while it is open, one email when it is first recorded, and after
 * `grace_until` her claims submitted from then on wait unsent until it is paid (decision 075).
 * `resolved_at` is set when nothing is due on the statement any more.
 */
export const feePaymentFailures = pgTable(
  'fee_payment_failures',
  {
    userId: ownerId(),
    month: text('month').notNull(),
    failedAt: moment('failed_at').notNull(),
    graceUntil: moment('grace_until').notNull(),
    resolvedAt: moment('resolved_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month] }),
    index('fee_payment_failures_open_idx')
      .on(table.userId, table.graceUntil)
      .where(sql`resolved_at IS NULL`),
  ],
);
