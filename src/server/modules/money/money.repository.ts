import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { ListPosition } from '../lists/index.ts';

/**
 * The money summaries' SQL: aggregates only (GROUP BY in PostgreSQL, a handful of rows back),
 * bounded by the period, over one doula's claims (`userId`) or everyone's (null, operators).
 */
export interface MoneyScope {
  userId: string | null;
  /** First day of the period (inclusive) and the day after it; null for all time. */
  from: string | null;
  until: string | null;
}

const ownerCondition = (scope: MoneyScope): SQL =>
  scope.userId === null ? sql`TRUE` : sql`c.user_id = ${scope.userId}::uuid`;

/** Submitted in the period: created_at between the period's first UTC midnight and the next. */
const submittedInPeriod = (scope: MoneyScope): SQL =>
  sql`${scope.from === null ? sql`TRUE` : sql`c.created_at >= ${scope.from}::date::timestamp AT TIME ZONE 'UTC'`}
    AND ${scope.until === null ? sql`TRUE` : sql`c.created_at < ${scope.until}::date::timestamp AT TIME ZONE 'UTC'`}`;

/**
 * The day a payment counts on: the payer's payment date (the 835's BPR16), or the day it was
 * imported (UTC) when that is earlier or the file names none. An 835 often dates its transfer
 * a few days ahead; the claim already shows it paid, so the totals count it from that day too.
 * LEAST skips a null payment date. The same expression as the index claim_payments_paid_on_idx.
 */
const paidOn = sql`least(p.payment_date, (p.created_at AT TIME ZONE 'UTC')::date)`;

/**
 * The payment ledger's posted rows in the period: payments, and reversals as negative rows of
 * their own, so a sum of them is what the payer paid net, each payment counted once. Held and
 * refused rows never count.
 */
const postedInPeriod = (scope: MoneyScope): SQL =>
  sql`p.state = 'posted'
    AND ${scope.from === null ? sql`TRUE` : sql`${paidOn} >= ${scope.from}::date`}
    AND ${scope.until === null ? sql`TRUE` : sql`${paidOn} < ${scope.until}::date`}`;

export interface StatusTotalsRow {
  status: string;
  claims: number;
  billedCents: number;
  expectedCents: number;
  outstandingCents: number;
}

/**
 * A claim that bills money: not a void request, and not since replaced by a correction or
 * withdrawn by a void (the new claim carries the charge now). Without this a corrected claim
 * would count twice in what she billed and expects.
 */
const billsMoney = sql`c.frequency <> '8' AND NOT EXISTS (
  SELECT 1 FROM claims k WHERE k.corrects_claim_id = c.id AND k.deleted = false)`;

/**
 * Claims submitted in the period, by status: count (every claim in her list), and of the ones
 * that bill money, charges, expected and what is still expected of those the payer has not
 * answered (pending, processing, or an unknown status, which reads as pending).
 */
export async function statusTotals(db: DbOrTx, scope: MoneyScope): Promise<StatusTotalsRow[]> {
  const result = await db.execute<{
    status: string;
    claims: string;
    billed: string;
    expected: string;
    outstanding: string;
  }>(sql`
    SELECT c.status,
      count(*) AS claims,
      coalesce(sum(c.total_charge_cents) FILTER (WHERE ${billsMoney}), 0) AS billed,
      coalesce(sum(c.expected_cents) FILTER (WHERE ${billsMoney}), 0) AS expected,
      coalesce(sum(greatest(c.expected_cents - c.paid_cents, 0))
        FILTER (WHERE c.status NOT IN ('approved', 'denied', 'rejected') AND ${billsMoney}), 0)
        AS outstanding
    FROM claims c
    WHERE c.deleted = false AND ${ownerCondition(scope)} AND ${submittedInPeriod(scope)}
    GROUP BY c.status
  `);
  return result.rows.map((row) => ({
    status: row.status,
    claims: Number(row.claims),
    billedCents: Number(row.billed),
    expectedCents: Number(row.expected),
    outstandingCents: Number(row.outstanding),
  }));
}

/** The posted ledger per calendar month of the period, oldest first. */
export async function paidByMonth(
  db: DbOrTx,
  scope: MoneyScope,
): Promise<{ month: string; paidCents: number }[]> {
  const result = await db.execute<{ month: string; paid: string }>(sql`
    SELECT to_char(${paidOn}, 'YYYY-MM') AS month, sum(p.paid_cents) AS paid
    FROM claim_payments p
    JOIN claims c ON c.id = p.claim_id
    WHERE c.deleted = false AND ${ownerCondition(scope)} AND ${postedInPeriod(scope)}
    GROUP BY 1
    ORDER BY 1
  `);
  return result.rows
    .map((row) => ({ month: row.month, paidCents: Number(row.paid) }))
    .filter((row) => row.paidCents !== 0);
}

/**
 * Days from a claim's submission (UTC day) to the day a payment counts on, the median over the
 * posted payments of the period that paid something and still stand (not reversed).
 */
export async function daysToPayment(
  db: DbOrTx,
  scope: MoneyScope,
): Promise<{ medianDays: number | null; payments: number }> {
  const result = await db.execute<{ median: string | null; payments: string }>(sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (
        ORDER BY ${paidOn} - (c.created_at AT TIME ZONE 'UTC')::date
      ) AS median,
      count(*) AS payments
    FROM claim_payments p
    JOIN claims c ON c.id = p.claim_id
    WHERE c.deleted = false AND p.paid_cents > 0
      AND p.reversal_of IS NULL AND p.reversed_by IS NULL
      AND ${ownerCondition(scope)} AND ${postedInPeriod(scope)}
  `);
  const row = result.rows[0];
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
  const result = await db.execute<{
    id: string;
    form_id: string;
    status: string;
    updated_at: string | Date;
    email: string;
    payer_name: string;
    total_charge_cents: number;
    payer_answer: unknown;
  }>(sql`
    SELECT c.id, c.form_id, c.status, c.updated_at, u.email,
      c.patient_insurance_provider AS payer_name, c.total_charge_cents, c.payer_answer
    FROM claims c
    JOIN users u ON u.id = c.user_id
    WHERE c.deleted = false AND c.status IN ('rejected', 'denied')
      -- Corrected or voided already: the doula has acted on it.
      AND NOT EXISTS (SELECT 1 FROM claims k WHERE k.corrects_claim_id = c.id AND k.deleted = false)
      ${after ? sql`AND (c.updated_at, c.id) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY c.updated_at, c.id
    LIMIT ${limit + 1}
  `);
  return result.rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    status: row.status,
    updatedAt: new Date(row.updated_at),
    ownerEmail: row.email,
    payerName: row.payer_name,
    totalChargeCents: Number(row.total_charge_cents),
    payerAnswer: row.payer_answer,
  }));
}
