import type { Locator, Page } from '@playwright/test';
import type { AnsweredClaim } from '../../src/server/testing/response-files.ts';
import { expect } from '../fixtures.ts';

// Steps on her claims: the new-claim form (its patient, a visit, the Claim check beside it,
// submitting), correcting a claim, and what her claims list shows.

/** Chooses the claim's patient by the option's label ("Vega, Rosa — DOB 3/14/1992"). */
export async function choosePatient(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Patient', exact: true }).selectOption({ label });
}

/**
 * Adds a diagnosis in the new-claim form's picker: types the code in "Search diagnoses" and
 * picks the matching suggestion (every claim needs at least one diagnosis).
 */
export async function chooseDiagnosis(page: Page, code: string) {
  const search = page.getByRole('combobox', { name: 'Search diagnoses' });
  await search.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')}\\b`) }).click();
  await expect(page.getByRole('list', { name: 'Chosen diagnoses, principal first' })).toContainText(
    code,
  );
}

/** A visit as she fills it in: its patient, type, diagnosis, date and start time. */
export interface Visit {
  patient: string;
  serviceType?: string;
  diagnosis?: string;
  date: string;
  time: string;
}

/** Opens a new claim and fills it in for a visit (a prenatal visit for Z33.1 unless it says otherwise). */
export async function fillNewClaim(page: Page, visit: Visit) {
  const { serviceType = 'Prenatal Visit', diagnosis = 'Z33.1' } = visit;
  await page.goto('/new-claim');
  await choosePatient(page, visit.patient);
  await page.getByLabel('Service Type').selectOption(serviceType);
  await chooseDiagnosis(page, diagnosis);
  await page.getByLabel('Service Date From').fill(visit.date);
  await page.getByLabel('Service Time From').fill(visit.time);
}

/** The Claim check beside the new-claim form. */
export function claimCheck(page: Page): Locator {
  return page.getByRole('region', { name: 'Claim check' });
}

/** The alert listing the required fields she left empty. */
export const missingFieldsAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Please complete the following required fields:' });

/** Submits the new-claim form, checks it was sent, and returns the new claim's ID. */
export async function submitClaimForm(page: Page) {
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Claim Submitted Successfully!')).toBeVisible();
  const claimId =
    (await page.getByText(/^Claim ID:/).textContent())?.replace('Claim ID:', '').trim() ?? '';
  expect(claimId).toMatch(/^DB-\d{4}-\d{6}$/);
  return claimId;
}

/** The correction form of `claim` is open: its heading names the claim, its date is kept. */
export async function expectCorrectionOf(page: Page, claim: AnsweredClaim) {
  await expect(
    page.getByRole('heading', { name: `Correct claim ${claim.formId}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Service Date From', { exact: true })).toHaveValue(
    claim.serviceDate,
  );
}

/**
 * Sends the correction of the claim `corrected` (its form ID), goes back to her list, now
 * `rows` claims long, and opens the new claim, the first: Pending, and naming the claim it
 * corrects. Returns its row.
 */
export async function submitCorrection(page: Page, corrected: string, rows: number) {
  await page.getByRole('button', { name: 'Submit Corrected Claim' }).click();
  await expect(page.getByText('Claim Submitted Successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'View My Claims' }).click();
  await expect(page.locator('.claim-row')).toHaveCount(rows);
  const correction = page.locator('.claim-row').first();
  await expect(correction.locator('.status-badge')).toHaveText('Pending');
  await correction.getByRole('button').first().click();
  await expect(correction.getByText(`Corrects ${corrected}`)).toBeVisible();
  return correction;
}

/** A service line as its cells read. */
export interface ServiceLine {
  code: string;
  modifiers: string;
  units: string;
  charge: string;
  pos: string;
}

/** The one service line of a lines table, as its cells read. */
export async function expectLine(scope: Locator, line: ServiceLine) {
  const row = scope.locator('.lines-table tbody tr');
  await expect(row).toHaveCount(1);
  // Each code is followed by its words (the glossary): "Z1034 Doula prenatal or postpartum visit…".
  await expect(row.locator('[data-label="Code"]')).toContainText(line.code);
  await expect(row.locator('[data-label="Modifiers"]')).toContainText(line.modifiers);
  await expect(row.locator('[data-label="Units"]')).toHaveText(line.units);
  await expect(row.locator('[data-label="Charge"]')).toHaveText(line.charge);
  await expect(row.locator('[data-label="Place of service"]')).toContainText(line.pos);
}

/** A claim's status badge reads Approved, in the list's green. */
export async function expectApproved(badge: Locator) {
  await expect(badge).toHaveText('Approved');
  await expect(badge).toHaveClass(/status-green/);
  expect(await badge.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(30, 107, 58)',
  );
}
