/**
 * The fee ledger (decision 071): the price per claim as data, the charge the claim state machine
 * writes when a claim is accepted for processing, statements, receipts and the operators' credits
 * and check payments.
 */
export { recordClaimFees } from './fee-charges.ts';
export { createFeeService, type FeeService } from './fees.service.ts';
export {
  afterCardSettled,
  cardFeeJobs,
  CHARGE_STATEMENT,
  createCardFees,
} from './card-fees.service.ts';
