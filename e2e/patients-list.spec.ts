import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { addPatientThroughApi } from './support/api.ts';
import { addPatientThroughDialog, openRecordList } from './support/records.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';
import { withTwoWindowsOfOneDoula } from './support/windows.ts';

test('a patient added in one window appears in another window of the same doula within a second, without reload', async ({
  browser,
}) => {
  test.slow(); // two signed-in browsers
  await withTwoWindowsOfOneDoula(browser, 'live', async ({ first, second }) => {
    await openRecordList(first, 'Patients');
    await openRecordList(second, 'Patients');
    await expect(second.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
    await second.evaluate(() => Object.assign(window, { __noReload: true }));

    const saved = first.waitForResponse(
      (r) => r.url().endsWith('/api/patients') && r.request().method() === 'POST',
    );
    await addPatientThroughDialog(first, { firstName: 'Live', lastName: 'Update' });
    expect((await saved).status()).toBe(201);
    await expect(second.getByRole('row', { name: /Live Update/ })).toBeVisible({ timeout: 1_000 });
    expect(
      await second.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  });
});

test('Show more loads older patients, 50 at a time', async ({ page }) => {
  // A long journey; the shared 2-core machine can make it slow.
  test.slow();
  await signInRegistered(page);
  await Promise.all(
    Array.from({ length: 55 }, (_, i) =>
      addPatientThroughApi(page, {
        firstName: `Paged${String(i).padStart(2, '0')}`,
        lastName: 'Person',
        dateOfBirth: '1990-01-01',
        addressStreet: '1 Main St',
        addressCity: 'Oakland',
        addressZip: '94607',
        policyNumber: `PG-${i}`,
      }),
    ),
  );
  await visit(page, '/patients');
  const rows = page.getByRole('row', { name: /Paged\d\d Person/ });
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('Showing the newest 50 patients')).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(55);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(page.getByText('55 patients', { exact: true })).toBeVisible();
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test('the patients screen and its modal are usable', async ({ page }) => {
      await signInRegistered(page);
      await page.goto('/patients');
      await expect(page.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
      await screenshot(page, `patients-empty-${width}`, { fullPage: false });
      for (const name of ['Ana Rivera', 'Bea Okafor']) {
        const [first, last] = name.split(' ') as [string, string];
        await addPatientThroughApi(page, {
          firstName: first,
          lastName: last,
          dateOfBirth: '1990-02-03',
          addressStreet: '1234 Long Street Name Apt 56',
          addressCity: 'San Bernardino',
          addressState: 'CA',
          addressZip: '92401-1234',
          insuranceProvider: 'Inland Empire Health Plan',
          payerId: 'IEHP1',
          payerType: 'Group Health',
          policyNumber: `POLICY-${last.toUpperCase()}-0001`,
        });
      }
      const row = page.getByRole('row', { name: /Bea Okafor/ });
      await expect(row).toBeVisible();
      const edit = row.getByRole('button', { name: 'Edit Bea Okafor' });
      await expect(edit).toBeInViewport();
      await expectNoSideScroll(page);
      await expectAccessible(page);
      await screenshot(page, `patients-${width}`);

      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit patient' });
      await dialog.getByLabel('First name', { exact: true }).fill('');
      await dialog.getByLabel('First name', { exact: true }).blur();
      await expect(dialog.getByText('First name is required.')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, `patient-modal-${width}`, { fullPage: false });
    });
  });
}
