import { overdueOf, overdueSince, type OverdueKind } from '#domain/clearinghouse/batch-overdue';
import type { Db } from '../../db/database.ts';
import type { JobKind } from '../../jobs/index.ts';
import { notifyOperators, type OperatorNoticeDetails } from '../notifications/index.ts';
import { factsOf, overdueFactsOf } from './batch-presenter.ts';
import { insertOverdueNotices, openBatchesSentBefore } from './overdue.repository.ts';

/** At most this many open batches are weighed per check (the oldest first). */
const OVERDUE_SCAN_LIMIT = 500;

export interface OverdueBatch {
  id: string;
  number: number;
  payerId: string;
  claimCount: number;
  kinds: OverdueKind[];
}

/**
 * The open batches overdue at `now` for a 999 or a 277CA, oldest first. Only open batches sent a
 * day or more ago can be overdue; their index bounds the read to OVERDUE_SCAN_LIMIT of them.
 */
export async function overdueBatches(db: Db, now = new Date()): Promise<OverdueBatch[]> {
  const rows = await openBatchesSentBefore(db, overdueSince(now), OVERDUE_SCAN_LIMIT);
  const facts = await factsOf(db, rows);
  return rows.flatMap((row) => {
    const kinds = overdueOf(overdueFactsOf(row, facts), now);
    return kinds.length === 0
      ? []
      : [
          {
            id: row.id,
            number: row.number,
            payerId: row.payerId,
            claimCount: row.claimCount,
            kinds,
          },
        ];
  });
}

/**
 * Tells operators by email of each batch newly overdue, once per batch and kind: the notice is
 * remembered and the outbox rows written in one transaction, so a second run (on this server or
 * another) finds it remembered and tells nobody again. Answers how many were newly told.
 */
export async function noticeOverdueBatches(
  db: Db,
  operatorEmails: () => Promise<string[]>,
  now = new Date(),
): Promise<number> {
  const overdue = await overdueBatches(db, now);
  if (overdue.length === 0) return 0;
  const emails = await operatorEmails();
  return db.transaction(async (tx) => {
    const fresh = await insertOverdueNotices(
      tx,
      overdue.flatMap((batch) => batch.kinds.map((kind) => ({ batchId: batch.id, kind }))),
    );
    const byId = new Map(overdue.map((batch) => [batch.id, batch]));
    const details: OperatorNoticeDetails[] = fresh.map(({ batchId, kind }) => {
      const batch = byId.get(batchId)!;
      return {
        batchNumber: batch.number,
        payerId: batch.payerId,
        claimCount: batch.claimCount,
        kind,
      };
    });
    await notifyOperators(tx, emails, details);
    return details.length;
  });
}

/** The hourly check for overdue batches, once across every app server. */
export function overdueBatchesJob(db: Db, operatorEmails: () => Promise<string[]>): JobKind {
  return {
    name: 'batches.overdue-notice',
    cron: '0 * * * *',
    maxAttempts: 3,
    run: async () => {
      await noticeOverdueBatches(db, operatorEmails);
    },
  };
}
