import { type CreatedBatch, type BatchDetail, resendMessages } from '#domain/claims/batches';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors/index.ts';
import type { BillableClaim, ClaimService, StatusChangeOperator } from '../claims/index.ts';
import type { SendReads } from './claims-to-send.ts';
import { claimsRejectedByFileOf } from './batch-resend.repository.ts';

/** What a resend needs of the batch service: its batch, and its one way to store a batch. */
export interface ResendDeps {
  db: Db;
  claims: ClaimService;
  get: (id: string) => Promise<BatchDetail>;
  sendReads: () => SendReads;
  store: (
    ready: BillableClaim[],
    selection: { payerId: string; everyReady: boolean; leftOut: string[] },
    operator: StatusChangeOperator,
    options: { resends: { id: string; number: number } },
  ) => Promise<CreatedBatch>;
}

export const alreadyResent = (number: number) =>
  `Batch ${number} was already sent again. Please reload.`;

/**
 * Resend: the clearinghouse could not read a batch's file (our fault, never the claims'), so its
 * claims still rejected by that file go again as a new batch, written afresh by the 837P writer
 * (after operators fixed what the 999 named). Once only: a batch already sent again, or whose
 * claims all went again some other way, answers in one sentence and nothing is made. The new
 * batch names the one it resends (unique in the database, so two clicks at once make one).
 */
export async function resendBatch(
  deps: ResendDeps,
  id: string,
  operator: StatusChangeOperator,
): Promise<CreatedBatch> {
  const batch = await deps.get(id);
  if (batch.resentAs !== null) {
    throw conflict(resendMessages.already(batch.number, batch.resentAs));
  }
  if (batch.state !== 'rejected') throw conflict(resendMessages.notRejected(batch.number));
  const waiting = await claimsRejectedByFileOf(deps.db, batch.id);
  const found = await deps.claims.billablesForOperator(waiting, deps.sendReads().providers);
  const ready = found.filter((claim): claim is BillableClaim => claim !== undefined);
  if (ready.length === 0) throw conflict(resendMessages.nothingLeft(batch.number));
  return deps.store(ready, { payerId: batch.payerId, everyReady: false, leftOut: [] }, operator, {
    resends: { id: batch.id, number: batch.number },
  });
}
