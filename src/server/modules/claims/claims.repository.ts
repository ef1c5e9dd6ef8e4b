import { and, asc, eq, gte, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { claimStatuses, type ClaimStatus } from '#domain/claims/status';
import type { WaitingFix } from '#domain/claims/waiting-fixes';
import { isStorableText } from '#domain/records/storable-text';
import type { DbOrTx } from '../../db/database.ts';
import { preparedInsert } from '../../db/prepared.ts';
import { attentionCandidate, claims, claimStatusChanges } from './claims.tables.ts';
import { userEmails } from '../users/users.views.ts';
import { anyOf } from '../../db/any-of.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimInsert = typeof claims.$inferInsert;
export type StatusChangeRow = typeof claimStatusChanges.$inferSelect;
/** A new claim's row; its form ID may be the expression that numbers it (nextFormId). */
export type NewClaimRow = Omit<ClaimInsert, 'formId'> & { formId: string | SQL<string> };

/**
 * The next human-readable form ID, `DB-<year>-<number>`, as an expression for the claim's
 * INSERT: the number comes from a sequence, so parallel submissions never wait on each other
 * (gaps are allowed); it has at least six digits, more after the millionth claim.
 */
export function nextFormId(year: number): SQL<string> {
  return sql<string>`(SELECT 'DB-' || ${String(year)}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
    FROM nextval('claim_form_number_seq') AS n)`;
}

/** Inserts unless this owner already used the idempotency key; undefined then. */
export async function insertClaimOnce(
  db: DbOrTx,
  values: NewClaimRow,
): Promise<ClaimRow | undefined> {
  const [row] = await insertClaimRow(db, values);
  return row;
}

// A claim's row has some ninety columns: built once per shape of its values (db/prepared.ts).
const insertClaimRow = preparedInsert('claims_insert', claims, (db, values) =>
  db
    .insert(claims)
    .values(values as NewClaimRow)
    .onConflictDoNothing({ target: [claims.userId, claims.idempotencyKey] })
    .returning(),
);

const withIdempotencyKey = (userId: string, key: string) =>
  and(eq(claims.userId, userId), eq(claims.idempotencyKey, key));

export async function findClaimByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db.select().from(claims).where(withIdempotencyKey(userId, key));
  return row;
}

/** The owner's claim; someone else's reads as missing. */
export async function findOwnClaim(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, id), eq(claims.userId, userId), eq(claims.deleted, false)));
  return row;
}

/** Any claim by id or form ID, for operators. */
export async function findClaimByIdOrFormId(db: DbOrTx, idOrFormId: string) {
  // Text PostgreSQL cannot hold (NUL, from a path such as /api/operator/claims/%00/status)
  // names no claim: the query itself would fail.
  if (!isStorableText(idOrFormId)) return undefined;
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrFormId);
  const [row] = await db
    .select()
    .from(claims)
    .where(isUuid ? eq(claims.id, idOrFormId) : eq(claims.formId, idOrFormId.toUpperCase()));
  return row;
}

export async function statusHistoryOf(db: DbOrTx, claimIds: string[]): Promise<StatusChangeRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimStatusChanges)
    .where(anyOf(claimStatusChanges.claimId, claimIds))
    .orderBy(asc(claimStatusChanges.changedAt), asc(claimStatusChanges.id));
}

/** Locks the claim row so concurrent status changes record a true "from". */
export async function lockClaim(db: DbOrTx, id: string) {
  const [row] = await db.select().from(claims).where(eq(claims.id, id)).for('update');
  return row;
}

/** These claims' rows, locked for the caller's transaction, in id order (as every writer locks). */
export async function lockClaims(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: claims.id,
      userId: claims.userId,
      formId: claims.formId,
      status: claims.status,
      deleted: claims.deleted,
    })
    .from(claims)
    .where(sql`${claims.id} = ANY(${sql.param(ids)}::uuid[])`)
    .orderBy(claims.id)
    .for('update');
}

export interface ClaimFilter {
  status?: ClaimStatus | undefined;
  /** Service date (from) on or after this calendar date. */
  serviceFrom?: string | undefined;
  /** Service date (from) on or before this calendar date. */
  serviceTo?: string | undefined;
  /**
   * Only the claims that need her attention (#domain/claims/attention); false: only the others
   * (the second part of "needs me first").
   */
  attention?: boolean | undefined;
  /**
   * Only the claims late and unpaid on this day (her "late first" list's first part), or only
   * the others (its second part).
   */
  late?: { on: string; only: boolean } | undefined;
}

/** Past its prompt-pay deadline and unpaid on `today`: claims_owner_clock_idx's rows. */
export const lateUnpaid = (today: string) =>
  sql`(${claims.deleted} = false AND ${claims.status} = 'processing'
    AND ${claims.promptPayDueOn} IS NOT NULL AND ${claims.promptPayDueOn} < ${today}::date)`;

export interface ClaimQueueFilter extends ClaimFilter {
  /** The owner's user ids (a provider's email may belong to more than one sign-in identity). */
  userIds?: string[] | undefined;
}

