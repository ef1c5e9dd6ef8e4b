/** Claim statuses (the product's four statuses). */
export const claimStatuses = ['pending', 'processing', 'approved', 'denied'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** Unknown or missing status is treated as pending. */
export function normalizeClaimStatus(status: string | null | undefined): ClaimStatus {
  return (claimStatuses as readonly string[]).includes(status ?? '')
    ? (status as ClaimStatus)
    : 'pending';
}

/** Badge colours: approved green, denied red, processing blue, pending yellow. */
export const claimStatusTone: Record<ClaimStatus, 'green' | 'red' | 'blue' | 'yellow'> = {
  approved: 'green',
  denied: 'red',
  processing: 'blue',
  pending: 'yellow',
};

export const claimStatusLabel: Record<ClaimStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  approved: 'Approved',
  denied: 'Denied',
};
