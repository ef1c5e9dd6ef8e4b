import { z } from 'zod';
import { cardMessages, type CardOnFile, type CardStatus } from '#domain/fees/card-payments';
import type { StripeSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound, parseInput, unprocessable } from '../../errors/index.ts';
import {
  CardPaymentError,
  declineCodeOf,
  notConfigured,
  stripeClient,
  translateStripeError,
} from './card-gateway.ts';
import {
  chargeAttempt,
  attemptsFor,
  findChargeByIntent,
  findCustomer,
  recordRefund,
  saveCustomer,
  settleCharge,
} from './card-payments.repository.ts';
import { applyStripeWebhook, type ChargeListener } from './card-webhooks.ts';

const chargeSchema = z.strictObject({
  userId: z.uuid(),
  amountCents: z.number().int().positive().max(100_000_000),
  reference: z.string().trim().min(1).max(100),
  idempotencyKey: z.string().trim().min(1).max(200),
});

const refundSchema = z.strictObject({
  paymentIntentId: z.string().min(1).max(255),
  amountCents: z.number().int().positive(),
  reason: z.string().trim().min(1).max(500),
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
});

export interface ChargeResult {
  chargeId: string;
  paymentIntentId: string;
  /** `processing`: Stripe took it and a webhook will say how it ended. */
  status: 'succeeded' | 'processing';
}

export const WEBHOOK_NOT_CONFIGURED_MESSAGE =
  'Card payments are not set up on this server, so no webhook can be verified.';

/** Where Stripe's page sends her back to, on this server's address. */
export const cardPagePath = '/account/card';

/**
 * Card payments through Stripe (decision 072): her customer, adding a card on Stripe's own page
 * (Checkout in setup mode), off-session charges and refunds for the fee module, and the
 * webhooks that tell how they ended. Without Stripe settings every call but `status` and
 * `cardOnFile` answers "not configured" and nothing else of the product changes.
 */
