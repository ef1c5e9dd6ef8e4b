import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { addPatientThroughApi, csrf } from './support/api.ts';
import { fillNewClaim, missingFieldsAlert, submitClaimForm } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';

const addPatient = (page: Page) =>
  addPatientThroughApi(page, {
    firstName: 'Lena',
    lastName: 'Ortiz',
    dateOfBirth: '1991-06-09',
    addressStreet: '12 Pine Rd',
    addressCity: 'Modesto',
    addressZip: '95350',
    policyNumber: 'POL-7781',
  });

const startHomeVisit = (page: Page) =>
  fillNewClaim(page, { patient: 'Ortiz, Lena — DOB 6/9/1991', date: daysAgo(10), time: '10:00' });

test('a field the claim rules refuse says why next to it, and nothing is sent', async ({
  page,
}) => {
  await signInRegistered(page);
  await addPatient(page);
  await startHomeVisit(page);
  await page.getByLabel('Service Date To').fill(daysAgo(11));

  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/claims')) sent = true;
  });
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  const dateTo = page.getByLabel('Service Date To');
  await expect(dateTo).toHaveAttribute('aria-invalid', 'true');
  await expect(dateTo).toHaveAccessibleDescription(
    'Service Date To cannot be before Service Date From.',
  );
  await expect(dateTo).toBeFocused();
  // The missing-fields alert is for missing fields only: nothing is missing here.
  await expect(missingFieldsAlert(page)).toHaveCount(0);
  expect(sent).toBe(false);
  await expectAccessible(page);

  await dateTo.fill(daysAgo(10));
  await submitClaimForm(page);
});

test('a field the server refuses is named next to that field', async ({ page }) => {
  await signInRegistered(page);
  const patientId = await addPatient(page);
  // The live stream is cut, so this tab does not hear that the patient is archived below.
  await page.route('**/api/events', (route) => route.abort());
  await startHomeVisit(page);
  const archived = await page.request.post(`/api/patients/${patientId}/archive`, {
    headers: csrf,
  });
  expect(archived.ok()).toBe(true);

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The selected patient is no longer available.' }),
  ).toBeVisible();
  const patient = page.getByRole('combobox', { name: 'Patient', exact: true });
  await expect(patient).toHaveAttribute('aria-invalid', 'true');
  await expect(patient).toHaveAccessibleDescription('Choose a patient.');
  await expectAccessible(page);
});
