import type { PatientBillingSummaries } from '#domain/claims/billing-summaries';
import type { DbOrTx } from '../../db/database.ts';
import { payerCatalogOf } from '../billing/index.ts';
import { ownPatients } from '../patients/index.ts';
import { claimsOfPatients } from './claim-billing.repository.ts';
import { billingOfPatient } from './claim-check-at-submit.ts';

/**
 * The benefit trackers of a page of her patients: her patients among the ids in one query, their
 * claims in one more, the same counting as one patient's billing. Another doula's id (or an
 * archived patient's) is simply not in the answer, exactly like an id that does not exist.
 */
export async function billingSummariesOf(
  db: DbOrTx,
  userId: string,
  patientIds: readonly string[],
): Promise<PatientBillingSummaries> {
  const found = await ownPatients(db, userId, patientIds);
  if (found.length === 0) return { items: [] };
  const [catalog, claimsByPatient] = await Promise.all([
    payerCatalogOf(db),
    claimsOfPatients(
      db,
      userId,
      found.map((patient) => patient.id),
    ),
  ]);
  return {
    items: found.map((patient) => ({
      patientId: patient.id,
      trackerText: billingOfPatient(catalog, patient, claimsByPatient.get(patient.id) ?? [])
        .trackerText,
    })),
  };
}
