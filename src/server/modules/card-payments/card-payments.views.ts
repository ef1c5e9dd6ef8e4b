/**
 * The card-payments module's reads for other modules (decision 054): the fee ledger names a card
 * payment and a refund by the card they were made with, never by Stripe's ids.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { cardCharges, cardRefunds } from './card-payments.tables.ts';

/** Each charge Stripe took, by its PaymentIntent: the card's brand and last four digits. */
export const chargeCards = new QueryBuilder()
  .select({
    paymentIntentId: cardCharges.paymentIntentId,
    brand: cardCharges.cardBrand,
    last4: cardCharges.cardLast4,
  })
  .from(cardCharges)
  .as('charge_cards');

/** Each refund, by Stripe's refund id: the PaymentIntent of the payment it gave back from. */
export const refundSources = new QueryBuilder()
  .select({ refundId: cardRefunds.refundId, paymentIntentId: cardCharges.paymentIntentId })
  .from(cardRefunds)
  .innerJoin(cardCharges, eq(cardCharges.id, cardRefunds.chargeId))
  .as('refund_sources');
