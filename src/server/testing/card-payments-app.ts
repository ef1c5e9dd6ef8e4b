import { createDoula, type Doula } from './doulas.ts';
import { startStripeServer, type StripeTestServer } from './stripe-server.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * A test app whose card payments go to a loopback Stripe server, listening so that the server's
 * webhooks reach it, with one doula. The caller closes both (`close`).
 */
export async function appWithStripe(email: string) {
  const stripe = await startStripeServer();
  const t = await buildTestApp(stripe.env);
  try {
    await connectStripe(t, stripe);
    const doula = await createDoula(t, email);
    // The app first: its jobs may still be talking to the loopback Stripe as it stops.
    const close = async () => {
      await t.close();
      await stripe.close();
    };
    return { t, stripe, doula, close };
  } catch (error) {
    await Promise.all([t.close(), stripe.close()]);
    throw error;
  }
}

/** She starts "Add a card" and saves this card on the test server's Checkout page. */
export async function addCard(
  t: TestApp,
  stripe: StripeTestServer,
  doula: Doula,
  cardNumber = '4242 4242 4242 4242',
) {
  const started = await t.as(doula.cookie).post('/api/card/setup', {});
  if (started.statusCode !== 200) throw new Error(`setup answered ${started.statusCode}`);
  const url = (started.json() as { url: string }).url;
  const sessionId = url.split('/').pop()!;
  return { url, returnUrl: await stripe.completeCheckout(sessionId, cardNumber) };
}

/** The loopback Stripe a test app's card payments talk to (set by the test files that use one). */
const stripeOf = new WeakMap<TestApp, StripeTestServer>();

export const stripeServerOf = (t: TestApp) => stripeOf.get(t);

/**
 * Makes the app listen, so that the loopback Stripe's webhooks reach it, and lets the valid
 * calls of the card routes use that server (a card added on its Checkout page).
 */
export async function connectStripe(t: TestApp, stripe: StripeTestServer) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.webhookUrl = `${address}/api/stripe/webhook`;
  stripeOf.set(t, stripe);
}
