import {
  idOf,
  now,
  stripeError,
  text,
  type Answer,
  type Params,
  type StripeObject,
} from './stripe-objects.ts';

interface Store {
  objects: Map<string, StripeObject>;
  store(object: StripeObject): StripeObject;
  missing(what: string, id: string): Answer;
  deliverLater(type: string, object: StripeObject): void;
  /** The decline code the next charge fails with, once; undefined: it succeeds. */
  takeDecline(): string | undefined;
}

/** The intent failed with the card's decline code, as Stripe answers and tells a webhook. */
function declined(
  intent: StripeObject,
  method: StripeObject,
  decline: string,
  deliverLater: Store['deliverLater'],
): Answer {
  const error = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: decline,
    message: 'Your card was declined.',
    payment_method: method,
  };
  Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
  deliverLater('payment_intent.payment_failed', intent);
  return stripeError(402, { ...error, payment_intent: intent });
}

/** The test Stripe server's PaymentIntents (confirmed off session at once) and refunds. */
export function paymentEndpoints({ objects, store, missing, deliverLater, takeDecline }: Store) {
  function createPaymentIntent(params: Params): Answer {
    const customer = objects.get(text(params, 'customer') ?? '');
    const method = objects.get(text(params, 'payment_method') ?? '');
    if (!customer) return missing('customer', text(params, 'customer') ?? '');
    if (!method || method.customer !== customer.id)
      return missing('payment_method', text(params, 'payment_method') ?? '');
    const amount = Number(text(params, 'amount'));
    const intent = store({
      id: idOf('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: text(params, 'currency') ?? 'usd',
      customer: customer.id,
      payment_method: method.id,
      metadata: params.metadata ?? {},
      created: now(),
      livemode: false,
      status: 'succeeded',
      latest_charge: null,
      last_payment_error: null,
    });
    const decline = takeDecline();
    if (decline) return declined(intent, method, decline, deliverLater);
    const charge = store({
      id: idOf('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      status: 'succeeded',
    });
    Object.assign(intent, { amount_received: amount, latest_charge: charge.id });
    deliverLater('payment_intent.succeeded', intent);
    return { status: 200, body: intent };
  }

  function createRefund(params: Params): Answer {
    const intentId = text(params, 'payment_intent') ?? '';
    const intent = objects.get(intentId);
    if (!intent || intent.status !== 'succeeded') return missing('payment_intent', intentId);
    const charge = objects.get(String(intent.latest_charge))!;
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = Number(text(params, 'amount') ?? left);
    if (amount > left)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      });
    Object.assign(charge, {
      amount_refunded: Number(charge.amount_refunded) + amount,
      refunded: amount === left,
    });
    const refund = store({
      id: idOf('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: intent.currency,
      reason: text(params, 'reason') ?? null,
      status: 'succeeded',
      created: now(),
    });
    deliverLater('charge.refunded', { ...charge });
    return { status: 200, body: refund };
  }

  return { createPaymentIntent, createRefund };
}
