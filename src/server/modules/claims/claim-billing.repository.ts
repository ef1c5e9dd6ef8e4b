import { and, asc, desc, eq, gt, isNull, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { PriorClaim } from '#domain/billing/index';
import type { DbOrTx } from '../../db/database.ts';
import { preparedSql } from '../../db/prepared.ts';
import { claims, type StoredClaimLine, type StoredFinding } from './claims.tables.ts';
import { type ClaimFilter, claimFilterCondition } from './claims.repository.ts';
import { anyOf } from '../../db/any-of.ts';

/** How many of her claims for one patient the claim check and the tracker read at most. */
export const OTHER_CLAIMS_LIMIT = 500;

/** A claim's units (summed over its stored lines) and charge, as unit and dollar limits count. */
const amounts = {
  units: sql<number>`(SELECT coalesce(sum((l->>'units')::int), 0)::int
    FROM jsonb_array_elements(${claims.lines}) l)`.mapWith(Number),
  chargeCents: claims.totalChargeCents,
};

/** A void request, and a claim it voids, read as `void`. */
const statusForLimits = sql<string>`CASE WHEN ${claims.frequency} = '8' OR EXISTS (SELECT 1 FROM ${claims} v
  WHERE v.corrects_claim_id = "claims"."id" AND v.frequency = '8') THEN 'void'
  ELSE ${claims.status} END`;

/**
 * Her other claims for one patient, newest service date first, through the owner-patient-date
 * index; with a date window when given (a pregnancy's limits never reach further than that).
 * A void request, and a claim it voids, read as status `void`: neither uses a visit nor makes
 * a new claim for that day a duplicate.
 */
export async function otherClaimsOfPatient(
  db: DbOrTx,
  userId: string,
  patientId: string,
  window: { from: string; to: string } = EVERY_DATE,
): Promise<PriorClaim[]> {
  const [row] = await otherClaimsInWindow(db, { userId, patientId, ...window });
  return row!.other_claims;
}

/** No window: every date a claim can carry. */
export const EVERY_DATE = { from: '0001-01-01', to: '9999-12-31' };

// The claim check's own read (claim-check-reads.ts) and this one are the same SQL.
const otherClaimsInWindow = preparedSql<
  { userId: string; patientId: string; from: string; to: string },
  { other_claims: PriorClaim[] }
>('claims_of_patient_in_window', () => {
  const [userId, patientId] = [sql.placeholder('userId'), sql.placeholder('patientId')];
  const [from, to] = [sql.placeholder('from'), sql.placeholder('to')];
  return sql`SELECT ${otherClaimsNow({ userId, patientId, from, to })} AS other_claims`;
});

/**
 * Her other claims for one patient as one JSON array, newest service date first, with the
 * fields the claim check reads: a scalar subquery, for a caller reading them with other
 * things. The values are SQL (a placeholder, a value).
 */
export const otherClaimsNow = (window: {
  userId: SQLWrapper;
  patientId: SQLWrapper;
  from: SQLWrapper;
  to: SQLWrapper;
}) =>
  sql<PriorClaim[]>`(SELECT coalesce(json_agg(other ORDER BY other."serviceDate" DESC), '[]'::json)
    FROM (
      SELECT ${claims.id} AS "id", ${claims.serviceDateFrom} AS "serviceDate",
             ${claims.serviceType} AS "serviceType", ${amounts.units} AS "units",
             ${claims.totalChargeCents} AS "chargeCents", ${statusForLimits} AS "status"
      FROM ${claims}
      WHERE ${claims.userId} = ${window.userId} AND ${claims.patientId} = ${window.patientId}
        AND ${claims.deleted} = false
        AND ${claims.serviceDateFrom} >= ${window.from} AND ${claims.serviceDateFrom} <= ${window.to}
      ORDER BY ${claims.serviceDateFrom} DESC
      LIMIT ${sql.raw(String(OTHER_CLAIMS_LIMIT))}
    ) other)`;

/**
 * otherClaimsOfPatient for many (owner, patient, window) at once, in one statement: the same
 * rows each, in the same order, through the same index (a lateral read per entry).
 */
export async function otherClaimsOfEach(
  db: DbOrTx,
  wanted: readonly { userId: string; patientId: string; from: string; to: string }[],
): Promise<PriorClaim[][]> {
  const each: PriorClaim[][] = wanted.map(() => []);
  if (wanted.length === 0) return each;
  const { rows } = await db.execute<{
    n: string;
    id: string;
    service_date: string;
    service_type: string;
    units: number;
    charge_cents: number;
    status: string;
  }>(sql`
    SELECT wanted.n, other.*
    FROM unnest(${sql.param(wanted.map((entry) => entry.userId))}::uuid[],
                ${sql.param(wanted.map((entry) => entry.patientId))}::uuid[],
                ${sql.param(wanted.map((entry) => entry.from))}::date[],
                ${sql.param(wanted.map((entry) => entry.to))}::date[])
      WITH ORDINALITY AS wanted(user_id, patient_id, date_from, date_to, n)
    CROSS JOIN LATERAL (
      SELECT ${claims.id} AS id, ${claims.serviceDateFrom}::text AS service_date,
             ${claims.serviceType} AS service_type, ${amounts.units} AS units,
             ${claims.totalChargeCents} AS charge_cents, ${statusForLimits} AS status
      FROM ${claims}
      WHERE ${claims.userId} = wanted.user_id AND ${claims.patientId} = wanted.patient_id
        AND ${claims.deleted} = false
        AND ${claims.serviceDateFrom} >= wanted.date_from
        AND ${claims.serviceDateFrom} <= wanted.date_to
      ORDER BY ${claims.serviceDateFrom} DESC
      LIMIT ${OTHER_CLAIMS_LIMIT}) other
    ORDER BY wanted.n, other.service_date DESC`);
  for (const row of rows) {
    each[Number(row.n) - 1]!.push({
      id: row.id,
      serviceDate: row.service_date,
      serviceType: row.service_type,
      units: Number(row.units),
      chargeCents: Number(row.charge_cents),
      status: row.status,
    });
  }
  return each;
}

/**
 * Her claims for each of a page of patients in one query, newest service date first, at most
 * OTHER_CLAIMS_LIMIT per patient (as for one patient), grouped by patient id.
 */
export async function claimsOfPatients(
  db: DbOrTx,
  userId: string,
  patientIds: readonly string[],
): Promise<Map<string, PriorClaim[]>> {
  const byPatient = new Map<string, PriorClaim[]>(patientIds.map((id) => [id, []]));
  if (patientIds.length === 0) return byPatient;
  const ranked = db
    .select({
      id: claims.id,
      patientId: claims.patientId,
      serviceDate: claims.serviceDateFrom,
      serviceType: claims.serviceType,
      status: claims.status,
      units: amounts.units.as('units'),
      chargeCents: amounts.chargeCents,
      rank: sql<number>`row_number() OVER (PARTITION BY ${claims.patientId} ORDER BY ${claims.serviceDateFrom} DESC)`.as(
        'rank',
      ),
    })
    .from(claims)
    .where(
      and(
        eq(claims.userId, userId),
        anyOf(claims.patientId, [...patientIds]),
        eq(claims.deleted, false),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, OTHER_CLAIMS_LIMIT))
    .orderBy(desc(ranked.serviceDate));
  for (const { patientId, rank: _rank, ...claim } of rows) byPatient.get(patientId)?.push(claim);
  return byPatient;
}

export interface ClaimTotals {
  count: number;
  billedCents: number;
  expectedCents: number;
}

/** Count and sums of her claims the filter lists (one aggregate, no rows sent). */
export async function claimTotalsOf(
  db: DbOrTx,
  userId: string,
  filter: ClaimFilter = {},
): Promise<ClaimTotals> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      billed: sql<string>`coalesce(sum(${claims.totalChargeCents}), 0)`,
      expected: sql<string>`coalesce(sum(${claims.expectedCents}), 0)`,
    })
    .from(claims)
    .where(and(eq(claims.userId, userId), eq(claims.deleted, false), claimFilterCondition(filter)));
  return {
    count: Number(row?.count ?? 0),
    billedCents: Number(row?.billed ?? 0),
    expectedCents: Number(row?.expected ?? 0),
  };
}

/** Claims from before service lines existed, still without theirs: one batch, by id. */
export async function claimsWithoutLines(db: DbOrTx, afterId: string | null, limit: number) {
  return db
    .select()
    .from(claims)
    .where(
      and(
        isNull(claims.payerProfileId),
        eq(claims.linesDerived, false),
        afterId ? gt(claims.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(claims.id))
    .limit(limit);
}

export interface ClaimBilling {
  lines: StoredClaimLine[];
  totalChargeCents: number;
  expectedCents: number;
  payerProfileId: string | null;
  payerProfileVersion: string | null;
  payerProfileName: string;
  facilityKind?: string | null;
  checkWarnings?: StoredFinding[];
  /** The birth package that pays for this visit; it is then not sent on its own. */
  coveredByPackage?: string | null;
}

/** Stores the lines worked out for an old claim, marked as derived. */
export async function setDerivedLines(db: DbOrTx, id: string, billing: ClaimBilling) {
  await db
    .update(claims)
    .set({ ...billing, linesDerived: true })
    .where(and(eq(claims.id, id), eq(claims.linesDerived, false)));
}
