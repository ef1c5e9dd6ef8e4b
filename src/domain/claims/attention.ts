import type { ClaimView } from './view.ts';

/**
 * "Needs your attention", one idea for her list: a claim that waits on her. It is a view of
 * facts the claim already has, never a status of its own (the four statuses stay the
 * specification's):
 * - a pending claim the claim file cannot carry yet (a send blocker: her ZIP+4, the facility's,
 *   the patient's policy number …), with the one thing to fix and where;
 * - a claim the payer rejected or denied that she can still correct (not yet corrected, and not
 *   itself a void request);
 * - a claim the payer is deciding and has asked about (a 277CA "R" category: a request for
 *   more information).
 * The server's list and count use the same condition in SQL (claims.repository.ts).
 */
export type AttentionReason = 'cannot-be-sent' | 'payer-turned-away' | 'payer-asks';

export function attentionReasonOf(
  claim: Pick<ClaimView, 'status' | 'sendBlockers' | 'correctedBy' | 'frequency' | 'payerAnswer'>,
): AttentionReason | null {
  if (claim.status === 'pending' && claim.sendBlockers.length > 0) return 'cannot-be-sent';
  if (
    (claim.status === 'rejected' || claim.status === 'denied') &&
    !claim.correctedBy &&
    claim.frequency !== '8'
  ) {
    return 'payer-turned-away';
  }
  if (
    claim.status === 'processing' &&
    claim.payerAnswer?.statusCodes.some((code) => isInformationRequest(code.category))
  ) {
    return 'payer-asks';
  }
  return null;
}

/** 277CA categories R0–R16: the payer asks for more information before it decides. */
export const isInformationRequest = (category: string) => /^R\d{1,2}$/i.test(category.trim());

/** The nav badge's accessible words: "Claims, 2 need your attention". */
export function attentionCountWords(count: number, capped: boolean): string {
  if (count === 0) return 'Claims';
  const number = capped ? `more than ${count - 1}` : String(count);
  return `Claims, ${number} ${count === 1 && !capped ? 'needs' : 'need'} your attention`;
}
