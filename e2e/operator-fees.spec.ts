import type { Page } from '@playwright/test';
import { acceptedAndRejected277ca } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible, SECOND_SERVER } from './fixtures.ts';
import { signInForElectronicClaims, submitTwoPrenatalVisits } from './support/answered-claims.ts';
import {
  importResponseFile,
  operatorSection,
  sendForPayerAnswers,
  testWithOperator as test,
} from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';

test.describe.configure({ lock: SECOND_SERVER });

const region = (ops: Page, name: string) => ops.getByRole('region', { name, exact: true });

/**
 * The ID of one of her claims, which the claims queue shows among its details (read through her
 * own list here: the journey is long enough without opening the queue).
 */
async function claimIdOf(page: Page, formId: string) {
  const list = await page.request.get('/api/claims');
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; formId: string }[] };
  return items.find((claim) => claim.formId === formId)!.id;
}

test('the operator sees her fee, records a check, credits the claim and sets a future price on the Fees section', async ({
  page,
  operatorWindow,
}) => {
  const email = await signInForElectronicClaims(page);
  const [first, second] = await submitTwoPrenatalVisits(page, [14, 7]);
  const ops = await operatorWindow();
  await sendForPayerAnswers(ops, [first, second]);
  // The first claim is accepted for processing (charged); the second is rejected (A7, free).
  await importResponseFile(ops, '277ca-console-fees.x12', acceptedAndRejected277ca(first, second));
  await expect(ops.getByRole('status').filter({ hasText: 'imported' })).toBeVisible();
  const claimId = await claimIdOf(page, first.formId);

  await operatorSection(ops, 'Fees').click();
  await expect(ops.getByRole('heading', { name: 'Fees', level: 2 })).toBeVisible();
  await expect(region(ops, 'Price per claim')).toContainText('In force today');

  // Fees by doula, this month: her one charged claim.
  const byDoula = region(ops, 'Fees by doula');
  await expect(byDoula.getByLabel('Statement month')).toHaveValue(
    new Date().toISOString().slice(0, 7),
  );
  const herFees = byDoula.getByRole('listitem').filter({ hasText: email });
  await expect(herFees).toContainText('Claims charged1Amount$10.00Paid$0.00Owed$10.00');

  // A check for part of her statement: checked before it is sent, confirmed, then recorded.
  const unpaid = region(ops, 'Unpaid statements');
  const herStatement = unpaid.getByRole('listitem').filter({ hasText: email });
  await expect(herStatement).toContainText('Owed$10.00');
  await herStatement.getByRole('button', { name: /^Record a check/ }).click();
  await expect(herStatement.getByLabel('Amount, in dollars')).toHaveValue('10.00');
  await herStatement.getByRole('button', { name: 'Record check' }).click();
  await expect(
    herStatement.getByText('Enter the check number or another reference.'),
  ).toBeVisible();
  await herStatement.screenshot({ path: 'test-results/screens/operator-fees-check-1280.png' });
  await herStatement.getByLabel('Amount, in dollars').fill('4');
  await herStatement.getByLabel('Check number or reference').fill('Check 1042');
  await herStatement.getByRole('button', { name: 'Record check' }).click();
  await ops.getByRole('button', { name: 'Yes, record the check' }).click();
  await expect(unpaid.getByRole('status')).toContainText('$6.00 is still owed.');
  await expect(herStatement).toContainText('Paid$4.00Owed$6.00');
  await expect(herFees).toContainText('Paid$4.00Owed$6.00');

  // Her claim's fee credited, once: her statement is no longer unpaid.
  const credit = region(ops, 'Credit a claim’s fee');
  await credit.getByLabel('Claim ID').fill(claimId);
  await credit.getByLabel('Reason (no patient details)').fill('Goodwill: first month');
  await credit.getByRole('button', { name: 'Credit fee' }).click();
  await ops.getByRole('button', { name: 'Yes, credit the fee' }).click();
  await expect(credit.getByRole('status')).toHaveText(
    `The fee of claim ${first.formId} is credited in this month’s statement.`,
  );
  await expect(herStatement).toHaveCount(0);
  await expect(herFees).toContainText('Amount$0.00Paid$4.00Overpaid$4.00');
  await credit.getByLabel('Claim ID').fill(claimId);
  await credit.getByLabel('Reason (no patient details)').fill('Twice');
  await credit.getByRole('button', { name: 'Credit fee' }).click();
  await ops.getByRole('button', { name: 'Yes, credit the fee' }).click();
  await expect(credit.getByRole('alert')).toContainText(
    `Claim ${first.formId} has no fee to credit: it was never charged or is credited already.`,
  );

  // A price from a far date: listed as future, today's price (which every sign-in page names)
  // unchanged, so nothing needs setting back.
  const price = region(ops, 'Price per claim');
  await price.getByLabel('Price per claim, in dollars').fill('11');
  await price.getByRole('button', { name: 'Set price' }).click();
  await expect(price.getByText('Use a date like 2026-12-01.')).toBeVisible();
  await price.getByLabel('From (claims accepted on or after)').fill('2098-06-01');
  await price.getByLabel('From (claims accepted on or after)').press('Enter');
  await ops.getByRole('button', { name: 'Yes, set the price' }).click();
  await expect(price.getByRole('status')).toHaveText(
    'The price is $11.00 a claim from June 1, 2098.',
  );
  await expect(price.getByRole('listitem').filter({ hasText: 'June 1, 2098' })).toContainText(
    '$11.00 from June 1, 2098 Future',
  );

  await expectAccessible(ops);
  await screensAt1280And375(ops, 'operator-fees');
});
