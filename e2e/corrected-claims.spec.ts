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
  // Two signed-in browsers, a trip to My Account and four screenshots: longer than test.slow().
  test.setTimeout(360_000);

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

  // Her list: the rejected claim says, without being opened, that the payer says her NPI is not
  // valid (A7:562:85), with a link to My Account; it offers a correction, as a new claim.
  await page.goto('/claims');
  const rejectedRow = page.locator('.claim-row').filter({ hasText: 'Rejected' });
  await expect(rejectedRow).toHaveCount(1);
  await expect(rejectedRow).toContainText('The payer says your billing NPI is not valid.');
  await expect(
    rejectedRow.getByRole('link', { name: 'Change your billing NPI in My Account' }),
  ).toHaveAttribute('href', '/account');
  await rejectedRow.getByRole('button').first().click();
  await expect(rejectedRow.getByText(rejected.formId)).toBeVisible();
  const nextSteps = rejectedRow.getByRole('region', { name: 'Fix this claim' });
  await expect(nextSteps).toContainText('goes as a new claim, linked to this one');
  await expect(nextSteps.getByRole('button', { name: 'Void this claim' })).toHaveCount(0);
  await expectAccessible(page);
  await nextSteps.getByRole('link', { name: 'Correct this claim' }).click();

  // The form, pre-filled from the rejected claim, names what the payer's answer named.
  await expectCorrectionOf(page, rejected);
  await expect(page.getByLabel('Patient', { exact: true })).toBeDisabled();
  const named = page.getByRole('status').filter({ hasText: 'You are correcting a claim' });
  await expect(named).toContainText('The payer says your billing NPI is not valid.');
  await expect(named.getByRole('link', { name: 'Change it in My Account' })).toHaveAttribute(
    'href',
    '/account',
  );
  const unchanged =
    'This correction changes nothing the payer would see. Change what the payer’s answer names before sending it again.';
  const submitButton = page.getByRole('button', { name: 'Submit Corrected Claim' });
  await expect(submitButton).toHaveAccessibleDescription(unchanged);

  // A correction changed only in its note is refused, in a plain sentence, and nothing is sent.
  const notes = page.getByLabel(/Additional Notes/);
  await expect(notes).toHaveValue('First visit notes.');
  await notes.fill('Corrected: member ID re-checked with the patient.');
  await submitButton.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This correction was not sent.' });
  await expect(refusal).toContainText(unchanged);
  await expect(page.getByText('Claim Submitted Successfully!')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotDesktopThenPhone(page, 'correct-claim-unchanged');
  await page.setViewportSize({ width: 1280, height: 800 });

  // She leaves the form (Cancel asks first) and follows her row's link to My Account, where she
  // fixes her NPI as the payer's answer says; the same claim fields now make a correction.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page).toHaveURL(/\/claims$/);
  await rejectedRow.getByRole('link', { name: 'Change your billing NPI in My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'NPI number' }).fill('1558598797');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.goto('/claims');
  await rejectedRow.getByRole('button').first().click();
  await nextSteps.getByRole('link', { name: 'Correct this claim' }).click();
  await expectCorrectionOf(page, rejected);
  await expect(
    page.getByRole('button', { name: 'Submit Corrected Claim' }),
  ).toHaveAccessibleDescription('This correction changes your billing details in My Account.');
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
