import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { AnsweredClaim } from '../../src/server/testing/response-files.ts';
import { expect } from '../fixtures.ts';

// Steps of the journeys in which a payer answers her claims: a claim with known amounts to
// answer, and the figures of her money at a glance.

export const OPERATOR = 'operator@e2e.test';
const csrf = { 'x-requested-with': 'doula-billing' };

/**
 * Her Medi-Cal prenatal visit at home on `day`, submitted through the API: $162.11 charged and
 * expected (one Z1034 line), so the payer files of the tests can pay or reject it.
 */
export async function submitPrenatalVisit(
  page: Page,
  patientId: string,
  day: string,
  notes = '',
): Promise<AnsweredClaim> {
  const response = await page.request.post('/api/claims', {
    headers: { ...csrf, 'idempotency-key': `e2e-${randomUUID()}` },
    data: {
      patientId,
      serviceType: 'Prenatal Visit',
      serviceDateFrom: day,
      serviceTimeFrom: '10:00',
      serviceLocation: 'home',
      diagnosisCodes: ['Z33.1'],
      notes,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const claim = (await response.json()) as { formId: string; totalChargeCents: number };
  expect(claim.totalChargeCents).toBe(16211);
  return { formId: claim.formId, serviceDate: day };
}

/** A figure's amount in her money at a glance ("Paid" → "$162.11"). */
export const moneyFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your money at a glance' })
    .locator('.money-figure', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.money-amount');
