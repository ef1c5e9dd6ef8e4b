/**
 * ASC X12 health care transactions: a leaf format module. It writes 837P professional claim
 * files from claims in the billing domain's terms, and 270 eligibility and 276 claim status
 * inquiries; it reads what comes back (999, 277CA, 835, the 271 eligibility answer and the 277
 * answer to a 276) into typed results. It knows nothing of the database, routes or audit.
 * Control numbers come from the caller, who must keep them unique per sender.
 */
export { X12InputError, X12ReadError } from './errors.ts';
export { type Claim837pInput } from './837p/input.ts';
export { write837p } from './837p/write.ts';
export { readX12Response, type X12Response } from './responses/read-response.ts';
export type { InterchangeAcknowledgement } from './responses/read-ta1.ts';
export type {
  AcknowledgementStatus,
  GroupAcknowledgement,
  TransactionAcknowledgement,
} from './responses/read-999.ts';
export type { ClaimAcknowledgementReport } from './responses/read-277ca.ts';
export { type ClaimPayment, type Remittance } from './responses/remittance.ts';
export {
  describeGroupErrors,
  describeTransactionErrors,
} from './responses/acknowledgement-errors.ts';
// Eligibility (decision 068): for the coverage checks of issue 27, whose service comes next;
// @public keeps knip from reporting them until it does.
/** @public */
export { type EligibilityInquiryInput } from './eligibility/inquiry-input.ts';
/** @public */
export { write270 } from './eligibility/write-270.ts';
/** @public */
export { read271 } from './eligibility/read-271.ts';
/** @public */
export {
  answerForTrace,
  type Benefit,
  type CoverageAnswer,
  type EligibilityRejection,
  type EligibilityReport,
  type ManagedCarePlan,
  type MemberEligibility,
} from './eligibility/eligibility-answer.ts';
// Claim status (276/277, decision 069): the face for the claim status job that comes next in
// issue 27; @public keeps knip from refusing them until it imports them.
/** @public */
export { type ClaimStatusInquiryInput } from './claim-status/inquiry-input.ts';
/** @public */
export { write276 } from './claim-status/write-276.ts';
/** @public */
export {
  answerFor,
  readClaimStatusResponse,
  type ClaimStatusAnswer,
  type ClaimStatusResponse,
} from './claim-status/read-277.ts';
/** @public */
export type { ClaimStatusOutcome } from './claim-status/status-outcome.ts';
export { writerEntityName, writerPersonName } from './name-segments.ts';
export { withoutSsns } from './without-ssns.ts';
