import { z } from 'zod';

/**
 * A doula's card on file as the product knows it: the card's brand and last four digits only.
 * The card number never reaches the product (she types it on Stripe's own page).
 */
export interface CardOnFile {
  brand: string;
  last4: string;
}

/** GET /api/card: whether card payments are set up on this server, and her card if any. */
export interface CardStatus {
  configured: boolean;
  card: CardOnFile | null;
}

/** POST /api/card/setup answers where to send her: Stripe's page for adding a card. */
export interface CardSetupStart {
  url: string;
}

/** POST /api/card/setup reads no field; an empty object is all it accepts. */
export const cardSetupSchema = z.strictObject({});

/** The brand as she reads it on a card ("visa" → "Visa"). */
export function cardBrandLabel(brand: string): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    discover: 'Discover',
    jcb: 'JCB',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    visa: 'Visa',
  };
  return names[brand] ?? 'Card';
}

export const cardMessages = {
  notConfigured: 'Card payments are not set up on this server yet. Statements say how to pay.',
  declined: 'The card was declined. Please add another card or pay another way.',
  unavailable: 'The card payment service could not be reached. It will be tried again.',
  noCard: 'There is no card on file to charge.',
  setupFailed: 'Stripe could not open the page for adding a card. Please try again.',
} as const;
