import {
  expect,
  expectAccessible,
  signInRegistered,
  test,
  testProfile,
  uniqueEmail,
} from './fixtures.ts';
import { addPatientThroughApi } from './support/api.ts';
import { claimCheck, fillNewClaim, submitClaimForm } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { followMainNav } from './support/records.ts';
import { screensAt1280And375 } from './support/screens.ts';

/** A doula in Detroit: Michigan Medicaid takes a group's Type 2 NPI with her rendering. */
const detroit = {
  ...testProfile,
  businessAddressStreet: '200 Woodward Ave',
  businessAddressCity: 'Detroit',
  businessAddressState: 'MI' as const,
  businessAddressZip: '48226-3510',
};

/**
 * She bills through her group from now on: My Account asks for the group's name, Type 2 NPI,
 * EIN and address, refuses her own NPI as the group's in one sentence, and her next Michigan
 * claim goes in under the group.
 */
test('she switches to billing through her group and submits a Michigan claim', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInRegistered(page, uniqueEmail(), detroit);
  await addPatientThroughApi(page, {
    firstName: 'Jada',
    lastName: 'Moore',
    dateOfBirth: '1993-06-21',
    addressCity: 'Detroit',
    addressState: 'MI',
    addressZip: '48201',
    insuranceProvider: 'Michigan Medicaid',
    payerId: 'MIMCD',
  });

  await followMainNav(page, 'My Account');
  const who = page.getByRole('group', { name: 'Who bills your claims' });
  await expect(who.getByLabel('As myself, with my own NPI')).toBeChecked();
  await who.getByLabel('Through my doula group').check();
  await page.getByLabel('Group name').fill('Great Lakes Doula Collective');
  // Her own NPI typed as the group's: refused in one sentence, nothing saved.
  await page.getByLabel("Group's NPI").fill(testProfile.npiNumber);
  await page.getByLabel("Group's EIN").fill('87-6543219');
  await page.getByLabel("Group's street").fill('40 Harbor Way');
  await page.getByLabel("Group's city").fill('Detroit');
  await page.getByLabel("Group's state").selectOption('MI');
  await page.getByLabel("Group's ZIP").fill('48226-1234');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByLabel("Group's NPI")).toHaveAccessibleDescription(
    /same as your own NPI: enter the group's Type 2 \(organization\) NPI/,
  );
  await expect(page.getByText('Profile updated successfully!')).toBeHidden();

  await page.getByLabel("Group's NPI").fill('1928374655');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(who.getByLabel('Through my doula group')).toBeChecked();
  await expect(page.getByLabel("Group's NPI")).toHaveValue('1928374655');
  await expect(page.getByLabel("Group's EIN")).toHaveValue('');
  await expect(page.getByText('On file: ••-•••3219. Leave blank to keep it.')).toBeVisible();
  await expectAccessible(page);
  await screensAt1280And375(page, 'billing-provider-group');

  // Her Michigan claim goes in under the group: the claim check finds nothing to refuse.
  await fillNewClaim(page, {
    patient: 'Moore, Jada — DOB 6/21/1993',
    date: daysAgo(3),
    time: '10:00',
  });
  await page.getByLabel('Service Time To').fill('11:00');
  await expect(claimCheck(page)).not.toContainText('does not accept claims billed');
  await submitClaimForm(page);
});
