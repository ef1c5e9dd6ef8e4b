import { facilitySnapshot, patientSnapshot } from '#domain/claims/snapshot';
import type { TaxIdCipher } from '../../../crypto/tax-id-cipher.ts';
import type { Tx } from '../../../db/database.ts';
import { unprocessable } from '../../../errors/index.ts';
import { ownFacility } from '../../facilities/index.ts';
import { ownPatientLocked } from '../../patients/index.ts';
import { submitterOf } from '../../profile/index.ts';
import { correctionOf } from '../claim-corrections.ts';
import type { Submission } from './submission.ts';

/** What the submission stores, read from her own rows (never from the client). */
export type LoadedSubmission = Awaited<ReturnType<typeof lockAndLoad>>;

/**
 * Locks her patient and reads what the claim copies: the patient, the facility, her billing
 * details and, for a correction, what it corrects.
 */
export async function lockAndLoad(tx: Tx, submission: Submission, taxIds?: TaxIdCipher) {
  const { user, body, original } = submission;
  // One submission at a time per patient (her row stays locked until this commits), so the
  // claim check sees every earlier claim. A retry that waited here behind its original is not
  // told apart now: the claim's insert, or the refusal it meets, finds its original's claim.
  const patient = await ownPatientLocked(tx, user.id, body.patientId);
  if (!patient) {
    throw unprocessable(
      'The selected patient is no longer available. Please choose a patient again.',
      { fields: { patientId: 'Choose a patient.' } },
    );
  }
  const correction = original ? await correctionOf(tx, original, body) : undefined;
  const facility = body.facilityId ? await ownFacility(tx, user.id, body.facilityId) : undefined;
  const submitter = await submitterOf(tx, user, taxIds);
  if (body.serviceLocation === 'facility' && !facility) {
    throw unprocessable(
      'The selected facility is no longer available. Please choose a facility again.',
      { fields: { facilityId: 'Choose a facility.' } },
    );
  }
  // The copies come from the owner's own rows, never from the client.
  const patientCopy = patientSnapshot(patient);
  const facilityCopy = facility ? facilitySnapshot(facility) : null;
  return { patient, correction, submitter, patientCopy, facilityCopy };
}
