/** The batches module's reads for other modules (decision 054): typed, read-only views. */
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { claimBatchClaims, claimBatches } from './batches.tables.ts';

/** Each claim of each batch, with the payer the batch was sent to. */
export const batchedClaims = new QueryBuilder()
  .select({
    claimId: claimBatchClaims.claimId,
    batchId: claimBatchClaims.batchId,
    payerId: claimBatches.payerId,
    payerName: claimBatches.payerName,
  })
  .from(claimBatchClaims)
  .innerJoin(claimBatches, eq(claimBatches.id, claimBatchClaims.batchId))
  .as('batched_claims');
