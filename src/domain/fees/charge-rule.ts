/**
 * When a claim costs money (decision 071), as data and one pure function, so the server's ledger
 * and the property tests read the same rule.
 *
 * A claim is charged once, when the clearinghouse or the payer accepts it for processing: a
 * 277CA acceptance, or a payer's decision (paid, partly paid, denied) that came without one,
 * since a decided claim was accepted. A correction belongs to the chain of the claim it corrects
 * and the chain is charged once, so correcting or voiding a charged claim costs nothing; a void
 * request is never charged. A rejection that the product's own claim check or claim file should
 * have prevented (a 999 refusing the file, a 277CA saying a detail is missing or not valid)
 * credits the charge if there was one. Eligibility and claim-status checks are in the price.
 */
import type { ClaimEvent } from '#domain/claims/claim-states';

/** What the fee ledger does when the state machine applies an event. */
export type FeeStep = 'charge' | 'credit' | 'none';

/** The events that say the claim was accepted for processing. */
export const chargingEvents: readonly ClaimEvent[] = ['accepted', 'paid', 'partly-paid', 'denied'];

/**
 * 277CA categories that name a detail missing or not valid on the claim: what the claim check
 * and the 837P writer exist to catch. A4 ("does not match the payer's records", e.g. a member
 * ID the payer does not know) is the payer's knowledge, not a check the product can run.
 */
export const preventableCategories: readonly string[] = ['A3', 'A6', 'A7', 'A8'];

/** The part of a payer's answer the rule reads. */
export interface FeeAnswerFacts {
  source: string;
  statusCodes: readonly { category: string }[];
}

/** Whether a rejection is one the product's own checks should have caught. */
export function isPreventableRejection(answer: FeeAnswerFacts | undefined): boolean {
  if (!answer) return false;
  if (answer.source === '999' || answer.source === 'TA1') return true;
  return answer.statusCodes.some((code) => preventableCategories.includes(code.category));
}

/** What one applied event does to the fee of the claim's chain. */
export function feeStepFor(
  event: ClaimEvent,
  claim: { frequency: string },
  answer?: FeeAnswerFacts,
): FeeStep {
  if (claim.frequency === '8') return 'none';
  if (chargingEvents.includes(event)) return 'charge';
  if (event === 'rejected' && isPreventableRejection(answer)) return 'credit';
  return 'none';
}

/** A chain's fee rows, as the ledger keeps them: at most one charge and one credit. */
export interface ChainFees {
  chargedCents: number | null;
  creditedCents: number | null;
}

/**
 * The ledger's bookkeeping for one step, as the database's unique rows enforce it: a chain
 * already charged is not charged again (even after a credit: the claim was paid for once), and a
 * credit needs a charge to offset and happens once.
 */
export function applyFeeStep(fees: ChainFees, step: FeeStep, priceCents: number): ChainFees {
  if (step === 'charge' && fees.chargedCents === null) {
    return { ...fees, chargedCents: priceCents };
  }
  if (step === 'credit' && fees.chargedCents !== null && fees.creditedCents === null) {
    return { ...fees, creditedCents: fees.chargedCents };
  }
  return fees;
}

/** What the chain costs her: the charge less its credit. */
export const chainNetCents = (fees: ChainFees): number =>
  (fees.chargedCents ?? 0) - (fees.creditedCents ?? 0);
