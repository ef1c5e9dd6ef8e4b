import { readFile } from 'node:fs/promises';
import { E2E_GLOBAL_STRIPE_PORT } from '../playwright.config.ts';
import { readPdf } from '../src/server/formats/cms1500/testing/read-pdf.ts';
import { acceptedAndRejected277ca } from '../src/server/testing/response-files.ts';
import { startStripeServer, type StripeTestServer } from '../src/server/testing/stripe-server.ts';
import { expect, expectAccessible, SECOND_SERVER } from './fixtures.ts';
import { signInForElectronicClaims, submitTwoPrenatalVisits } from './support/answered-claims.ts';
import { csrf } from './support/api.ts';
import {
  importResponseFile,
  operatorSection,
  sendForPayerAnswers,
  testWithOperator as test,
} from './support/operator.ts';
import { expectPlainWords } from './support/plain-words.ts';
import { screensAt1280And375, screenshot } from './support/screens.ts';

test.describe.configure({ lock: SECOND_SERVER });

const thisMonth = new Date().toISOString().slice(0, 7);
let stripe: StripeTestServer;

test.beforeAll(async ({ baseURL }) => {
  stripe = await startStripeServer({
    port: E2E_GLOBAL_STRIPE_PORT,
    webhookUrl: `${baseURL}/api/stripe/webhook`,
  });
});
test.afterAll(() => stripe.close());

/** What the loopback Stripe was asked to charge for this month's statements. */
const statementCharges = () =>
  stripe.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/payment_intents' &&
      JSON.stringify(request.params).includes(`fees:${thisMonth}`),
  );

