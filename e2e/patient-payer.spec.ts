import { expect, expectAccessible, fillFields, test } from './fixtures.ts';
import { openDialog, openEmptyRecordList } from './support/records.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

/**
 * The patient as her insurance card says: the payer picked by name from a searchable list (or
 * "Other" with the ID typed), the profile that bills it, and the sex on the card, female
 * preselected.
 */
test('add a patient picking her payer by name; the sex on her card starts as female', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEmptyRecordList(page, 'Patients');
  const { dialog } = await openDialog(page, 'Add patient');

  // Her name first: leaving the empty first name shows its message, which moves the fields.
  await fillFields(dialog, { 'First name': 'Nia', 'Last name': 'Park' });
  const sex = dialog.getByRole('group', { name: 'Sex on the insurance card' });
  await expect(sex.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await sex.getByRole('radio', { name: 'Male', exact: true }).click();
  await expect(sex.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(sex.getByRole('radio', { name: 'Female', exact: true })).not.toBeChecked();
  await sex.getByRole('radio', { name: 'Female', exact: true }).click();
  await expect(sex.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();

  // Search by words of the name: the list shows each payer with its payer ID.
  const payer = dialog.getByRole('combobox', { name: 'Payer', exact: true });
  await payer.fill('blue sh');
  const list = dialog.getByRole('listbox', { name: 'Payers' });
  await expect(list.getByRole('option')).toHaveText([
    /Blue Shield of California\s*Payer ID 94036/,
    'Other (type the payer ID)',
  ]);
  await expectAccessible(page);
  await screenshot(page, 'patient-payer-list-1280', { fullPage: false });

  // Keyboard: arrow down highlights, Escape closes the list and keeps the dialog.
  await payer.press('ArrowDown');
  await expect(list.getByRole('option', { name: /Blue Shield/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await payer.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();

  // By payer ID, Enter picks it: it fills the provider and the payer type, and names the profile.
  await payer.fill('610442');
  await payer.press('Enter');
  await expect(payer).toHaveValue('Medi-Cal (California Medicaid) (610442)');
  await expect(dialog.getByLabel('Insurance provider', { exact: true })).toHaveValue(
    'Medi-Cal (California Medicaid)',
  );
  await expect(dialog.getByLabel('Payer type', { exact: true })).toHaveValue('Medicaid');
  await expect(dialog.getByText('Billed as Medi-Cal fee-for-service')).toBeVisible();
  await expect(dialog.getByLabel('Payer ID', { exact: true })).toHaveCount(0);

  // A commercial plan, picked with the mouse, names its own profile.
  await payer.fill('aetna');
  await list.getByRole('option', { name: /^Aetna Payer ID/ }).click();
  await expect(payer).toHaveValue('Aetna (60054)');
  await dialog.getByLabel('Payer type', { exact: true }).selectOption('Group Health');
  await expect(dialog.getByText('Billed as Commercial / other')).toBeVisible();

  await fillFields(dialog, {
    'Date of birth': '1993-05-02',
    'Street address': '5 Pine St',
    City: 'Fresno',
    State: 'CA',
    'ZIP code': '93701',
    'Policy number': 'AET-778',
  });
  await expectAccessible(page);
  await dialog.getByLabel('Policy number', { exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'patient-payer-form-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Nia Park/ });
  await expect(row).toContainText('Aetna');

  // Editing: the payer shows by name, the sex as saved; "Other" takes a payer ID not listed.
  await page.setViewportSize({ width: 375, height: 800 });
  await row.getByRole('button', { name: 'Edit Nia Park' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  const editPayer = edit.getByRole('combobox', { name: 'Payer', exact: true });
  await expect(editPayer).toHaveValue('Aetna (60054)');
  await expect(edit.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await editPayer.fill('kaiser');
  // Kaiser in California (two) and in Maryland's HealthChoice, then "Other".
  await expect(edit.getByRole('listbox', { name: 'Payers' }).getByRole('option')).toHaveCount(4);
  await expectNoSideScroll(page, 'the payer list fits a phone');
  await edit.getByRole('option', { name: 'Other (type the payer ID)' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'patient-payer-list-375', { fullPage: false });
  await editPayer.fill('zz plan');
  await editPayer.press('Enter');
  await expect(editPayer).toHaveValue('Other (type the payer ID)');
  const payerId = edit.getByLabel('Payer ID', { exact: true });
  await expect(payerId).toHaveValue('');
  await payerId.focus();
  await payerId.blur();
  await expect(edit.getByText('Payer ID is required.')).toBeVisible();
  await payerId.fill('ZZ123');
  await edit.getByRole('radio', { name: 'Unknown' }).click();
  await expect(edit.getByRole('radio', { name: 'Unknown' })).toBeChecked();
  await expect(edit.getByText('Billed as Commercial / other')).toBeVisible();
  await expectAccessible(page);
  await edit.getByText('Billed as Commercial / other').scrollIntoViewIfNeeded();
  await screenshot(page, 'patient-payer-other-375', { fullPage: false });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Edit Nia Park' }).click();
  await expect(edit.getByRole('combobox', { name: 'Payer', exact: true })).toHaveValue(
    'Other (type the payer ID)',
  );
  await expect(edit.getByLabel('Payer ID', { exact: true })).toHaveValue('ZZ123');
  await expect(edit.getByRole('radio', { name: 'Unknown' })).toBeChecked();
});
