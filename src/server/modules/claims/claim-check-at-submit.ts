import {
  addDays,
  benefitTracker,
  type PayerCatalog,
  type PregnancyEpisode,
  type PriorClaim,
  resolvePayerProfile,
  recommendationNeedOfClaim,
  runClaimCheck,
} from '#domain/billing/index';
import {
  claimCheckInputOf,
  type PatientBilling,
  type PatientRecommendations,
  type ProviderBillingFacts,
} from '#domain/claims/claim-check-input';
import { type RecommendationReliedOn, reliedOnOf } from '#domain/claims/recommendation-relied-on';
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import type { FacilitySnapshot, PatientSnapshot } from '#domain/claims/snapshot';
import { latestTodayOnEarth } from '#domain/common/dates';
import type { PatientView } from '#domain/records/patient';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { DbOrTx } from '../../db/database.ts';
import { unprocessable } from '../../errors/index.ts';
import type { Finding, SendBlocker } from '#domain/billing/index';
import { payerCatalogOf } from '../billing/index.ts';
import { providerBillingFactsOfEach } from '../profile/index.ts';
import { ownPatientsOfEach } from '../patients/index.ts';
import { type ClaimBilling, EVERY_DATE, otherClaimsOfEach } from './claim-billing.repository.ts';
import { claimCheckReadsOf } from './claim-check-reads.ts';
import { billingOf } from './claim-billing.ts';
import { type BillableClaim, claimFactsOf } from './billable-claim.ts';

/** One record is one pregnancy: its episode id is the patient's id. */
export function pregnanciesOf(
  patient: Pick<PatientView, 'id' | 'expectedDueDate' | 'pregnancyEndedDate'>,
): PregnancyEpisode[] {
  return patient.expectedDueDate
    ? [
        {
          id: patient.id,
          expectedDueDate: patient.expectedDueDate,
          endedDate: patient.pregnancyEndedDate || null,
        },
      ]
    : [];
}

/** A pregnancy's limits never reach further from a date than this (40 weeks + 12 months + slack). */
const LIMIT_WINDOW_DAYS = 800;

export const CLAIM_CHECK_REFUSED =
  'This claim cannot be submitted yet. Please fix what the claim check found.';

/**
 * The claim check at submit, on the server's own facts: her profile (tax ID readable here),
 * the patient's pregnancy and payer as saved, the facility as saved, her other claims for this
 * patient, the catalog in force. Errors refuse the claim (422 with the findings); otherwise the
 * lines and amounts come from the profile, never from the client, and the warnings are kept.
 * Runs inside the submission's transaction, after it took the per-patient lock (so two
 * submissions at once cannot both pass a visit limit).
 */
export async function checkAndPrice(
  tx: DbOrTx,
  input: {
    userId: string;
    body: ClaimSubmitValues;
    patient: PatientView;
    patientCopy: PatientSnapshot;
    facilityCopy: FacilitySnapshot | null;
    /** Her billing facts as her profile has them now. */
    provider: ProviderBillingFacts;
    /** The claim this one corrects: left out of her other claims. */
    correctsClaimId?: string;
  },
): Promise<
  ClaimBilling & {
    checkWarnings: NonNullable<ClaimBilling['checkWarnings']>;
    sendBlockers: SendBlocker[] | null;
    /** A birth that did not complete its package: the visits it covered are billed now. */
    endsPackageIncomplete: boolean;
    recommendationReliedOn: RecommendationReliedOn | null;
  }
> {
  const { body, patient, provider } = input;
  const reads = await claimCheckReadsOf(tx, {
    userId: input.userId,
    patientId: patient.id,
    from: addDays(body.serviceDateFrom, -LIMIT_WINDOW_DAYS),
    to: addDays(body.serviceDateFrom, LIMIT_WINDOW_DAYS),
  });
  const { catalog, coverage } = reads;
  const recommendations = recommendationsOf(patient, reads.recommendations);
  const otherClaims = reads.otherClaims.filter((claim) => claim.id !== input.correctsClaimId);
  const result = runClaimCheck(
    claimCheckInputOf(
      { ...body, patient: input.patientCopy, facility: input.facilityCopy },
      {
        provider,
        pregnancies: pregnanciesOf(patient),
        otherClaims,
        today: latestTodayOnEarth(),
        coverage,
        patientState: patient.addressState,
        recommendations,
      },
    ),
    { catalog },
  );
  const lines = result.context.lines;
  if (!result.canSubmit || !lines?.ok || !result.context.profile) {
    throw unprocessable(CLAIM_CHECK_REFUSED, { code: 'claim_check', findings: result.errors });
  }
  return {
    ...billingOf(lines, result.context.profile.name),
    checkWarnings: result.warnings,
    // A claim the file cannot carry yet is still submitted; it waits, named in her list.
    sendBlockers: result.sendBlockers.length > 0 ? result.sendBlockers : null,
    endsPackageIncomplete: lines.packageBilling?.kind === 'delivery-only',
    recommendationReliedOn: reliedOnOf(recommendationNeedOfClaim(result.context)),
  };
}

/** Her recommendations on file for the pregnancy, with her name and record for the words. */
function recommendationsOf(
  patient: PatientView,
  recommendations: RecommendationOnFile[],
): PatientRecommendations {
  return {
    name: `${patient.firstName} ${patient.lastName}`,
    recordId: patient.id,
    recommendations,
  };
}

