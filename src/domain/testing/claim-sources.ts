import type { ClaimFacilitySource, ClaimPatientSource } from '#domain/claims/snapshot';
import { facilityInputSchema } from '#domain/records/facility';
import { patientInputSchema } from '#domain/records/patient';
import { validFacility, validPatient } from './valid-inputs.ts';

/*
 * Saved records as a claim draft picks them: the valid inputs as the server stores them (parsed),
 * with an id. Override any field.
 */

export const patientSource = (overrides: Partial<ClaimPatientSource> = {}): ClaimPatientSource => ({
  id: '11111111-1111-4111-8111-111111111111',
  ...patientInputSchema.parse(validPatient()),
  ...overrides,
});

/** A birth center unless told otherwise. */
export const facilitySource = (
  overrides: Partial<ClaimFacilitySource> = {},
): ClaimFacilitySource => ({
  id: '22222222-2222-4222-8222-222222222222',
  ...facilityInputSchema.parse(validFacility({ kind: 'birthing-center' })),
  ...overrides,
});
