import type { PatientSex, PatientView } from '#domain/records/patient';
import type { PayerType } from '#domain/records/payer-types';
import type { UsStateCode } from '#domain/records/us-states';
import type { PatientRow } from './patients.repository.ts';

/** Every field of a patient that leaves the server, chosen here: never the owner or archive flags. */
export function presentPatient(row: PatientRow): PatientView {
  return {
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    addressStreet: row.addressStreet,
    addressCity: row.addressCity,
    addressState: row.addressState as UsStateCode,
    addressZip: row.addressZip,
    insuranceProvider: row.insuranceProvider,
    payerId: row.payerId,
    payerType: row.payerType as PayerType,
    policyNumber: row.policyNumber,
    sex: row.sex as PatientSex,
    expectedDueDate: row.expectedDueDate ?? '',
    pregnancyEndedDate: row.pregnancyEndedDate ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
