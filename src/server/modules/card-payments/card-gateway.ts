import Stripe from 'stripe';
import { cardMessages } from '#domain/fees/card-payments';
import type { StripeSettings } from '../../config.ts';
import { DomainError, type DomainErrorKind } from '../../errors/index.ts';

/** Why a card payment could not be made, and whether trying the same call again may work. */
export type CardPaymentFailure = 'not_configured' | 'no_card' | 'declined' | 'unavailable';

/**
 * A card payment refused or not made, in a plain sentence. `retryable` is true only when the
 * processor could not be reached (or failed on its side): the caller tries again later with the
 * same idempotency key, and Stripe answers the first attempt's outcome rather than charging twice.
 */
export class CardPaymentError extends DomainError {
  readonly retryable: boolean;

  constructor(
    readonly failure: CardPaymentFailure,
    message: string,
  ) {
    const kinds: Record<CardPaymentFailure, DomainErrorKind> = {
      not_configured: 'conflict',
      no_card: 'unprocessable',
      declined: 'unprocessable',
      unavailable: 'unavailable',
    };
    super(kinds[failure], message);
    this.name = 'CardPaymentError';
    this.retryable = failure === 'unavailable';
  }
}

export const notConfigured = () =>
  new CardPaymentError('not_configured', cardMessages.notConfigured);

/**
 * The official Stripe client. Production leaves `apiBase` unset (api.stripe.com over https);
 * the tests point it at their loopback Stripe server, so the product's code path is the same.
 * Stripe's own network retries are off: a charge is retried by the caller, with its key.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiBase ?? {}),
  });
}

/**
 * Stripe's failures in the product's words: a declined card is the doula's to fix; a connection
 * failure, a rate limit or an error on Stripe's side may pass. Anything else (a bad request, a
 * wrong key) is the product's bug and is thrown as it is, for the generic 500.
 */
export function translateStripeError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new CardPaymentError('declined', cardMessages.declined);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && error.code === 'idempotency_key_in_use')
  ) {
    return new CardPaymentError('unavailable', cardMessages.unavailable);
  }
  return error;
}

/** Stripe's code for a declined card (`insufficient_funds`, `card_declined`…): never its message. */
export function declineCodeOf(error: unknown): string | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return error.decline_code ?? error.code ?? 'card_declined';
}
