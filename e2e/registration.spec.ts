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
import { followMainNav } from './support/records.ts';
import {
  acceptAgreement,
  enterInvitationCode,
  fillProfileForm,
  saveWithFiveDigitZip,
} from './support/registration.ts';
import { screenshot } from './support/screens.ts';

test('a new doula registers with an invitation code, the agreement and her profile', async ({
  page,
}) => {
  const email = uniqueEmail('new-doula');
  await admin('invite', 'add', email, 'WELCOME-2026');
  await visit(page, '/');
  await expect(page.getByText('One flat fee of $10.00 per claim.')).toBeVisible();
  await expect(page.getByText(/An invitation code is required to register/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book an intro session' })).toBeVisible();
  await signIn(page, email);

  const code = page.getByRole('textbox', { name: 'Invitation code' });
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  await expect(code).toBeVisible();
  await expect(complete).toBeDisabled();
  await expectAccessible(page);

  await code.fill('wrong-code');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(
    page.getByText(
      'Invitation code not found for your account. Please verify the code or contact support.',
    ),
  ).toBeVisible();

  await enterInvitationCode(page, '  welcome-2026 ');
  await expect(code).toHaveAttribute('readonly', '');
  await expect(code).toHaveValue('WELCOME-2026');
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(complete).toBeDisabled();

  // The product's own agreement, complete, in plain language: never a template.
  const agreementText = page.getByRole('region', { name: 'Business Associate Agreement text' });
  await expect(agreementText).toContainText('BUSINESS ASSOCIATE AGREEMENT (version 2025-10-13)');
  await expect(agreementText).toContainText('What we may do with PHI.');
  await expect(agreementText).not.toContainText('TEMPLATE');
  await acceptAgreement(page);
  await expect(complete).toBeEnabled();

  // Everything but the last name: the form says what is missing.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await fillProfileForm(page, { ...testProfile, businessAddressZip: '94607-1234', lastName: '' });
  await complete.click();
  await expect(page.getByText('Please complete all required fields.')).toBeVisible();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await screenshot(page, 'registration-desktop');

  await page.getByLabel('Last name').fill(testProfile.lastName);
  await complete.click();
  await expect(page).toHaveURL('/claims');

  // Signing out and in again goes straight to the claims.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, email);
  await expect(page).toHaveURL('/claims');
});

test('the registration screens work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/');
  await screenshot(page, 'sign-in-375');
  await signIn(page);
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'registration-375');
});

test('My Account updates the profile and keeps the email read-only', async ({ page }) => {
  await signInRegistered(page);
  await followMainNav(page, 'My Account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Business name')).toHaveValue('Gentle Births LLC');
  await expect(page.getByLabel('Tax ID', { exact: true })).toHaveValue('');
  await expectAccessible(page);

  await page.getByLabel('Business name').fill('Gentle Births Collective');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await saveWithFiveDigitZip(page);
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Gentle Births Collective');

  await page.getByLabel('Business name').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Please complete all required fields.')).toBeVisible();
  await screenshot(page, 'account-desktop');
});
