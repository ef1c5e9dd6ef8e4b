/**
 * ASC X12 health care transactions: a leaf format module. It writes 837P professional claim
 * files from claims in the billing domain's terms, and reads what comes back (999, 277CA, 835)
 * into typed results; it knows nothing of the database, routes or audit. Control numbers come
 * from the caller, who must keep them unique per sender.
 */
export { DEFAULT_MAX_BYTES, type ReadOptions } from './codec.ts';
export {
  X12InputError,
  type X12InputProblem,
  X12ReadError,
  type X12ReadProblem,
} from './errors.ts';
export {
  type Batch837pInput,
  type Claim837pInput,
  claim837pSchema,
  parseBatch837p,
} from './837p/input.ts';
export {
  claimFilingIndicatorByPayerType,
  claimFilingIndicators,
  type ClaimFilingIndicator,
} from './837p/claim-filing.ts';
export { IMPLEMENTATION_GUIDE_837P, type Write837pOptions, write837p } from './837p/write.ts';
export type { ResponseKind } from './responses/detect.ts';
export {
  read277ca,
  read835,
  read999,
  readTa1File,
  readX12Response,
  type ResponseEnvelope,
  type ResponseReadOptions,
  type X12Response,
} from './responses/read-response.ts';
export type {
  InterchangeAcknowledgement,
  InterchangeAcknowledgementStatus,
} from './responses/read-ta1.ts';
export type {
  AcknowledgementStatus,
  GroupAcknowledgement,
  SegmentError,
  TransactionAcknowledgement,
} from './responses/read-999.ts';
export type {
  ClaimAcknowledgement,
  ClaimAcknowledgementOutcome,
  ClaimAcknowledgementReport,
  ClaimStatus,
  ServiceLineStatus,
} from './responses/read-277ca.ts';
export {
  type Adjustment,
  CLAIM_STATUS_MEANINGS,
  type ClaimPayment,
  type ProviderAdjustment,
  type Remittance,
  type ServicePayment,
} from './responses/remittance.ts';
export {
  describeGroupErrors,
  describeSegmentError,
  describeTransactionErrors,
} from './responses/acknowledgement-errors.ts';
