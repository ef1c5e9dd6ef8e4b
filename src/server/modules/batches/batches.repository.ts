import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { BatchAcknowledgement } from '#domain/claims/batches';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { claimBatchClaims, claimBatches } from './batches.tables.ts';
import { claimsView as claims } from '../claims/claims.views.ts';
import { responseImportsView as imports } from '../imports/imports.views.ts';
import { newestFirstBy, type ListPosition } from '../lists/index.ts';
import { anyOf } from '../../db/any-of.ts';

export type BatchRow = typeof claimBatches.$inferSelect;
type Resends = { resentAs: number | null; resends: number | null };
export type BatchSummaryRow = Omit<BatchRow, 'fileText' | 'resentFromBatchId'> & Resends;

/** How a 999 import records a batch it acknowledged (in its summary's `batches`). */
export interface StoredBatchAcknowledgement extends Omit<BatchAcknowledgement, 'at'> {
  batchId: string;
  number: number;
}

/** Every column but the file, for lists and details. */
export const summaryColumns = {
  id: claimBatches.id,
  number: claimBatches.number,
  interchangeControlNumber: claimBatches.interchangeControlNumber,
  groupControlNumber: claimBatches.groupControlNumber,
  transactionControlNumber: claimBatches.transactionControlNumber,
  usage: claimBatches.usage,
  payerId: claimBatches.payerId,
  payerName: claimBatches.payerName,
  status: claimBatches.status,
  createdBy: claimBatches.createdBy,
  createdAt: claimBatches.createdAt,
  claimCount: claimBatches.claimCount,
  fileSha256: claimBatches.fileSha256,
  // One row at most each (unique index, primary key); the outer row named in full for RETURNING.
  resentAs: sql<number | null>`(SELECT resend.number FROM claim_batches resend
    WHERE resend.resent_from_batch_id = "claim_batches"."id")`,
  resends: sql<number | null>`(SELECT resent.number FROM claim_batches resent
    WHERE resent.id = "claim_batches"."resent_from_batch_id")`,
};

/** The next batch number, also the batch's group and transaction control number (GS06, ST02). */
export async function nextBatchNumber(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: string }>(
    sql`SELECT nextval('claim_batch_number_seq') AS n`,
  );
  return Number(result.rows[0]!.n);
}

export async function insertBatch(
  db: DbOrTx,
  batch: typeof claimBatches.$inferInsert,
  claimIds: readonly string[],
): Promise<BatchSummaryRow> {
  const [row] = await db.insert(claimBatches).values(batch).returning(summaryColumns);
  await db
    .insert(claimBatchClaims)
    .values(claimIds.map((claimId, position) => ({ batchId: row!.id, claimId, position })));
  return row!;
}

/** The open batch each of these claims is in (claim id → batch number). */
export async function openBatchesOf(
  db: DbOrTx,
  claimIds: readonly string[],
): Promise<Map<string, number>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ claimId: claimBatchClaims.claimId, number: claimBatches.number })
    .from(claimBatchClaims)
    .innerJoin(claimBatches, eq(claimBatches.id, claimBatchClaims.batchId))
    .where(
      and(anyOf(claimBatchClaims.claimId, [...claimIds]), eq(claimBatchClaims.batchOpen, true)),
    );
  return new Map(rows.map((row) => [row.claimId, row.number]));
}

/** Pending, not deleted, in no open batch and not waiting for her fix: a claim ready to try. */
const readyToTry = (db: DbOrTx) =>
  and(
    eq(claims.status, 'pending'),
    eq(claims.deleted, false),
    // One waiting for her fix is not ready; once she fixes it, it is picked again.
    sql`${claims.sendBlockers} IS NULL`,
    // A visit a birth package covers is recorded, never sent on its own (decision 100).
    sql`${claims.coveredByPackage} IS NULL`,
    // A claim she submitted after a failed card payment's grace period ended waits until that
    // statement is paid (decision 075): kept and shown, picked again once it is paid.
    sql`NOT EXISTS (SELECT 1 FROM fee_payment_failures held
      WHERE held.user_id = ${claims.userId} AND held.resolved_at IS NULL
        AND held.grace_until <= now() AND ${claims.createdAt} >= held.grace_until)`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(claimBatchClaims)
        .where(and(eq(claimBatchClaims.claimId, claims.id), eq(claimBatchClaims.batchOpen, true))),
    ),
  );

