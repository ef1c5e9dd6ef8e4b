import { paid835 } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible } from './fixtures.ts';
import {
  moneyFigure as figure,
  signInForElectronicClaims,
  submitTwoPrenatalVisits,
} from './support/answered-claims.ts';
import {
  importResponseFile,
  operatorSection,
  sendForPayerAnswers,
  testWithOperator as test,
} from './support/operator.ts';
import { screenshot, screenshotDesktopThenPhone } from './support/screens.ts';

const today = new Date();
const thisMonth = today.toLocaleDateString('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

test('her money at a glance: billed, expected, paid and outstanding, and an 835 paying one claim shows $162.11 for this month, live', async ({
  page,
  operatorWindow,
}) => {
  await signInForElectronicClaims(page);
  const glance = page.getByRole('region', { name: 'Your money at a glance' });
  await expect(glance).toContainText('Nothing here for this period yet.');
  await expect(glance.getByLabel('Period')).toHaveValue('last-3-months');

  const [first, second] = await submitTwoPrenatalVisits(page, [14, 7]);
  await page.reload();

  await expect(figure(page, 'Billed')).toHaveText('$324.22');
  await expect(figure(page, 'Expected')).toHaveText('$324.22');
  await expect(figure(page, 'Paid')).toHaveText('$0.00');
  await expect(figure(page, 'Outstanding')).toHaveText('$324.22');
  await expect(glance).toContainText('What payers paid you in this period');
  const statuses = glance.getByRole('list', { name: 'Claims by status' });
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Pending' })).toContainText('2');
  await expect(glance).toContainText('No payments yet in this period.');
  await expectAccessible(page);

  // The operator sends both claims to the payer, then imports an 835 paying the first one;
  // the payer dated it today.
  const operator = await operatorWindow();
  await sendForPayerAnswers(operator, [first, second]);
  const compact = today.toISOString().slice(0, 10).replaceAll('-', '');
  const payment = paid835(first).replace(/^(BPR\*.*\*)\d{8}~$/m, `$1${compact}~`);
  await importResponseFile(operator, '835-money.x12', payment);
  await expect(operator.getByRole('status').filter({ hasText: '835 imported' })).toContainText(
    `${first.formId}: processing → approved, $162.11 paid`,
  );

  // Without a reload her summary follows: paid $162.11 this month, in the chart and its table.
  await expect(figure(page, 'Paid')).toHaveText('$162.11');
  await expect(figure(page, 'Outstanding')).toHaveText('$162.11');
  await expect(figure(page, 'Billed')).toHaveText('$324.22');
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Approved' })).toContainText('1');
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Processing' })).toContainText('1');
  await expect(glance.getByRole('img', { name: /Bar chart of paid per month/ })).toBeVisible();
  await glance.getByText('Show as table').click();
  const table = glance.getByRole('table', { name: 'Paid per month' });
  await expect(table.getByRole('row', { name: thisMonth })).toContainText('$162.11');
  await expectAccessible(page);
  await screenshot(page, 'money-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone nothing is wider than the screen (the chart's canvas shrinks with it).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await screenshot(page, 'money-phone');

  // Another period keeps the payment (this year), and all time too.
  await glance.getByLabel('Period').selectOption('this-year');
  await expect(figure(page, 'Paid')).toHaveText('$162.11');

  // The operators' money section: the same figures across every doula, and what waits.
  await operatorSection(operator, 'Money').click();
  await expect(operator.getByRole('heading', { name: 'Money', level: 2 })).toBeVisible();
  await expect(operator.getByText('Days to payment')).toBeVisible();
  await expect(operator.getByRole('heading', { name: 'Waiting for action' })).toBeVisible();
  // The chart draws after its script arrives and pushes "Show as table" down: wait for it, so the
  // click lands on the summary and not where it stood a moment before.
  await expect(operator.getByRole('img', { name: /Bar chart of paid per month/ })).toBeVisible();
  await operator.getByText('Show as table').click();
  await expect(operator.getByRole('table', { name: 'Paid per month' })).toContainText(thisMonth);
  await expectAccessible(operator);
  await screenshotDesktopThenPhone(operator, 'operator-money');
});