test('with a card added on the Checkout page the monthly run charges her statement (a decline shows her a banner until a later run is paid), the statement PDF lists the claim and the payment, and an operator refunds part of it in the console', async ({
  page,
  operatorWindow,
}) => {
  test.setTimeout(240_000);
  const email = await signInForElectronicClaims(page);

  // She adds a card on Stripe's page (the test server's stand-in), from her Billing page.
  await page.goto('/account/billing');
  const card = page.getByRole('region', { name: 'Card on file' });
  await card.getByRole('button', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${E2E_GLOBAL_STRIPE_PORT}/checkout/`),
  );
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await page.goto('/account/billing');
  await expect(card).toContainText('Visa ending in 4242');

  // The clearinghouse accepts her first claim for processing (charged) and rejects the second.
  const [first, second] = await submitTwoPrenatalVisits(page, [15, 8]);
  const operator = await operatorWindow();
  await sendForPayerAnswers(operator, [first, second]);
  await importResponseFile(operator, '277ca-card.x12', acceptedAndRejected277ca(first, second));
  await expect(operator.getByRole('status').filter({ hasText: 'imported' })).toBeVisible();

  // The monthly run, started by the operator for this month (the cron job does it on the 1st
  // for the month before).
  const monthlyRun = async () => {
    const answer = await operator.request.post('/api/operator/fees/charges', {
      headers: csrf,
      data: { month: thisMonth },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    await stripe.settled();
  };
  const chargesBefore = statementCharges().length;

  // Her bank declines the first try: every screen of hers says so in plain words.
  stripe.declineNext();
  await monthlyRun();
  await page.goto('/claims');
  await expect(page.getByText(/Your card payment for .+ did not go through/)).toBeVisible();
  await screensAt1280And375(page, 'card-declined-banner');

  // Run again, and once more: the statement is charged once more, then nothing is due.
  await monthlyRun();
  await monthlyRun();
  expect(statementCharges().length - chargesBefore).toBe(2);
  await page.goto('/account/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByText(/did not go through/)).toHaveCount(0);

  const statements = page.getByRole('table', { name: 'Statements' });
  // (The price itself is the fee journey's subject: that journey changes today's price for a
  // moment, beside this one.)
  await expect(statements.getByRole('row').nth(1)).toContainText('Paid');
  await screenshot(page, 'billing-card-paid-1280');

  // The statement PDF, read back as a PDF reader would: the claim by form ID, and the payment.
  const download = page.waitForEvent('download');
  await statements.getByRole('link', { name: /Download PDF/ }).click();
  const pdf = await download;
  const path = `test-results/screens/billing-card-statement-${thisMonth}.pdf`;
  await pdf.saveAs(path);
  const text = (await readPdf(await readFile(path))).pages
    .flat()
    .map((item) => item.text)
    .join(' ');
  expect(text).toContain(first.formId);
  expect(text).not.toContain(second.formId);
  expect(text).toContain('Card');

  // An operator gives part of it back from the console's Fees section, through the card provider.
  await operatorSection(operator, 'Fees').click();
  const payments = operator.getByRole('region', { name: 'Card payments', exact: true });
  const payment = payments.getByRole('listitem').filter({ hasText: email });
  await expect(payment).toContainText('Refunded on this statement$0.00');
  await payment.getByRole('button', { name: /^Refund .+’s payment for / }).click();
  await payment.getByLabel('Amount to refund, in dollars').fill('2.50');
  await payment.getByLabel('Reason (no patient details)').fill('Goodwill after a late payment');
  await payment.screenshot({ path: 'test-results/screens/operator-card-refund-form-1280.png' });
  await payment.getByRole('button', { name: 'Refund', exact: true }).click();
  await operator.getByRole('button', { name: 'Yes, refund to her card' }).click();
  await expect(payments.getByText(/^Refunded \$2\.50 of .+ card payment for /)).toBeVisible();
  await expect(payment).toContainText('Refunded on this statement$2.50');
  const refundPosts = stripe.requests.filter((request) => request.path === '/v1/refunds');
  expect(refundPosts.at(-1)?.params).toMatchObject({ amount: '250' });
  await payments.scrollIntoViewIfNeeded();
  await screensAt1280And375(operator, 'operator-card-refund');

  // Her Billing page: the refund is its own line, the payment it came from named by card and
  // day; the statement reads as amounts paid and refunded.
  await page.goto('/account/billing');
  const today = writtenDay(new Date());
  const receipts = page.getByRole('table', { name: 'Payments and refunds' });
  const refundRow = receipts.getByRole('row').filter({ hasText: `Card refund, ${today}` });
  await expect(refundRow).toContainText(
    `Given back to the Visa ending in 4242, from the payment of ${today}`,
  );
  await expect(refundRow).toContainText('$2.50 back to you');
  await expect(
    receipts.getByRole('row').filter({ hasText: `Card payment, ${today}` }),
  ).toContainText('Paid with the Visa ending in 4242');
  const statementRow = statements.getByRole('row').nth(1);
  // Paid in full, then $2.50 refunded: $2.50 due again (whatever today's price).
  await expect(statementRow).toContainText('$2.50$2.50Open');
  await expectAccessible(page);
  expectPlainWords(await page.getByRole('main').innerText(), 'her Billing page');
  await receipts.scrollIntoViewIfNeeded();
  await screensAt1280And375(page, 'billing-card-refund');

  // Her statement PDF, read back: the refund line, the payment by card, the totals as amounts.
  const again = page.waitForEvent('download');
  await statements.getByRole('link', { name: /Download PDF/ }).click();
  const refundedPath = `test-results/screens/billing-card-refund-statement-${thisMonth}.pdf`;
  await (await again).saveAs(refundedPath);
  const refunded = (await readPdf(await readFile(refundedPath))).pages
    .flat()
    .map((item) => item.text)
    .join(' ')
    .replace(/\s+/g, ' ');
  for (const expected of [
    `Card refund, ${today}`,
    `Given back to the Visa ending in 4242, from the payment of ${today}`,
    `Card payment, ${today}`,
    'Paid with the Visa ending in 4242',
    'Refunded to you $2.50',
    'Amount due $2.50',
  ]) {
    expect(refunded, expected).toContain(expected);
  }
  expect(refunded).toMatch(/Paid \$\d+\.\d{2}/);
  expectPlainWords(refunded, 'her statement PDF');
});

/** "December 2", as her receipts name a day. */
function writtenDay(at: Date): string {
  return at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}
