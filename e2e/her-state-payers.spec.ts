import {
  expect,
  expectAccessible,
  fillFields,
  signInRegistered,
  test,
  testProfile,
  uniqueEmail,
} from './fixtures.ts';
import { validFacility } from '../src/domain/testing/valid-inputs.ts';
import { createThroughApi } from './support/api.ts';
import {
  chooseDiagnosis,
  choosePatient,
  claimCheck,
  expectLine,
  submitClaimForm,
} from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { openDialog, openRecordList } from './support/records.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

/** A doula whose business is in Tulsa: Oklahoma's Medicaid (SoonerCare) is hers. */
const tulsa = {
  ...testProfile,
  businessAddressStreet: '12 Boston Ave',
  businessAddressCity: 'Tulsa',
  businessAddressState: 'OK' as const,
  businessAddressZip: '74103',
};

/** The referral form SoonerCare asks to have on file, as a tiny PDF. */
const referralForm = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Her state comes first: a doula in Oklahoma opens the payer list and finds SoonerCare at the
 * top, under "Medicaid in Oklahoma"; a patient across the state line brings her own state's
 * Medicaid next; and the form says, in words, which program bills the claim.
 */
test('a doula in Oklahoma finds SoonerCare first, and the form names the program that bills', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInRegistered(page, uniqueEmail(), tulsa);
  await openRecordList(page, 'Patients');
  const { dialog } = await openDialog(page, 'Add patient');
  await fillFields(dialog, { 'First name': 'Lena', 'Last name': 'Hart' });

  // The whole list, her state's program first, under its label.
  const payer = dialog.getByRole('combobox', { name: 'Payer', exact: true });
  // The payer box at the top of the dialog, so the list it opens shows in the screenshots.
  await payer.evaluate((box) => box.scrollIntoView({ block: 'start' }));
  await payer.click();
  const list = dialog.getByRole('listbox', { name: 'Payers' });
  await expect(list.getByRole('option').first()).toHaveText(
    /Oklahoma SoonerCare fee-for-service\s*Payer ID from her card/,
  );
  const oklahoma = list.getByRole('group', { name: 'Medicaid in Oklahoma' });
  // The program, then its three SoonerSelect plans.
  await expect(oklahoma.getByRole('option')).toHaveCount(4);
  await expect(list.getByRole('group', { name: 'All other payers' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'her-state-payers-list-1280', { fullPage: false });

  // A patient who lives in California: California's Medicaid comes next, before the rest.
  await payer.press('Escape');
  await dialog.getByLabel('State', { exact: true }).selectOption('CA');
  await payer.click();
  await expect(list.getByRole('group')).toHaveCount(3);
  // Other journeys on the same server may map more California payer IDs: these two are there.
  const california = list.getByRole('group', { name: 'Medicaid in California' });
  await expect(
    california.getByRole('option', { name: /Medi-Cal \(California Medicaid\)/ }),
  ).toHaveText(/Payer ID 610442/);
  await expect(
    california.getByRole('option', { name: /Molina Healthcare of California/ }),
  ).toHaveText(/Payer ID 38333/);
  await expect(list.getByRole('option').first()).toHaveText(/Oklahoma SoonerCare/);
  await payer.evaluate((box) => box.scrollIntoView({ block: 'start' }));
  await expectAccessible(page);
  await screenshot(page, 'her-state-payers-two-states-1280', { fullPage: false });

  // She lives in Oklahoma after all; SoonerCare, picked from the top, names its program.
  await payer.press('Escape');
  await dialog.getByLabel('State', { exact: true }).selectOption('OK');
  await payer.click();
  await expect(list.getByRole('group')).toHaveCount(2);
  await list.getByRole('option').first().click();
  await expect(payer).toHaveValue('Oklahoma SoonerCare fee-for-service');
  await expect(dialog.getByLabel('Payer type', { exact: true })).toHaveValue('Medicaid');
  await expect(dialog.getByText('Billed as Oklahoma SoonerCare fee-for-service')).toBeVisible();
  const payerId = dialog.getByLabel('Payer ID', { exact: true });
  await expect(payerId).toHaveValue('');
  await expect(payerId).toHaveAccessibleDescription(
    'We could not check a payer ID for Oklahoma SoonerCare fee-for-service: type the one on her insurance card.',
  );
  await fillFields(dialog, {
    'Payer ID': 'OKSC1',
    'Date of birth': '1994-08-09',
    'Street address': '40 Elm St',
    City: 'Tulsa',
    'ZIP code': '74104',
    'Policy number': 'SC-40021',
  });
  await expectAccessible(page);
  await payerId.scrollIntoViewIfNeeded();
  await screenshot(page, 'her-state-payers-billed-as-1280', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page, 'the patient form fits a phone');
  await payerId.scrollIntoViewIfNeeded();
  await screenshot(page, 'her-state-payers-billed-as-375', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Lena Hart/ });
  await expect(row).toContainText('Oklahoma SoonerCare fee-for-service');

  // Opened again, she finds the program she picked, its payer ID typed under it.
  await row.getByRole('button', { name: 'Edit Lena Hart' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  const editPayer = edit.getByRole('combobox', { name: 'Payer', exact: true });
  await expect(editPayer).toHaveValue('Oklahoma SoonerCare fee-for-service');
  await expect(edit.getByLabel('Payer ID', { exact: true })).toHaveValue('OKSC1');
  await expect(edit.getByText('Billed as Oklahoma SoonerCare fee-for-service')).toBeVisible();
  await editPayer.click();
  const editList = edit.getByRole('listbox', { name: 'Payers' });
  await expect(editList.getByRole('option').first()).toHaveText(/Oklahoma SoonerCare/);
  await expectNoSideScroll(page, 'the payer list fits a phone');
  await expectAccessible(page);
  await screenshot(page, 'her-state-payers-list-375', { fullPage: false });

  // A cesarean: SoonerCare pays one after an attempted VBAC at its own code, so the form asks.
  await editPayer.press('Escape');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await createThroughApi(
    page,
    '/api/facilities',
    validFacility({
      name: 'Tulsa Birth Hospital',
      addressCity: 'Tulsa',
      addressState: 'OK',
      addressZip: '74136-1902',
      kind: 'hospital',
    }),
  );
  // SoonerCare pays only with an OB's referral form on file (its own journey is California's).
  const patients = await page.request.get('/api/patients');
  const { items } = (await patients.json()) as { items: { id: string; lastName: string }[] };
  const lena = items.find((item) => item.lastName === 'Hart')!;
  await createThroughApi(page, `/api/patients/${lena.id}/recommendations`, {
    recommenderName: 'Dr. Ruth Osage',
    recommenderNpi: '1234567893',
    licenceType: 'obstetrician',
    signedOn: daysAgo(60),
    goodUntil: '',
    serviceTypes: ['Cesarean Section'],
    visits: null,
    file: { contentBase64: referralForm.toString('base64') },
  });
  await page.goto('/new-claim');
  await choosePatient(page, 'Hart, Lena — DOB 8/9/1994');
  await page.getByLabel('Service Type').selectOption('Cesarean Section');
  await page.getByRole('radio', { name: 'Facility' }).click();
  await page
    .getByRole('combobox', { name: 'Facility' })
    .selectOption({ label: 'Tulsa Birth Hospital — NPI 1558598797' });
  const afterTrial = page.getByRole('checkbox', {
    name: 'The cesarean came after an attempted VBAC',
  });
  await expect(afterTrial).not.toBeChecked();
  await page.getByLabel('Service Date From').fill(daysAgo(3));
  await page.getByLabel('Service Time From').fill('06:00');
  await chooseDiagnosis(page, 'O82');
  const check = claimCheck(page);
  await expect(check.locator('.lines-table [data-label="Code"]')).toContainText('59514');
  await afterTrial.check();
  await expect(check.locator('.lines-table [data-label="Code"]')).toContainText('59620');
  await expect(check.locator('.lines-table [data-label="Charge"]')).toHaveText('$802.67');
  await expectAccessible(page);
  await afterTrial.scrollIntoViewIfNeeded();
  await screenshot(page, 'her-state-attempted-vbac-1280', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page, 'the cesarean question fits a phone');
  await afterTrial.scrollIntoViewIfNeeded();
  await screenshot(page, 'her-state-attempted-vbac-375', { fullPage: false });

  // Submitted, the claim says what kind of cesarean it billed.
  await submitClaimForm(page);
  await expect(page.getByLabel('Submitted claim')).toContainText(
    'Cesarean Section, after an attempted VBAC',
  );
  await expectLine(page.getByRole('region', { name: 'What this claim bills' }), {
    code: '59620',
    modifiers: 'HD',
    units: '1',
    charge: '$802.67',
    pos: '21',
  });
});
