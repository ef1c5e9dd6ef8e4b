import { expect, expectAccessible, fillFields, test } from './fixtures.ts';
import {
  addPatientThroughDialog,
  expectArchiveFailure,
  expectSaveFailure,
  openDialog,
  openEmptyRecordList,
  patientAna as ana,
  recoverFromFailedLoad,
} from './support/records.ts';

test('add, find, edit and archive a patient', async ({ page }) => {
  // A long journey; the shared 2-core machine can make it slow.
  test.slow();
  await openEmptyRecordList(page, 'Patients');
  await expectAccessible(page);

  // Add: the modal takes focus; leaving an empty first name says so; Save waits for valid input.
  const { opener: addButton, dialog } = await openDialog(page, 'Add patient');
  await expect(dialog).toBeVisible();
  const firstName = dialog.getByLabel('First name', { exact: true });
  await expect(firstName).toBeFocused();
  await expect(dialog.getByText('First name is required.')).toBeHidden();
  await firstName.blur();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByLabel('Middle name')).toBeVisible();
  await expectAccessible(page);

  await fillFields(dialog, { ...ana, 'ZIP code': '937' });
  await dialog.getByLabel('Policy number', { exact: true }).focus();
  await expect(dialog.getByText('Enter a 5-digit ZIP code, or ZIP+4 as 12345-6789.')).toBeVisible();
  await expect(save).toBeDisabled();
  await fillFields(dialog, { 'ZIP code': '93701' });
  await expect(dialog.getByText('First name is required.')).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();

  // Listed, with DOB and Created in short date format.
  const row = page.getByRole('row', { name: /Ana Rivera/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('4/17/1992');
  await expect(row).toContainText('Medi-Cal');
  await expect(row).toContainText('POL-E2E-4417');
  const today = new Date().toLocaleDateString('en-US');
  await expect(row).toContainText(today);
  await expectAccessible(page);

  // Edit: the modal opens filled in; the change shows in the list.
  await row.getByRole('button', { name: 'Edit Ana Rivera' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  await expect(edit.getByLabel('Last name', { exact: true })).toHaveValue('Rivera');
  await expect(edit.getByLabel('Payer type', { exact: true })).toHaveValue('Medicaid');
  await edit.getByLabel('Middle name').fill('Luz');
  await edit.getByLabel('Last name', { exact: true }).fill('Rivera-Soto');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row', { name: /Ana Luz Rivera-Soto/ });
  await expect(edited).toBeVisible();

  // Search: by policy number; nonsense finds nothing.
  await addPatientThroughDialog(page, {
    firstName: 'Bea',
    lastName: 'Okafor',
    policyNumber: 'XK-99001',
  });
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeVisible();

  const search = page.getByLabel('Search patients');
  await search.fill('pol-e2e-4417');
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeHidden();
  await expect(edited).toBeVisible();
  await search.fill('zzqx nonsense 000');
  await expect(page.getByText('No patients match your search.')).toBeVisible();
  await expect(edited).toBeHidden();
  await expectAccessible(page);
  await search.fill('');
  await expect(edited).toBeVisible();

  // Archive: after the exact confirmation, it disappears.
  page.once('dialog', async (confirm) => {
    expect(confirm.type()).toBe('confirm');
    expect(confirm.message()).toBe(
      'Delete Ana Rivera-Soto? This can be undone later from support.',
    );
    await confirm.accept();
  });
  await edited.getByRole('button', { name: 'Archive Ana Luz Rivera-Soto' }).click();
  await expect(edited).toBeHidden();
  await expect(page.getByText('Ana Luz Rivera-Soto was archived.')).toBeVisible();
  // Bringing it back is support's: the notice's "contact support" leads to Help.
  await expect(page.getByRole('link', { name: 'contact support' })).toHaveAttribute(
    'href',
    '/help',
  );
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rivera-Soto/ })).toHaveCount(0);
});

test('dismissing the archive confirmation keeps the patient', async ({ page }) => {
  await openEmptyRecordList(page, 'Patients');
  await addPatientThroughDialog(page, {}, 'Add your first patient');
  const row = page.getByRole('row', { name: /Ana Rivera/ });
  await expect(row).toBeVisible();
  // The empty state (and its button) is gone: focus is on the header's Add patient instead.
  await expect(page.getByRole('button', { name: 'Add patient' })).toBeFocused();
  page.once('dialog', (confirm) => void confirm.dismiss());
  await row.getByRole('button', { name: /^Archive/ }).click();
  await expect(row).toBeVisible();
});

test('the modal closes on Escape and on a backdrop click, and focus returns', async ({ page }) => {
  await openEmptyRecordList(page, 'Patients');
  const { opener: add, dialog } = await openDialog(page, 'Add patient');
  await dialog.getByLabel('First name', { exact: true }).fill('Half typed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await expect(dialog).toBeVisible();
  // Inside the dialog a click does nothing; outside it (the backdrop) closes it.
  await dialog.getByRole('heading', { name: 'Add patient' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('a failed save keeps the modal open with the save-failed message', async ({ page }) => {
  await openEmptyRecordList(page, 'Patients');
  const { dialog } = await expectSaveFailure(
    page,
    'Patients',
    { opener: 'Add patient', dialogName: 'Add patient' },
    ana,
    'There was an error saving this patient. Please try again.',
  );
  await expect(dialog.getByLabel('Policy number', { exact: true })).toHaveValue('POL-E2E-4417');
  await expectAccessible(page);
});

test('load and archive failures show their failure messages', async ({ page }) => {
  await recoverFromFailedLoad(
    page,
    'Patients',
    'Unable to load patients right now. Please try again shortly.',
  );

  await addPatientThroughDialog(page, {}, 'Add your first patient');
  await expectArchiveFailure(
    page,
    'Patients',
    'Unable to delete this patient right now. Please try again.',
    /Ana Rivera/,
  );
});
