/**
 * Notifications: emails without PHI, queued in the outbox inside the change they tell about and
 * delivered by every app server with SMTP settings.
 */
export {
  defaultDeliveryTiming,
  startOutboxDelivery,
  type DeliveryTiming,
} from './outbox-delivery.ts';
export {
  createOutboxService,
  notifyClaimStatusChanged,
  notifyClaimStatusesChanged,
  type OutboxService,
} from './outbox.service.ts';
export { CLAIM_STATUS_SUBJECT } from './status-notice.ts';
export { createSmtpMailer } from './smtp-mailer.ts';
