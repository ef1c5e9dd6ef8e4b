/**
 * Coverage checks (eligibility 270/271, decision 077): "Check coverage" on her patient, the
 * history of answers, and what the claim check reads of them.
 */
import type { CoverageForClaim } from '#domain/coverage';
import type { DbOrTx } from '../../db/database.ts';
import { answersRealTime } from '../clearinghouse/index.ts';
import { coverageRowsForClaim } from './coverage-checks.repository.ts';

/**
 * Her coverage checks of the patient for the claim check; undefined while no connection answers
 * real-time questions (nothing can be checked, so the claim check says nothing of coverage).
 */
export async function coverageForClaimOf(
  db: DbOrTx,
  userId: string,
  patientId: string,
): Promise<CoverageForClaim[] | undefined> {
  if (!(await answersRealTime(db))) return undefined;
  return coverageRowsForClaim(db, userId, patientId);
}
