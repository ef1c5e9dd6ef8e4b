/**
 * ASC X12 health care transactions: a leaf format module. It writes 837P professional claim
 * files from claims in the billing domain's terms; it knows nothing of the database, routes or
 * audit. Control numbers come from the caller, who must keep them unique per sender.
 */
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
