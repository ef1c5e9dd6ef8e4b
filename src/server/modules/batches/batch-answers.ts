import type { Tx } from '../../db/database.ts';
import {
  closeAnsweredClaims,
  findBatchByControlNumber,
  openClaimFormIdsOf,
} from './batches.repository.ts';

export type { StoredBatchAcknowledgement } from './batches.repository.ts';

/**
 * What payer-response imports need of batches, inside the import's one transaction: the batch a
 * 999 acknowledges, the claims of it still waiting, and claims leaving their open batch once the
 * payer has answered them (so a rejected claim can be batched again).
 */

export interface AcknowledgedBatch {
  id: string;
  number: number;
  /** Our ST02, as the 999's AK202 echoes it (compared as a number: "0042" is 42). */
  transactionControlNumber: number;
}

/** Our batch with this control number of the payer's file, or undefined if we sent none. */
async function batchOf(
  tx: Tx,
  kind: 'groupControlNumber' | 'interchangeControlNumber',
  controlNumber: string,
): Promise<AcknowledgedBatch | undefined> {
  // Ours have at most nine digits (ISA13); anything else names none of them.
  if (!/^\d{1,9}$/.test(controlNumber)) return undefined;
  return findBatchByControlNumber(tx, kind, Number(controlNumber));
}

/** Our batch with this group control number (a 999's AK102), or undefined if we sent none. */
export const batchOfGroupControlNumber = (tx: Tx, groupControlNumber: string) =>
  batchOf(tx, 'groupControlNumber', groupControlNumber);

/** Our batch with this interchange control number (a TA1's TA101, our ISA13), if we sent one. */
export const batchOfInterchangeControlNumber = (tx: Tx, interchangeControlNumber: string) =>
  batchOf(tx, 'interchangeControlNumber', interchangeControlNumber);

/** The form IDs of the batch's claims the payer has not answered yet, in file order. */
export const claimsAwaitingAnswer = (tx: Tx, batchId: string): Promise<string[]> =>
  openClaimFormIdsOf(tx, batchId);

/**
 * The payer answered these claims (a 277CA, an 835, a 999 rejecting their file): they leave
 * their open batch, and a batch with no claim left waiting closes. Answers the numbers of the
 * batches closed. Call it in the transaction that changes the claims' statuses.
 */
export const leaveOpenBatches = (tx: Tx, claimIds: readonly string[]): Promise<number[]> =>
  closeAnsweredClaims(tx, claimIds);
