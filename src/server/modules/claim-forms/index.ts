/** Claim forms on paper: CMS-1500 PDFs of stored claims, for their doula and for operators. */
export {
  type ClaimFormService,
  type ClaimPdf,
  createClaimFormService,
} from './claim-forms.service.ts';
export { type BillingProvider } from './cms1500-from-claim.ts';
