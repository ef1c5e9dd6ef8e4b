import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { daysAgo } from './support/dates.ts';
import { createThroughApi } from './support/records.ts';
import { validPatient } from '../src/domain/testing/valid-inputs.ts';

const csrf = { 'x-requested-with': 'doula-billing' };

test('the doula downloads her claim as a CMS-1500 PDF from the claims list', async ({ page }) => {
  await signInRegistered(page);
  const patient = await createThroughApi(
    page,
    '/api/patients',
    validPatient({
      firstName: 'Lena',
      lastName: 'Printwell',
      dateOfBirth: '1991-05-06',
      addressStreet: '5 Birch Rd',
      policyNumber: 'POL-PRINT-1',
    }),
  );
  const serviceDate = daysAgo(21);
  const claim = await page.request.post('/api/claims', {
    headers: { ...csrf, 'idempotency-key': `e2e-print-${randomUUID()}` },
    data: {
      patientId: patient.id,
      serviceType: 'Prenatal Visit',
      serviceAdditionalInputs: {},
      serviceDateFrom: serviceDate,
      serviceDateTo: serviceDate,
      serviceTimeFrom: '10:00',
      serviceTimeTo: '11:00',
      serviceLocation: 'home',
      facilityId: '',
      admittedDate: '',
      dischargedDate: '',
      notes: '',
      diagnosisCodes: ['Z33.1'],
      virtualMode: '',
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const { formId } = (await claim.json()) as { formId: string };

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
  await page.screenshot({ path: 'test-results/screens/claim-form-link-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Download claim form (PDF)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/claim-form-link-375.png' });
});
