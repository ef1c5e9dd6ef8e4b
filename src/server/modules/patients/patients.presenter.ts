import type { PatientSex, PatientView } from '#domain/patient';
import type { PayerType } from '#domain/payer-types';
import type { UsStateCode } from '#domain/us-states';
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
