import type { NamedMember } from './read-helpers.ts';

/** What an 835 remittance says, as the reader answers it. */

/** CLP02. 22 undoes an earlier payment: its amounts are negative. */
export const CLAIM_STATUS_MEANINGS: Record<string, string> = {
  '1': 'processed as primary',
  '2': 'processed as secondary',
  '3': 'processed as tertiary',
  '4': 'denied',
  '19': 'processed as primary, forwarded to another payer',
  '20': 'processed as secondary, forwarded to another payer',
  '21': 'processed as tertiary, forwarded to another payer',
  '22': 'reversal of a previous payment',
  '23': 'not our claim, forwarded to another payer',
  '25': 'predetermination pricing only, no payment',
};

export interface Adjustment {
  /** CAS01: CO contractual, PR patient responsibility, OA other, PI payer initiated, CR correction. */
  group: string;
  /** A Claim Adjustment Reason Code (CARC), e.g. 45, 96. */
  reason: string;
  /** Positive amounts reduce the payment; negative ones add to it. */
  amountCents: number;
  quantity?: number;
}

export interface ServicePayment {
  procedureCode: string;
  modifiers: string[];
  chargeCents: number;
  paidCents: number;
  /** SVC05, units paid (1 when absent). */
  units: number;
  serviceDates?: { from: string; to: string };
  /** REF*6R, the line control number we sent. */
  lineControlNumber?: string;
  /** AMT*B6, the allowed amount. */
  allowedCents?: number;
  adjustments: Adjustment[];
  /** LQ*HE: Remittance Advice Remark Codes (RARC), e.g. N290. */
  remarkCodes: string[];
}

export interface ClaimPayment {
  /** CLP01: our CLM01, the form ID. */
  patientControlNumber: string;
  /** CLP02 and its meaning. */
  status: string;
  statusMeaning: string;
  chargeCents: number;
  paidCents: number;
  /** CLP05, what the patient owes (deductible, copay, …). */
  patientResponsibilityCents: number;
  /** CLP06, the claim filing indicator. */
  claimFilingIndicator?: string;
  /** CLP07: the payer's claim number, needed to replace or void the claim. */
  payerClaimNumber?: string;
  /** CLP09, the frequency code the payer processed. */
  frequency?: string;
  adjustments: Adjustment[];
  /** MOA and MIA remark codes (RARC) about the whole claim. */
  remarkCodes: string[];
  /** NM1*QC: the patient as the payer knows them. */
  patient: NamedMember;
  /** DTM*232/233, the claim's service period, and DTM*050, when the payer received it. */
  servicePeriod?: { from?: string; to?: string };
  receivedDate?: string;
  /** AMT*I at the claim level: the interest the payer paid, already inside `paidCents`. */
  interestCents?: number;
  services: ServicePayment[];
}

export interface ProviderAdjustment {
  /** PLB01, the provider's id at the payer (often the NPI), and PLB02, the fiscal period's end. */
  providerId: string;
  fiscalPeriodDate: string;
  /** PLB03-1, e.g. WO overpayment recovery, L6 interest, FB forwarding balance, 72 authorized return. */
  reason: string;
  /** PLB03-2, often the payer claim number the adjustment is about. */
  reference?: string;
  /** Positive amounts are taken from the payment, negative ones (interest) added to it. */
  amountCents: number;
}

export interface Remittance {
  /** ST02. */
  controlNumber: string;
  payment: {
    /** BPR02, BPR03 (C credit, D debit), BPR04 (ACH, CHK, BOP, FWT, NON), BPR16. */
    amountCents: number;
    creditDebit: string;
    method: string;
    /** BPR01: I remittance with payment, H notification only, … */
    handling: string;
    date?: string;
    /** TRN02, the check or EFT trace number; TRN03, the payer's id. */
    traceNumber: string;
    payerIdentifier?: string;
  };
  /** DTM*405. */
  productionDate?: string;
  payer: { name?: string; id?: string };
  payee: { name?: string; npi?: string; taxId?: string };
  claims: ClaimPayment[];
  providerAdjustments: ProviderAdjustment[];
  /** Claims or lines whose own arithmetic does not add up (reported, not refused). */
  warnings: string[];
}
