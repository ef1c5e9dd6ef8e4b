import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  cardCharges,
  cardCustomers,
  cardRefunds,
  stripeWebhookEvents,
  type ChargeStatus,
} from './card-payments.tables.ts';

export type CustomerRow = typeof cardCustomers.$inferSelect;
export type ChargeRow = typeof cardCharges.$inferSelect;

export async function findCustomer(db: DbOrTx, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(cardCustomers).where(eq(cardCustomers.userId, userId));
  return row;
}

/** Keeps the first customer stored for her (two first needs at once keep one) and returns it. */
export async function saveCustomer(
  db: DbOrTx,
  userId: string,
  customerId: string,
): Promise<CustomerRow> {
  await db.insert(cardCustomers).values({ userId, customerId }).onConflictDoNothing();
  const row = await findCustomer(db, userId);
  if (!row) throw new Error('card customer row vanished');
  return row;
}

export async function saveCard(
  db: DbOrTx,
  customerId: string,
  card: { paymentMethodId: string; brand: string; last4: string },
): Promise<boolean> {
  const saved = await db
    .update(cardCustomers)
    .set({ ...card, cardSavedAt: sql`now()` })
    .where(eq(cardCustomers.customerId, customerId))
    .returning({ userId: cardCustomers.userId });
  return saved.length > 0;
}

/**
 * The charge row of this idempotency key, made on first use: a retried charge is the same row.
 */
export async function chargeAttempt(
  db: DbOrTx,
  values: {
    userId: string;
    idempotencyKey: string;
    reference: string;
    amountCents: number;
    cardBrand: string | null;
    cardLast4: string | null;
  },
): Promise<ChargeRow> {
  await db.insert(cardCharges).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(cardCharges)
    .where(eq(cardCharges.idempotencyKey, values.idempotencyKey));
  if (!row) throw new Error('card charge row vanished');
  return row;
}

/** Sets how a charge ended; answers the charge as it now is (none: no such charge). */
export async function settleCharge(
  db: DbOrTx,
  where: { id: string } | { paymentIntentId: string },
  change: { status: ChargeStatus; paymentIntentId?: string; failureCode?: string | null },
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(cardCharges)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      'id' in where
        ? eq(cardCharges.id, where.id)
        : eq(cardCharges.paymentIntentId, where.paymentIntentId),
    )
    .returning();
  return row;
}

/**
 * Her charges with this reference so far: how many failed, those that succeeded, and the one
 * still open (asked of Stripe with no answer yet, or processing there), if any.
 */
export async function attemptsFor(db: DbOrTx, userId: string, reference: string) {
  const rows = await db
    .select({
      status: cardCharges.status,
      idempotencyKey: cardCharges.idempotencyKey,
      amountCents: cardCharges.amountCents,
      paymentIntentId: cardCharges.paymentIntentId,
    })
    .from(cardCharges)
    .where(and(eq(cardCharges.userId, userId), eq(cardCharges.reference, reference)))
    .orderBy(cardCharges.createdAt)
    .limit(1000);
  return {
    failed: rows.filter((row) => row.status === 'failed').length,
    succeeded: rows.flatMap((row) =>
      row.status === 'succeeded' && row.paymentIntentId
        ? [{ paymentIntentId: row.paymentIntentId, amountCents: row.amountCents }]
        : [],
    ),
    open: rows.find((row) => row.status === 'pending'),
  };
}

export async function findChargeByIntent(
  db: DbOrTx,
  paymentIntentId: string,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(cardCharges)
    .where(eq(cardCharges.paymentIntentId, paymentIntentId));
  return row;
}

export async function recordRefund(
  db: DbOrTx,
  chargeId: string,
  refund: { refundId: string; amountCents: number; reason: string; status: string },
): Promise<void> {
  await db
    .insert(cardRefunds)
    .values({ chargeId, ...refund })
    .onConflictDoUpdate({ target: cardRefunds.refundId, set: { status: refund.status } });
  await raiseRefunded(
    db,
    { id: chargeId },
    sql`(SELECT coalesce(sum(amount_cents), 0) FROM card_refunds
          WHERE charge_id = ${chargeId} AND status <> 'failed')::int`,
  );
}

/** Refunded only grows: Stripe's total and ours are both read, whichever came first. */
export async function raiseRefunded(
  db: DbOrTx,
  where: { id: string } | { paymentIntentId: string },
  amount: number | ReturnType<typeof sql>,
): Promise<void> {
  await db
    .update(cardCharges)
    .set({
      refundedCents: sql`greatest(${cardCharges.refundedCents}, ${amount})`,
      updatedAt: sql`now()`,
    })
    .where(
      'id' in where
        ? eq(cardCharges.id, where.id)
        : and(eq(cardCharges.paymentIntentId, where.paymentIntentId)),
    );
}

/** True the first time this event id is seen; false for any delivery after it was applied. */
export async function claimWebhookEvent(
  db: DbOrTx,
  event: { id: string; type: string },
): Promise<boolean> {
  const claimed = await db
    .insert(stripeWebhookEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: stripeWebhookEvents.eventId });
  return claimed.length > 0;
}
