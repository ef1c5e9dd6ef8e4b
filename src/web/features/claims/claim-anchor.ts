import type { LinkedClaim } from '#domain/claims/corrections';

/** The fragment that opens a claim's row in the list (`#claim-<id>`): no PHI, only its id. */
export const claimAnchor = (id: string) => `claim-${id}`;

/** How a claim names the claim that replaced or voided it. */
export const correctedByWords = (correctedBy: LinkedClaim) =>
  correctedBy.frequency === '8' ? 'Voided by' : 'Corrected by';
