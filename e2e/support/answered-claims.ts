import type { Page } from '@playwright/test';
import type { PatientInput } from '../../src/domain/records/patient.ts';
import type { AnsweredClaim } from '../../src/server/testing/response-files.ts';
import { expect, signInRegistered, testProfile, uniqueEmail } from '../fixtures.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './api.ts';
import { daysAgo } from './dates.ts';

// Steps of the journeys in which a payer answers her claims: a doula whose claims can go out
// electronically, claims with known amounts to answer, and the figures of her money at a glance.

/** A registered doula whose business address has this ZIP (or ZIP+4). Returns her email. */
export const signInWithBusinessZip = (page: Page, businessAddressZip: string) =>
  signInRegistered(page, uniqueEmail(), { ...testProfile, businessAddressZip });

/**
 * A registered doula whose billing address has its ZIP+4, as claims sent electronically (the
 * 837P of a batch) need. Returns her email.
 */
export const signInForElectronicClaims = (page: Page) => signInWithBusinessZip(page, '94607-1234');

/**
 * Her Medi-Cal prenatal visit at home on `day`, submitted through the API: $162.11 charged and
 * expected (one Z1034 line), so the payer files of the tests can pay or reject it.
 */
async function submitPrenatalVisit(
  page: Page,
  patientId: string,
  day: string,
  notes = '',
): Promise<AnsweredClaim> {
  const claim = await submitClaimThroughApi(page, { patientId, serviceDateFrom: day, notes });
  expect(claim.totalChargeCents).toBe(16211);
  return { formId: claim.formId, serviceDate: day };
}

/**
 * A patient of hers (the shared valid one, or whoever `patient` makes her) and two prenatal
 * visits of that patient, `daysBack` days ago each, both with the same `notes`.
 */
export async function submitTwoPrenatalVisits(
  page: Page,
  daysBack: [number, number],
  { patient = {}, notes = '' }: { patient?: Partial<PatientInput>; notes?: string } = {},
): Promise<[AnsweredClaim, AnsweredClaim]> {
  const patientId = await addPatientThroughApi(page, patient);
  const first = await submitPrenatalVisit(page, patientId, daysAgo(daysBack[0]), notes);
  const second = await submitPrenatalVisit(page, patientId, daysAgo(daysBack[1]), notes);
  return [first, second];
}

/**
 * Two prenatal visits (`daysBack` days ago), then her claims list as she keeps it open: both
 * rows there and pending, the older visit last (newest service first). With `scheduledSend`, a
 * connection sends every minute on its own: the minute may already have come, so the rows are
 * pending or already processing.
 */
export async function twoPendingClaimRows(
  page: Page,
  daysBack: [number, number],
  { scheduledSend = false }: { scheduledSend?: boolean } = {},
) {
  const [first, second] = await submitTwoPrenatalVisits(page, daysBack);
  await page.reload();
  const firstRow = page.locator('.claim-row').filter({ hasText: 'Prenatal Visit' }).last();
  const secondRow = page.locator('.claim-row').filter({ hasText: 'Prenatal Visit' }).first();
  await expect(page.locator('.claim-row')).toHaveCount(2);
  await expect(firstRow.locator('.status-badge')).toHaveText(
    scheduledSend ? /^(Pending|Processing)$/ : 'Pending',
  );
  return { first, second, firstRow, secondRow };
}

/** A figure's amount in her money at a glance ("Paid" → "$162.11"). */
export const moneyFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your money at a glance' })
    .locator('.money-figure', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.money-amount');
