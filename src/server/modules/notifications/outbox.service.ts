import {
  maskEmail,
  outboxStatuses,
  type OutboxListQuery,
  type OutboxMessageView,
  type OutboxPage,
} from '#domain/operations/outbox';
import type { DbOrTx } from '../../db/database.ts';
import { positionOf, toPage } from '../lists/index.ts';
import {
  countByStatus,
  insertNotice,
  insertNotices,
  listOutbox,
  type OutboxRow,
} from './outbox.repository.ts';
import { subjectOf } from './status-notice.ts';

/**
 * Tells the claim's doula, by email, that one of her claims changed status. Call it inside the
 * transaction that writes the change: the notice is queued only if the change commits, and an
 * app server sends it after. The email names nothing about the claim.
 */
export function notifyClaimStatusChanged(tx: DbOrTx, userId: string): Promise<void> {
  return insertNotice(tx, userId, 'claim_status');
}

/**
 * notifyClaimStatusChanged for many changes at once (a payer-response import): one email notice
 * per entry, in one statement.
 */
export function notifyClaimStatusesChanged(tx: DbOrTx, userIds: string[]): Promise<void> {
  return insertNotices(tx, userIds, 'claim_status');
}

function present(row: OutboxRow): OutboxMessageView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    to: maskEmail(row.toAddress),
    subject: subjectOf[row.kind],
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** The operator console's view of the outbox: newest first, addresses masked, status counts. */
export function createOutboxService(db: DbOrTx, delivery: OutboxPage['delivery']) {
  return {
    async page(query: OutboxListQuery): Promise<OutboxPage> {
      const [rows, counts] = await Promise.all([
        listOutbox(db, query.limit, positionOf(query.cursor)),
        countByStatus(db),
      ]);
      return {
        ...toPage(rows, query.limit, present),
        delivery,
        counts: Object.fromEntries(
          outboxStatuses.map((status) => [status, counts.get(status) ?? 0]),
        ) as OutboxPage['counts'],
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
