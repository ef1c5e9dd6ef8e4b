import { E2E_STRIPE_PORT, E2E_STRIPE_SECRETS } from '../playwright.config.ts';
import { startStripeServer, type StripeTestServer } from '../src/server/testing/stripe-server.ts';
import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { followMainNav } from './support/records.ts';
import { screensAt1280And375, screenshot } from './support/screens.ts';

let stripe: StripeTestServer;

test.beforeAll(async ({ baseURL }) => {
  stripe = await startStripeServer({
    port: E2E_STRIPE_PORT,
    webhookUrl: `${baseURL}/api/stripe/webhook`,
  });
  // The app server was started with these; the test server must sign with the same secret.
  expect(stripe.secretKey).toBe(E2E_STRIPE_SECRETS.STRIPE_SECRET_KEY);
  expect(stripe.webhookSecret).toBe(E2E_STRIPE_SECRETS.STRIPE_WEBHOOK_SECRET);
});
test.afterAll(() => stripe.close());

test('she adds a card on the Checkout page and sees its brand and last four digits', async ({
  page,
}) => {
  await signInRegistered(page);
  await followMainNav(page, 'My Account');
  await page.getByRole('link', { name: 'Card on file' }).click();
  await expect(page).toHaveURL('/account/card');
  await expect(page.getByText('No card on file yet.', { exact: false })).toBeVisible();
  await screenshot(page, 'card-on-file-empty-1280');

  await page.getByRole('button', { name: 'Add a card' }).click();
  // Stripe's page (the test server's stand-in): the card number is typed there, not in the app.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_STRIPE_PORT}/checkout/`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL('/account/card?setup=done');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change card' })).toBeVisible();
  await expect(page.getByText('4242 4242')).toHaveCount(0);
  expect(stripe.deliveries.map((delivery) => [delivery.type, delivery.status])).toContainEqual([
    'checkout.session.completed',
    200,
  ]);
  await expectAccessible(page);
  await screensAt1280And375(page, 'card-on-file', { stayAtPhone: true });

  // Her Billing page holds the same card section: brand and last four, "Change card".
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account/billing');
  const card = page.getByRole('region', { name: 'Card on file' });
  await expect(card).toContainText('Visa ending in 4242');
  await expect(card.getByRole('button', { name: 'Change card' })).toBeVisible();
  await screensAt1280And375(page, 'billing-card');
});