/**
 * A payer's pending claims in no open batch and not waiting for her fix, oldest first: the
 * candidates of "all ready claims for this payer" (the claim check then decides which are ready).
 */
export async function pendingUnbatchedClaimIds(
  db: DbOrTx,
  payerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(readyToTry(db), sql`upper(${claims.patientPayerId}) = ${payerId.toUpperCase()}`))
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The payers (upper case) that have claims ready to try, for the scheduled send. */
export async function readyPayerIds(db: DbOrTx, limit: number): Promise<string[]> {
  const payer = sql<string>`upper(${claims.patientPayerId})`;
  const rows = await db
    .selectDistinct({ payerId: payer })
    .from(claims)
    .where(and(readyToTry(db), sql`${claims.patientPayerId} IS NOT NULL`))
    .orderBy(payer)
    .limit(limit);
  return rows.map((row) => row.payerId);
}

const batchList = newestFirstBy(claimBatches.createdAt, claimBatches.id);

/** A page of batches, newest first (limit + 1 rows, to tell whether another page follows). */
export async function listBatches(db: DbOrTx, limit: number, after?: ListPosition) {
  return batchList.page(db.select(summaryColumns).from(claimBatches).$dynamic(), limit, after);
}

export async function findBatch(db: DbOrTx, id: string): Promise<BatchSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(claimBatches).where(eq(claimBatches.id, id));
  return row;
}

/** The stored file, exactly as it was written. */
export async function findBatchFile(
  db: DbOrTx,
  id: string,
): Promise<{ number: number; usage: 'T' | 'P'; fileText: string } | undefined> {
  const [row] = await db
    .select({
      number: claimBatches.number,
      usage: claimBatches.usage,
      fileText: claimBatches.fileText,
    })
    .from(claimBatches)
    .where(eq(claimBatches.id, id));
  return row;
}

/** The claims of a batch in the file's order. */
export async function claimsOfBatch(
  db: DbOrTx,
  batchId: string,
): Promise<{ id: string; formId: string }[]> {
  return db
    .select({ id: claims.id, formId: claims.formId })
    .from(claimBatchClaims)
    .innerJoin(claims, eq(claims.id, claimBatchClaims.claimId))
    .where(eq(claimBatchClaims.batchId, batchId))
    .orderBy(asc(claimBatchClaims.position));
}

/**
 * The batch a payer's answer names by one of its control numbers: a 999 by the group's (GS06), a
 * TA1 by the interchange's (ISA13); undefined when it is not one of ours. Both are unique.
 */
export async function findBatchByControlNumber(
  db: DbOrTx,
  kind: 'groupControlNumber' | 'interchangeControlNumber',
  controlNumber: number,
): Promise<Pick<BatchRow, 'id' | 'number' | 'transactionControlNumber'> | undefined> {
  const [row] = await db
    .select({
      id: claimBatches.id,
      number: claimBatches.number,
      transactionControlNumber: claimBatches.transactionControlNumber,
    })
    .from(claimBatches)
    .where(eq(claimBatches[kind], controlNumber));
  return row;
}

/** The form IDs of a batch's claims still waiting for the payer's answer, in file order. */
export async function openClaimFormIdsOf(db: DbOrTx, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ formId: claims.formId })
    .from(claimBatchClaims)
    .innerJoin(claims, eq(claims.id, claimBatchClaims.claimId))
    .where(and(eq(claimBatchClaims.batchId, batchId), eq(claimBatchClaims.batchOpen, true)))
    .orderBy(asc(claimBatchClaims.position));
  return rows.map((row) => row.formId);
}

