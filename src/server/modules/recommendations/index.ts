/**
 * Her recommendations on file for a patient's pregnancy (decision 105): the routes (http.ts) and
 * what the claim check reads of them.
 */
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import type { DbOrTx } from '../../db/database.ts';
import { onFileOf, recommendationsOfPatient } from './recommendations.repository.ts';

/** Her recommendations in force on the patient's pregnancy, as the claim check reads them. */
export async function recommendationsForClaimOf(
  db: DbOrTx,
  userId: string,
  patientId: string,
): Promise<RecommendationOnFile[]> {
  return (await recommendationsOfPatient(db, userId, patientId)).map(onFileOf);
}
export {
  recommendationFormsForExport,
  recommendationsForExport,
} from './recommendations.export.ts';
