import type { ClaimStatus } from './status.ts';

/**
 * Correcting and voiding a claim the payer turned away or decided. The rules live here so the
 * claims list offers only what the server will accept, and the server refuses the rest with the
 * same words.
 *
 * Claim frequency (837P CLM05-3, CMS-1500 box 22): 1 an original claim, 7 a replacement of a
 * claim the payer adjudicated, 8 a void of one. A replacement or void names the payer's own
 * number for the claim it replaces (REF*F8, box 22's original reference). A payer only has that
 * number once it adjudicated the claim (an 835 named it); a claim rejected by a 999 or a 277CA
 * never entered adjudication, so its correction goes out as a new original (1), still linked to
 * the claim it corrects so the doula and the operator see the two together.
 */
export const claimFrequencies = ['1', '7', '8'] as const;
export type ClaimFrequency = (typeof claimFrequencies)[number];

/** What each frequency is, in her words (the code itself is for payers, in small print). */
export const claimFrequencyLabel: Record<ClaimFrequency, string> = {
  '1': 'New claim',
  '7': 'Replacement',
  '8': 'Void request',
};

/** The small print under a correction or void: the code a payer reads on the claim. */
export const claimFrequencyCode = (frequency: ClaimFrequency) =>
  `Claim frequency code ${frequency} (${claimFrequencyLabel[frequency].toLowerCase()}), box 22 on the paper form`;

/** The other end of a correction link, as lists show it ("Corrected by DB-2026-000012"). */
export interface LinkedClaim {
  id: string;
  formId: string;
  frequency: ClaimFrequency;
}

/** What the rules read of a claim (the API's claim view has every field). */
export interface CorrectionFacts {
  status: ClaimStatus;
  frequency: ClaimFrequency;
  /** The payer's number from an 835 ('' when the payer never adjudicated this claim). */
  adjudicatedClaimNumber: string;
  /** The payer's number this claim itself replaces or voids ('' for an original). */
  resubmissionReference: string;
  /** The claim that already corrects or voids this one. */
  correctedBy: LinkedClaim | null;
}

export const correctionMessages = {
  alreadyCorrected: (formId: string) =>
    `This claim was already corrected or voided by ${formId}. Open that claim to follow it.`,
  notCorrectable:
    'Only a rejected or denied claim can be corrected. Claims still with the payer, or paid, stay as they are.',
  voidIsFinal: 'A void request cannot be corrected or voided again.',
  notVoidable:
    'Only a claim the payer decided (denied or paid) can be voided; the payer has nothing to void before then.',
  noPayerNumber:
    'The payer never gave this claim a claim number, so there is nothing to void. Contact support if it was paid.',
  samePatient:
    'A corrected claim is for the same patient as the claim it corrects. To bill another patient, submit a new claim.',
  voided: 'Void request created. We will send it to the payer.',
} as const;

/** Why a correction goes out with its frequency, in the doula's words (kept in the history). */
export type CorrectionPlan =
  | { allowed: true; frequency: '1' | '7'; reference: string; explanation: string }
  | { allowed: false; reason: string };

export type VoidPlan =
  { allowed: true; reference: string; explanation: string } | { allowed: false; reason: string };

/**
 * The payer's number to replace or void: the one an 835 gave this claim, else the one this
 * claim itself replaced (a replacement the clearinghouse rejected still replaces that claim).
 */
const payerReferenceOf = (claim: CorrectionFacts) =>
  claim.adjudicatedClaimNumber || claim.resubmissionReference;

/**
 * Why the doula may not follow this claim with a correction or void, if so: it was corrected
 * already, it is a void itself, or its status is not one of `statuses`.
 */
function refusalOf(
  claim: CorrectionFacts,
  statuses: readonly ClaimStatus[],
  wrongStatus: string,
): string | undefined {
  if (claim.correctedBy) return correctionMessages.alreadyCorrected(claim.correctedBy.formId);
  if (claim.frequency === '8') return correctionMessages.voidIsFinal;
  if (!statuses.includes(claim.status)) return wrongStatus;
  return undefined;
}

/** Whether (and how) the doula may correct this claim. */
export function correctionPlan(claim: CorrectionFacts): CorrectionPlan {
  const refusal = refusalOf(claim, ['rejected', 'denied'], correctionMessages.notCorrectable);
  if (refusal) return { allowed: false, reason: refusal };
  const reference = payerReferenceOf(claim);
  return reference
    ? {
        allowed: true,
        frequency: '7',
        reference,
        explanation: `The payer decided this claim (their claim number ${reference}), so your corrected claim replaces it.`,
      }
    : {
        allowed: true,
        frequency: '1',
        reference: '',
        explanation:
          'The payer never took this claim into processing, so your corrected claim goes as a new claim, linked to this one.',
      };
}

/** Whether the doula may ask the payer to void this claim. */
export function voidPlan(claim: CorrectionFacts): VoidPlan {
  const refusal = refusalOf(claim, ['denied', 'approved'], correctionMessages.notVoidable);
  if (refusal) return { allowed: false, reason: refusal };
  const reference = payerReferenceOf(claim);
  if (!reference) return { allowed: false, reason: correctionMessages.noPayerNumber };
  return {
    allowed: true,
    reference,
    explanation: `Voiding asks the payer to cancel this claim (their claim number ${reference}) as if it had never been sent. Any payment on it is taken back, and a void cannot be undone. Void only a claim that should never have been billed, such as the wrong patient or a visit that did not happen.`,
  };
}

/** The status history note of a correction or void, saying what it is and why. */
export function correctionNote(
  kind: 'correction' | 'void',
  original: { formId: string },
  plan: { frequency?: '1' | '7'; reference: string },
): string {
  if (kind === 'void')
    return `Void request for ${original.formId}: asks the payer to cancel their claim number ${plan.reference}`;
  return plan.frequency === '7'
    ? `Submitted as a replacement of ${original.formId} (payer claim number ${plan.reference})`
    : `Submitted as a new claim correcting ${original.formId}, which the payer never took into processing`;
}
