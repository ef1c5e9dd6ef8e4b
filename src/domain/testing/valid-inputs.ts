import type { FacilityInput } from '#domain/records/facility';
import type { PatientInput } from '#domain/records/patient';
import type { ProfileInput } from '#domain/records/profile';

/*
 * One valid example of each record a doula enters, as her forms submit it, for tests only.
 * They live here rather than in src/server/testing because the domain's own tests may import
 * nothing outside src/domain; the server's harness and the browser tests re-use these.
 */

/** A valid patient; override any field. */
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
  sex: 'F',
  ...overrides,
});

/** A valid facility (its NPI passes the check digit); override any field. */
export const validFacility = (overrides: Partial<FacilityInput> = {}): FacilityInput => ({
  name: 'Valley Birth Center',
  addressStreet: '400 Oak Ave',
  addressCity: 'Sacramento',
  addressState: 'CA',
  addressZip: '95814',
  npiNumber: '1558598797',
  ...overrides,
});

/** A profile with its optional tax ID filled in, as a registered doula's is. */
type CompleteProfile = ProfileInput & Required<Pick<ProfileInput, 'taxIdType' | 'taxId'>>;

/** A valid doula profile (its NPI passes the check digit); override any field. */
export const validProfile = (overrides: Partial<CompleteProfile> = {}): CompleteProfile => ({
  firstName: 'Maya',
  middleName: '',
  lastName: 'Lopez',
  taxIdType: 'SSN',
  taxId: '555-12-6789',
  businessName: 'Gentle Births LLC',
  businessAddressStreet: '1 Main St',
  businessAddressCity: 'Oakland',
  businessAddressState: 'CA',
  businessAddressZip: '94607',
  npiNumber: '1234567893',
  ...overrides,
});
