import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { claimBatchClaims, claimBatches, claims } from '../../db/schema.ts';
import type { ListPosition } from '../lists/index.ts';

export type BatchRow = typeof claimBatches.$inferSelect;
export type BatchSummaryRow = Omit<BatchRow, 'fileText'>;

/** Every column but the file, for lists and details. */
const summaryColumns = {
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
};

/** The next batch number, also the batch's interchange, group and transaction control number. */
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
      and(inArray(claimBatchClaims.claimId, [...claimIds]), eq(claimBatchClaims.batchOpen, true)),
    );
  return new Map(rows.map((row) => [row.claimId, row.number]));
}

/**
 * A payer's pending claims in no open batch, oldest first: the candidates of "all ready claims
 * for this payer" (the claim check then decides which are ready).
 */
export async function pendingUnbatchedClaimIds(
  db: DbOrTx,
  payerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(
        eq(claims.status, 'pending'),
        eq(claims.deleted, false),
        sql`upper(${claims.patientPayerId}) = ${payerId.toUpperCase()}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(claimBatchClaims)
            .where(
              and(eq(claimBatchClaims.claimId, claims.id), eq(claimBatchClaims.batchOpen, true)),
            ),
        ),
      ),
    )
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A page of batches, newest first (limit + 1 rows, to tell whether another page follows). */
export async function listBatches(
  db: DbOrTx,
  limit: number,
  after: ListPosition | undefined,
): Promise<BatchSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(claimBatches)
    .where(
      after
        ? sql`(${claimBatches.createdAt}, ${claimBatches.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(claimBatches.createdAt), desc(claimBatches.id))
    .limit(limit + 1);
}

export async function findBatch(db: DbOrTx, id: string): Promise<BatchSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(claimBatches).where(eq(claimBatches.id, id));
  return row;
}

/** The stored file, exactly as it was written. */
export async function findBatchFile(
  db: DbOrTx,
  id: string,
): Promise<{ number: number; fileText: string } | undefined> {
  const [row] = await db
    .select({ number: claimBatches.number, fileText: claimBatches.fileText })
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
