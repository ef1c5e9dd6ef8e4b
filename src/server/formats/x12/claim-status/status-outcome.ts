import { asksForInformation } from '#domain/claims/attention';
import { explainStatusCode } from '#domain/glossary/index';
import type { ClaimStatus } from '../responses/read-277ca.ts';

/**
 * What a 277 answer says about a claim, from its STC categories (STC01-1 and the further
 * triples of STC10/STC11). A claim pended because the payer waits for information (P3 asked of
 * the provider, P4 of the patient), or any request for information (R categories), or a pended
 * status whose code is itself a request for information, is `needs-information`: the caller puts
 * the claim before the doula with the reason in words.
 */
export type ClaimStatusOutcome =
  | 'needs-information'
  | 'no-answer'
  | 'not-found'
  | 'rejected'
  | 'denied'
  | 'paid'
  | 'finalized'
  | 'pending'
  | 'acknowledged'
  | 'unknown';

/** In order: the first outcome any triple matches wins. */
const OUTCOMES: [ClaimStatusOutcome, (category: string) => boolean][] = [
  ['no-answer', (category) => /^E[0-4]$/.test(category)],
  ['not-found', (category) => category === 'D0' || category === 'A4'],
  ['rejected', (category) => ['A3', 'A6', 'A7', 'A8'].includes(category)],
  ['denied', (category) => category === 'F2'],
  ['paid', (category) => category === 'F1'],
  ['finalized', (category) => /^F(0|3|3F|3N|4)$/.test(category)],
  ['pending', (category) => /^P[0-5]$/.test(category)],
  ['acknowledged', (category) => ['A0', 'A1', 'A2', 'A5'].includes(category)],
];

type Triple = { category: string; status: string; entity?: string };

const triples = (statuses: readonly ClaimStatus[]): Triple[] =>
  statuses.flatMap((status) => [status, ...status.more]);

/**
 * The claim's outcome from its claim-level statuses, and the reasons in words when the payer
 * asks for information anywhere (claim or line).
 */
export function claimOutcome(
  claimStatuses: readonly ClaimStatus[],
  lineStatuses: readonly ClaimStatus[],
): { outcome: ClaimStatusOutcome; needsInformation?: { reasons: string[] } } {
  const asking = [...triples(claimStatuses), ...triples(lineStatuses)].filter(asksForInformation);
  if (asking.length > 0) {
    const reasons = [...new Set(asking.map((triple) => explainStatusCode(triple).words))];
    return { outcome: 'needs-information', needsInformation: { reasons } };
  }
  const categories = triples(claimStatuses).map((triple) => triple.category);
  const found = OUTCOMES.find(([, matches]) => categories.some(matches));
  return { outcome: found ? found[0] : 'unknown' };
}
