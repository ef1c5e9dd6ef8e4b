import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { claimsView as c, claimsViewAs } from '../claims/claims.views.ts';
import { ledgerView as p } from '../imports/imports.views.ts';
import type { ListPosition } from '../lists/index.ts';
import { userEmails as u } from '../users/users.views.ts';

/**
 * The money summaries' queries: aggregates only (GROUP BY in PostgreSQL, a handful of rows back),
 * bounded by the period, over one doula's claims (`userId`) or everyone's (null, operators).
 * Claims, the ledger and users are read through their owners' views (decision 054), by column,
 * so renaming a column they read breaks the build.
 */
export interface MoneyScope {
  userId: string | null;
  /** First day of the period (inclusive) and the day after it; null for all time. */
  from: string | null;
  until: string | null;
}

/** The claim correcting or voiding another (read beside it, under a name of its own). */
const k = claimsViewAs('correcting');

const ownerCondition = (scope: MoneyScope): SQL =>
  scope.userId === null ? sql`TRUE` : sql`${c.userId} = ${scope.userId}::uuid`;

const notArchived = sql`${c.deleted} = false`;

/** Submitted in the period: created_at between the period's first UTC midnight and the next. */
const submittedInPeriod = (scope: MoneyScope): SQL =>
  sql`${scope.from === null ? sql`TRUE` : sql`${c.createdAt} >= ${scope.from}::date::timestamp AT TIME ZONE 'UTC'`}
    AND ${scope.until === null ? sql`TRUE` : sql`${c.createdAt} < ${scope.until}::date::timestamp AT TIME ZONE 'UTC'`}`;

/**
 * The day a payment counts on: the payer's payment date (the 835's BPR16), or the day it was
 * imported (UTC) when that is earlier or the file names none. An 835 often dates its transfer
 * a few days ahead; the claim already shows it paid, so the totals count it from that day too.
 * LEAST skips a null payment date. The same expression as the index claim_payments_paid_on_idx.
 */
const paidOn = sql`least(${p.paymentDate}, (${p.createdAt} AT TIME ZONE 'UTC')::date)`;

/**
 * The payment ledger's posted rows in the period: payments, and reversals as negative rows of
 * their own, so a sum of them is what the payer paid net, each payment counted once. Held and
 * refused rows never count.
 */
const postedInPeriod = (scope: MoneyScope): SQL =>
  sql`${p.state} = 'posted'
    AND ${scope.from === null ? sql`TRUE` : sql`${paidOn} >= ${scope.from}::date`}
    AND ${scope.until === null ? sql`TRUE` : sql`${paidOn} < ${scope.until}::date`}`;

export interface StatusTotalsRow {
  status: string;
  claims: number;
  billedCents: number;
  expectedCents: number;
  outstandingCents: number;
}

/** Replaced by a correction or withdrawn by a void: the new claim carries the charge now. */
const corrected = sql`EXISTS (SELECT 1 FROM ${k} WHERE ${k.correctsClaimId} = ${c.id} AND ${k.deleted} = false)`;

/**
 * A claim that bills money: not a void request, and not since replaced by a correction or
 * withdrawn by a void. Without this a corrected claim would count twice in what she billed and
 * expects.
 */
const billsMoney = sql`${c.frequency} <> '8' AND NOT ${corrected}`;

const cents = (sum: SQL) => sql<number>`coalesce(${sum}, 0)`.mapWith(Number);

/**
 * Claims submitted in the period, by status: count (every claim in her list), and of the ones
 * that bill money, charges, expected and what is still expected of those the payer has not
 * answered (pending, processing, or an unknown status, which reads as pending).
 */
export async function statusTotals(db: DbOrTx, scope: MoneyScope): Promise<StatusTotalsRow[]> {
  return db
    .select({
      status: c.status,
      claims: count(),
      billedCents: cents(sql`sum(${c.totalChargeCents}) FILTER (WHERE ${billsMoney})`),
      expectedCents: cents(sql`sum(${c.expectedCents}) FILTER (WHERE ${billsMoney})`),
      outstandingCents: cents(sql`sum(greatest(${c.expectedCents} - ${c.paidCents}, 0))
        FILTER (WHERE ${c.status} NOT IN ('approved', 'denied', 'rejected') AND ${billsMoney})`),
    })
    .from(c)
    .where(and(notArchived, ownerCondition(scope), submittedInPeriod(scope)))
    .groupBy(c.status);
}

/** The posted ledger per calendar month of the period, oldest first. */
export async function paidByMonth(
  db: DbOrTx,
  scope: MoneyScope,
): Promise<{ month: string; paidCents: number }[]> {
  const month = sql<string>`to_char(${paidOn}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, paidCents: sql<number>`sum(${p.paidCents})`.mapWith(Number) })
    .from(p)
    .innerJoin(c, eq(c.id, p.claimId))
    .where(and(notArchived, ownerCondition(scope), postedInPeriod(scope)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.filter((row) => row.paidCents !== 0);
}

/**
 * Days from a claim's submission (UTC day) to the day a payment counts on, the median over the
 * posted payments of the period that paid something and still stand (not reversed).
 */
export async function daysToPayment(
  db: DbOrTx,
  scope: MoneyScope,
): Promise<{ medianDays: number | null; payments: number }> {
  const [row] = await db
    .select({
      median: sql<string | null>`percentile_cont(0.5) WITHIN GROUP (
        ORDER BY ${paidOn} - (${c.createdAt} AT TIME ZONE 'UTC')::date)`,
      payments: count(),
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.claimId))
    .where(
      and(
        notArchived,
        sql`${p.paidCents} > 0 AND ${p.reversalOf} IS NULL AND ${p.reversedBy} IS NULL`,
        ownerCondition(scope),
        postedInPeriod(scope),
      ),
    );
  return {
    medianDays: row?.median == null ? null : Number(row.median),
    payments: Number(row?.payments ?? 0),
  };
}

export interface WaitingClaimRow {
  id: string;
  formId: string;
  status: string;
  updatedAt: Date;
  ownerEmail: string;
  payerName: string;
  totalChargeCents: number;
  payerAnswer: unknown;
}

/**
 * Rejected and denied claims of every doula, the longest waiting first (by their last change),
 * a page at a time plus one row to tell whether more follow.
 */
export async function waitingClaims(
  db: DbOrTx,
  limit: number,
  after?: ListPosition,
): Promise<WaitingClaimRow[]> {
  return db
    .select({
      id: c.id,
      formId: c.formId,
      status: c.status,
      updatedAt: c.updatedAt,
      ownerEmail: u.email,
      payerName: c.patientInsuranceProvider,
      totalChargeCents: c.totalChargeCents,
      payerAnswer: c.payerAnswer,
    })
    .from(c)
    .innerJoin(u, eq(u.id, c.userId))
    .where(
      and(
        notArchived,
        sql`${c.status} IN ('rejected', 'denied')`,
        // Corrected or voided already: the doula has acted on it.
        sql`NOT ${corrected}`,
        after
          ? sql`(${c.updatedAt}, ${c.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(c.updatedAt), asc(c.id))
    .limit(limit + 1);
}
