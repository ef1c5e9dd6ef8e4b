import { inferServiceLocation, type ClaimStatusChange, type ClaimView } from '#domain/claim';
import { normalizeClaimStatus } from '#domain/claim-status';
import type { OperatorClaimSummary } from '#domain/operator';
import type { ClaimRow, StatusChangeRow } from './claims.repository.ts';

const presentChange = (row: StatusChangeRow): ClaimStatusChange => ({
  from: row.fromStatus === null ? null : normalizeClaimStatus(row.fromStatus),
  to: normalizeClaimStatus(row.toStatus),
  at: row.changedAt.toISOString(),
  by: row.changedBy,
  note: row.note,
});

/** Every field of a claim that its owner sees. Idempotency key and request hash stay inside. */
export function presentClaim(row: ClaimRow, history: StatusChangeRow[]): ClaimView {
  const serviceLocation = inferServiceLocation(row);
  return {
    id: row.id,
    formId: row.formId,
    status: normalizeClaimStatus(row.status),
    doula: { name: row.doulaName, email: row.doulaEmail },
    patientId: row.patientId,
    patient: {
      firstName: row.patientFirstName,
      middleName: row.patientMiddleName,
      lastName: row.patientLastName,
      dateOfBirth: row.patientDateOfBirth,
      address: row.patientAddress,
      insuranceProvider: row.patientInsuranceProvider,
      policyNumber: row.patientPolicyNumber,
      payerId: row.patientPayerId,
      payerType: row.patientPayerType,
    },
    serviceType: row.serviceType,
    serviceAdditionalInputs: row.serviceAdditionalInputs,
    serviceDateFrom: row.serviceDateFrom,
    serviceDateTo: row.serviceDateTo ?? '',
    serviceTimeFrom: row.serviceTimeFrom,
    serviceTimeTo: row.serviceTimeTo,
    serviceLocation,
    inPerson: row.inPerson,
    address: row.address,
    facilityId: row.facilityId,
    facility:
      row.facilityId && row.facilityName !== null
        ? {
            name: row.facilityName,
            addressStreet: row.facilityAddressStreet ?? '',
            addressCity: row.facilityAddressCity ?? '',
            addressState: row.facilityAddressState ?? '',
            addressZip: row.facilityAddressZip ?? '',
            npiNumber: row.facilityNpiNumber ?? '',
          }
        : null,
    admittedDate: row.admittedDate ?? '',
    dischargedDate: row.dischargedDate ?? '',
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statusHistory: history.filter((change) => change.claimId === row.id).map(presentChange),
  };
}

/** A claim in the operators' queue: what finds it, no patient details. */
export const presentQueueClaim = (row: ClaimRow, ownerEmail: string): OperatorClaimSummary => ({
  id: row.id,
  formId: row.formId,
  status: normalizeClaimStatus(row.status),
  serviceType: row.serviceType,
  serviceDateFrom: row.serviceDateFrom,
  serviceDateTo: row.serviceDateTo ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  provider: { email: ownerEmail, name: row.doulaName },
});
