import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeeClaimLine, FeePriceView } from '#domain/fees/requests';
import { normalizeClaimStatus } from '#domain/claims/status';
import type { DbOrTx } from '../../db/database.ts';
import { claimsView } from '../claims/claims.views.ts';
import { profileRows } from '../profile/profile.views.ts';
import { userEmails } from '../users/users.views.ts';
import { feeLedger as l, feePrices } from './fees.tables.ts';

/** A statement's sums over ledger rows, by kind: the one expression every total uses. */
const sums = {
  chargedCents: sql<number>`coalesce(sum(${l.cents}) FILTER (WHERE ${l.kind} = 'charge'), 0)::int`,
  creditedCents: sql<number>`coalesce(sum(${l.cents}) FILTER (WHERE ${l.kind} = 'credit'), 0)::int`,
  paidCents: sql<number>`(coalesce(sum(${l.cents}) FILTER (WHERE ${l.kind} = 'payment'), 0)
    - coalesce(sum(${l.cents}) FILTER (WHERE ${l.kind} = 'refund'), 0))::int`,
  refundedCents: sql<number>`coalesce(sum(${l.cents}) FILTER (WHERE ${l.kind} = 'refund'), 0)::int`,
  claimCount: sql<number>`count(DISTINCT ${l.claimId}) FILTER (WHERE ${l.kind} = 'charge')::int`,
};
const due = sql`sum(CASE ${l.kind} WHEN 'charge' THEN ${l.cents} WHEN 'refund' THEN ${l.cents}
  ELSE -${l.cents} END)`;

export interface StatementSums {
  month: string;
  chargedCents: number;
  creditedCents: number;
  paidCents: number;
  refundedCents: number;
  claimCount: number;
}

/** Her statements, newest month first, at most `limit`. */
export function statementsOf(db: DbOrTx, userId: string, limit: number, month?: string) {
  return db
    .select({ month: l.month, ...sums })
    .from(l)
    .where(and(eq(l.userId, userId), month ? eq(l.month, month) : undefined))
    .groupBy(l.month)
    .orderBy(desc(l.month))
    .limit(limit);
}

/** A statement's charged and credited claims: form ID and service date, never the patient. */
export async function claimLinesOf(
  db: DbOrTx,
  userId: string,
  month: string,
  limit: number,
): Promise<FeeClaimLine[]> {
  const rows = await db
    .select({
      claimId: l.claimId,
      formId: claimsView.formId,
      serviceDate: claimsView.serviceDateFrom,
      kind: l.kind,
      cents: l.cents,
      onDate: l.onDate,
      claimStatus: claimsView.status,
      reason: l.reason,
      createdBy: l.createdBy,
    })
    .from(l)
    .innerJoin(claimsView, eq(claimsView.id, l.claimId))
    .where(and(eq(l.userId, userId), eq(l.month, month), sql`${l.kind} IN ('charge', 'credit')`))
    .orderBy(asc(l.onDate), asc(claimsView.formId), asc(l.kind))
    .limit(limit);
  return rows.map(({ createdBy, ...row }) => ({
    ...row,
    claimId: row.claimId!,
    kind: row.kind as 'charge',
    claimStatus: normalizeClaimStatus(row.claimStatus),
    // A charge's reason is the answer file's note (codes, for operators): she reads words.
    reason: row.kind === 'credit' ? row.reason : '',
    automatic: createdBy === 'system',
  }));
}

