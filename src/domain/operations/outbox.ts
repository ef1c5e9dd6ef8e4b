import type { z } from 'zod';
import { operatorPageQuerySchema } from '#domain/common/list-page';

/**
 * The outbox as the operator console shows it: every email the app queued, whether it went, and
 * to whom (masked). Messages never name a patient, a date of service, a form ID or an amount,
 * so the console has nothing to hide but the address.
 */

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'no_address'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  no_address: 'Not sent: no email address',
};

export const outboxListQuerySchema = operatorPageQuerySchema;
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;

export interface OutboxMessageView {
  id: string;
  /** When the message was queued (the moment of the change it tells about). */
  createdAt: string;
  /** The recipient, masked: the first letter of the name and the domain (j***@example.com). */
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastAttemptAt: string | null;
  /** Why the last attempt failed: an SMTP error code, never the server's words. */
  lastError: string | null;
  sentAt: string | null;
  /** When the next attempt is due (waiting messages only). */
  nextAttemptAt: string | null;
}

export interface OutboxPage {
  items: OutboxMessageView[];
  nextCursor: string | null;
  /** `smtp`: app servers deliver; `off`: no SMTP settings, messages wait here. */
  delivery: 'smtp' | 'off';
  /** How many messages are in each status (all of them, not only this page). */
  counts: Record<OutboxStatus, number>;
}

/** j***@example.com: enough to tell doulas apart, not enough to write to one. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
