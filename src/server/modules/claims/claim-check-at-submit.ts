import {
  addDays,
  benefitTracker,
  type PayerCatalog,
  type PregnancyEpisode,
  type PriorClaim,
  resolvePayerProfile,
  runClaimCheck,
} from '#domain/billing/index';
import {
  claimCheckInputOf,
  type PatientBilling,
  type ProviderBillingFacts,
} from '#domain/claims/claim-check-input';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import type { FacilitySnapshot, PatientSnapshot } from '#domain/claims/snapshot';
import { latestTodayOnEarth } from '#domain/common/dates';
import type { PatientView } from '#domain/records/patient';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { DbOrTx } from '../../db/database.ts';
import { unprocessable } from '../../errors/index.ts';
import type { Finding, SendBlocker } from '#domain/billing/index';
import { payerCatalogOf } from '../billing/index.ts';
import { coverageForClaimOf } from '../eligibility/index.ts';
import { providerBillingFactsOf } from '../profile/index.ts';
import { ownPatient } from '../patients/index.ts';
import { type ClaimBilling, otherClaimsOfPatient } from './claim-billing.repository.ts';
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
  }
> {
  const { body, patient, provider } = input;
  const catalog = await payerCatalogOf(tx);
  const coverage = await coverageForClaimOf(tx, input.userId, patient.id);
  const otherClaims = (
    await otherClaimsOfPatient(tx, input.userId, patient.id, {
      from: addDays(body.serviceDateFrom, -LIMIT_WINDOW_DAYS),
      to: addDays(body.serviceDateFrom, LIMIT_WINDOW_DAYS),
    })
  ).filter((claim) => claim.id !== input.correctsClaimId);
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
  };
}

/**
 * The claim check again for a claim already stored, before it is sent: days have passed since it
 * was submitted (a filing window may have closed) and her profile may have changed. The claim's
 * facts are the billable claim's (what the file will carry); her provider facts are read as the
 * check reads them at submit. Her other claims are every claim of hers for this patient but this
 * one and the one it corrects. Answers the errors and send blockers only.
 */
export async function recheckStoredClaim(
  db: DbOrTx,
  input: { claim: BillableClaim; taxIds: TaxIdCipher | undefined },
): Promise<Finding[]> {
  const { claim } = input;
  const { patient, service } = claim;
  const [catalog, provider, saved, others] = await Promise.all([
    payerCatalogOf(db),
    providerBillingFactsOf(db, claim.ownerId, input.taxIds),
    ownPatient(db, claim.ownerId, patient.id),
    otherClaimsOfPatient(db, claim.ownerId, patient.id, {
      from: addDays(service.dateFrom, -LIMIT_WINDOW_DAYS),
      to: addDays(service.dateFrom, LIMIT_WINDOW_DAYS),
    }),
  ]);
  const result = runClaimCheck(
    claimCheckInputOf(claimFactsOf(claim), {
      provider,
      pregnancies: saved ? pregnanciesOf(saved) : [],
      otherClaims: others.filter(
        (other) => other.id !== claim.id && other.id !== claim.correctsClaimId,
      ),
      today: latestTodayOnEarth(),
      patientState: claim.patient.address.state,
    }),
    { catalog },
  );
  return result.findings.filter((finding) => finding.severity === 'error' || finding.blocksSending);
}

/** What the new-claim form and the patient row need: her pregnancy, claims and tracker. */
export async function patientBillingOf(
  db: DbOrTx,
  userId: string,
  patient: PatientView,
): Promise<PatientBilling> {
  const catalog = await payerCatalogOf(db);
  const otherClaims = await otherClaimsOfPatient(db, userId, patient.id);
  const coverage = await coverageForClaimOf(db, userId, patient.id);
  return { ...billingOfPatient(catalog, patient, otherClaims), ...(coverage ? { coverage } : {}) };
}

/** Her pregnancies and tracker for one patient, from the catalog and her claims for that patient. */
export function billingOfPatient(
  catalog: PayerCatalog,
  patient: PatientView,
  otherClaims: PriorClaim[],
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
        })
      : null;
  return {
    pregnancies,
    otherClaims,
    tracker,
    trackerText: tracker?.text ?? '',
    patientState: patient.addressState,
  };
}
