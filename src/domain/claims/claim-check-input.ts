import {
  type BenefitTracker,
  type ClaimCheckInput,
  daysBetween,
  type FacilityKind,
  isFacilityKind,
  type PregnancyEpisode,
  type PriorClaim,
  type VirtualMode,
} from '#domain/billing/index';
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import type { CoverageForClaim } from '#domain/clearinghouse/coverage';
import { isRealIsoDate } from '#domain/common/dates';
import { DURATION_INPUT_KEY } from '#domain/claims/service-types';
import type { ClaimDraft } from './draft.ts';
import type { ClaimServiceFields } from './service-fields.ts';

/**
 * One way from a claim's facts to the claim check's input, used by the new-claim form as she
 * types and by the server at submit, so both run the same rules on the same facts.
 */

/** What the provider's profile tells the claim check. In the browser the tax ID digits are null. */
export type ProviderBillingFacts = ClaimCheckInput['provider'];

/** GET /api/patients/:id/billing: her pregnancy, her other claims for her, and the tracker. */
export interface PatientBilling {
  pregnancies: PregnancyEpisode[];
  otherClaims: PriorClaim[];
  tracker: BenefitTracker | null;
  /** "Prenatal/postpartum visits 5 of 8 · Extended postpartum visits 0 of 2 · Delivery or loss used", or ''. */
  trackerText: string;
  /** Her coverage checks of the patient; absent while checks are not available. */
  coverage?: CoverageForClaim[];
  /** Her home state: a Medicaid patient is billed by her own state's program. */
  patientState?: string;
  /** The recommendations on file for the pregnancy, for the claim check's words and link. */
  recommendations?: PatientRecommendations;
}

/** What the claim check reads of her recommendations: the forms, her name, her record. */
export interface PatientRecommendations {
  name: string;
  recordId: string;
  recommendations: readonly RecommendationOnFile[];
}

/** The facts of a claim the check reads, as the form holds them or the server received them. */
export interface ClaimFacts extends ClaimServiceFields {
  virtualMode: '' | VirtualMode;
  /** A cesarean that followed an attempted VBAC (absent where the form does not ask). */
  afterAttemptedVbac?: boolean;
  diagnosisCodes: readonly string[];
  patient: {
    dateOfBirth: string;
    payerType: string;
    payerId: string;
    policyNumber?: string;
  } | null;
  facility: { npiNumber: string; kind: string; addressZip?: string } | null;
}

const minutesOfDay = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * The calendar days the service spans, its first and last included (a labor from the evening
 * into the next morning spans 2): what a daily rate bills. 1 for a one-day service or dates not
 * yet valid.
 */
export function claimServiceDays(
  claim: Pick<ClaimFacts, 'serviceDateFrom' | 'serviceDateTo'>,
): number {
  const { serviceDateFrom: from, serviceDateTo: to } = claim;
  if (!to || !isRealIsoDate(from) || !isRealIsoDate(to) || to < from) return 1;
  return daysBetween(from, to) + 1;
}

/**
 * How long the visit lasted, in minutes: the minutes she typed when the service type asks for
 * them, otherwise the time from its start to its end (a same-day end before the start means it
 * ran past midnight). Null when neither is known.
 */
export function claimDurationMinutes(
  claim: Pick<
    ClaimFacts,
    | 'serviceAdditionalInputs'
    | 'serviceDateFrom'
    | 'serviceDateTo'
    | 'serviceTimeFrom'
    | 'serviceTimeTo'
  >,
): number | null {
  const typed = claim.serviceAdditionalInputs[DURATION_INPUT_KEY]?.trim();
  if (typed !== undefined) return /^\d+$/.test(typed) ? Number(typed) : null;
  const from = minutesOfDay(claim.serviceTimeFrom);
  const to = minutesOfDay(claim.serviceTimeTo);
  if (from === null || to === null) return null;
  const sameDay = !claim.serviceDateTo || claim.serviceDateTo === claim.serviceDateFrom;
  if (sameDay) return to > from ? to - from : to + 1440 - from;
  if (!isRealIsoDate(claim.serviceDateFrom) || !isRealIsoDate(claim.serviceDateTo)) return null;
  const minutes = daysBetween(claim.serviceDateFrom, claim.serviceDateTo) * 1440 + to - from;
  return minutes > 0 ? minutes : null;
}

/** The claim check's input for one claim. */
export function claimCheckInputOf(
  claim: ClaimFacts,
  context: {
    provider: ProviderBillingFacts;
    pregnancies: readonly PregnancyEpisode[];
    otherClaims: readonly PriorClaim[];
    /** `YYYY-MM-DD`; the browser passes the latest date on Earth. */
    today: string;
    coverage?: readonly CoverageForClaim[] | undefined;
    /** Her home state as saved now: a Medicaid patient is billed by her state's program. */
    patientState?: string | undefined;
    /** The recommendations on file for the pregnancy, her name and record, where read. */
    recommendations?: PatientRecommendations | undefined;
  },
): ClaimCheckInput {
  const facilityKind: FacilityKind | null =
    claim.facility && isFacilityKind(claim.facility.kind) ? claim.facility.kind : null;
  return {
    today: context.today,
    submission: 'electronic',
    provider: context.provider,
    patient: {
      dateOfBirth: claim.patient?.dateOfBirth ?? '',
      payerType: claim.patient?.payerType ?? '',
      payerId: claim.patient?.payerId ?? '',
      ...(claim.patient?.policyNumber !== undefined
        ? { policyNumber: claim.patient.policyNumber }
        : {}),
      ...(context.patientState !== undefined ? { addressState: context.patientState } : {}),
      pregnancies: context.pregnancies,
      ...(context.coverage ? { coverage: context.coverage } : {}),
      ...(context.recommendations ?? {}),
    },
    service: {
      type: claim.serviceType,
      date: claim.serviceDateFrom,
      setting: claim.serviceLocation,
      virtualMode: claim.virtualMode === '' ? null : claim.virtualMode,
      patientAtHome: null,
      durationMinutes: claimDurationMinutes(claim),
      serviceDays: claimServiceDays(claim),
      afterAttemptedVbac: claim.afterAttemptedVbac === true,
    },
    facility:
      claim.serviceLocation === 'facility' && claim.facility
        ? {
            npi: claim.facility.npiNumber,
            kind: facilityKind,
            ...(claim.facility.addressZip !== undefined ? { zip: claim.facility.addressZip } : {}),
          }
        : null,
    diagnoses: claim.diagnosisCodes,
    otherClaims: context.otherClaims,
  };
}

/** The claim check's input for the new-claim form's draft (the "Claim check" panel). */
export function claimCheckInputFromDraft(
  draft: ClaimDraft,
  context: {
    provider: ProviderBillingFacts;
    patientBilling: PatientBilling | null;
    today: string;
  },
): ClaimCheckInput {
  return claimCheckInputOf(draft, {
    provider: context.provider,
    pregnancies: context.patientBilling?.pregnancies ?? [],
    otherClaims: context.patientBilling?.otherClaims ?? [],
    today: context.today,
    coverage: context.patientBilling?.coverage,
    patientState: context.patientBilling?.patientState,
    recommendations: context.patientBilling?.recommendations,
  });
}
