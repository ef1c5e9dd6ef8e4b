/**
 * Card payments through Stripe (decision 072): her card on file, off-session charges and
 * refunds for the fee module, and Stripe's webhooks.
 */
export { CardPaymentError, type CardPaymentFailure } from './card-gateway.ts';
export {
  createCardPayments,
  type CardPayments,
  type ChargeResult,
} from './card-payments.service.ts';
