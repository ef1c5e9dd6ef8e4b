import { describe, expect, it } from 'vitest';
import { canary } from '../../testing/canary.ts';
import { canarySuccessRoutesByFile, registeredCanaryApp } from '../../testing/canary-requests.ts';
import { stripeSignature } from '../../testing/card-calls.ts';
import { validCall } from '../../testing/write-routes.ts';

/**
 * Canary PHI through the card routes, with card payments set up (a loopback Stripe): the
 * canary doula starts "Add a card" (her business name and email go to Stripe, nothing else),
 * Stripe's webhook carries canary text in an event the product applies, then in one whose
 * signature no longer matches; her statement is charged and an operator refunds part of it with
 * a canary reason. Nothing of it may reach a log line, an audit row or an error
 * answer.
 */
const { world, exercised, send, describeWhatWasLeftBehind } = registeredCanaryApp({
  stripe: true,
});

const canaryEvent = (id: string) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'customer.updated',
    data: {
      object: {
        id: 'cus_test_canary',
        object: 'customer',
        name: canary.businessName,
        email: canary.email,
        description: canary.notes,
      },
    },
  });

describe('canary PHI through the card routes', () => {
  it('succeeds through every card write route', async () => {
    const secret = world.t.config.stripe!.webhookSecret;
    await send({ route: 'POST /api/card/setup', label: 'add a card', expected: 200, payload: {} });
    const applied = canaryEvent('evt_test_canary_applied');
    const webhook = {
      route: 'POST /api/stripe/webhook',
      cookie: '',
      csrf: false,
      headers: { 'content-type': 'application/json' },
    } as const;
    await send({
      ...webhook,
      label: 'a signed webhook',
      expected: 200,
      payload: applied,
      headers: { ...webhook.headers, 'stripe-signature': stripeSignature(applied, secret) },
    });
    const forged = canaryEvent('evt_test_canary_forged');
    await send({
      ...webhook,
      label: 'a webhook whose body changed after signing',
      expected: 400,
      payload: forged,
      headers: {
        ...webhook.headers,
        'stripe-signature': stripeSignature(forged.replace('customer', 'account'), secret),
      },
    });
    // Her statement charged to her card (a claim of hers denied, so charged), then refunded in
    // part with the operator's words, which stay in the ledger and are never sent to Stripe.
    const refund = await validCall(world.t, world.doula, 'POST /api/operator/fees/refunds', '');
    await send({
      route: 'POST /api/operator/fees/charges',
      label: 'charge this month again: nothing more is due',
      expected: 200,
      cookie: world.ops,
      payload: { month: new Date().toISOString().slice(0, 7) },
    });
    await send({
      route: 'POST /api/operator/fees/refunds',
      label: 'refund part of her card payment',
      expected: 201,
      cookie: world.ops,
      payload: { ...refund.body, reason: canary.statusNote },
    });
    expect([...exercised].sort()).toEqual([...canarySuccessRoutesByFile.card].sort());
  });
});

describeWhatWasLeftBehind(async (t) => {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM card_customers WHERE user_id = $1)
          + (SELECT count(*) FROM stripe_webhook_events WHERE event_id = 'evt_test_canary_applied')
       AS n`,
    [world.doula.userId],
  );
  expect(Number(rows[0]!.n)).toBe(2);
});
