import { and, asc, eq, lte } from 'drizzle-orm';
import type { OverdueKind } from '#domain/clearinghouse/batch-overdue';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { batchOverdueNotices, claimBatches } from './batches.tables.ts';
import { summaryColumns, type BatchSummaryRow } from './batches.repository.ts';

/** What the overdue-batch check reads and remembers (decision 067). */

/** Open batches made at or before `before`, oldest first (the open batches' index bounds it). */
export async function openBatchesSentBefore(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<BatchSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(claimBatches)
    .where(and(eq(claimBatches.status, 'open'), lte(claimBatches.createdAt, before)))
    .orderBy(asc(claimBatches.createdAt), asc(claimBatches.id))
    .limit(limit);
}

/** Remembers these overdue notices; answers those not remembered before (told now). */
export async function insertOverdueNotices(
  tx: Tx,
  notices: readonly { batchId: string; kind: OverdueKind }[],
): Promise<{ batchId: string; kind: OverdueKind }[]> {
  if (notices.length === 0) return [];
  return tx
    .insert(batchOverdueNotices)
    .values([...notices])
    .onConflictDoNothing()
    .returning({ batchId: batchOverdueNotices.batchId, kind: batchOverdueNotices.kind });
}
