import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type {
  CoverageCheckSource,
  CoverageCheckView,
  CoverageForClaim,
} from '#domain/clearinghouse/coverage';
import { anyOf } from '../../db/any-of.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { CoverageOutcome } from './coverage-answer.ts';
import { type CoverageCheckRow, coverageChecks } from './eligibility.tables.ts';

/** How long an answer is reused for the same patient, payer and month. */
export const CACHE_HOURS = 24;
/** A pending check older than this is taken as lost (the transport's timeout is at most 2 minutes). */
const PENDING_MINUTES = 5;
/** Checks that came to an answer from the payer (the cache and the claim check read only these). */
const ANSWERED = ['covered', 'not_covered', 'rejected', 'unknown'];
/** The most checks her patient's history lists. */
export const HISTORY_LIMIT = 50;

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** Every column she may see: never the raw answer, the failure detail, the connection or the number. */
export function presentCheck(row: CoverageCheckRow): CoverageCheckView {
  const managedCare =
    row.managedCareName || row.managedCareMessage
      ? {
          name: row.managedCareName,
          payerId: row.managedCarePayerId,
          phone: row.managedCarePhone,
          message: row.managedCareMessage,
        }
      : null;
  return {
    id: row.id,
    patientId: row.patientId,
    month: row.month,
    payerId: row.payerId,
    payerName: row.payerName,
    source: row.source,
    status: row.status,
    plan: { name: row.planName, from: row.planFrom, to: row.planTo },
    payerMemberId: row.payerMemberId,
    managedCare,
    explanation: row.explanation,
    checkedAt: row.checkedAt.toISOString(),
  };
}

export interface CheckKey {
  userId: string;
  patientId: string;
  payerId: string;
  month: string;
}

const sameCheck = (key: CheckKey) =>
  and(
    eq(coverageChecks.userId, key.userId),
    eq(coverageChecks.patientId, key.patientId),
    eq(coverageChecks.payerId, key.payerId),
    eq(coverageChecks.month, key.month),
  );

/** An answer for the same patient, payer and month from the last 24 hours, if there is one. */
export async function cachedCheck(
  db: DbOrTx,
  key: CheckKey,
  now: Date,
): Promise<CoverageCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(coverageChecks)
    .where(
      and(
        sameCheck(key),
        anyOf(coverageChecks.status, ANSWERED),
        gt(coverageChecks.checkedAt, hoursAgo(now, CACHE_HOURS)),
      ),
    )
    .orderBy(desc(coverageChecks.checkedAt))
    .limit(1);
  return row;
}

export type Reservation =
  | { kind: 'cached'; row: CoverageCheckRow }
  | { kind: 'running' }
  | { kind: 'limit' }
  | { kind: 'reserved'; row: CoverageCheckRow };

/**
 * Decides, one check of hers at a time (a transaction lock on her id), whether to ask: a
 * conclusive answer for the same patient, payer and month from the last 24 hours is reused; one
 * still out is waited for; past her daily limit nothing is sent. Otherwise a pending row is
 * written and counted at once, so two clicks cannot both pass the limit.
 */
export function reserveCheck(
  db: Db,
  key: CheckKey,
  options: { source: CoverageCheckSource; payerName: string; dailyLimit: number; now: Date },
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`coverage:${key.userId}`}))`);
    const cached = await cachedCheck(tx, key, options.now);
    if (cached) return { kind: 'cached', row: cached };
    const [running] = await tx
      .select({ id: coverageChecks.id })
      .from(coverageChecks)
      .where(
        and(
          sameCheck(key),
          eq(coverageChecks.status, 'pending'),
          gt(coverageChecks.checkedAt, hoursAgo(options.now, PENDING_MINUTES / 60)),
        ),
      )
      .limit(1);
    if (running) return { kind: 'running' };
    // Every check that went out counts, answered or not: a payer may bill a lost answer too.
    const [counted] = await tx
      .select({ n: count() })
      .from(coverageChecks)
      .where(
        and(
          eq(coverageChecks.userId, key.userId),
          gt(coverageChecks.checkedAt, hoursAgo(options.now, 24)),
        ),
      );
    if ((counted?.n ?? 0) >= options.dailyLimit) return { kind: 'limit' };
    const [row] = await tx
      .insert(coverageChecks)
      .values({
        ...key,
        payerName: options.payerName,
        source: options.source,
        status: 'pending',
        checkedAt: options.now,
      })
      .returning();
    return { kind: 'reserved', row: row! };
  });
}

/** The answer (or the failure) of a reserved check, with what the endpoint answered. */
export async function completeCheck(
  db: DbOrTx,
  id: string,
  outcome: CoverageOutcome,
  answer: { raw: string | null; connectionId: string | null },
): Promise<CoverageCheckRow> {
  const [row] = await db
    .update(coverageChecks)
    .set({
      ...outcome,
      rawAnswer: answer.raw,
      connectionId: answer.connectionId,
      answeredAt: new Date(),
    })
    .where(eq(coverageChecks.id, id))
    .returning();
  return row!;
}

/** Her checks of one patient, newest first. */
export const checksOfPatient = (db: DbOrTx, userId: string, patientId: string) =>
  db
    .select()
    .from(coverageChecks)
    .where(and(eq(coverageChecks.userId, userId), eq(coverageChecks.patientId, patientId)))
    .orderBy(desc(coverageChecks.checkedAt))
    .limit(HISTORY_LIMIT);

/** Her answered checks of one patient, newest first, as the claim check reads them. */
export async function coverageRowsForClaim(
  db: DbOrTx,
  userId: string,
  patientId: string,
): Promise<CoverageForClaim[]> {
  const rows = await db
    .select()
    .from(coverageChecks)
    .where(
      and(
        eq(coverageChecks.userId, userId),
        eq(coverageChecks.patientId, patientId),
        anyOf(coverageChecks.status, ANSWERED),
      ),
    )
    .orderBy(desc(coverageChecks.checkedAt))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    month: row.month,
    payerId: row.payerId,
    status: row.status,
    checkedOn: row.checkedAt.toISOString().slice(0, 10),
    planFrom: row.planFrom,
    planTo: row.planTo,
    managedCareName: row.managedCareName,
    managedCareMessage: row.managedCareMessage,
  }));
}
