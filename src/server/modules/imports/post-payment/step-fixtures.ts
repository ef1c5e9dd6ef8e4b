import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import type { ClaimHooks } from '../../claims/index.ts';
import { readX12Response, type ClaimPayment, type Remittance } from '../../../formats/x12/index.ts';
import { inRolledBackTransaction } from '../../../testing/rolled-back.ts';
import { loadSlice, startRun } from '../apply-835.ts';
import { UnmatchedItems } from '../apply-context.ts';
import type { Run835, Slice835 } from './payment-run.ts';

/** What each step of posting a payment is handed. */
export interface StepInput {
  run: Run835;
  slice: Slice835;
  remittance: Remittance;
  payment: ClaimPayment;
}

/**
 * For the steps' tests: the first claim payment of an 835, with the run and the slice apply835
 * would give it (its claims locked, their ledger rows read), in a transaction rolled back after
 * `use`, so nothing of it stays.
 */
export function withFirstPayment(
  db: Db,
  claimHooks: ClaimHooks,
  text: string,
  use: (input: StepInput) => Promise<void>,
): Promise<void> {
  const response = readX12Response(text);
  if (response.kind !== '835') throw new Error(`not an 835: ${response.kind}`);
  const remittance = response.remittances[0]!;
  const payment = [...response.claimsOf(remittance)][0]!;
  return inRolledBackTransaction(db, async (tx) => {
    const run = startRun({
      tx,
      importId: randomUUID(),
      changedBy: 'operator (step test)',
      actor: {},
      matched: [],
      unmatched: new UnmatchedItems(),
      notes: [],
      acknowledgedBatches: [],
      claimHooks,
    });
    const slice = await loadSlice(run, [{ remittance, payment }]);
    await use({ run, slice, remittance, payment });
  });
}
