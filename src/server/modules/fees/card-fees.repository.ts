import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { feeLedger as l, feePaymentFailures as f } from './fees.tables.ts';

const due = sql<number>`sum(CASE ${l.kind} WHEN 'charge' THEN ${l.cents} WHEN 'refund' THEN ${l.cents}
  ELSE -${l.cents} END)::int`;

/** A month's statements with something due, by doula: a page after `afterUserId`. */
export function dueStatementsPage(db: DbOrTx, month: string, limit: number, afterUserId?: string) {
  return db
    .select({ userId: l.userId, dueCents: due })
    .from(l)
    .where(and(eq(l.month, month), afterUserId ? gt(l.userId, afterUserId) : undefined))
    .groupBy(l.userId)
    .having(sql`${due} > 0`)
    .orderBy(asc(l.userId))
    .limit(limit);
}

/** What is due on one of her statements now (0 when it has no rows). */
export async function dueOn(db: DbOrTx, userId: string, month: string): Promise<number> {
  const [row] = await dueOnStatement(db, { userId, month });
  return row?.dueCents ?? 0;
}

// The monthly run sends these for each of thousands of statements: built once per server
// (db/prepared.ts), they cost it a fraction of the CPU they did built on every call.
const ofStatement = and(
  eq(l.userId, sql.placeholder('userId')),
  eq(l.month, sql.placeholder('month')),
);

const dueOnStatement = preparedStatement((db) =>
  db.select({ dueCents: due }).from(l).where(ofStatement).prepare('fee_ledger_due_on'),
);

/** A card payment, once per PaymentIntent: true when this call recorded it. */
export async function insertCardPayment(
  db: DbOrTx,
  row: { userId: string; month: string; cents: number; paymentIntentId: string; onDate: string },
): Promise<boolean> {
  const inserted = await cardPaymentInsert(db, row);
  return inserted.length > 0;
}

const cardPaymentInsert = preparedStatement((db) =>
  db
    .insert(l)
    .values({
      userId: sql.placeholder('userId'),
      kind: 'payment',
      cents: sql.placeholder('cents'),
      month: sql.placeholder('month'),
      onDate: sql.placeholder('onDate'),
      reason: 'Card payment',
      method: 'card',
      reference: sql.placeholder('paymentIntentId'),
      createdBy: 'card',
    })
    .onConflictDoNothing()
    .returning({ id: l.id })
    .prepare('fee_ledger_card_payment'),
);

/** One of her card payments, by its ledger row. */
export async function findCardPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select()
    .from(l)
    .where(and(eq(l.id, paymentId), eq(l.kind, 'payment'), eq(l.method, 'card')));
  return row;
}

export async function insertCardRefund(
  db: DbOrTx,
  row: { userId: string; month: string; cents: number; refundId: string; onDate: string },
  reason: string,
  by: string,
) {
  await db
    .insert(l)
    .values({
      userId: row.userId,
      kind: 'refund',
      cents: row.cents,
      month: row.month,
      onDate: row.onDate,
      reason,
      method: 'card',
      reference: row.refundId,
      createdBy: by,
    })
    .onConflictDoNothing();
  const [found] = await db
    .select()
    .from(l)
    .where(and(eq(l.kind, 'refund'), eq(l.method, 'card'), eq(l.reference, row.refundId)));
  return found!;
}

/** The failed payment of this statement, recorded once: true when this call recorded it. */
export async function insertFailure(
  db: DbOrTx,
  userId: string,
  month: string,
  failedAt: Date,
  graceUntil: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(f)
    .values({ userId, month, failedAt, graceUntil })
    .onConflictDoUpdate({
      target: [f.userId, f.month],
      // A statement that failed, was paid, and then owes again (a refund) fails anew.
      set: { failedAt, graceUntil, resolvedAt: null },
      setWhere: sql`${f.resolvedAt} IS NOT NULL`,
    })
    .returning({ month: f.month });
  return inserted.length > 0;
}

/** The failure of this statement is over once nothing is due on it. */
export async function resolveFailure(db: DbOrTx, userId: string, month: string) {
  await resolveStatement(db, { userId, month });
}

const resolveStatement = preparedStatement((db) =>
  db
    .update(f)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(
        eq(f.userId, sql.placeholder('userId')),
        eq(f.month, sql.placeholder('month')),
        isNull(f.resolvedAt),
        sql`coalesce((SELECT ${due} FROM ${l} WHERE ${ofStatement}), 0) <= 0`,
      ),
    )
    .prepare('fee_payment_failures_resolve'),
);

/** Her oldest statement whose card payment failed and is still unpaid. */
export async function openFailureOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(f)
    .where(and(eq(f.userId, userId), isNull(f.resolvedAt)))
    .orderBy(asc(f.month))
    .limit(1);
  return row;
}
