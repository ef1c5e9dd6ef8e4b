import {
  acceptedAndRejected277ca,
  acknowledgement999,
  paid835,
} from '../src/server/testing/response-files.ts';
import { expect, expectAccessible } from './fixtures.ts';
import {
  moneyFigure,
  signInForElectronicClaims,
  twoPendingClaimRows,
} from './support/answered-claims.ts';
import { expectCorrectionOf, submitCorrection } from './support/claims.ts';
import {
  createBatch,
  filterQueueByProvider,
  importResponseFile,
  operatorSection,
  testWithOperator as test,
  tickForBatch,
} from './support/operator.ts';
import { screenshot, screenshotDesktopThenPhone } from './support/screens.ts';

test('the operator batches two claims, imports a 277CA and an 835; the doula sees Rejected with the reason and Approved with the payment, live', async ({
  page,
  operatorWindow,
}) => {
  // The doula (her billing address with its ZIP+4, as electronic claims need) submits two
  // claims and keeps her list open.
  const email = await signInForElectronicClaims(page);
  const { first, second, firstRow, secondRow } = await twoPendingClaimRows(page, [12, 9]);

  // The operator ticks both claims in the queue and sends them in a batch.
  const operator = await operatorWindow();
  const formIds = [first.formId, second.formId];
  await filterQueueByProvider(operator, email, 2);
  await tickForBatch(operator, formIds);
  const made = await createBatch(operator, formIds);
  const batchNumber = /Batch (\d+) is ready/.exec((await made.textContent()) ?? '')![1]!;
  // Without a reload, both her claims read Processing.
  await expect(page.locator('.claim-row').filter({ hasText: 'Processing' })).toHaveCount(2);

  // The operator imports the clearinghouse's 277CA: the first accepted, the second rejected.
  await operatorSection(operator, 'Payer responses').click();
  await expect(operator.getByRole('heading', { name: 'Payer responses', level: 2 })).toBeVisible();
  await expectAccessible(operator);

  // The clearinghouse's 999 says it could read the batch's file.
  await importResponseFile(
    operator,
    '999-20261123.x12',
    acknowledgement999(Number(batchNumber), 'accepted'),
  );
  await expect(operator.getByRole('status').filter({ hasText: '999 imported' })).toContainText(
    `Batch ${batchNumber}: accepted by the clearinghouse.`,
  );

  await importResponseFile(operator, '277ca-20261124.x12', acceptedAndRejected277ca(first, second));
  const outcome = operator.getByRole('status').filter({ hasText: '277CA imported' });
  await expect(outcome).toContainText('2 claims matched, 0 items matched nothing.');
  await expect(outcome).toContainText(`${first.formId}: processing`);
  await expect(outcome).toContainText(`${second.formId}: processing → rejected`);
  // Both claims are answered: the batch is closed.
  await expect(outcome).toContainText(
    `Batch ${batchNumber} is closed: the payer has answered every claim in it.`,
  );
  await expectAccessible(operator);

  // Without a reload, the doula's list shows Processing and Rejected (orange), with the reason.
  await expect(firstRow.locator('.status-badge')).toHaveText('Processing');
  const rejectedBadge = secondRow.locator('.status-badge');
  await expect(rejectedBadge).toHaveText('Rejected');
  await expect(rejectedBadge).toHaveClass(/status-orange/);
  await secondRow.getByRole('button').first().click();
  const answer = secondRow.getByRole('region', { name: 'What the payer said' });
  await expect(answer).toContainText('EXAMPLE CLEARINGHOUSE rejected the claim');
  await expect(answer).toContainText('The payer says your billing NPI is not valid.');
  await expect(answer).toContainText('What to do: Change it in My Account');
  await expect(
    answer.getByRole('link', { name: 'Change your billing NPI in My Account' }),
  ).toHaveAttribute('href', '/account');
  await expect(secondRow.locator('.status-history li').last()).toContainText(
    '277CA from EXAMPLE CLEARINGHOUSE',
  );
  await expectAccessible(page);
  await screenshot(page, 'claims-rejected-desktop');

  // The 835 pays the first claim: Approved, $162.11 paid, live.
  const payment = paid835(first);
  await importResponseFile(operator, '835-20261201.x12', payment);
  await expect(operator.getByRole('status').filter({ hasText: '835 imported' })).toContainText(
    `${first.formId}: processing → approved, $162.11 paid`,
  );
  await expect(firstRow.locator('.status-badge')).toHaveText('Approved');
  await expect(firstRow).toContainText('$162.11 paid');
  // Her money at a glance follows, live: $162.11 paid, and in the chart's table for its month.
  await expect(moneyFigure(page, 'Paid')).toHaveText('$162.11');
  await expect(moneyFigure(page, 'Billed')).toHaveText('$324.22');
  const glance = page.getByRole('region', { name: 'Your money at a glance' });
  // As on the operator's Money section: the chart first, so "Show as table" has stopped moving.
  await expect(glance.getByRole('img', { name: /Bar chart of paid per month/ })).toBeVisible();
  await glance.getByText('Show as table').click();
  await expect(glance.getByRole('table', { name: 'Paid per month' })).toContainText('$162.11');

  // The same file again changes nothing, and says so.
  await importResponseFile(operator, '835-again.x12', payment);
  await expect(operator.getByRole('status').filter({ hasText: 'Already imported' })).toBeVisible();

  // A cut-short file is refused with the reason and listed.
  const cut = paid835(second);
  await importResponseFile(operator, 'cut-short.x12', cut.slice(0, cut.indexOf('CLP*')));
  await expect(operator.getByRole('alert')).toContainText('cut-short.x12 was refused');
  // Other journeys import files too, so this one finds its own in the list by name.
  const list = operator.locator('.op-list > li');
  await expect(list.filter({ hasText: 'cut-short.x12' })).toContainText('Refused');
  await expect(list.filter({ hasText: '277ca-20261124.x12' })).toContainText('Applied');
  await screenshotDesktopThenPhone(operator, 'operator-imports');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'claims-answered-phone');

  // The Batches section shows the batch closed, every claim answered.
  await operator.setViewportSize({ width: 1280, height: 800 });
  await operatorSection(operator, 'Batches').click();
  const batchRow = operator.locator('.op-list > li').filter({ hasText: `Batch ${batchNumber} ·` });
  await expect(batchRow).toContainText('Closed');
  await expect(batchRow).toContainText('Accepted by the clearinghouse (999 imported');
  await expect(batchRow).toContainText('Claims answered 2 of 2');
  await expectAccessible(operator);
  await screenshotDesktopThenPhone(operator, 'batches-answered');

  // She corrects the rejected claim from its row and sends it again: a new Pending claim, and
  // the list links the two.
  await page.setViewportSize({ width: 1280, height: 800 });
  await secondRow
    .getByRole('region', { name: 'Fix this claim' })
    .getByRole('link', { name: 'Correct this claim' })
    .click();
  await expectCorrectionOf(page, second);
  // A correction must change something the payer sees: the visit ended later than first sent.
  await page.getByLabel('Service Time To').fill('11:30');
  await page.getByLabel(/Additional Notes/).fill('Member ID checked with the patient.');
  await submitCorrection(page, second.formId, 3);
  await expect(page.locator('.claim-row').filter({ hasText: 'Rejected' })).toContainText(
    'Corrected by',
  );
});
