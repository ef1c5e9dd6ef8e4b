/**
 * Notifications: emails without PHI, queued in the outbox inside the change they tell about and
 * delivered by the job queue's rounds on the app servers with SMTP settings.
 */
export {
  createOutboxDelivery,
  defaultDeliveryTiming,
  outboxDeliveryJob,
  type DeliveryTiming,
} from './outbox-delivery.ts';
export {
  createOutboxService,
  notifyClaimStatusChanged,
  notifyClaimStatusesChanged,
  type OutboxService,
} from './outbox.service.ts';
export { CLAIM_STATUS_SUBJECT } from './status-notice.ts';
export { notifyFeePaymentFailed } from './fee-notice.ts';
export { notifyReconsiderationDue } from './reconsideration-notice.ts';
export type { OperatorNoticeDetails } from './notice-kinds.ts';
export { insertOperatorNotices as notifyOperators } from './outbox.repository.ts';
export { createSmtpMailer } from './smtp-mailer.ts';