/** Status and service-date filters, for her list, its totals and the operators' queue. */
export function claimFilterCondition(filter: ClaimFilter): SQL | undefined {
  const known = claimStatuses as readonly string[];
  return and(
    // Unknown or missing statuses read as pending (a product rule), so the pending filter finds them too.
    filter.status === 'pending'
      ? or(eq(claims.status, 'pending'), notInArray(claims.status, [...known]))
      : filter.status
        ? eq(claims.status, filter.status)
        : undefined,
    filter.serviceFrom ? gte(claims.serviceDateFrom, filter.serviceFrom) : undefined,
    filter.serviceTo ? lte(claims.serviceDateFrom, filter.serviceTo) : undefined,
    filter.attention === true ? needsAttention : undefined,
    filter.attention === false ? sql`(${needsAttention}) IS NOT TRUE` : undefined,
    filter.late?.only === true ? lateUnpaid(filter.late.on) : undefined,
    filter.late?.only === false ? sql`(${lateUnpaid(filter.late.on)}) IS NOT TRUE` : undefined,
  );
}

/** isFileRejection in SQL: the clearinghouse could not read our file; operators send it again. */
const fileRejected = sql`coalesce(${claims.payerAnswer}->>'source' IN ('999', 'TA1')
  AND ${claims.payerAnswer}->>'outcome' = 'rejected', false)`;

/**
 * "Needs your attention" in SQL, the same condition as attentionReasonOf in the domain: the
 * index's candidate condition (so claims_owner_attention_idx serves it), narrowed to a pending
 * claim the file cannot carry, a rejected or denied one she can still correct (not a file our
 * operators send again: waitsOnOperators), one the
 * payer asks about (asksForInformation: an R category, or pended for information), and one our
 * team asked her a recommendation for (recommendationAsked: not paid, not voided).
 */
const needsAttention = sql`(${attentionCandidate} AND (
  ${claims.status} = 'pending' AND ${claims.sendBlockers} IS NOT NULL
  OR ${claims.status} IN ('rejected', 'denied') AND ${claims.frequency} <> '8'
    AND NOT EXISTS (SELECT 1 FROM ${claims} c WHERE c.corrects_claim_id = "claims"."id")
    AND NOT (${claims.status} = 'rejected' AND ${fileRejected})
  OR ${claims.status} = 'processing' AND jsonb_path_exists(${claims.payerAnswer},
    '$.statusCodes[*] ? (@.category like_regex "^[Rr][0-9]{1,2}$"
      || @.category like_regex "^[Pp][34]$"
      || @.category like_regex "^[Pp][0-5]$"
        && (@.status == "60" || @.status == "95" || @.status == "123"))')
  OR ${claims.recommendationRequest} IS NOT NULL AND ${claims.status} NOT IN ('approved', 'voided')))`;

/** The most her navigation counts; beyond it, it says "more than". */
export const ATTENTION_COUNT_CAP = 99;

/** How many of her claims need her attention, counted up to the cap plus one (bounded). */
export async function attentionCountOf(db: DbOrTx, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM (
      SELECT 1 FROM ${claims}
      WHERE ${claims.userId} = ${userId} AND ${claims.deleted} = false AND ${needsAttention}
      LIMIT ${ATTENTION_COUNT_CAP + 1}) AS waiting`);
  return Number(rows[0]?.n ?? 0);
}

/** The most of her waiting claims one count reads; beyond it, a fix says "more than". */
export const WAITING_COUNT_CAP = 999;

/**
 * How many of her pending claims wait on each send blocker, over at most the cap plus one of
 * them (the attention index's rows, so bounded and indexed like the count beside Claims).
 */
export async function waitingFixesOf(db: DbOrTx, userId: string): Promise<WaitingFix[]> {
  const { rows } = await db.execute<{ rule: string; n: string }>(sql`
    SELECT blocker->>'rule' AS rule, count(*) AS n FROM (
      SELECT ${claims.sendBlockers} AS blockers FROM ${claims}
      WHERE ${claims.userId} = ${userId} AND ${claims.deleted} = false AND ${attentionCandidate}
        AND ${claims.status} = 'pending' AND ${claims.sendBlockers} IS NOT NULL
      LIMIT ${WAITING_COUNT_CAP + 1}) AS waiting,
      jsonb_array_elements(waiting.blockers) AS blocker
    GROUP BY 1 ORDER BY 1`);
  return rows.map((row) => {
    const count = Number(row.n);
    return {
      rule: row.rule,
      count: Math.min(count, WAITING_COUNT_CAP),
      more: count > WAITING_COUNT_CAP,
    };
  });
}

/** The sign-in email of a claim's owner. */
export async function ownerEmailOf(db: DbOrTx, claimId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: userEmails.email })
    .from(claims)
    .innerJoin(userEmails, eq(userEmails.id, claims.userId))
    .where(eq(claims.id, claimId));
  return row?.email;
}