/**
 * What the claim check before sending reads once for many claims: the catalog in force and each
 * provider's facts (her profile, tax ID readable here), kept for as long as the caller keeps it
 * (one send); the catalog is read on first use.
 */
export interface StoredClaimReads {
  catalog(): Promise<PayerCatalog>;
  providers(ownerIds: readonly string[]): Promise<Map<string, ProviderBillingFacts>>;
}

export function storedClaimReads(db: DbOrTx, taxIds: TaxIdCipher | undefined): StoredClaimReads {
  let catalog: Promise<PayerCatalog> | undefined;
  const known = new Map<string, ProviderBillingFacts>();
  return {
    catalog: () => (catalog ??= payerCatalogOf(db)),
    async providers(ownerIds) {
      const missing = [...new Set(ownerIds)].filter((id) => !known.has(id));
      if (missing.length > 0) {
        for (const [id, facts] of await providerBillingFactsOfEach(db, missing, taxIds))
          known.set(id, facts);
      }
      return known;
    },
  };
}

/**
 * Her facts as the check reads them, unless the claim was submitted with someone else billing:
 * then that billing provider's, as the file will carry them (the claim keeps who bills).
 */
function providerFactsOf(claim: BillableClaim, hers: ProviderBillingFacts): ProviderBillingFacts {
  const billing = claim.provider;
  if (!billing || billing.billingAs === 'self') return { ...hers, billingAs: 'self' };
  return {
    npi: billing.npi,
    taxIdType: billing.taxId.type,
    taxId: billing.taxId.value || null,
    billingAddress: { street: billing.address.street, zip: billing.address.zip },
    billingAs: billing.billingAs,
  };
}

/**
 * The claim check again for claims already stored, before they are sent: days have passed since
 * each was submitted (a filing window may have closed) and her profile may have changed. A
 * claim's facts are the billable claim's (what the file will carry); her provider facts are read
 * as the check reads them at submit. Her other claims are every claim of hers for this patient
 * but this one and the one it corrects. Answers each claim's errors and send blockers only, in
 * the order given. The catalog and her facts come from `reads`; the patients and the other
 * claims of all the claims are one read each, however many claims.
 */
export async function recheckStoredClaims(
  db: DbOrTx,
  claims: readonly BillableClaim[],
  reads: StoredClaimReads,
): Promise<Finding[][]> {
  if (claims.length === 0) return [];
  const [catalog, providers, patients, others] = await Promise.all([
    reads.catalog(),
    reads.providers(claims.map((claim) => claim.ownerId)),
    ownPatientsOfEach(
      db,
      claims.map((claim) => ({ userId: claim.ownerId, id: claim.patient.id })),
    ),
    otherClaimsOfEach(
      db,
      claims.map((claim) => ({
        userId: claim.ownerId,
        patientId: claim.patient.id,
        from: addDays(claim.service.dateFrom, -LIMIT_WINDOW_DAYS),
        to: addDays(claim.service.dateFrom, LIMIT_WINDOW_DAYS),
      })),
    ),
  ]);
  return claims.map((claim, index) => {
    const saved = patients[index];
    const result = runClaimCheck(
      claimCheckInputOf(claimFactsOf(claim), {
        provider: providerFactsOf(claim, providers.get(claim.ownerId)!),
        pregnancies: saved ? pregnanciesOf(saved) : [],
        otherClaims: others[index]!.filter(
          (other) => other.id !== claim.id && other.id !== claim.correctsClaimId,
        ),
        today: latestTodayOnEarth(),
        patientState: claim.patient.address.state,
      }),
      { catalog },
    );
    return result.findings.filter(
      (finding) => finding.severity === 'error' || finding.blocksSending,
    );
  });
}

/** What the new-claim form and the patient row need: her pregnancy, claims and tracker. */
export async function patientBillingOf(
  db: DbOrTx,
  userId: string,
  patient: PatientView,
): Promise<PatientBilling> {
  const reads = await claimCheckReadsOf(db, { userId, patientId: patient.id, ...EVERY_DATE });
  const { catalog, coverage, otherClaims } = reads;
  const recommendations = recommendationsOf(patient, reads.recommendations);
  return {
    ...billingOfPatient(catalog, patient, otherClaims, recommendations),
    ...(coverage ? { coverage } : {}),
  };
}

/** Her pregnancies and tracker for one patient, from the catalog and her claims for that patient. */
export function billingOfPatient(
  catalog: PayerCatalog,
  patient: PatientView,
  otherClaims: PriorClaim[],
  recommendations?: PatientRecommendations,
): PatientBilling {
  const pregnancies = pregnanciesOf(patient);
  const profile = resolvePayerProfile(patient, catalog)?.profile;
  const tracker =
    profile && profile.versions.length > 0
      ? benefitTracker({
          profile,
          episodes: pregnancies,
          claims: otherClaims,
          today: latestTodayOnEarth(),
          recommendations: recommendations?.recommendations ?? [],
        })
      : null;
  return {
    pregnancies,
    otherClaims,
    tracker,
    trackerText: tracker?.text ?? '',
    patientState: patient.addressState,
    ...(recommendations ? { recommendations } : {}),
  };
}
