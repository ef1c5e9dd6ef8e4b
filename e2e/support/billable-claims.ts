import type { Page } from '@playwright/test';
import type { PatientInput } from '../../src/domain/records/patient.ts';
import { addPatientThroughApi } from './api.ts';

// The patient of the billable-claims journeys, whose payer decides the claim's codes and prices.

/** How the new-claim form offers her (she was born on March 14, 1992). */
export const rosaVega = 'Vega, Rosa — DOB 3/14/1992';

/** Adds Rosa Vega, a Medi-Cal patient, or whoever `overrides` make her; returns her id. */
export function addPatient(page: Page, overrides: Partial<PatientInput> = {}) {
  return addPatientThroughApi(page, {
    firstName: 'Rosa',
    lastName: 'Vega',
    dateOfBirth: '1992-03-14',
    addressStreet: '77 Cedar Ln',
    policyNumber: 'POL-1200',
    ...overrides,
  });
}
