import type { FacilityInput } from '#domain/facility';
import type { PatientInput } from '#domain/patient';

/** A valid patient as the form submits it; override any field. */
export const validPatient = (overrides: Partial<PatientInput> = {}): PatientInput => ({
  firstName: 'Ana',
  middleName: '',
  lastName: 'Rivera',
  dateOfBirth: '1992-04-17',
  addressStreet: '12 Elm St',
  addressCity: 'Fresno',
  addressState: 'CA',
  addressZip: '93701',
  insuranceProvider: 'Medi-Cal',
  payerId: 'MCAL1',
  payerType: 'Medicaid',
  policyNumber: 'POL-1001',
  ...overrides,
});

/** A valid facility (its NPI passes the check digit); override any field. */
export const validFacility = (overrides: Partial<FacilityInput> = {}): FacilityInput => ({
  name: 'Valley Birth Center',
  addressStreet: '400 Oak Ave',
  addressCity: 'Sacramento',
  addressState: 'CA',
  addressZip: '95814-2200',
  npiNumber: '1558598797',
  ...overrides,
});

let serviceDatesHanded = 0;

/**
 * A service date for a test claim: a different day each call, from yesterday back 150 days and
 * round again. The claim check refuses a second claim for one patient, day and service, a date
 * in the future, and a date past the payer's filing window (180 days for commercial payers).
 */
export function nextServiceDate(today = new Date()): string {
  const daysBack = 1 + (serviceDatesHanded++ % 150);
  return new Date(today.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}
