/** Card payments through Stripe (decision 072): customers, charge attempts, refunds, webhook events. */
import { integer, pgTable, text, uniqueIndex, index, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, stamp, updatedAt, uuidId } from '../../db/columns.ts';
import { ownerId } from '../../db/owned.ts';

/**
 * A doula's Stripe customer (made the first time she adds a card) and the card Stripe keeps for
 * her: its payment method id, brand and last four digits. Nothing else of the card is stored.
 */
export const cardCustomers = pgTable(
  'card_customers',
  {
    userId: ownerId().primaryKey(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id'),
    brand: text('brand'),
    last4: text('last4'),
    cardSavedAt: moment('card_saved_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('card_customers_customer_key').on(table.customerId)],
);

export const chargeStatuses = ['pending', 'succeeded', 'failed'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

/**
 * One off-session charge, keyed by the caller's idempotency key: a retry of the same charge
 * (after a network error) is the same row and the same PaymentIntent at Stripe.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: uuidId(),
    userId: ownerId(),
    idempotencyKey: text('idempotency_key').notNull(),
    // The caller's own reference (a statement id); never a patient's details.
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: chargeStatuses }).notNull().default('pending'),
    // Stripe's decline code (card_declined, insufficient_funds…), never its message.
    failureCode: text('failure_code'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    // The card on file when the charge was made (brand and last four, as on her card): her
    // receipts name a payment by them, never by Stripe's id, even after she changes cards.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('card_charges_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('card_charges_payment_intent_key').on(table.paymentIntentId),
    index('card_charges_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A refund of (part of) a charge, by Stripe's refund id. */
export const cardRefunds = pgTable('card_refunds', {
  refundId: text('refund_id').primaryKey(),
  chargeId: uuid('charge_id')
    .notNull()
    .references(() => cardCharges.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  // Why, in the operator's words, kept here: Stripe is sent only its own reason code.
  reason: text('reason').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** Every webhook event applied, by Stripe's event id: the same event again changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: stamp('received_at'),
});
