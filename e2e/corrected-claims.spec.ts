import { acceptedAndRejected277ca, uploadOf } from '../src/server/testing/response-files.ts';
import { validPatient } from '../src/domain/testing/valid-inputs.ts';
import { expect, expectAccessible, signIn, signInRegistered, test } from './fixtures.ts';
import { OPERATOR, submitPrenatalVisit } from './support/answered-claims.ts';
import { daysAgo } from './support/dates.ts';
import { createThroughApi } from './support/records.ts';

const csrf = { 'x-requested-with': 'doula-billing' };

test('the doula corrects a claim the clearinghouse rejected; the list links the two and the new one is Pending', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browsers

  await signInRegistered(page);
  const { id: patientId } = await createThroughApi(page, '/api/patients', validPatient());
  const accepted = await submitPrenatalVisit(page, patientId, daysAgo(14), 'First visit notes.');
  const rejected = await submitPrenatalVisit(page, patientId, daysAgo(11), 'First visit notes.');

  // The operator imports the clearinghouse's 277CA, rejecting the second claim.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await operator.goto('/');
  await signIn(operator, OPERATOR);
  await expect(operator).toHaveURL('/operator');
  const upload = uploadOf(acceptedAndRejected277ca(accepted, rejected), '277ca-correct.x12');
  const imported = await operator.request.post('/api/operator/imports', {
    headers: { ...csrf, ...upload.headers },
    data: upload.payload,
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await operatorContext.close();

  // Her list: the rejected claim offers a correction, and says why it goes as a new claim.
  await page.goto('/claims');
  const rejectedRow = page.locator('.claim-row').filter({ hasText: 'Rejected' });
  await expect(rejectedRow).toHaveCount(1);
  await rejectedRow.getByRole('button').first().click();
  await expect(rejectedRow.getByText(rejected.formId)).toBeVisible();
  const nextSteps = rejectedRow.getByRole('region', { name: 'Fix this claim' });
  await expect(nextSteps).toContainText('goes as a new claim (frequency 1)');
  await expect(nextSteps.getByRole('button', { name: 'Void this claim' })).toHaveCount(0);
  await expectAccessible(page);
  await nextSteps.getByRole('link', { name: 'Correct this claim' }).click();

  // The form, pre-filled from the rejected claim; she fixes the notes and submits.
  await expect(
    page.getByRole('heading', { name: `Correct claim ${rejected.formId}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Patient', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Service Date From', { exact: true })).toHaveValue(
    rejected.serviceDate,
  );
  const notes = page.getByLabel(/Additional Notes/);
  await expect(notes).toHaveValue('First visit notes.');
  await notes.fill('Corrected: member ID re-checked with the patient.');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/correct-claim-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/correct-claim-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Submit Corrected Claim' }).click();
  await expect(page.getByText('Claim Submitted Successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'View My Claims' }).click();

  // Both claims, linked both ways; the new one is Pending, the original invites no second correction.
  await expect(page.locator('.claim-row')).toHaveCount(3);
  const newRow = page.locator('.claim-row').first();
  await expect(newRow.locator('.status-badge')).toHaveText('Pending');
  await newRow.getByRole('button').first().click();
  const correctsLink = newRow.getByRole('link', { name: rejected.formId });
  await expect(newRow.getByText(`Corrects ${rejected.formId}`)).toBeVisible();
  await expect(newRow).toContainText(`Submitted as a new claim correcting ${rejected.formId}`);

  await correctsLink.focus();
  await page.keyboard.press('Enter');
  const originalRow = page.locator('.claim-row').filter({ hasText: 'Rejected' });
  await expect(originalRow.getByRole('button').first()).toBeFocused();
  await expect(originalRow.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  const correctedBy = originalRow.getByRole('link', { name: /^DB-/ });
  await expect(originalRow.locator('.claim-links')).toContainText('Corrected by');
  await expect(originalRow.getByRole('link', { name: 'Correct this claim' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({
    path: 'test-results/screens/corrected-claims-desktop.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({
    path: 'test-results/screens/corrected-claims-phone.png',
    fullPage: true,
  });

  // And back: the original's link opens the correction.
  await correctedBy.click();
  await expect(newRow.getByRole('button').first()).toBeFocused();

  // The server refuses a second correction, with the reason, even when asked directly.
  const originalId = (await originalRow.getAttribute('id')) ?? '';
  expect(originalId).toMatch(/^claim-/);
  await page.goto(`/new-claim?corrects=${originalId.slice('claim-'.length)}`);
  await expect(page.getByRole('alert')).toContainText(
    'This claim was already corrected or voided by',
  );
});
