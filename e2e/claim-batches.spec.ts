import { readFile } from 'node:fs/promises';
import { admin, expect, expectAccessible, visit } from './fixtures.ts';
import { signInForElectronicClaims, submitTwoPrenatalVisits } from './support/answered-claims.ts';
import {
  batchCheckbox,
  createBatch,
  filterQueueByProvider,
  operatorSection,
  testWithOperator as test,
  tickForBatch,
} from './support/operator.ts';
import { screensAt1280And375, screenshot } from './support/screens.ts';

/** An operator of this journey's own (granted below), so other journeys' audit trails stay theirs. */
const OPERATOR = 'batch-operator@e2e.test';

test('the operator sends two claims in a batch; the doula sees them processing, live, and prints one', async ({
  page,
  operatorWindow,
}) => {
  // A doula whose billing address has its ZIP+4 (electronic claims need it), with two claims.
  const email = await signInForElectronicClaims(page);
  const [first, second] = await submitTwoPrenatalVisits(page, [6, 5], {
    patient: { firstName: 'Rosa', lastName: 'Batchelder' },
  });
  const formIds = [first.formId, second.formId];

  // She keeps her claims list open.
  await visit(page, '/claims');
  const rows = page.locator('.claim-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);

  // The operator, in a browser of her own, ticks both claims and creates a batch.
  await admin('operator', 'grant', OPERATOR);
  const ops = await operatorWindow(OPERATOR);
  await filterQueueByProvider(ops, email, 2);

  // Nothing ticked: the refusal shows next to the action.
  await ops.getByRole('button', { name: 'Create batch' }).click();
  await expect(ops.getByRole('alert')).toContainText('Tick the claims to send first');

  await tickForBatch(ops, formIds);
  await expect(ops.getByText('2 claims ticked.')).toBeVisible();
  await screenshot(ops, 'batch-ticked-1280');
  const made = await createBatch(ops, formIds);
  await expect(made).toBeVisible();
  await expectAccessible(ops);
  await screenshot(ops, 'batch-created-1280');

  // The file downloads, named by the batch number, and is an 837P with both claims.
  const downloading = ops.waitForEvent('download');
  await made.getByRole('link', { name: /^Download batch-\d+\.837$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^batch-\d+\.837$/);
  expect(download.url()).not.toContain('Batchelder');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.startsWith('ISA*')).toBe(true);
  expect(file).toContain(`CLM*${first.formId}*`);
  expect(file).toContain(`CLM*${second.formId}*`);
  expect(file).toContain('GS*HC*');

  // The queue no longer offers them for a batch; the Batches panel lists the batch.
  await expect(batchCheckbox(ops, first.formId)).toHaveCount(0);
  await operatorSection(ops, 'Batches').click();
  const batchRow = ops.locator('.op-list > li').first();
  await expect(batchRow).toContainText('MCAL1');
  await expect(batchRow).toContainText(`by ${OPERATOR}`);
  await expect(batchRow).toContainText('2 claims');
  await expect(batchRow.getByRole('link', { name: /^Download batch-\d+\.837$/ })).toBeVisible();
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'batches-panel', { stayAtPhone: true });
  await operatorSection(ops, 'Claims queue').click();
  await screenshot(ops, 'claims-queue-375');

  // Without a reload, both her claims read Processing.
  await expect(rows.filter({ hasText: 'Processing' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(0);

  // She downloads her claim's form: the newest, the second (its service day is the later one).
  await rows
    .first()
    .getByRole('button', { name: /Prenatal Visit/ })
    .click();
  await expect(rows.first()).toContainText(second.formId);
  const printing = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download claim form (PDF)' }).click();
  const pdf = await printing;
  expect(pdf.suggestedFilename()).toBe(`${second.formId}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
