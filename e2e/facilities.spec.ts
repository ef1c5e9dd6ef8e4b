import { expect, expectAccessible, fillFields, signInRegistered, test, visit } from './fixtures.ts';
import { createThroughApi } from './support/api.ts';
import {
  addThroughDialog,
  expectArchiveFailure,
  expectSaveFailure,
  facilityValley as valley,
  openDialog,
  openEmptyRecordList,
  openRecordList,
  recoverFromFailedLoad,
} from './support/records.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';
import { withTwoWindowsOfOneDoula } from './support/windows.ts';

const checkDigitError = /This is not a valid NPI: its last digit does not match the other nine/;

test('add, find, edit and archive a facility', async ({ page }) => {
  // A long journey; the shared 2-core machine can make it slow.
  test.slow();
  await openEmptyRecordList(page, 'Facilities');
  await expectAccessible(page);

  const { opener: add, dialog } = await openDialog(page, 'Add facility');
  const name = dialog.getByLabel('Facility name', { exact: true });
  await expect(name).toBeFocused();
  await name.blur();
  await expect(dialog.getByText('Facility name is required.')).toBeVisible();
  await expectAccessible(page);

  // NPI: required, exactly 10 digits with a matching check digit, each in plain words.
  const npi = dialog.getByLabel('NPI number', { exact: true });
  await npi.focus();
  await npi.blur();
  await expect(dialog.getByText('NPI number is required.')).toBeVisible();
  await fillFields(dialog, { ...valley, 'NPI number': '12345' });
  await npi.blur();
  await expect(dialog.getByText('NPI number must be 10 digits.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await npi.fill('1234567891');
  await expect(dialog.getByText('NPI number must be 10 digits.')).toBeHidden();
  await expect(dialog.getByText(checkDigitError)).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page);
  await npi.fill('1558598797');
  await expect(dialog.getByText(checkDigitError)).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  const row = page.getByRole('row', { name: /Valley Birth Center/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('400 Oak Ave');
  await expect(row).toContainText('Sacramento, CA 95814-2930');
  await expect(row).toContainText('1558598797');
  await expect(row).toContainText('Birthing center');
  await expect(row).toContainText(new Date().toLocaleDateString('en-US'));
  await expectAccessible(page);

  // Edit.
  await row.getByRole('button', { name: 'Edit Valley Birth Center' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit facility' });
  await expect(edit.getByLabel('NPI number', { exact: true })).toHaveValue('1558598797');
  await expect(edit.getByLabel('Facility kind', { exact: true })).toHaveValue('birthing-center');
  await edit.getByLabel('Facility name', { exact: true }).fill('Valley Women’s Center');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row', { name: /Valley Women’s Center/ });
  await expect(edited).toBeVisible();

  // Search by NPI and address; nonsense finds nothing.
  await addThroughDialog(page, 'Add facility', 'Add facility', {
    ...valley,
    'Facility name': 'Mercy General',
    'Street address': '4001 J St',
    'NPI number': '1003347634',
  });
  const mercy = page.getByRole('row', { name: /Mercy General/ });
  await expect(mercy).toBeVisible();
  const search = page.getByLabel('Search facilities');
  await search.fill('1003347634');
  await expect(mercy).toBeVisible();
  await expect(edited).toBeHidden();
  await search.fill('oak ave');
  await expect(edited).toBeVisible();
  await expect(mercy).toBeHidden();
  await search.fill('qqq-no-such-place');
  await expect(page.getByText('No facilities match your search.')).toBeVisible();
  await search.fill('');
  await expect(mercy).toBeVisible();

  page.once('dialog', async (confirm) => {
    expect(confirm.message()).toBe(
      'Archive Valley Women’s Center? This can be undone later from support.',
    );
    await confirm.accept();
  });
  await edited.getByRole('button', { name: 'Archive Valley Women’s Center' }).click();
  await expect(edited).toBeHidden();
  await expect(mercy).toBeVisible();
  await visit(page, '/facilities');
  await expect(mercy).toBeVisible();
  await expect(page.getByRole('row', { name: /Valley/ })).toHaveCount(0);
});

test('load, save and archive failures show their failure messages', async ({ page }) => {
  await recoverFromFailedLoad(
    page,
    'Facilities',
    'Unable to load facilities right now. Please try again shortly.',
  );

  const { dialog, restore } = await expectSaveFailure(
    page,
    'Facilities',
    { opener: 'Add your first facility', dialogName: 'Add facility' },
    valley,
    'There was an error saving this facility. Please try again.',
  );
  await restore();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expectArchiveFailure(
    page,
    'Facilities',
    'Unable to archive this facility right now. Please try again.',
    /Valley Birth Center/,
  );
});

test('a facility archived in one window disappears from another within a second', async ({
  browser,
}) => {
  test.slow(); // two signed-in browsers
  await withTwoWindowsOfOneDoula(browser, 'live-facility', async ({ first, second }) => {
    await createThroughApi(first, '/api/facilities', {
      name: 'Shared Clinic',
      addressStreet: '1 A St',
      addressCity: 'Davis',
      addressState: 'CA',
      addressZip: '95616',
      npiNumber: '1992861900',
    });
    await openRecordList(first, 'Facilities');
    await openRecordList(second, 'Facilities');
    const inSecond = second.getByRole('row', { name: /Shared Clinic/ });
    await expect(inSecond).toBeVisible();

    first.once('dialog', (confirm) => void confirm.accept());
    const archived = first.waitForResponse((r) => r.url().endsWith('/archive'));
    await first.getByRole('button', { name: 'Archive Shared Clinic' }).click();
    expect((await archived).status()).toBe(204);
    await expect(inSecond).toBeHidden({ timeout: 1_000 });
  });
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test('the facilities screen and its modal are usable', async ({ page }) => {
      await signInRegistered(page);
      for (const [facilityName, npiNumber] of [
        ['Sutter Medical Center Sacramento – Labor and Delivery', '1003347634'],
        ['Valley Birth Center', '1558598797'],
      ] as const) {
        await createThroughApi(page, '/api/facilities', {
          name: facilityName,
          addressStreet: '2825 Capitol Avenue, Building B',
          addressCity: 'Sacramento',
          addressState: 'CA',
          addressZip: '95816-6002',
          npiNumber,
        });
      }
      await visit(page, '/facilities');
      const row = page.getByRole('row', { name: /Sutter Medical/ });
      const editSutter = row.getByRole('button', { name: /^Edit Sutter/ });
      await editSutter.scrollIntoViewIfNeeded();
      await expect(editSutter).toBeInViewport();
      await expectNoSideScroll(page);
      await screenshot(page, `facilities-${width}`);

      await row.getByRole('button', { name: /^Edit Sutter/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit facility' });
      await expect(
        dialog.getByText(/electronic claims need the ZIP\+4 of the facility/),
      ).toBeVisible();
      await dialog.getByLabel('City', { exact: true }).fill('');
      await dialog.getByLabel('City', { exact: true }).blur();
      await expect(dialog.getByText('City is required.')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, `facility-modal-${width}`, { fullPage: false });
    });
  });
}
