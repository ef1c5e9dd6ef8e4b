import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  admin,
  expect,
  expectAccessible,
  signIn,
  signInRegistered,
  test,
  testProfile,
  visit,
} from './fixtures.ts';
import { submitPrenatalVisit } from './support/answered-claims.ts';
import { csrf } from './support/billable-claims.ts';
import { daysAgo } from './support/dates.ts';

/** An operator of this journey's own (granted below), so other journeys' audit trails stay theirs. */
const OPERATOR = 'batch-operator@e2e.test';

/** A claim of hers for a home prenatal visit on its own day; answers its form ID. */
const submitClaim = async (page: Page, patientId: string, day: string) =>
  (await submitPrenatalVisit(page, patientId, day)).formId;

test('the operator sends two claims in a batch; the doula sees them processing, live, and prints one', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browsers

  // A doula whose billing address has its ZIP+4 (electronic claims need it), with two claims.
  const email = await signInRegistered(page);
  const profile = await page.request.put('/api/profile', {
    headers: csrf,
    data: { ...testProfile, businessAddressZip: '94607-1234' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const patient = await page.request.post('/api/patients', {
    headers: csrf,
    data: {
      firstName: 'Rosa',
      middleName: '',
      lastName: 'Batchelder',
      dateOfBirth: '1990-02-11',
      addressStreet: '9 Cedar Ln',
      addressCity: 'Fresno',
      addressState: 'CA',
      addressZip: '93701',
      insuranceProvider: 'Medi-Cal',
      payerId: 'MCAL1',
      payerType: 'Medicaid',
      policyNumber: 'POL-BATCH-1',
    },
  });
  expect(patient.status(), await patient.text()).toBe(201);
  const patientId = ((await patient.json()) as { id: string }).id;
  const first = await submitClaim(page, patientId, daysAgo(6));
  const second = await submitClaim(page, patientId, daysAgo(5));

  // She keeps her claims list open.
  await visit(page, '/claims');
  const rows = page.locator('.claim-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);

  // The operator, in a browser of her own, ticks both claims and creates a batch.
  await admin('operator', 'grant', OPERATOR);
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsErrors: string[] = [];
  ops.on('pageerror', (error) => opsErrors.push(error.message));
  await ops.goto('/');
  await signIn(ops, OPERATOR);
  await expect(ops).toHaveURL('/operator');
  await ops.getByRole('textbox', { name: 'Provider email' }).fill(email);
  await ops.getByRole('button', { name: 'Apply filters' }).click();
  await expect(ops.locator('.op-list > li')).toHaveCount(2);

  // Nothing ticked: the refusal shows next to the action.
  await ops.getByRole('button', { name: 'Create batch' }).click();
  await expect(ops.getByRole('alert')).toContainText('Tick the claims to send first');

  await ops.getByRole('checkbox', { name: `Select ${first} for a batch` }).check();
  await ops.getByRole('checkbox', { name: `Select ${second} for a batch` }).check();
  await expect(ops.getByText('2 claims ticked.')).toBeVisible();
  await ops.screenshot({ path: 'test-results/screens/batch-ticked-1280.png', fullPage: true });
  await ops.getByRole('button', { name: 'Create batch' }).click();
  const made = ops.getByRole('status').filter({ hasText: /Batch \d+ is ready\./ });
  await expect(made).toBeVisible();
  await expect(made).toContainText(`2 claims for MCAL1 (${first}, ${second}) now read Processing.`);
  await expectAccessible(ops);
  await ops.screenshot({ path: 'test-results/screens/batch-created-1280.png', fullPage: true });

  // The file downloads, named by the batch number, and is an 837P with both claims.
  const downloading = ops.waitForEvent('download');
  await made.getByRole('link', { name: /^Download batch-\d+\.837$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^batch-\d+\.837$/);
  expect(download.url()).not.toContain('Batchelder');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.startsWith('ISA*')).toBe(true);
  expect(file).toContain(`CLM*${first}*`);
  expect(file).toContain(`CLM*${second}*`);
  expect(file).toContain('GS*HC*');

  // The queue no longer offers them for a batch; the Batches panel lists the batch.
  await expect(ops.getByRole('checkbox', { name: `Select ${first} for a batch` })).toHaveCount(0);
  await ops
    .getByRole('navigation', { name: 'Operator sections' })
    .getByRole('link', { name: 'Batches' })
    .click();
  const batchRow = ops.locator('.op-list > li').first();
  await expect(batchRow).toContainText('MCAL1');
  await expect(batchRow).toContainText(`by ${OPERATOR}`);
  await expect(batchRow).toContainText('2 claims');
  await expect(batchRow.getByRole('link', { name: /^Download batch-\d+\.837$/ })).toBeVisible();
  await expectAccessible(ops);
  await ops.screenshot({ path: 'test-results/screens/batches-panel-1280.png', fullPage: true });
  await ops.setViewportSize({ width: 375, height: 800 });
  await ops.screenshot({ path: 'test-results/screens/batches-panel-375.png', fullPage: true });
  await ops
    .getByRole('navigation', { name: 'Operator sections' })
    .getByRole('link', { name: 'Claims queue' })
    .click();
  await ops.screenshot({ path: 'test-results/screens/claims-queue-375.png', fullPage: true });
  expect(opsErrors).toEqual([]);
  await opsContext.close();

  // Without a reload, both her claims read Processing.
  await expect(rows.filter({ hasText: 'Processing' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(0);

  // She downloads her claim's form: the newest, the second (its service day is the later one).
  await rows
    .first()
    .getByRole('button', { name: /Prenatal Visit/ })
    .click();
  await expect(rows.first()).toContainText(second);
  const printing = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download claim form (PDF)' }).click();
  const pdf = await printing;
  expect(pdf.suggestedFilename()).toBe(`${second}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
