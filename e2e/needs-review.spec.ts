import { overpaid835 } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible } from './fixtures.ts';
import * as answered from './support/answered-claims.ts';
import {
  importResponseFile,
  operatorSection,
  sendForPayerAnswers,
  testWithOperator as test,
} from './support/operator.ts';
import { screenshotDesktopThenPhone } from './support/screens.ts';

test('an 835 paying $1,000,000.00 on a $162.11 claim is held; the operator refuses it in Needs review and her claim and totals are unchanged', async ({
  page,
  operatorWindow,
}) => {
  await answered.signInForElectronicClaims(page);
  const [first, second] = await answered.submitTwoPrenatalVisits(page, [13, 8]);
  const operator = await operatorWindow();
  await sendForPayerAnswers(operator, [first, second]);
  await page.reload();
  await expect(answered.moneyFigure(page, 'Paid')).toHaveText('$0.00');
  await expect(answered.moneyFigure(page, 'Outstanding')).toHaveText('$324.22');

  // The operator imports the 835: the payment is held, not posted.
  await importResponseFile(operator, '835-overpaid.x12', overpaid835(first));
  const outcome = operator.getByRole('status').filter({ hasText: '835 imported' });
  await expect(outcome).toContainText(
    `Claim ${first.formId}: held for review — Paid $1,000,000.00, which makes $1,000,000.00 paid on a charge of $162.11.`,
  );

  // Needs review lists it with why; she sees nothing of it.
  await operatorSection(operator, 'Needs review').click();
  await expect(operator.getByRole('heading', { name: 'Needs review', level: 2 })).toBeVisible();
  const held = operator
    .getByRole('list', { name: 'Payments held for review' })
    .getByRole('listitem')
    .filter({ hasText: first.formId });
  await expect(held).toContainText('$1,000,000.00');
  await expect(held).toContainText('which makes $1,000,000.00 paid on a charge of $162.11');
  await expectAccessible(operator);
  await screenshotDesktopThenPhone(operator, 'needs-review');
  await operator.setViewportSize({ width: 1280, height: 800 });

  // Refusing asks first; keeping it for review changes nothing.
  await held.getByRole('button', { name: `Refuse payment for ${first.formId}` }).click();
  const ask = operator.getByRole('dialog', { name: 'Refuse this payment?' });
  await expect(ask).toContainText(`The payment of $1,000,000.00 on claim ${first.formId}`);
  await expectAccessible(operator);
  await screenshotDesktopThenPhone(operator, 'needs-review-refuse');
  await operator.setViewportSize({ width: 1280, height: 800 });
  await ask.getByRole('button', { name: 'Keep it for review' }).click();
  await expect(ask).toHaveCount(0);
  await expect(held).toContainText('$1,000,000.00');
  await held.getByRole('button', { name: `Refuse payment for ${first.formId}` }).click();
  await ask.getByRole('button', { name: 'Yes, refuse it' }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'is refused' })).toContainText(
    `The payment of $1,000,000.00 on claim ${first.formId} is refused; the claim is unchanged.`,
  );
  await expect(operator.getByText('No payment is waiting for review.')).toBeVisible();

  // Her claim and totals: as before, nothing paid.
  await page.reload();
  await expect(answered.moneyFigure(page, 'Paid')).toHaveText('$0.00');
  await expect(answered.moneyFigure(page, 'Billed')).toHaveText('$324.22');
  await expect(answered.moneyFigure(page, 'Outstanding')).toHaveText('$324.22');
  await expect(page.locator('.claim-row').filter({ hasText: 'Processing' })).toHaveCount(2);
});