export async function pricesPage(db: DbOrTx, limit: number, before?: string) {
  const rows = await db
    .select()
    .from(feePrices)
    .where(before ? lt(feePrices.effectiveFrom, before) : undefined)
    .orderBy(desc(feePrices.effectiveFrom))
    .limit(limit);
  return rows.map((row): FeePriceView => ({
    id: row.id,
    cents: row.cents,
    effectiveFrom: row.effectiveFrom,
    setBy: row.setBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function upsertPrice(db: DbOrTx, cents: number, effectiveFrom: string, by: string) {
  const [row] = await db
    .insert(feePrices)
    .values({ cents, effectiveFrom, setBy: by })
    .onConflictDoUpdate({
      target: feePrices.effectiveFrom,
      set: { cents, setBy: by, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

const doulaName = sql<string>`coalesce(nullif(${profileRows.businessName}, ''),
  trim(${profileRows.firstName} || ' ' || ${profileRows.lastName}), '')`;

/**
 * Doulas with any fee row (in `month` when given), by what they owe (most first), then id: a
 * page after `after`.
 */
export function doulaFeesPage(
  db: DbOrTx,
  limit: number,
  after?: { dueCents: number; userId: string },
  month?: string,
) {
  const dueTotal = sql<number>`${due}::int`;
  const position: SQL | undefined = after
    ? sql`(${due} < ${after.dueCents} OR (${due} = ${after.dueCents} AND ${l.userId} > ${after.userId}))`
    : undefined;
  return db
    .select({
      userId: l.userId,
      name: sql<string>`max(${doulaName})`,
      email: sql<string>`max(${userEmails.email})`,
      claimCount: sums.claimCount,
      chargedCents: sums.chargedCents,
      creditedCents: sums.creditedCents,
      paidCents: sums.paidCents,
      dueCents: dueTotal,
    })
    .from(l)
    .innerJoin(userEmails, eq(userEmails.id, l.userId))
    .leftJoin(profileRows, eq(profileRows.userId, l.userId))
    .where(month ? eq(l.month, month) : undefined)
    .groupBy(l.userId)
    .having(position)
    .orderBy(desc(dueTotal), asc(l.userId))
    .limit(limit);
}

/** Statements with something still due, oldest month first, then doula: a page after `after`. */
export function unpaidStatementsPage(
  db: DbOrTx,
  limit: number,
  after?: { month: string; userId: string },
) {
  return db
    .select({
      userId: l.userId,
      month: l.month,
      name: sql<string>`max(${doulaName})`,
      email: sql<string>`max(${userEmails.email})`,
      ...sums,
    })
    .from(l)
    .innerJoin(userEmails, eq(userEmails.id, l.userId))
    .leftJoin(profileRows, eq(profileRows.userId, l.userId))
    .where(
      after
        ? or(gt(l.month, after.month), and(eq(l.month, after.month), gt(l.userId, after.userId)))
        : undefined,
    )
    .groupBy(l.month, l.userId)
    .having(sql`${due} > 0`)
    .orderBy(asc(l.month), asc(l.userId))
    .limit(limit);
}

const refunds = alias(l, 'refunds');

/** Card payments, newest first, each with its statement's card refunds: a page before `before`. */
export function cardPaymentsPage(
  db: DbOrTx,
  limit: number,
  before?: { paidOn: string; id: string },
) {
  const refunded = db
    .select({ cents: sql`sum(${refunds.cents})` })
    .from(refunds)
    .where(
      and(
        eq(refunds.userId, l.userId),
        eq(refunds.month, l.month),
        eq(refunds.kind, 'refund'),
        eq(refunds.method, 'card'),
      ),
    );
  return db
    .select({
      id: l.id,
      userId: l.userId,
      name: doulaName,
      email: userEmails.email,
      month: l.month,
      cents: l.cents,
      paidOn: l.onDate,
      refundedCents: sql<number>`coalesce((${refunded}), 0)::int`,
    })
    .from(l)
    .innerJoin(userEmails, eq(userEmails.id, l.userId))
    .leftJoin(profileRows, eq(profileRows.userId, l.userId))
    .where(
      and(
        eq(l.kind, 'payment'),
        eq(l.method, 'card'),
        // A row comparison, so a later page starts inside the index at the cursor.
        before
          ? sql`(${l.onDate}, ${l.id}) < (${before.paidOn}::date, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(l.onDate), desc(l.id))
    .limit(limit);
}

export async function insertPayment(db: DbOrTx, row: typeof l.$inferInsert) {
  const [inserted] = await db.insert(l).values(row).returning();
  return inserted!;
}

/** The claim's owner and whether it exists: an operator credits by claim ID. */
export async function claimOwner(db: DbOrTx, claimId: string) {
  const [row] = await db
    .select({ userId: claimsView.userId, formId: claimsView.formId })
    .from(claimsView)
    .where(eq(claimsView.id, claimId))
    .limit(1);
  return row;
}

/** Her business as her statement heads it: name and address, never her tax ID. */
export async function businessOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      name: doulaName,
      street: profileRows.businessAddressStreet,
      city: profileRows.businessAddressCity,
      state: profileRows.businessAddressState,
      zip: profileRows.businessAddressZip,
    })
    .from(profileRows)
    .where(eq(profileRows.userId, userId))
    .limit(1);
  return row ?? { name: '', street: '', city: '', state: '', zip: '' };
}
