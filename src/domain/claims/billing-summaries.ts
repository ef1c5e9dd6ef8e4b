import { z } from 'zod';
import { recordListLimits } from '#domain/records/list';

/** One page of the patients list at most: the table asks once per page of rows it shows. */
export const MAX_BILLING_SUMMARY_IDS = recordListLimits.defaultLimit;

/**
 * GET /api/patients/billing-summaries?ids=<id>,<id>,…: the benefit trackers of one page of her
 * patients. Ids are not health information, so they may travel in the URL.
 */
export const billingSummariesQuerySchema = z
  .object({
    ids: z
      .string()
      .max(MAX_BILLING_SUMMARY_IDS * 37)
      .transform((value) => [...new Set(value.split(',').filter(Boolean))])
      .pipe(
        z
          .array(z.uuid('Each id must be a patient id.'))
          .min(1, 'Give at least one patient id.')
          .max(MAX_BILLING_SUMMARY_IDS, `Give at most ${MAX_BILLING_SUMMARY_IDS} patient ids.`),
      ),
  })
  .strict();

/** One patient's benefit tracker ("Prenatal/postpartum visits 5 of 8 · …", or '' when none applies). */
export interface PatientBillingSummary {
  patientId: string;
  trackerText: string;
}

/** Her patients among the ids asked; anyone else's id, or an archived patient's, is left out. */
export interface PatientBillingSummaries {
  items: PatientBillingSummary[];
}