export function createCardPayments(
  db: Db,
  settings: StripeSettings | undefined,
  options: {
    publicUrl: string;
    /** Told when a webhook says how a charge ended (the fee ledger records it). */
    onSettled?: ChargeListener;
  },
) {
  const stripe = settings ? stripeClient(settings) : undefined;
  const client = () => {
    if (!stripe || !settings) throw notConfigured();
    return { stripe, settings };
  };

  async function cardOnFile(userId: string): Promise<CardOnFile | null> {
    const customer = await findCustomer(db, userId);
    if (!customer?.brand || !customer.last4) return null;
    return { brand: customer.brand, last4: customer.last4 };
  }

  return {
    configured: stripe !== undefined,

    cardOnFile,

    /**
     * Her charges with this reference: how many failed (a new attempt needs a new key) and the
     * open one (retried with its own key and amount, so it is charged once).
     */
    attempts: (userId: string, reference: string) => attemptsFor(db, userId, reference),

    async status(userId: string): Promise<CardStatus> {
      return { configured: stripe !== undefined, card: await cardOnFile(userId) };
    },

    /**
     * Starts "Add a card": her customer (made on first need, with her business name and email
     * only: no patient detail ever goes to Stripe) and a Checkout Session in setup mode; answers
     * the address of Stripe's page.
     */
    async startCardSetup(who: {
      userId: string;
      businessName: string;
      email: string;
    }): Promise<{ url: string }> {
      const { stripe } = client();
      try {
        let customer = await findCustomer(db, who.userId);
        if (!customer) {
          // The key makes two first needs at once one customer at Stripe too.
          const made = await stripe.customers.create(
            { name: who.businessName, email: who.email, metadata: { user_id: who.userId } },
            { idempotencyKey: `customer-${who.userId}` },
          );
          customer = await saveCustomer(db, who.userId, made.id);
        }
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          customer: customer.customerId,
          currency: 'usd',
          success_url: `${options.publicUrl}${cardPagePath}?setup=done`,
          cancel_url: `${options.publicUrl}${cardPagePath}?setup=cancelled`,
          metadata: { user_id: who.userId },
        });
        if (!session.url) throw new CardPaymentError('unavailable', cardMessages.setupFailed);
        return { url: session.url };
      } catch (error) {
        throw translateStripeError(error);
      }
    },

    /**
     * Charges her card on file without her (the monthly statement). The same idempotency key
     * is the same charge: after a network error the caller retries with it and she is charged
     * once. A declined card is recorded and refused in a plain sentence; a new attempt (after
     * she adds another card) needs a new key.
     */
    async chargeOffSession(input: z.input<typeof chargeSchema>): Promise<ChargeResult> {
      const { userId, amountCents, reference, idempotencyKey } = parseInput(chargeSchema, input);
      const { stripe } = client();
      const customer = await findCustomer(db, userId);
      if (!customer?.paymentMethodId) throw new CardPaymentError('no_card', cardMessages.noCard);
      const attempt = await chargeAttempt(db, {
        userId,
        idempotencyKey,
        reference,
        amountCents,
        cardBrand: customer.brand,
        cardLast4: customer.last4,
      });
      if (attempt.userId !== userId || attempt.amountCents !== amountCents) {
        throw unprocessable('This idempotency key was already used for another charge.');
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customer.customerId,
            payment_method: customer.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { reference, charge_id: attempt.id },
          },
          { idempotencyKey: `charge-${idempotencyKey}` },
        );
        const status = intent.status === 'succeeded' ? 'succeeded' : 'processing';
        await settleCharge(
          db,
          { id: attempt.id },
          { status: status === 'succeeded' ? 'succeeded' : 'pending', paymentIntentId: intent.id },
        );
        return { chargeId: attempt.id, paymentIntentId: intent.id, status };
      } catch (error) {
        const declined = declineCodeOf(error);
        if (declined) {
          const intentId = (error as { payment_intent?: { id?: string } }).payment_intent?.id;
          await settleCharge(
            db,
            { id: attempt.id },
            {
              status: 'failed',
              failureCode: declined,
              ...(intentId ? { paymentIntentId: intentId } : {}),
            },
          );
        }
        throw translateStripeError(error);
      }
    },

    /**
     * Refunds (part of) a card payment. Without a key, the key is the charge and what was
     * refunded of it so far, so a retry after a network error refunds once.
     */
    async refund(
      input: z.input<typeof refundSchema>,
    ): Promise<{ refundId: string; status: string }> {
      const { paymentIntentId, amountCents, reason, idempotencyKey } = parseInput(
        refundSchema,
        input,
      );
      const { stripe } = client();
      const charge = await findChargeByIntent(db, paymentIntentId);
      if (!charge || charge.status !== 'succeeded') throw notFound('No card payment to refund.');
      if (amountCents > charge.amountCents - charge.refundedCents) {
        throw unprocessable('A refund cannot be more than what is left of the payment.');
      }
      try {
        const made = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer' },
          {
            idempotencyKey:
              idempotencyKey ?? `refund-${paymentIntentId}-${charge.refundedCents}-${amountCents}`,
          },
        );
        const status = made.status ?? 'pending';
        await recordRefund(db, charge.id, { refundId: made.id, amountCents, reason, status });
        return { refundId: made.id, status };
      } catch (error) {
        throw translateStripeError(error);
      }
    },

    /** Applies a webhook once, after checking its signature (see card-webhooks.ts). */
    async applyWebhook(rawBody: Buffer, signature: string | undefined) {
      // Without a webhook secret nothing can be verified, so nothing is let in.
      if (!stripe || !settings) throw invalid(WEBHOOK_NOT_CONFIGURED_MESSAGE);
      return applyStripeWebhook(
        db,
        stripe,
        settings.webhookSecret,
        rawBody,
        signature,
        options.onSettled,
      );
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
