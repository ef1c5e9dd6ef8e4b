import type { Page } from '@playwright/test';
import { validFacility } from '../src/domain/testing/valid-inputs.ts';
import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { createThroughApi } from './support/api.ts';
import { addPatient, rosaVega } from './support/billable-claims.ts';
import { chooseDiagnosis, choosePatient } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { followMainNav, openDialog, openRecordList } from './support/records.ts';
import { screenshot } from './support/screens.ts';

// Her work is kept: leaving a started claim (a header link, the browser's back) asks the Cancel
// button's question first, and staying keeps every field; a patient or facility window with
// changes asks before a click outside it closes it. Nothing is kept in browser storage.

const cancelWords = 'Are you sure you want to cancel? Your entered data will be lost.';
const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: cancelWords });
const facilityOption = 'Valley Birth Center — NPI 1558598797';

/** The half-filled claim: every kind of field she may have typed or chosen. */
async function fillHalfAClaim(page: Page) {
  await choosePatient(page, rosaVega);
  await page.getByLabel('Service Type').selectOption('Prenatal Visit');
  await chooseDiagnosis(page, 'Z33.1');
  await page.getByLabel('Service Date From').fill(daysAgo(3));
  await page.getByLabel('Service Time From').fill('09:30');
  await page.getByRole('radio', { name: 'Facility' }).check();
  await page
    .getByRole('combobox', { name: 'Facility', exact: true })
    .selectOption({ label: facilityOption });
  await page.getByLabel('Additional Notes').fill('Met at the birth center for the visit.');
}

/** Every field still holds what `fillHalfAClaim` put there. */
async function expectHalfAClaim(page: Page, patientId: string) {
  await expect(page).toHaveURL('/new-claim');
  await expect(page.getByRole('combobox', { name: 'Patient', exact: true })).toHaveValue(patientId);
  await expect(page.getByLabel('Service Type')).toHaveValue('Prenatal Visit');
  await expect(page.getByRole('list', { name: 'Chosen diagnoses, principal first' })).toContainText(
    'Z33.1',
  );
  await expect(page.getByLabel('Service Date From')).toHaveValue(daysAgo(3));
  await expect(page.getByLabel('Service Date To')).toHaveValue(daysAgo(3));
  await expect(page.getByLabel('Service Time From')).toHaveValue('09:30');
  await expect(page.getByRole('radio', { name: 'Facility' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Facility', exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Additional Notes')).toHaveValue(
    'Met at the birth center for the visit.',
  );
}

test('leaving a half-filled claim through the header or back asks first; staying keeps every field', async ({
  page,
}) => {
  test.slow();
  await signInRegistered(page);
  const patientId = await addPatient(page);
  await createThroughApi(page, '/api/facilities', validFacility());
  await page.reload();

  // An untouched form is left without a question.
  await followMainNav(page, '+ New Claim');
  await expect(page.getByRole('heading', { name: 'New Claim', level: 1 })).toBeVisible();
  await followMainNav(page, 'Patients');
  await expect(page).toHaveURL('/patients');
  await expect(leaveQuestion(page)).toBeHidden();

  await followMainNav(page, '+ New Claim');
  await fillHalfAClaim(page);

  // A header link: the Cancel button's question, with staying focused.
  await followMainNav(page, 'My Account');
  await expect(leaveQuestion(page)).toBeVisible();
  await expect(leaveQuestion(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, 'leave-question-1280', { fullPage: false });
  await leaveQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(leaveQuestion(page)).toBeHidden();
  await expectHalfAClaim(page, patientId);

  // Escape is staying too.
  await followMainNav(page, 'Claims');
  await expect(leaveQuestion(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leaveQuestion(page)).toBeHidden();
  await expectHalfAClaim(page, patientId);

  // The browser's back button asks the same; staying keeps her on the form, as it was.
  await page.goBack();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expectHalfAClaim(page, patientId);
  await page.goBack();
  await leaveQuestion(page).getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page).toHaveURL('/patients');

  // Leaving through the header goes where she chose.
  await followMainNav(page, '+ New Claim');
  await page.getByLabel('Additional Notes').fill('Started, then left.');
  await followMainNav(page, 'Facilities');
  await leaveQuestion(page).getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page).toHaveURL('/facilities');
  await expect(page.getByRole('heading', { name: 'Facilities', level: 1 })).toBeVisible();

  // Nothing she typed was put in the browser's storage.
  const stored = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(stored.local).not.toContain('Met at the birth center');
  expect(stored.session).not.toContain('Met at the birth center');
  expect(stored).toEqual({ local: '{}', session: '{}' });
});

test('at phone width the header menu asks the same question', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInRegistered(page);
  await addPatient(page);
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await followMainNav(page, '+ New Claim');
  await choosePatient(page, rosaVega);
  await page.getByLabel('Service Date From').fill(daysAgo(2));
  await page.getByRole('button', { name: 'Menu' }).click();
  await followMainNav(page, 'Claims');
  await expect(leaveQuestion(page)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'leave-question-375', { fullPage: false });
  await leaveQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Service Date From')).toHaveValue(daysAgo(2));
});

test('a patient or facility window with changes asks before a click outside closes it', async ({
  page,
}) => {
  await signInRegistered(page);
  await openRecordList(page, 'Patients');
  const { dialog } = await openDialog(page, 'Add patient');
  const firstName = dialog.getByLabel('First name', { exact: true });
  await firstName.fill('Half typed');
  await dialog.getByLabel('City', { exact: true }).fill('Fresno');

  const question = page.getByRole('alertdialog', {
    name: 'Close without saving? What you typed for this patient will be lost.',
  });
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'close-window-question-1280', { fullPage: false });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(firstName).toHaveValue('Half typed');
  await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('Fresno');

  await page.mouse.click(5, 5);
  await question.getByRole('button', { name: 'Close without saving' }).click();
  await expect(dialog).toBeHidden();

  // Typed and taken back: nothing to lose, so the click closes it at once.
  await openDialog(page, 'Add patient');
  await firstName.fill('x');
  await firstName.fill('');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();

  // The facility window, at phone width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await openRecordList(page, 'Facilities');
  const facility = (await openDialog(page, 'Add facility')).dialog;
  await facility.getByLabel('Facility name', { exact: true }).fill('Mercy Birth Suites');
  // Beside the window: the strip of backdrop a phone leaves at its edge.
  await page.mouse.click(4, 400);
  const closeFacility = page.getByRole('alertdialog', {
    name: 'Close without saving? What you typed for this facility will be lost.',
  });
  await expect(closeFacility).toBeVisible();
  await screenshot(page, 'close-window-question-375', { fullPage: false });
  await closeFacility.getByRole('button', { name: 'Keep editing' }).click();
  await expect(facility.getByLabel('Facility name', { exact: true })).toHaveValue(
    'Mercy Birth Suites',
  );
});
