import type { Tx } from '../../../db/database.ts';
import { refuseSecondCorrection } from '../claim-corrections.ts';
import { toClaimRow } from '../claim-row.ts';
import { insertClaimOnce, nextFormId } from '../claims.repository.ts';
import type { ClaimPricing } from './check-and-price.ts';
import type { LoadedSubmission } from './lock-and-load.ts';
import type { Submission } from './submission.ts';

/**
 * Stores the claim with its form ID, copies, lines and key. Undefined when a concurrent request
 * with this key stored its claim first (the unique index decides); a second correction of one
 * claim is refused.
 */
export async function insertClaim(
  tx: Tx,
  submission: Submission,
  loaded: LoadedSubmission,
  billing: ClaimPricing,
) {
  const { user, body } = submission;
  const { patient, patientCopy, facilityCopy, submitter, correction } = loaded;
  const origin = {
    userId: user.id,
    formId: nextFormId(new Date().getUTCFullYear()),
    doula: submitter.claimant,
    idempotencyKey: submission.idempotencyKey,
    requestHash: submission.requestHash,
  };
  return insertClaimOnce(tx, {
    ...toClaimRow(origin, body, patientCopy, facilityCopy, {
      street: patient.addressStreet,
      city: patient.addressCity,
      state: patient.addressState,
      zip: patient.addressZip,
    }),
    ...billing,
    // The codes as the profile's lines point at them: dotted, in her order.
    diagnosisCodes: body.diagnosisCodes,
    providerFingerprint: submitter.fingerprint,
    billingArrangement: submitter.arrangement,
    ...(correction?.columns ?? {}),
  }).catch(refuseSecondCorrection);
}
