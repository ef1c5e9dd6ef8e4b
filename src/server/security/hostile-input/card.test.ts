import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on the card routes, with card payments set up (a loopback Stripe): "Add a card"
 * (her valid call takes no field, so any field sent is one it does not know) and Stripe's
 * webhook, whose valid call is an event signed over the exact bytes sent (a tampered webhook body
 * no longer matches its signature and is refused by it), the operators' monthly charge run and a
 * refund of a fresh card payment through Stripe. For every request: never a 5xx, every
 * refusal has the one error shape, and the other doula's data is unchanged.
 */
describeValidCallsSafe(
  'card',
  'hostile bodies on the card routes',
  { accepted: 'success', timeout: 300_000 },
  {
    'POST /api/card/setup': ['note'],
    'POST /api/stripe/webhook': ['id', 'type', 'object'],
    'POST /api/operator/fees/charges': ['month'],
    'POST /api/operator/fees/refunds': ['paymentId', 'amountCents', 'reason'],
  },
);
