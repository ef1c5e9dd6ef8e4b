import type { ClaimPayment, Remittance } from '../../../formats/x12/index.ts';
import { answerPosted } from './answer.ts';
import { guardPayment } from './guard.ts';
import { holdOrPost } from './hold.ts';
import { matchPayment } from './match.ts';
import type { Run835, Slice835 } from './payment-run.ts';
import { postToLedger } from './post.ts';

export { REVERSAL, type Run835, type Slice835 } from './payment-run.ts';

/**
 * One claim payment of the file (see apply835), in five steps; each that stops the payment has
 * said why (unmatched, already posted, held for review).
 */
export async function postPayment(
  run: Run835,
  slice: Slice835,
  remittance: Remittance,
  payment: ClaimPayment,
): Promise<void> {
  const matched = matchPayment(run, slice, remittance, payment);
  if (!matched) return;
  const guarded = await guardPayment(run, slice, matched);
  if (!guarded) return;
  const decision = holdOrPost(run, slice, guarded);
  if (!decision) return;
  if (postToLedger(run, slice, guarded, decision)) answerPosted(run, slice, guarded, decision);
}
