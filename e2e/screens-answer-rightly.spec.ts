import { messages } from '../src/domain/common/messages.ts';
import { coverageMessages } from '../src/domain/clearinghouse/coverage.ts';
import {
  admin,
  expect,
  expectAccessible,
  signIn,
  signInRegistered,
  test,
  testProfile,
  uniqueEmail,
  visit,
} from './fixtures.ts';
import { addPatient } from './support/billable-claims.ts';
import { openCoverage } from './support/coverage.ts';
import { acceptAgreement, enterInvitationCode, fillProfileForm } from './support/registration.ts';
import { screensAt1280And375 } from './support/screens.ts';

/*
 * Screens that used to answer wrongly: the menu during registration, a mistyped NPI, a failed
 * claims load and "Check coverage" where no connection answers. Each is looked at at 1280 and
 * 375 pixels wide and is accessible.
 */

test('during registration the menu offers only Sign out, and a mistyped NPI says what is wrong', async ({
  page,
}) => {
  const email = uniqueEmail('registering');
  await admin('invite', 'add', email, 'WORDS-2026');
  await visit(page, '/');
  await signIn(page, email);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(0);

  await enterInvitationCode(page, 'WORDS-2026');
  await acceptAgreement(page);
  await fillProfileForm(page, {
    ...testProfile,
    businessAddressZip: '94607-1234',
    npiNumber: '1234567891',
  });
  // Leaving the field shows its message first, so the button does not move under the click.
  await page.getByLabel('NPI number').blur();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  // The alert above the button and the field both name the check digit, never "complete".
  await expect(page.getByText(messages.profile.npiInvalid)).toHaveCount(2);
  await expect(page.getByText(messages.profile.requiredFields)).toHaveCount(0);
  await expectAccessible(page);
  await screensAt1280And375(page, 'registration-wrong-npi', { stayAtPhone: true });
  // Folded on a phone, the menu still holds only Sign out.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await screensAt1280And375(page, 'registration-menu', { stayAtPhone: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('NPI number').fill('12345');
  await page.getByLabel('NPI number').blur();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(messages.profile.npiTenDigits)).toHaveCount(2);
  await page.getByLabel('NPI number').fill(testProfile.npiNumber);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL('/claims');
  await expect(menu.getByRole('link', { name: 'Patients' })).toBeVisible();
});

test('a claims page that cannot load says so once, with one way to try again', async ({ page }) => {
  await signInRegistered(page);
  const claimsApi = '**/api/claims**';
  await page.route(claimsApi, (route) =>
    route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }),
  );
  await page.reload();
  const failed = page.getByText(messages.claim.loadFailed);
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Your money at a glance')).toHaveCount(0);
  await expectAccessible(page);
  await screensAt1280And375(page, 'claims-load-failed');

  await page.unroute(claimsApi);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(messages.claim.loadFailed)).toHaveCount(0);
  await expect(page.getByText('Your money at a glance')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit New Claim' })).toBeVisible();
});

test('without a connection that answers, the patient dialog says so once and offers no check', async ({
  page,
}) => {
  await signInRegistered(page);
  await addPatient(page);
  const { dialog, coverage } = await openCoverage(page, 'Rosa Vega');
  await expect(dialog).toBeVisible();
  await expect(coverage.getByText(coverageMessages.notAvailable)).toHaveCount(1);
  await expect(dialog.getByText(coverageMessages.notAvailable)).toHaveCount(1);
  await expect(coverage.getByRole('button', { name: 'Check coverage' })).toHaveCount(0);
  await expect(coverage.getByLabel('Month of service')).toHaveCount(0);
  await expectAccessible(page);
  await coverage.scrollIntoViewIfNeeded();
  await screensAt1280And375(page, 'coverage-not-available');
});
