/** Claim forms on paper: CMS-1500 PDFs of stored claims, for their doula and for operators. */
export { type ClaimFormService, createClaimFormService } from './claim-forms.service.ts';
export { cms1500FromClaim } from './cms1500-from-claim.ts';
