import type { Page } from '@playwright/test';
import type { ProfileInput } from '../../src/domain/records/profile.ts';
import { profileFormLabels } from '../../src/domain/testing/profile-form.ts';
import { expect, fieldsByLabel, fillFields, testProfile } from '../fixtures.ts';

// Steps of registering through the real screens: the invitation code, the agreement, the profile.

/** Types the invitation code and sends it with Enter; the screen says it is valid. */
export async function enterInvitationCode(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'Invitation code' });
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByText('Invitation code validated successfully.')).toBeVisible();
}

/** Ticks "I have read and agree to the Business Associate Agreement". */
export async function acceptAgreement(page: Page) {
  await page.getByLabel('I have read and agree to the Business Associate Agreement').check();
}

/**
 * Types a profile into the registration form by label (unless given, the test profile with its
 * ZIP+4, as the form asks: a 5-digit ZIP asks her to confirm first, see saveWithFiveDigitZip).
 */
export async function fillProfileForm(
  page: Page,
  profile: Partial<ProfileInput> = { ...testProfile, businessAddressZip: '94607-1234' },
) {
  await fillFields(page, fieldsByLabel(profile, profileFormLabels));
}

/** Answers the question a 5-digit ZIP asks on saving: save it, her claims waiting for the rest. */
export async function saveWithFiveDigitZip(page: Page) {
  await page
    .getByRole('alertdialog', { name: /^Save a 5-digit ZIP\?/ })
    .getByRole('button', { name: 'Save with 5 digits' })
    .click();
}
