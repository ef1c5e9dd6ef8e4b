/**
 * Her recommendations on file for a patient's pregnancy (decision 105): the routes (http.ts) and
 * what the claim check reads of them.
 */
export { recommendationsOnFileNow } from './recommendations.repository.ts';
export {
  recommendationFormsForExport,
  recommendationsForExport,
} from './recommendations.export.ts';
