import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/database.ts';
import { invalid } from '../../errors/index.ts';
import { translateStripeError } from './card-gateway.ts';
import {
  claimWebhookEvent,
  raiseRefunded,
  saveCard,
  settleCharge,
  type ChargeRow,
} from './card-payments.repository.ts';

export const BAD_SIGNATURE_MESSAGE = 'This webhook is not signed by Stripe.';

/** What a webhook did: applied now, already applied earlier, or of a type the product ignores. */
export type WebhookOutcome = 'applied' | 'repeated' | 'ignored';

type Work = (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>;

/** A charge that ended, as the caller who asked for it knows it (its own reference). */
export interface SettledCharge {
  userId: string;
  reference: string;
  amountCents: number;
  paymentIntentId: string;
  status: 'succeeded' | 'failed';
}

/** Told, inside the webhook's transaction, when Stripe says how a charge ended. */
export type ChargeListener = (tx: DbOrTx, charge: SettledCharge) => Promise<void>;

async function settled(tx: DbOrTx, row: ChargeRow | undefined, onSettled?: ChargeListener) {
  if (!row?.paymentIntentId || row.status === 'pending') return;
  await onSettled?.(tx, {
    userId: row.userId,
    reference: row.reference,
    amountCents: row.amountCents,
    paymentIntentId: row.paymentIntentId,
    status: row.status,
  });
}

/** What an event changes, read from Stripe first (outside the transaction); undefined: ignored. */
async function workOf(
  stripe: Stripe,
  event: Stripe.Event,
  onSettled?: ChargeListener,
): Promise<Work | undefined> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'setup' || !session.setup_intent || !session.customer) return undefined;
      const customerId =
        typeof session.customer === 'string' ? session.customer : session.customer.id;
      const setupIntentId =
        typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent.id;
      const intent = await stripe.setupIntents.retrieve(setupIntentId);
      const methodId =
        typeof intent.payment_method === 'string'
          ? intent.payment_method
          : intent.payment_method?.id;
      if (!methodId) return undefined;
      const method = await stripe.paymentMethods.retrieve(methodId);
      if (!method.card) return undefined;
      const card = {
        paymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
      };
      return async (tx) => {
        await saveCard(tx, customerId, card);
      };
    }
    case 'payment_intent.succeeded':
      return async (tx) => {
        const row = await settleCharge(
          tx,
          { paymentIntentId: event.data.object.id },
          { status: 'succeeded' },
        );
        await settled(tx, row, onSettled);
      };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const code = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code;
      return async (tx) => {
        const row = await settleCharge(
          tx,
          { paymentIntentId: intent.id },
          { status: 'failed', failureCode: code ?? 'failed' },
        );
        await settled(tx, row, onSettled);
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      if (!intentId) return undefined;
      return (tx) => raiseRefunded(tx, { paymentIntentId: intentId }, charge.amount_refunded);
    }
    default:
      return undefined;
  }
}

/**
 * A webhook from Stripe: its signature is checked with the webhook secret against the exact
 * bytes received (the official library's `constructEvent`), then it is applied once, by event
 * id, in one transaction with what it changes. A second delivery changes nothing; an event
 * type the product does not use is acknowledged (recorded) and ignored.
 */
export async function applyStripeWebhook(
  db: Db,
  stripe: Stripe,
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
  onSettled?: ChargeListener,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw invalid(BAD_SIGNATURE_MESSAGE);
  }
  let work: Work | undefined;
  try {
    work = await workOf(stripe, event, onSettled);
  } catch (error) {
    // Not applied: Stripe delivers it again later.
    throw translateStripeError(error);
  }
  return db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event))) return 'repeated';
    if (!work) return 'ignored';
    await work(tx);
    return 'applied';
  });
}
