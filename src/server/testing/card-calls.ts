import { createHmac, randomUUID } from 'node:crypto';
import { addCard, stripeServerOf } from './card-payments-app.ts';
import { statementDue } from './card-fees.ts';
import { operatorCookie, type Doula } from './doulas.ts';
import type { StripeTestServer } from './stripe-server.ts';
import type { TestApp } from './test-app.ts';
import { call, type WriteCall } from './write-call.ts';

/** A `Stripe-Signature` header over these exact bytes, as Stripe signs its webhooks. */
export function stripeSignature(payload: string, secret: string, at = Date.now()) {
  const seconds = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${seconds}.${payload}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

type CardRoute =
  | 'POST /api/card/setup'
  | 'POST /api/stripe/webhook'
  | 'POST /api/operator/fees/charges'
  | 'POST /api/operator/fees/refunds';

/**
 * A card payment of hers to refund: a card on file, a fee of hers this month, and this month's
 * statement charged to the card. Answers the payment's ledger id.
 */
async function freshCardPayment(t: TestApp, stripe: StripeTestServer, doula: Doula) {
  const card = await t.as(doula.cookie).get('/api/card');
  if (!(card.json() as { card: unknown }).card) {
    await addCard(t, stripe, doula);
    await stripe.settled();
  }
  const month = new Date().toISOString().slice(0, 7);
  await statementDue(t, doula, month);
  const ran = await t.as(await operatorCookie(t)).post('/api/operator/fees/charges', { month });
  if (ran.statusCode !== 200) throw new Error(`charge answered ${ran.statusCode}`);
  const { rows } = await t.database.pool.query<{ id: string }>(
    `SELECT id FROM fee_ledger WHERE user_id = $1 AND kind = 'payment' AND method = 'card'
     ORDER BY created_at DESC LIMIT 1`,
    [doula.userId],
  );
  if (!rows[0]) throw new Error('no card payment was recorded');
  return rows[0].id;
}

/**
 * A valid call of a card route. The webhook's is Stripe's: no session, an event signed with the
 * app's webhook secret over the JSON the call sends (so any change to the body breaks the
 * signature); without Stripe settings nothing can be signed, and the call carries a signature
 * the app cannot verify. A refund's is of a fresh card payment of hers; without a loopback
 * Stripe there is none, and the call names a payment that does not exist.
 */
export async function cardCall(t: TestApp, doula: Doula, route: CardRoute): Promise<WriteCall> {
  const stripe = stripeServerOf(t);
  switch (route) {
    case 'POST /api/card/setup':
      return call('POST', '/api/card/setup', doula.cookie, {});
    case 'POST /api/operator/fees/charges':
      return call('POST', '/api/operator/fees/charges', await operatorCookie(t), {
        month: new Date().toISOString().slice(0, 7),
      });
    case 'POST /api/operator/fees/refunds':
      return call('POST', '/api/operator/fees/refunds', await operatorCookie(t), {
        paymentId: stripe ? await freshCardPayment(t, stripe, doula) : randomUUID(),
        amountCents: 100,
        reason: 'Goodwill refund.',
      });
    case 'POST /api/stripe/webhook': {
      const secret = t.config.stripe?.webhookSecret;
      const event = {
        id: `evt_test_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: 'customer.updated',
        data: { object: { id: 'cus_test_hardening', object: 'customer' } },
      };
      const signature = secret ? stripeSignature(JSON.stringify(event), secret) : 't=1,v1=00';
      return call('POST', '/api/stripe/webhook', '', event, { 'stripe-signature': signature });
    }
  }
}
