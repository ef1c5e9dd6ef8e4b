/**
 * The statuses a claim moves through, from submission to the payer's answer. `rejected` is a
 * payer (or clearinghouse) turning the claim away before adjudication (a 999 or 277CA
 * rejection): nothing was decided about its merits, it can be corrected and sent again.
 * `voided` is final: the payer cancelled the claim at her request (a void, frequency 8), and the
 * void request itself closes with it. Which event moves a claim where is claim-states.ts.
 */
export const claimStatuses = [
  'pending',
  'processing',
  'approved',
  'denied',
  'rejected',
  'voided',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** A status the app does not know (or none) reads as pending: the product promises that. */
export function normalizeClaimStatus(status: string | null | undefined): ClaimStatus {
  return (claimStatuses as readonly string[]).includes(status ?? '')
    ? (status as ClaimStatus)
    : 'pending';
}

/**
 * Badge colours: approved green, denied red, processing blue, pending yellow; rejected orange
 * (turned away unread: something to fix and send again, not a refusal to pay); voided grey
 * (closed for good, nothing more to do).
 */
export const claimStatusTone: Record<
  ClaimStatus,
  'green' | 'red' | 'blue' | 'yellow' | 'orange' | 'grey'
> = {
  approved: 'green',
  denied: 'red',
  processing: 'blue',
  pending: 'yellow',
  rejected: 'orange',
  voided: 'grey',
};

export const claimStatusLabel: Record<ClaimStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  approved: 'Approved',
  denied: 'Denied',
  rejected: 'Rejected',
  voided: 'Voided',
};

/** What each status means for the doula, one sentence (shown with the badge where it helps). */
export const claimStatusExplanation: Record<ClaimStatus, string> = {
  pending: 'We have your claim and will send it to the payer.',
  processing: 'The payer has the claim and is deciding it.',
  approved: 'The payer decided to pay this claim.',
  denied: 'The payer decided not to pay this claim.',
  rejected:
    'The payer or clearinghouse turned the claim away before looking at it; it can be fixed and sent again.',
  voided:
    'The payer cancelled this claim as you asked; any payment on it was taken back, and nothing more will change.',
};
