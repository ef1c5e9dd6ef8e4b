import { acceptedAndRejected277ca } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible, SECOND_SERVER } from './fixtures.ts';
import { signInForElectronicClaims, submitTwoPrenatalVisits } from './support/answered-claims.ts';
import { csrf } from './support/api.ts';
import {
  importResponseFile,
  sendForPayerAnswers,
  testWithOperator as test,
} from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';

test.describe.configure({ lock: SECOND_SERVER });

const today = new Date().toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);

test('her accepted claim appears on her Billing page at the price in force; a new price applies from its date; the statement PDF lists the claim', async ({
  page,
  operatorWindow,
  request,
}) => {
  await signInForElectronicClaims(page);

  // Before any claim is accepted: nothing charged, no statement, no card on file yet (the
  // browser tests' server has card payments set up, against a loopback Stripe).
  // Billing is in the menu.
  await page.goto('/claims');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Billing', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const thisMonthCard = page.getByRole('region', { name: 'This month so far' });
  await expect(thisMonthCard).toContainText('Claims charged0');
  await expect(thisMonthCard).toContainText('Price per claim$10.00');
  await expect(page.getByText('No statements yet.')).toBeVisible();
  const cardSection = page.getByRole('region', { name: 'Card on file' });
  await expect(cardSection).toContainText('No card on file yet.');
  await expect(cardSection.getByRole('button', { name: 'Add a card' })).toBeVisible();

  // The clearinghouse accepts the first claim for processing and rejects the second (A7).
  const [first, second] = await submitTwoPrenatalVisits(page, [14, 7]);
  const operator = await operatorWindow();
  await sendForPayerAnswers(operator, [first, second]);
  await importResponseFile(operator, '277ca-fees.x12', acceptedAndRejected277ca(first, second));
  await expect(operator.getByRole('status').filter({ hasText: 'imported' })).toBeVisible();

  // The operator sets a new price from a later date: today's price stays $10.
  const later = await operator.request.put('/api/operator/fees/price', {
    headers: csrf,
    data: { cents: 1250, effectiveFrom: '2099-01-01' },
  });
  expect(later.status(), await later.text()).toBe(200);

  await page.reload();
  await expect(thisMonthCard).toContainText('Claims charged1');
  await expect(thisMonthCard).toContainText('Amount$10.00');
  await expect(thisMonthCard).toContainText('Price per claim$10.00');
  const statements = page.getByRole('table', { name: 'Statements' });
  await expect(statements.getByRole('row')).toHaveCount(2);
  await expect(statements.getByRole('row').nth(1)).toContainText('$10.00');
  await expect(statements.getByRole('row').nth(1)).toContainText('Open');
  await expectAccessible(page);
  await screensAt1280And375(page, 'billing');

  // The statement PDF: her download, checked as a file (and looked at as a picture by hand).
  const download = page.waitForEvent('download');
  await statements.getByRole('link', { name: /Download PDF/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`statement-${thisMonth}.pdf`);
  await pdf.saveAs(`test-results/screens/billing-statement-${thisMonth}.pdf`);

  // The sign-in page names the price in force; a price from today on changes it. The other
  // journeys share this server and expect $10: today's price is set back however this ends.
  const priceFromToday = (cents: number) =>
    operator.request.put('/api/operator/fees/price', {
      headers: csrf,
      data: { cents, effectiveFrom: today },
    });
  try {
    const now = await priceFromToday(1250);
    expect(now.status(), await now.text()).toBe(200);
    const config = await page.request.get('/api/public-config');
    expect((await config.json()).feePerClaim).toBe('$12.50');
    await page.reload();
    await expect(thisMonthCard).toContainText('Price per claim$12.50');
    // The claim accepted before keeps the price it was charged.
    await expect(thisMonthCard).toContainText('Amount$10.00');
    // The page a visitor is served at / (before any script) names the new price.
    const signedOut = await request.get('/');
    // (React marks where text meets a value with empty comments.)
    const served = (await signedOut.text()).replaceAll('<!-- -->', '');
    expect(served).toContain('One flat fee of $12.50 per claim.');
    // The Terms served signed out name the same price, and how fees are paid on this server.
    const terms = (await (await request.get('/tos')).text()).replaceAll('<!-- -->', '');
    expect(terms).toContain('flat fee of $12.50');
    expect(terms).toContain('charged to the card you keep on file');
  } finally {
    expect((await priceFromToday(1000)).status()).toBe(200);
  }
});
