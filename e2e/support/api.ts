import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ClaimSubmitInput } from '../../src/domain/claims/requests.ts';
import type { PatientInput } from '../../src/domain/records/patient.ts';
import { validPatient } from '../../src/domain/testing/valid-inputs.ts';
import { expect } from '../fixtures.ts';

// Set-up through the API as the signed-in doula: what a journey needs before the screens it
// tests, made quickly and checked to have worked.

/** The header every change must carry (the server's guard against cross-site requests). */
export const csrf = { 'x-requested-with': 'doula-billing' };

/** Creates a record, checks it was created, and returns what the server answered (its id). */
export async function createThroughApi(page: Page, path: string, data: object) {
  const response = await page.request.post(path, { headers: csrf, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Adds the shared valid patient, changed by `overrides`; returns her id. */
export async function addPatientThroughApi(page: Page, overrides: Partial<PatientInput> = {}) {
  return (await createThroughApi(page, '/api/patients', validPatient(overrides))).id;
}

/** What a claim needs at the least; any other field of the request may be given too. */
export type ClaimFields = Pick<ClaimSubmitInput, 'patientId' | 'serviceDateFrom'> &
  Partial<ClaimSubmitInput>;

/**
 * Submits a claim: a home prenatal visit at 10:00 for Z33.1 unless `claim` says otherwise;
 * fields left out take the server's defaults. Returns its form ID and total charge.
 */
export async function submitClaimThroughApi(page: Page, claim: ClaimFields) {
  const response = await page.request.post('/api/claims', {
    headers: { ...csrf, 'idempotency-key': `e2e-${randomUUID()}` },
    data: {
      serviceType: 'Prenatal Visit',
      serviceTimeFrom: '10:00',
      serviceLocation: 'home',
      diagnosisCodes: ['Z33.1'],
      ...claim,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { formId: string; totalChargeCents: number };
}
