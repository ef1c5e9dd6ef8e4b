import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, fillFields, signInRegistered, test, visit } from './fixtures.ts';

test('My Account: "Download my data" gives a zip of her records', async ({ page }) => {
  await signInRegistered(page);
  await visit(page, '/patients');
  await page.getByRole('button', { name: 'Add patient' }).click();
  await fillFields(page.getByRole('dialog', { name: 'Add patient' }), {
    'First name': 'Carmen',
    'Last name': 'Exportova',
    'Date of birth': '1990-02-03',
    'Street address': '9 Oak St',
    City: 'Fresno',
    State: 'CA',
    'ZIP code': '93701',
    'Insurance provider': 'Medi-Cal',
    'Payer ID': 'MCAL1',
    'Payer type': 'Medicaid',
    'Policy number': 'POL-EXPORT-1',
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Carmen Exportova/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Account' })
    .click();
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
  await page.screenshot({
    path: 'test-results/screens/account-export-desktop.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/account-export-375.png' });
});
