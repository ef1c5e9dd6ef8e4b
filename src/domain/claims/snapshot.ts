import type { FacilityView } from '#domain/records/facility';
import type { PatientView } from '#domain/records/patient';

/**
 * What a claim copies from the doula's patient and facility when it is submitted: a later edit
 * of the patient does not change a submitted claim. These lists are the claim's schema for the
 * copies: the server stores each field in a column named after it (`patient` + `FirstName`),
 * and the views show them. Adding a field here is the first of three edits (see
 * docs/architecture.md, "Adding a field to a claim").
 */
export const patientCopyFields = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'insuranceProvider',
  'policyNumber',
  'payerId',
  'payerType',
  // As the insurance card says (F, M, U): the claim file's DMG03 and the paper form's box 3.
  // Claims from before it was asked read 'U', which is what their claim files said.
  'sex',
] as const;

export const facilityCopyFields = [
  'name',
  'addressStreet',
  'addressCity',
  'addressState',
  'addressZip',
  'npiNumber',
  // The kind sets the place of service: the claim keeps the kind it was billed with.
  'kind',
] as const;

type PatientCopyField = (typeof patientCopyFields)[number];
type FacilityCopyField = (typeof facilityCopyFields)[number];

/** The patient as the claim keeps her, with her address on one line. */
export type PatientSnapshot = { [K in PatientCopyField]: string } & { address: string };
export type FacilitySnapshot = { [K in FacilityCopyField]: string };

/** What the claim needs of a saved patient or facility (as the lists and the server read them). */
export type ClaimPatientSource = Pick<PatientView, 'id' | PatientCopyField | AddressPart>;
export type ClaimFacilitySource = Pick<FacilityView, 'id' | FacilityCopyField>;
type AddressPart = 'addressStreet' | 'addressCity' | 'addressState' | 'addressZip';

/** "street, city, state zip", skipping empty parts. */
export function singleLineAddress(
  street: string,
  city: string,
  state: string,
  zip: string,
): string {
  const stateZip = [state, zip].filter((part) => part.trim() !== '').join(' ');
  return [street, city, stateZip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

const pick = <Field extends string>(
  source: Record<Field, string>,
  fields: readonly Field[],
): Record<Field, string> =>
  Object.fromEntries(fields.map((field) => [field, source[field]])) as Record<Field, string>;

export function patientSnapshot(patient: ClaimPatientSource): PatientSnapshot {
  return {
    ...pick(patient, patientCopyFields),
    address: singleLineAddress(
      patient.addressStreet,
      patient.addressCity,
      patient.addressState,
      patient.addressZip,
    ),
  };
}

export function facilitySnapshot(facility: ClaimFacilitySource): FacilitySnapshot {
  return pick(facility, facilityCopyFields);
}

/** A facility's address on one line, as a facility claim carries it. */
export const facilityAddress = (facility: FacilitySnapshot) =>
  singleLineAddress(
    facility.addressStreet,
    facility.addressCity,
    facility.addressState,
    facility.addressZip,
  );
