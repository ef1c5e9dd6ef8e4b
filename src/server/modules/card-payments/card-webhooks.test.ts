import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, appWithStripe } from '../../testing/card-payments-app.ts';
import type { Doula } from '../../testing/doulas.ts';
import type { StripeTestServer } from '../../testing/stripe-server.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { WEBHOOK_NOT_CONFIGURED_MESSAGE } from './card-payments.service.ts';
import { BAD_SIGNATURE_MESSAGE } from './card-webhooks.ts';

let t: TestApp, stripe: StripeTestServer, maya: Doula, close: () => Promise<unknown>;

beforeAll(async () => {
  ({ t, stripe, doula: maya, close } = await appWithStripe('card-webhooks@example.com'));
});
afterAll(() => close());

const eventRows = async () =>
  (await t.database.pool.query('SELECT event_id, type FROM stripe_webhook_events')).rows;

/** A webhook as Stripe sends it: no session, no CSRF header, only its signature. */
const postWebhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
const signed = (payload: string, secret: string, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
const event = (id: string, type: string) =>
  JSON.stringify({ id, object: 'event', type, data: { object: { id: 'x_test_1' } } });

describe("Stripe's webhooks", () => {
  it('apply the same event delivered twice once', async () => {
    stripe.deliverTwice();
    try {
      await addCard(t, stripe, maya, '4000 0566 5566 5556');
    } finally {
      stripe.deliverTwice(false);
    }
    const [first, second] = stripe.deliveries.filter(
      (delivery) => delivery.type === 'checkout.session.completed',
    );
    expect(second!.eventId).toBe(first!.eventId);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    const rows = (await eventRows()).filter((row) => row.event_id === first!.eventId);
    expect(rows).toEqual([{ event_id: first!.eventId, type: 'checkout.session.completed' }]);
    expect((await t.as(maya.cookie).get('/api/card')).json().card).toEqual({
      brand: 'visa',
      last4: '5556',
    });

    const payload = event('evt_test_repeat', 'customer.updated');
    const answers = [];
    for (const _ of [1, 2])
      answers.push((await postWebhook(payload, signed(payload, stripe.webhookSecret))).json());
    expect(answers).toEqual([
      { received: true, outcome: 'ignored' },
      { received: true, outcome: 'repeated' },
    ]);
  });

  it('acknowledge an event type the product does not use, and ignore it', async () => {
    const payload = event('evt_test_unknown', 'invoice.finalized');
    const answer = await postWebhook(payload, signed(payload, stripe.webhookSecret));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refuse a missing, forged, stale or tampered signature, and change nothing', async () => {
    const before = await eventRows();
    const payload = event('evt_test_forged', 'checkout.session.completed');
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const refusals = [
      await postWebhook(payload),
      await postWebhook(payload, signed(payload, 'whsec_someoneelse')),
      await postWebhook(payload, signed(payload, stripe.webhookSecret, stale)),
      await postWebhook(
        payload.replace('forged', 'tampered'),
        signed(payload, stripe.webhookSecret),
      ),
      await postWebhook(payload, 'not a signature'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({
        code: 'validation_failed',
        message: BAD_SIGNATURE_MESSAGE,
      });
    }
    expect(await eventRows()).toEqual(before);
  });

  it('refuse every webhook on a server without Stripe settings', async () => {
    const { buildTestApp } = await import('../../testing/test-app.ts');
    const plain = await buildTestApp();
    try {
      const payload = event('evt_test_plain', 'invoice.finalized');
      const answer = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signed(payload, 'whsec_x'),
        },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(WEBHOOK_NOT_CONFIGURED_MESSAGE);
    } finally {
      await plain.close();
    }
  });
});
