import { defaultPayerCatalog } from '#domain/billing/index';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import type { FacilityView } from '#domain/records/facility';
import type { PatientView } from '#domain/records/patient';
import type { StubReply } from './fetch-stub.ts';
import { onePage, registeredStatus } from './records.ts';

const noBilling: PatientBilling = {
  pregnancies: [],
  otherClaims: [],
  tracker: null,
  trackerText: '',
};

/**
 * What the New Claim form reads from the server, for `stubApi`: her patients and facilities
 * (each also by id, still there), the payer catalog, each patient's billing history (none, with
 * her home state) and
 * her profile. Add the claim routes a test sends to.
 */
export function claimFormRoutes({
  patients,
  facilities,
}: {
  patients: PatientView[];
  facilities: FacilityView[];
}): Record<string, StubReply> {
  return {
    'GET /api/patients': onePage(patients),
    'GET /api/facilities': onePage(facilities),
    'GET /api/billing/catalog': { body: { catalog: defaultPayerCatalog } },
    'GET /api/profile': { body: registeredStatus() },
    ...Object.fromEntries(
      patients.flatMap((patient) => [
        [`GET /api/patients/${patient.id}`, { body: patient }],
        [
          `GET /api/patients/${patient.id}/billing`,
          { body: { ...noBilling, patientState: patient.addressState } },
        ],
      ]),
    ),
    ...Object.fromEntries(
      facilities.map((facility) => [`GET /api/facilities/${facility.id}`, { body: facility }]),
    ),
  };
}
