import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeePaymentView } from '#domain/fees/requests';
import type { DbOrTx } from '../../db/database.ts';
import { chargeCards, refundSources } from '../card-payments/card-payments.views.ts';
import { feeLedger as l } from './fees.tables.ts';

/** The PaymentIntent a payment row is, or a refund row gave back from. */
const intentOf = sql<
  string | null
>`CASE ${l.kind} WHEN 'refund' THEN ${refundSources.paymentIntentId}
  WHEN 'payment' THEN ${l.reference} END`;
const paidWith = alias(l, 'paid_with');

/**
 * Her payments and card refunds, newest first: a card payment with the card's brand and last
 * four, a refund with the payment it gave back from. Stripe's ids stay here.
 */
export async function receiptsOf(
  db: DbOrTx,
  userId: string,
  limit: number,
  month?: string,
): Promise<FeePaymentView[]> {
  const rows = await db
    .select({
      id: l.id,
      kind: l.kind,
      month: l.month,
      cents: l.cents,
      onDate: l.onDate,
      method: l.method,
      reference: l.reference,
      brand: chargeCards.brand,
      last4: chargeCards.last4,
      paidOn: paidWith.onDate,
    })
    .from(l)
    .leftJoin(
      refundSources,
      and(eq(l.kind, 'refund'), eq(l.method, 'card'), eq(refundSources.refundId, l.reference)),
    )
    .leftJoin(chargeCards, and(eq(l.method, 'card'), eq(chargeCards.paymentIntentId, intentOf)))
    .leftJoin(
      paidWith,
      and(
        eq(l.kind, 'refund'),
        eq(paidWith.kind, 'payment'),
        eq(paidWith.method, 'card'),
        eq(paidWith.reference, refundSources.paymentIntentId),
      ),
    )
    .where(
      and(
        eq(l.userId, userId),
        sql`${l.kind} IN ('payment', 'refund')`,
        month ? eq(l.month, month) : undefined,
      ),
    )
    .orderBy(desc(l.onDate), desc(l.createdAt))
    .limit(limit);
  return rows.map((row) => {
    const card = row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null;
    const method = row.method ?? 'check';
    return {
      id: row.id,
      kind: row.kind === 'refund' ? 'refund' : 'payment',
      month: row.month,
      cents: row.cents,
      receivedOn: row.onDate,
      method,
      reference: method === 'check' ? (row.reference ?? '') : '',
      card,
      refundOf: row.kind === 'refund' && row.paidOn ? { receivedOn: row.paidOn, card } : null,
    };
  });
}
