import type { Cents, Finding, SendBlocker } from '#domain/billing/index';
import type { PayerAnswer } from './payer-answer.ts';
import type { PromptPayView } from './prompt-pay.ts';
import type { RecommendationRequest } from './recommendation-request.ts';
import type { FacilitySnapshot, PatientSnapshot } from './snapshot.ts';
import type { ClaimFrequency, LinkedClaim } from './corrections.ts';
import type { ClaimStatus } from './status.ts';
import type { ClaimServiceFields } from './service-fields.ts';

export interface ClaimStatusChange {
  from: ClaimStatus | null;
  to: ClaimStatus;
  at: string;
  by: string;
  note: string;
}

/** One service line of a claim, as the server built it from the payer profile. */
export interface ClaimLineView {
  procedureCode: string;
  modifiers: string[];
  units: number;
  /** What the claim bills for the line (the allowed amount times the units). */
  chargeCents: Cents;
  /** What the payer is expected to allow for the line. */
  allowedCents: Cents;
  placeOfService: string;
  /** Letters into the claim's diagnoses, as the paper form writes them ("A", "B"). */
  diagnosisPointers: string[];
}

/** A claim as the API shows it to its owner. */
export interface ClaimView extends ClaimServiceFields {
  id: string;
  formId: string;
  status: ClaimStatus;
  doula: { name: string; email: string };
  patientId: string;
  patient: PatientSnapshot;
  inPerson: boolean;
  address: string;
  facilityId: string | null;
  facility: FacilitySnapshot | null;
  admittedDate: string;
  dischargedDate: string;
  notes: string;
  /** ICD-10-CM codes, dotted, the principal first. */
  diagnosisCodes: string[];
  /** For a virtual visit: 'audio-video' or 'audio-only'; '' otherwise. */
  virtualMode: string;
  /** A cesarean that followed an attempted VBAC. */
  afterAttemptedVbac: boolean;
  lines: ClaimLineView[];
  totalChargeCents: Cents;
  expectedCents: Cents;
  /** True for a claim from before service lines existed: its lines were worked out later. */
  linesDerived: boolean;
  /** The claim check's warnings when it was submitted. */
  checkWarnings: Finding[];
  /**
   * What keeps this pending claim from being sent, in the claim check's order (the first is the
   * one thing her list names); empty when nothing does.
   */
  sendBlockers: SendBlocker[];
  /** The payer profile that coded and priced the claim ('' when none could). */
  payerProfileName: string;
  /** The standing order or recommendation on file it relied on, in words ('' for none). */
  recommendationReliedOn: string;
  /** Our team's open request for the recommendation it relies on (null when none is open). */
  recommendationRequest: RecommendationRequest | null;
  /** What payers paid on it so far (reversed payments undone), from imported 835 files. */
  paidCents: Cents;
  /** The prompt-pay clock, once the payer received it under a rule (decision 108). */
  promptPay: PromptPayView | null;
  /** The payer's own number for the claim ('' until a 277CA or 835 names it). */
  payerClaimNumber: string;
  /** The latest answer from the payer or clearinghouse, this claim's part only. */
  payerAnswer: PayerAnswer | null;
  /** 1 an original claim, 7 a replacement, 8 a void (CLM05-3, box 22). */
  frequency: ClaimFrequency;
  /** The payer's claim number a replacement or void names (REF*F8, box 22); '' for an original. */
  resubmissionReference: string;
  /** The payer's claim number from an 835: set once the payer adjudicated the claim. */
  adjudicatedClaimNumber: string;
  /**
   * Her payments for this claim will come by mail: the payer's enrollment for electronic
   * remittances (835) at the clearinghouse is required or pending.
   */
  paymentsOnPaper: boolean;
  /** The claim this one corrects or voids. */
  corrects: LinkedClaim | null;
  /** The claim that corrects or voids this one. */
  correctedBy: LinkedClaim | null;
  createdAt: string;
  updatedAt: string;
  statusHistory: ClaimStatusChange[];
}
