import type { BatchSummary, CreateBatchInput, CreatedBatch } from '#domain/claims/batches';
import { claimsPath } from '../claims-queue/claims-queue-api.ts';
import { listKey, sendJson, useOperatorChange, usePagedList } from '../operator-query.ts';

const path = '/api/operator/batches';

export const useBatches = () => usePagedList<BatchSummary>(path);

/** Where a batch's file downloads from (its id only: no health information in the URL). */
export const batchFileUrl = (id: string) => `${path}/${encodeURIComponent(id)}/file`;

/** Its claims are processing now, and the batch list has a new first row. */
export const useCreateBatch = () =>
  useOperatorChange(
    (input: CreateBatchInput) => sendJson<CreatedBatch>('POST', path, input),
    [listKey(claimsPath), listKey(path)],
    { reloadOnFailure: true },
  );

/**
 * Resend: a batch the clearinghouse could not read goes again as a new batch of its claims; the
 * list (the new batch, the old one's "sent again") and the queue load again, also after a refusal.
 */
export const useResendBatch = () =>
  useOperatorChange(
    (id: string) => sendJson<CreatedBatch>('POST', `${path}/${encodeURIComponent(id)}/resend`),
    [listKey(claimsPath), listKey(path)],
    { reloadOnFailure: true },
  );
