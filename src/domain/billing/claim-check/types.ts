import type { PriorClaim, EpisodeClaims } from '#domain/billing/benefits';
import type { FacilityKind } from '#domain/billing/code-sets';
import type { PregnancyEpisode } from '#domain/billing/episodes';
import type { PayerProfile, PayerProfileVersion } from '#domain/billing/payer-profile';
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import type { CoverageForClaim } from '#domain/clearinghouse/coverage';
import type { UsStateCode } from '#domain/records/us-states';
import type { BillingArrangementKind } from '#domain/records/billing-arrangement';
import type {
  ServiceLinesResult,
  ServiceSetting,
  VirtualMode,
} from '#domain/billing/service-lines';

/** `info` says what the check relied on (a standing order); it never stops a claim. */
export type Severity = 'error' | 'warning' | 'info';

/** Where a finding points, as a path into ClaimCheckInput (`diagnoses.2` is the third code). */
export type ClaimCheckField =
  | 'provider.npi'
  | 'provider.taxId'
  | 'provider.billingAddress.street'
  | 'provider.billingAddress.zip'
  | 'facility.npi'
  | 'facility.zip'
  | 'facility.kind'
  | 'patient.dateOfBirth'
  | 'patient.payer'
  | 'patient.policyNumber'
  | 'patient.pregnancies'
  | 'patient.recommendations'
  | 'service.type'
  | 'service.date'
  | 'service.setting'
  | 'service.virtualMode'
  | 'service.durationMinutes'
  | 'diagnoses'
  | `diagnoses.${number}`;

export interface Finding {
  rule: string;
  severity: Severity;
  field: ClaimCheckField;
  /** What is wrong, in plain words for a doula. */
  message: string;
  /** What to do about it. */
  fix: string;
  /** Where she fixes it, a path of the app (her patient's pregnancy). */
  link?: string;
  /**
   * Set when the claim file cannot carry the claim until this is fixed (send-blockers.ts): the
   * claim may still be submitted for a warning, and then waits as "Needs your attention".
   */
  blocksSending?: boolean;
}

/** Everything the claim check looks at, for one claim about to be submitted. */
export interface ClaimCheckInput {
  /** `YYYY-MM-DD`. In the browser pass the latest date on Earth, so today is never "future". */
  today: string;
  submission: 'electronic' | 'paper';
  provider: {
    npi: string;
    taxIdType: string;
    /** The digits; null when a tax ID is on file but not readable here (the browser). */
    taxId: string | null;
    billingAddress: { street: string; zip: string };
    /** Who bills the claim; absent means she herself. */
    billingAs?: BillingArrangementKind;
  };
  patient: {
    dateOfBirth: string;
    payerType: string;
    payerId: string;
    /** Her home state: a Medicaid patient is billed by her own state's program. */
    addressState?: string;
    /** The member ID the claim file carries; absent where it is not known (checked when given). */
    policyNumber?: string;
    pregnancies: readonly PregnancyEpisode[];
    /**
     * Her coverage checks of this patient (the newest answer of each month and payer); absent
     * where checks are not available (no clearinghouse answers them), and then nothing is said.
     */
    coverage?: readonly CoverageForClaim[];
    /** Her name as the check's words use it ("Ana Rivera"). */
    name?: string;
    /** The patient record (one pregnancy), for the link to it. */
    recordId?: string;
    /**
     * The recommendations she keeps on file for the pregnancy; absent where they are not read
     * (then only a standing order is named, and nothing missing is said).
     */
    recommendations?: readonly RecommendationOnFile[];
  };
  service: {
    type: string;
    date: string;
    setting: ServiceSetting;
    virtualMode?: VirtualMode | null;
    patientAtHome?: boolean | null;
    durationMinutes: number | null;
    /** The calendar days from Service Date From to Service Date To (1 for one day). */
    serviceDays?: number | null;
    /** A cesarean that followed an attempted VBAC: some programs price it apart. */
    afterAttemptedVbac?: boolean;
  };
  /** The chosen facility, for a facility visit. */
  facility: {
    npi: string;
    kind: FacilityKind | null;
    /** The facility's ZIP code; absent where it is not known (checked when given). */
    zip?: string;
  } | null;
  /** ICD-10-CM codes in claim order, the principal first. */
  diagnoses: readonly string[];
  /** The doula's other claims for this patient (never this claim itself). */
  otherClaims: readonly PriorClaim[];
}

/** What the runner works out once and hands to every rule. */
export interface ClaimCheckContext {
  input: ClaimCheckInput;
  serviceDateValid: boolean;
  profile: PayerProfile | null;
  /** A Medicaid patient's state the catalog keeps no program for (the profile is the default). */
  noProgramForState: UsStateCode | null;
  /** The profile version in force on the service date. */
  version: PayerProfileVersion | null;
  /** Lines built from the profile; null without a profile or a valid service date. */
  lines: ServiceLinesResult | null;
  /** Her other counted claims in the same pregnancy as this claim. */
  episode: EpisodeClaims;
}

export interface ClaimCheckRule {
  id: string;
  check(context: ClaimCheckContext): Finding[];
}
