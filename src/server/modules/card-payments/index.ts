/**
 * Card payments through Stripe (decision 072): her card on file, off-session charges and
 * refunds for the fee module, and Stripe's webhooks.
 */
export { CardPaymentError } from './card-gateway.ts';
export { createCardPayments, type CardPayments } from './card-payments.service.ts';
export type { SettledCharge } from './card-webhooks.ts';
