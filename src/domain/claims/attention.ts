import { waitsOnOperators } from './next-step.ts';
import { recommendationAsked } from './recommendation-request.ts';
import type { ClaimView } from './view.ts';

/**
 * "Needs your attention", one idea for her list: a claim that waits on her. It is a view of
 * facts the claim already has, never a status of its own (the four statuses stay the
 * specification's):
 * - a pending claim the claim file cannot carry yet (a send blocker: her ZIP+4, the facility's,
 *   the patient's policy number …), with the one thing to fix and where;
 * - a claim the payer rejected or denied that she can still correct (not yet corrected, and not
 *   itself a void request), unless its next step is ours (a file the clearinghouse could not
 *   read: our operators send it again);
 * - a claim the payer is deciding and has asked about (a 277CA "R" category, or a 277 answer
 *   pended for information: `asksForInformation`);
 * - a claim our team asked her for the recommendation it relies on (not paid, not voided): named
 *   last, so a claim that also waits on one of the reasons above keeps that reason's words.
 * The server's list and count use the same condition in SQL (claims.repository.ts).
 */
export type AttentionReason =
  'cannot-be-sent' | 'payer-turned-away' | 'payer-asks' | 'recommendation-asked';

export function attentionReasonOf(
  claim: Pick<
    ClaimView,
    | 'status'
    | 'sendBlockers'
    | 'correctedBy'
    | 'frequency'
    | 'payerAnswer'
    | 'recommendationRequest'
  >,
): AttentionReason | null {
  if (claim.status === 'pending' && claim.sendBlockers.length > 0) return 'cannot-be-sent';
  if (
    (claim.status === 'rejected' || claim.status === 'denied') &&
    !claim.correctedBy &&
    claim.frequency !== '8' &&
    !waitsOnOperators(claim)
  ) {
    return 'payer-turned-away';
  }
  if (claim.status === 'processing' && claim.payerAnswer?.statusCodes.some(asksForInformation)) {
    return 'payer-asks';
  }
  if (recommendationAsked(claim)) return 'recommendation-asked';
  return null;
}

/** Pending status codes that are themselves a request: 60 electronic request for information, 95 asked-for information not received, 123 more information requested. */
const INFORMATION_STATUS_CODES: readonly string[] = ['60', '95', '123'];

/**
 * Whether one status (a 277CA's or a 277's STC) says the payer waits for information before it
 * decides: any R category (R0–R16, a request), P3 (pended, asked of the provider), P4 (of the
 * patient), or a pended category whose status code is a request. The 277 reader's outcome and
 * the SQL of her list (claims.repository.ts) say the same.
 */
export function asksForInformation({ category, status }: { category: string; status: string }) {
  const code = category.trim().toUpperCase();
  if (code === 'P3' || code === 'P4' || /^R\d{1,2}$/.test(code)) return true;
  return /^P[0-5]$/.test(code) && INFORMATION_STATUS_CODES.includes(status.trim());
}

/** The nav badge's accessible words: "Claims, 2 need your attention". */
export function attentionCountWords(count: number, capped: boolean): string {
  if (count === 0) return 'Claims';
  const number = capped ? `more than ${count - 1}` : String(count);
  return `Claims, ${number} ${count === 1 && !capped ? 'needs' : 'need'} your attention`;
}
