/**
 * Coverage checks (eligibility 270/271, decision 077): "Check coverage" on her patient, the
 * history of answers, the automatic checks of the job queue, and what the claim check reads.
 */
import type { CoverageForClaim } from '#domain/clearinghouse/coverage';
import type { DbOrTx } from '../../db/database.ts';
import { answersRealTime } from '../clearinghouse/index.ts';
import { coverageRowsForClaim } from './coverage-checks.repository.ts';

export { eligibilityJobs, queuePatientAddedCheck } from './eligibility.jobs.ts';
export {
  createEligibilityService,
  type EligibilityService,
  traceOriginatorOf,
} from './eligibility.service.ts';

/**
 * Her coverage checks of the patient for the claim check; undefined while no connection answers
 * real-time questions (nothing can be checked, so the claim check says nothing of coverage).
 */
export async function coverageForClaimOf(
  db: DbOrTx,
  userId: string,
  patientId: string,
  /** Whether a connection answers, when the caller read it with other things (answersRealTimeNow). */
  answers?: boolean,
): Promise<CoverageForClaim[] | undefined> {
  if (!(answers ?? (await answersRealTime(db)))) return undefined;
  return coverageRowsForClaim(db, userId, patientId);
}
