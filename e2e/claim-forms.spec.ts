import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './support/api.ts';
import { daysAgo } from './support/dates.ts';
import { screenshot } from './support/screens.ts';

test('the doula downloads her claim as a CMS-1500 PDF from the claims list', async ({ page }) => {
  await signInRegistered(page);
  const patientId = await addPatientThroughApi(page, { firstName: 'Lena', lastName: 'Printwell' });
  const serviceDate = daysAgo(21);
  const { formId } = await submitClaimThroughApi(page, {
    patientId,
    serviceDateFrom: serviceDate,
    serviceDateTo: serviceDate,
    serviceTimeTo: '11:00',
  });

  await visit(page, '/claims');
  await page.getByRole('button', { name: /Prenatal Visit/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download claim form (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${formId}.pdf`);
  expect(download.url()).not.toContain('Printwell');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page);
  await screenshot(page, 'claim-form-link-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Download claim form (PDF)' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'claim-form-link-375', { fullPage: false });
});
