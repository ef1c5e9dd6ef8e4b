import { acceptedAndRejected277ca, uploadOf } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { csrf } from './support/api.ts';
import { signInForElectronicClaims, submitTwoPrenatalVisits } from './support/answered-claims.ts';
import { expectCorrectionOf, submitCorrection } from './support/claims.ts';
import { openOperatorWindow, sendInBatchThroughApi } from './support/operator.ts';
import { screenshotDesktopThenPhone } from './support/screens.ts';

test('the doula corrects a claim the clearinghouse rejected; the list links the two and the new one is Pending', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browsers

  await signInForElectronicClaims(page);
  const [accepted, rejected] = await submitTwoPrenatalVisits(page, [14, 11], {
    notes: 'First visit notes.',
  });

  // The operator sends both claims, then imports the clearinghouse's 277CA rejecting the second.
  const { page: operator, close: closeOperator } = await openOperatorWindow(browser);
  await sendInBatchThroughApi(operator, [accepted.formId, rejected.formId]);
  const upload = uploadOf(acceptedAndRejected277ca(accepted, rejected), '277ca-correct.x12');
  const imported = await operator.request.post('/api/operator/imports', {
    headers: { ...csrf, ...upload.headers },
    data: upload.payload,
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await closeOperator();

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
  await expectCorrectionOf(page, rejected);
  await expect(page.getByLabel('Patient', { exact: true })).toBeDisabled();
  const notes = page.getByLabel(/Additional Notes/);
  await expect(notes).toHaveValue('First visit notes.');
  await notes.fill('Corrected: member ID re-checked with the patient.');
  await expectAccessible(page);
  await screenshotDesktopThenPhone(page, 'correct-claim');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Both claims, linked both ways; the new one is Pending, the original invites no second correction.
  const newRow = await submitCorrection(page, rejected.formId, 3);
  const correctsLink = newRow.getByRole('link', { name: rejected.formId });
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
  await screenshotDesktopThenPhone(page, 'corrected-claims');

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