/**
 * The payer answered these claims: each leaves its open batch, and a batch none of whose claims
 * is open any more is closed. The batches are locked first (in id order, so two imports cannot
 * deadlock), so of two imports answering a batch's last two claims at once, the second sees the
 * first's change and closes it. Answers the numbers of the batches this closed.
 */
export async function closeAnsweredClaims(tx: Tx, claimIds: readonly string[]): Promise<number[]> {
  if (claimIds.length === 0) return [];
  const open = await tx
    .selectDistinct({ batchId: claimBatchClaims.batchId })
    .from(claimBatchClaims)
    .where(
      and(anyOf(claimBatchClaims.claimId, [...claimIds]), eq(claimBatchClaims.batchOpen, true)),
    );
  if (open.length === 0) return [];
  const batchIds = open.map((row) => row.batchId).sort();
  await tx
    .select({ id: claimBatches.id })
    .from(claimBatches)
    .where(anyOf(claimBatches.id, batchIds))
    .orderBy(asc(claimBatches.id))
    .for('update');
  await tx
    .update(claimBatchClaims)
    .set({ batchOpen: false })
    .where(
      and(anyOf(claimBatchClaims.claimId, [...claimIds]), eq(claimBatchClaims.batchOpen, true)),
    );
  const closed = await tx
    .update(claimBatches)
    .set({ status: 'closed' })
    .where(
      and(
        anyOf(claimBatches.id, batchIds),
        eq(claimBatches.status, 'open'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(claimBatchClaims)
            .where(
              and(
                eq(claimBatchClaims.batchId, claimBatches.id),
                eq(claimBatchClaims.batchOpen, true),
              ),
            ),
        ),
      ),
    )
    .returning({ number: claimBatches.number });
  return closed.map((row) => row.number).sort((a, b) => a - b);
}

/** How many claims of each batch the payer has answered (batch id → count). */
export async function answeredCountsOf(
  db: DbOrTx,
  batchIds: readonly string[],
): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({
      batchId: claimBatchClaims.batchId,
      answered: sql<number>`count(*) FILTER (WHERE NOT ${claimBatchClaims.batchOpen})::int`,
    })
    .from(claimBatchClaims)
    .where(anyOf(claimBatchClaims.batchId, [...batchIds]))
    .groupBy(claimBatchClaims.batchId);
  return new Map(rows.map((row) => [row.batchId, row.answered]));
}

/**
 * The latest 999 (or TA1) acknowledgement of each batch (batch id → what it said, and when it
 * was imported). Each applied 999 import lists the batches it acknowledged in its summary; a 999
 * comes after its batch, so only imports since the oldest of these batches are read (the
 * imports' newest-first index bounds the scan).
 */
export async function acknowledgementsOf(
  db: DbOrTx,
  batchIds: readonly string[],
  since: Date,
): Promise<Map<string, StoredBatchAcknowledgement & { importedAt: Date }>> {
  if (batchIds.length === 0) return new Map();
  const result = await db.execute<{ ack: StoredBatchAcknowledgement; imported_at: Date | string }>(
    sql`SELECT acknowledged.value AS ack, ${imports.importedAt} AS imported_at
          FROM ${imports}
          CROSS JOIN LATERAL jsonb_array_elements(coalesce(${imports.summary} -> 'batches', '[]'::jsonb)) acknowledged
         WHERE ${imports.kind} IN ('999', 'TA1') AND ${imports.outcome} = 'accepted'
           AND ${imports.importedAt} >= ${since.toISOString()}::timestamptz
           AND acknowledged.value ->> 'batchId' IN (${sql.join(
             batchIds.map((id) => sql`${id}`),
             sql`, `,
           )})
         ORDER BY ${imports.importedAt}, ${imports.id}`,
  );
  const latest = new Map<string, StoredBatchAcknowledgement & { importedAt: Date }>();
  for (const row of result.rows) {
    latest.set(row.ack.batchId, { ...row.ack, importedAt: new Date(row.imported_at) });
  }
  return latest;
}
