import { and, eq, sql } from 'drizzle-orm';
import type { EnrollmentSet, EnrollmentTransaction } from '#domain/clearinghouse/enrollments';
import { anyOf } from '../../db/any-of.ts';
import type { DbOrTx } from '../../db/database.ts';
import { claimsViewAs } from '../claims/claims.views.ts';
import { payerEnrollments } from './enrollments.tables.ts';

export type EnrollmentRow = typeof payerEnrollments.$inferSelect;

/** Sets one payer's one transaction (a new row or the stored one changed), in one statement. */
export async function upsertEnrollment(
  db: DbOrTx,
  input: EnrollmentSet,
  by: string,
): Promise<EnrollmentRow> {
  const values = {
    state: input.state,
    requestedOn: input.requestedOn,
    approvedOn: input.approvedOn,
    note: input.note,
    updatedBy: by,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(payerEnrollments)
    .values({ payerId: input.payerId, transaction: input.transaction, ...values })
    .onConflictDoUpdate({
      target: [payerEnrollments.payerId, payerEnrollments.transaction],
      set: values,
    })
    .returning();
  return row!;
}

/** The stored enrollments of these payers (at most three each). */
export async function enrollmentsOf(db: DbOrTx, payerIds: readonly string[]) {
  if (payerIds.length === 0) return [];
  return db
    .select()
    .from(payerEnrollments)
    .where(anyOf(payerEnrollments.payerId, [...payerIds]));
}

export async function enrollmentOf(
  db: DbOrTx,
  payerId: string,
  transaction: EnrollmentTransaction,
): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(payerEnrollments)
    .where(
      and(eq(payerEnrollments.payerId, payerId), eq(payerEnrollments.transaction, transaction)),
    )
    .limit(1);
  return row;
}

const first = claimsViewAs('first_claim');
const next = claimsViewAs('next_claim');
const named = claimsViewAs('named_claim');

/**
 * Payer IDs after `after`, in order, at most `limit`: those claims were made for, those with an
 * enrollment row and the ones given (the payer mapping's). The claims' payers are walked one
 * index probe per payer (claims_payer_idx), so a page costs `limit` probes however many claims
 * each payer has.
 */
export async function payerIdsPage(
  db: DbOrTx,
  after: string,
  limit: number,
  mappedIds: readonly string[],
): Promise<string[]> {
  const firstId = sql`upper(${first.patientPayerId})`;
  const nextId = sql`upper(${next.patientPayerId})`;
  const result = await db.execute<{ payer_id: string }>(sql`
    WITH RECURSIVE claim_payers(payer_id) AS (
      (SELECT ${firstId} FROM ${first} WHERE ${firstId} > ${after} ORDER BY 1 LIMIT 1)
      UNION ALL
      SELECT (SELECT ${nextId} FROM ${next} WHERE ${nextId} > p.payer_id ORDER BY 1 LIMIT 1)
      FROM claim_payers p WHERE p.payer_id IS NOT NULL
    )
    SELECT payer_id FROM (
      (SELECT payer_id FROM claim_payers WHERE payer_id IS NOT NULL LIMIT ${limit})
      UNION
      (SELECT DISTINCT ${payerEnrollments.payerId} FROM ${payerEnrollments}
        WHERE ${payerEnrollments.payerId} > ${after}
        ORDER BY 1 LIMIT ${limit})
      UNION
      SELECT unnest(${sql.param([...mappedIds])}::text[])
    ) payers
    WHERE payer_id > ${after}
    ORDER BY payer_id
    LIMIT ${limit}`);
  return result.rows.map((row) => row.payer_id);
}

/** A name one of each payer's claims gives it (as the doula's patient record had it). */
export async function claimPayerNames(
  db: DbOrTx,
  payerIds: readonly string[],
): Promise<Map<string, string>> {
  if (payerIds.length === 0) return new Map();
  const namedId = sql`upper(${named.patientPayerId})`;
  const result = await db.execute<{ payer_id: string; name: string | null }>(sql`
    SELECT p.payer_id, (
      SELECT ${named.patientInsuranceProvider} FROM ${named} WHERE ${namedId} = p.payer_id LIMIT 1
    ) AS name
    FROM unnest(${sql.param([...payerIds])}::text[]) AS p(payer_id)`);
  return new Map(
    result.rows.flatMap((row) => (row.name ? [[row.payer_id, row.name] as const] : [])),
  );
}
