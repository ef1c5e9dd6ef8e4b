import type { ServiceLocation } from './service-location.ts';
import type { FacilitySnapshot, PatientSnapshot } from './snapshot.ts';
import type { ClaimStatus } from './status.ts';

export interface ClaimStatusChange {
  from: ClaimStatus | null;
  to: ClaimStatus;
  at: string;
  by: string;
  note: string;
}

/** A claim as the API shows it to its owner. */
export interface ClaimView {
  id: string;
  formId: string;
  status: ClaimStatus;
  doula: { name: string; email: string };
  patientId: string;
  patient: PatientSnapshot;
  serviceType: string;
  serviceAdditionalInputs: Record<string, string>;
  serviceDateFrom: string;
  serviceDateTo: string;
  serviceTimeFrom: string;
  serviceTimeTo: string;
  serviceLocation: ServiceLocation;
  inPerson: boolean;
  address: string;
  facilityId: string | null;
  facility: FacilitySnapshot | null;
  admittedDate: string;
  dischargedDate: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  statusHistory: ClaimStatusChange[];
}
