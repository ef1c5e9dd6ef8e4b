import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages } from '#domain/fees/card-payments';
import { addCard, appWithStripe } from '../../testing/card-payments-app.ts';
import type { Doula } from '../../testing/doulas.ts';
import type { StripeTestServer } from '../../testing/stripe-server.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { CardPaymentError, createCardPayments, type CardPayments } from './index.ts';

let t: TestApp, stripe: StripeTestServer, maya: Doula, close: () => Promise<unknown>;
let cards: CardPayments;

beforeAll(async () => {
  ({ t, stripe, doula: maya, close } = await appWithStripe('card-gateway@example.com'));
  cards = createCardPayments(t.database.db, t.config.stripe, { publicUrl: t.config.publicUrl });
});
afterAll(() => close());

const chargeRow = async (key: string) =>
  (
    await t.database.pool.query(
      'SELECT status, failure_code, payment_intent_id, refunded_cents FROM card_charges WHERE idempotency_key = $1',
      [key],
    )
  ).rows;
const posts = (path: string) =>
  stripe.requests.filter((request) => request.method === 'POST' && request.path === path);
const events = (type: string) => stripe.deliveries.filter((delivery) => delivery.type === type);
/** Her charge for one month's statement, first try: the key a retry of it would reuse. */
const statementCharge = (month: string, amountCents: number) => ({
  userId: maya.userId,
  amountCents,
  reference: `statement-${month}`,
  idempotencyKey: `statement-${month}-try-1`,
});

describe('card payments through the official Stripe client, against the loopback server', () => {
  it("makes her customer with her business name and email only, and saves the card she adds on Stripe's page", async () => {
    const { url, returnUrl } = await addCard(t, stripe, maya, '4242 4242 4242 4242');
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    expect(returnUrl).toBe('http://localhost:3999/account/card?setup=done');
    const [customer] = posts('/v1/customers');
    expect(Object.keys(customer!.params).sort()).toEqual(['email', 'metadata', 'name']);
    expect(customer!.params).toMatchObject({
      name: 'Gentle Births LLC',
      email: 'card-gateway@example.com',
    });
    expect(posts('/v1/checkout/sessions')[0]!.params).toMatchObject({ mode: 'setup' });

    const status = await t.as(maya.cookie).get('/api/card');
    expect(status.json()).toEqual({ configured: true, card: { brand: 'visa', last4: '4242' } });
    expect(await cards.cardOnFile(maya.userId)).toEqual({ brand: 'visa', last4: '4242' });
    // No card number or payment method id reaches her screen.
    expect(status.body).not.toContain('pm_test_');

    // A second card replaces the first; the customer stays the same one.
    await addCard(t, stripe, maya, '5555 5555 5555 4444');
    expect(posts('/v1/customers')).toHaveLength(1);
    expect(await cards.cardOnFile(maya.userId)).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('charges the card on file off session', async () => {
    const charged = await cards.chargeOffSession(statementCharge('2026-10', 3000));
    expect(charged.status).toBe('succeeded');
    const [intent] = posts('/v1/payment_intents').slice(-1);
    expect(intent!.params).toMatchObject({
      amount: '3000',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
    });
    await stripe.settled();
    expect(await chargeRow('statement-2026-10-try-1')).toEqual([
      {
        status: 'succeeded',
        failure_code: null,
        payment_intent_id: charged.paymentIntentId,
        refunded_cents: 0,
      },
    ]);
  });

  it('refuses a declined card in a plain sentence and records the decline', async () => {
    stripe.declineNext('insufficient_funds');
    const attempt = cards.chargeOffSession(statementCharge('2026-09', 2000));
    await expect(attempt).rejects.toThrow(cardMessages.declined);
    await expect(attempt).rejects.toMatchObject({ failure: 'declined', retryable: false });
    await stripe.settled();
    expect(await chargeRow('statement-2026-09-try-1')).toMatchObject([
      { status: 'failed', failure_code: 'insufficient_funds' },
    ]);
  });

  it('after a network error, the retry with the same key charges her once', async () => {
    const charge = statementCharge('2026-08', 4000);
    const succeededBefore = events('payment_intent.succeeded').length;
    // The request and the client's own retry of a closed connection both lose their answer.
    stripe.failNetwork(2);
    const lost = await cards.chargeOffSession(charge).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(CardPaymentError);
    expect(lost).toMatchObject({ failure: 'unavailable', retryable: true });
    expect(await chargeRow(charge.idempotencyKey)).toMatchObject([{ status: 'pending' }]);

    const retried = await cards.chargeOffSession(charge);
    expect(retried.status).toBe('succeeded');
    await stripe.settled();
    // Stripe made one PaymentIntent: the retry was answered from the first attempt.
    expect(events('payment_intent.succeeded')).toHaveLength(succeededBefore + 1);
    expect(await chargeRow(charge.idempotencyKey)).toMatchObject([
      { status: 'succeeded', payment_intent_id: retried.paymentIntentId },
    ]);
  });

  it('a connection dropped once is retried by the client itself, with the same key', async () => {
    const succeededBefore = events('payment_intent.succeeded').length;
    stripe.failNetwork(1);
    const charged = await cards.chargeOffSession(statementCharge('2026-06', 1500));
    expect(charged.status).toBe('succeeded');
    await stripe.settled();
    expect(events('payment_intent.succeeded')).toHaveLength(succeededBefore + 1);
  });

  it('refunds part of a payment, and never more than is left of it', async () => {
    const charged = await cards.chargeOffSession(statementCharge('2026-07', 5000));
    const refund = {
      paymentIntentId: charged.paymentIntentId,
      amountCents: 1000,
      reason: 'Fee credited',
    };
    const refunded = await cards.refund(refund);
    expect(refunded).toMatchObject({
      refundId: expect.stringMatching(/^re_test_/),
      status: 'succeeded',
    });
    expect(posts('/v1/refunds').slice(-1)[0]!.params).toEqual({
      payment_intent: charged.paymentIntentId,
      amount: '1000',
      reason: 'requested_by_customer',
    });
    await stripe.settled();
    expect(events('charge.refunded').slice(-1)[0]!.status).toBe(200);
    expect(await chargeRow('statement-2026-07-try-1')).toMatchObject([{ refunded_cents: 1000 }]);
    await expect(cards.refund({ ...refund, amountCents: 4001 })).rejects.toThrow(
      'A refund cannot be more than what is left of the payment.',
    );
  });
});
