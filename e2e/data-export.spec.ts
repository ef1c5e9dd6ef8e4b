import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { addPatientThroughDialog, followMainNav } from './support/records.ts';
import { screenshot } from './support/screens.ts';

test('My Account: "Download my data" gives a zip of her records', async ({ page }) => {
  await signInRegistered(page);
  await visit(page, '/patients');
  await addPatientThroughDialog(page, {
    firstName: 'Carmen',
    lastName: 'Exportova',
    policyNumber: 'POL-EXPORT-1',
  });
  await expect(page.getByRole('row', { name: /Carmen Exportova/ })).toBeVisible();

  await followMainNav(page, 'My Account');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^doula-billing-export-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(page.url()).not.toContain('Exportova');
  await expect(page.getByText(/Your data is downloaded: doula-billing-export-/)).toBeVisible();
  await expectAccessible(page);

  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  // Entry names are stored uncompressed in the zip's directory.
  for (const name of [
    'profile.json',
    'patients.csv',
    'patients.json',
    'facilities.csv',
    'claims.json',
  ]) {
    expect(zip.includes(Buffer.from(name)), name).toBe(true);
  }
  await screenshot(page, 'account-export-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'account-export-375', { fullPage: false });
});
