import { correctionContentOf } from '#domain/claims/correction-changes';
import { missingClaimFields } from '#domain/claims/required-fields';
import { messages } from '#domain/common/messages';
import type { Tx } from '../../../db/database.ts';
import { unprocessable } from '../../../errors/index.ts';
import { checkAndPrice } from '../claim-check-at-submit.ts';
import { refuseUnchangedCorrection } from '../claim-corrections.ts';
import type { LoadedSubmission } from './lock-and-load.ts';
import type { Submission } from './submission.ts';

/** The claim's lines, totals, warnings and send blockers, as the payer profile prices them. */
export type ClaimPricing = Omit<Awaited<ReturnType<typeof checkAndPrice>>, 'endsPackageIncomplete'>;

/**
 * Refuses a claim missing a required field, one the claim check finds errors in, or a
 * correction that changes nothing the payer sees; answers its lines, totals and warnings.
 */
export async function checkAndPriceClaim(
  tx: Tx,
  submission: Submission,
  loaded: LoadedSubmission,
): Promise<Awaited<ReturnType<typeof checkAndPrice>>> {
  const { user, body, original } = submission;
  const { patient, patientCopy, facilityCopy, submitter } = loaded;
  const missing = missingClaimFields({ ...body, patient: patientCopy, facility: facilityCopy });
  if (missing.length > 0) {
    throw unprocessable(`${messages.claim.missingFields} ${missing.join(', ')}`);
  }
  const billing = await checkAndPrice(tx, {
    userId: user.id,
    body,
    patient,
    patientCopy,
    facilityCopy,
    provider: submitter.billing,
    // The claim it corrects is no duplicate of it, and no visit it uses twice.
    ...(original ? { correctsClaimId: original.id } : {}),
  });
  if (original) {
    refuseUnchangedCorrection(original, {
      ...correctionContentOf(
        {
          ...body,
          facilityId: body.facilityId || null,
          patient: patientCopy,
          facility: facilityCopy,
        },
        submitter.fingerprint,
      ),
      lines: billing.lines,
    });
  }
  return billing;
}
