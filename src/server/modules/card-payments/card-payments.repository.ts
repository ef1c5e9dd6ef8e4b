import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  cardCharges,
  cardCustomers,
  cardRefunds,
  stripeWebhookEvents,
  type ChargeStatus,
} from './card-payments.tables.ts';

export type CustomerRow = typeof cardCustomers.$inferSelect;
export type ChargeRow = typeof cardCharges.$inferSelect;

// The monthly fee run sends these for every doula: built once per server (db/prepared.ts).
const customerOf = preparedStatement((db) =>
  db
    .select()
    .from(cardCustomers)
    .where(eq(cardCustomers.userId, sql.placeholder('userId')))
    .prepare('card_customers_find'),
);

export async function findCustomer(db: DbOrTx, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await customerOf(db, { userId });
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
  const [made] = await newCharge(db, values);
  if (made) return made;
  const [row] = await chargeOfKey(db, { idempotencyKey: values.idempotencyKey });
  if (!row) throw new Error('card charge row vanished');
  return row;
}

const newCharge = preparedStatement((db) =>
  db
    .insert(cardCharges)
    .values({
      userId: sql.placeholder('userId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      reference: sql.placeholder('reference'),
      amountCents: sql.placeholder('amountCents'),
      cardBrand: sql.placeholder('cardBrand'),
      cardLast4: sql.placeholder('cardLast4'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('card_charges_insert'),
);

const chargeOfKey = preparedStatement((db) =>
  db
    .select()
    .from(cardCharges)
    .where(eq(cardCharges.idempotencyKey, sql.placeholder('idempotencyKey')))
    .prepare('card_charges_find_key'),
);

// A charge's end is written once per charge; a failure code, once set, is never cleared.
const settleById = preparedStatement((db) =>
  db
    .update(cardCharges)
    .set({
      status: sql<ChargeStatus>`${sql.placeholder('status')}`,
      paymentIntentId: sql`coalesce(${sql.placeholder('paymentIntentId')}, ${cardCharges.paymentIntentId})`,
      failureCode: sql`coalesce(${sql.placeholder('failureCode')}, ${cardCharges.failureCode})`,
      updatedAt: sql`now()`,
    })
    .where(eq(cardCharges.id, sql.placeholder('id')))
    .returning()
    .prepare('card_charges_settle'),
);

/** Sets how a charge ended; answers the charge as it now is (none: no such charge). */
export async function settleCharge(
  db: DbOrTx,
  where: { id: string } | { paymentIntentId: string },
  change: { status: ChargeStatus; paymentIntentId?: string; failureCode?: string | null },
): Promise<ChargeRow | undefined> {
  if ('id' in where) {
    const [settled] = await settleById(db, {
      id: where.id,
      status: change.status,
      paymentIntentId: change.paymentIntentId ?? null,
      failureCode: change.failureCode ?? null,
    });
    return settled;
  }
  const [row] = await db
    .update(cardCharges)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(cardCharges.paymentIntentId, where.paymentIntentId))
    .returning();
  return row;
}

/**
 * Her charges with this reference so far: how many failed, those that succeeded, and the one
 * still open (asked of Stripe with no answer yet, or processing there), if any.
 */
export async function attemptsFor(db: DbOrTx, userId: string, reference: string) {
  const rows = await attemptRows(db, { userId, reference });
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

const attemptRows = preparedStatement((db) =>
  db
    .select({
      status: cardCharges.status,
      idempotencyKey: cardCharges.idempotencyKey,
      amountCents: cardCharges.amountCents,
      paymentIntentId: cardCharges.paymentIntentId,
    })
    .from(cardCharges)
    .where(
      and(
        eq(cardCharges.userId, sql.placeholder('userId')),
        eq(cardCharges.reference, sql.placeholder('reference')),
      ),
    )
    .orderBy(cardCharges.createdAt)
    .limit(1000)
    .prepare('card_charges_attempts'),
);

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
