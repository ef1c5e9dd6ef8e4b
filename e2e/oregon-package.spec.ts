import {
  admin,
  expect,
  expectAccessible,
  fillFields,
  signIn,
  test,
  testProfile,
  uniqueEmail,
  visit,
} from './fixtures.ts';
import { claimCheck, fillNewClaim, submitClaimForm } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { openDialog, openRecordList } from './support/records.ts';
import { acceptAgreement, enterInvitationCode, fillProfileForm } from './support/registration.ts';
import { expectNoSideScroll, screensAt1280And375 } from './support/screens.ts';

/** A doula whose business is in Portland: the Oregon Health Plan is her state's Medicaid. */
const portland = {
  ...testProfile,
  businessAddressStreet: '800 SW Broadway',
  businessAddressCity: 'Portland',
  businessAddressState: 'OR' as const,
  businessAddressZip: '97205-3301',
};

const jada = 'Moss, Jada — DOB 2/11/1995';
const covered = 'Covered by the Oregon birth package: billed once after the birth.';

/**
 * Oregon's birth package, as a new doula in Oregon lives it: she registers, adds a patient on
 * the Oregon Health Plan picked from the top of the payer list, records the package's four
 * visits (each covered, none billed on its own), submits the birth's claim, which bills the
 * package once (T1033 HD), and reads the tracker: the package is done.
 */
test('a doula in Oregon records the package visits and bills the birth package once', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('oregon-doula');
  await admin('invite', 'add', email, 'OREGON-2026');
  await visit(page, '/');
  await signIn(page, email);
  await enterInvitationCode(page, 'OREGON-2026');
  await acceptAgreement(page);
  await fillProfileForm(page, portland);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL('/claims');

  // Her patient: the Oregon Health Plan is the first payer she is offered.
  await openRecordList(page, 'Patients');
  const { dialog } = await openDialog(page, 'Add patient');
  await fillFields(dialog, { 'First name': 'Jada', 'Last name': 'Moss' });
  await dialog.getByLabel('State', { exact: true }).selectOption('OR');
  const payer = dialog.getByRole('combobox', { name: 'Payer', exact: true });
  await payer.evaluate((box) => box.scrollIntoView({ block: 'start' }));
  await payer.click();
  const list = dialog.getByRole('listbox', { name: 'Payers' });
  const oregon = list.getByRole('group', { name: 'Medicaid in Oregon' });
  // The program first, then the coordinated care organizations (CCOs).
  await expect(oregon.getByRole('option').first()).toHaveText(
    /Oregon Health Plan: the birth package/,
  );
  await expect(list.getByRole('option').first()).toHaveText(
    /Oregon Health Plan: the birth package\s*Payer ID from her card/,
  );
  await expectAccessible(page);
  await screensAt1280And375(page, 'oregon-payer-list');
  await list.getByRole('option').first().click();
  await expect(payer).toHaveValue('Oregon Health Plan: the birth package');
  await expect(dialog.getByText('Billed as Oregon Health Plan: the birth package')).toBeVisible();
  await fillFields(dialog, {
    'Payer ID': 'ORDMAP1',
    'Date of birth': '1995-02-11',
    'Street address': '15 Alder St',
    City: 'Salem',
    'ZIP code': '97301',
    'Policy number': 'OHP-55012',
  });
  // The package's visits are counted in the pregnancy her due date places them in.
  await dialog.getByLabel(/^Expected due date/).fill(daysAgo(21));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The package's visits: each recorded, covered, billing nothing on its own.
  const visits = [
    { serviceType: 'Prenatal Visit', diagnosis: 'Z33.1', date: daysAgo(80) },
    { serviceType: 'Prenatal Visit', diagnosis: 'Z33.1', date: daysAgo(70) },
    { serviceType: 'Postpartum Visit', diagnosis: 'Z39.2', date: daysAgo(15) },
    { serviceType: 'Postpartum Visit', diagnosis: 'Z39.2', date: daysAgo(10) },
  ];
  for (const [index, one] of visits.entries()) {
    await fillNewClaim(page, { patient: jada, time: '10:00', ...one });
    const check = claimCheck(page);
    await expect(check.getByRole('listitem').filter({ hasText: covered })).toBeVisible();
    await expect(check).toContainText('Oregon Health Plan: the birth package billing rules');
    if (index === 0) {
      await expectAccessible(page);
      await screensAt1280And375(page, 'oregon-covered-visit');
    }
    await submitClaimForm(page);
    const bills = page.getByRole('region', { name: 'What this claim bills' });
    await expect(bills).toContainText('No service lines on this claim.');
    await expect(bills).toContainText(covered);
  }

  // The birth, after every visit of the package: the package's code and modifier, once.
  await fillNewClaim(page, {
    patient: jada,
    serviceType: 'Support for Vaginal Delivery',
    diagnosis: 'O80',
    date: daysAgo(21),
    time: '03:00',
  });
  const check = claimCheck(page);
  await expect(check).toContainText('No problems found. This claim is ready to submit.');
  const line = check.locator('.lines-table tbody tr');
  await expect(line).toHaveCount(1);
  await expect(line.locator('[data-label="Code"]')).toContainText('T1033');
  await expect(line.locator('[data-label="Modifiers"]')).toContainText('HD');
  await expect(line.locator('[data-label="Charge"]')).toHaveText('$1,505.00');
  await expectAccessible(page);
  await screensAt1280And375(page, 'oregon-package-claim');
  await submitClaimForm(page);
  await expect(page.getByRole('region', { name: 'What this claim bills' })).toContainText(
    '$1,505.00',
  );

  // The tracker: the package is done, the birth counted as one of its five.
  await openRecordList(page, 'Patients');
  const row = page.getByRole('row', { name: /Jada Moss/ });
  await expect(row).toContainText('Package: 5 of 5 visits done');
  await expectAccessible(page);
  await screensAt1280And375(page, 'oregon-package-tracker', { stayAtPhone: true });
  await expectNoSideScroll(page);
});
