import { count, sql } from 'drizzle-orm';
import type { OutboxStatus } from '#domain/operations/outbox';
import type { DbOrTx } from '../../db/database.ts';
import { outbox } from './notifications.tables.ts';
import { newestFirstBy, type ListPosition } from '../lists/index.ts';

import type { OperatorNoticeDetails, OutboxKind } from './notice-kinds.ts';

/**
 * Queues one notice for this user, inside the caller's transaction: it exists only if the
 * caller commits. A plain insert (no row shared with other changes is locked), so a batch that
 * changes many claims in one transaction cannot deadlock on the outbox; changes close together
 * are joined at delivery. A user without a usable address gets a `no_address` row instead,
 * which is never sent but counted in the console.
 */
export async function insertNotice(db: DbOrTx, userId: string, kind: OutboxKind): Promise<void> {
  await db.execute(sql`
    INSERT INTO outbox (user_id, kind, to_address, status)
    SELECT id, ${kind}, email,
           CASE WHEN position('@' IN email) > 1 THEN 'pending' ELSE 'no_address' END
    FROM users WHERE id = ${userId}`);
}

/**
 * One notice per entry of `userIds` (a person may be named more than once: one row per change,
 * as insertNotice writes; delivery joins a person's waiting rows into one email), in one
 * statement.
 */
export async function insertNotices(
  db: DbOrTx,
  userIds: string[],
  kind: OutboxKind,
): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO outbox (user_id, kind, to_address, status)
    SELECT users.id, ${kind}, users.email,
           CASE WHEN position('@' IN users.email) > 1 THEN 'pending' ELSE 'no_address' END
    FROM unnest(${sql.param(userIds)}::uuid[]) WITH ORDINALITY AS told(user_id, n)
    JOIN users ON users.id = told.user_id
    ORDER BY told.n`);
}

/**
 * One notice per operator (by email, lower-cased; only those who have signed in have an account
 * to address) and per entry of `details`, in one statement inside the caller's transaction.
 */
export async function insertOperatorNotices(
  db: DbOrTx,
  emails: readonly string[],
  details: readonly OperatorNoticeDetails[],
): Promise<number> {
  if (emails.length === 0 || details.length === 0) return 0;
  const result = await db.execute(sql`
    INSERT INTO outbox (user_id, kind, to_address, status, details)
    SELECT users.id, 'batch_overdue', users.email, 'pending', told.details
    FROM unnest(${sql.param(details.map((item) => JSON.stringify(item)))}::jsonb[])
           WITH ORDINALITY AS told(details, n)
    CROSS JOIN users
    WHERE lower(users.email) = ANY(${sql.param(emails.map((email) => email.toLowerCase()))}::text[])
      AND position('@' IN users.email) > 1
    ORDER BY users.id, told.n`);
  return result.rowCount ?? 0;
}

/** A message taken for delivery: one row of the outbox, claimed by this app server. */
export interface ClaimedNotice {
  id: string;
  userId: string;
  kind: OutboxKind;
  toAddress: string;
  attempts: number;
  createdAt: Date;
  details: OperatorNoticeDetails | null;
}

export interface ClaimOptions {
  /** A first attempt waits this long after the notice was queued, for others to join it. */
  batchSeconds: number;
  /** How long a claim lasts; after that another app server may take the row over. */
  leaseSeconds: number;
  /** At most this many due rows per round (each brings the other waiting rows of its person). */
  limit: number;
}

/**
 * Claims due rows for this app server and marks them `sending` until the lease ends. Rows other
 * servers are claiming right now are skipped (FOR UPDATE SKIP LOCKED), so servers never wait on
 * each other or take the same row. Every other waiting row of the same people comes along, so
 * one email tells of every change since the last one. A server that dies mid-send leaves its
 * rows `sending` with a past `next_attempt_at`: due again, taken over by the next round.
 */
export async function claimDueNotices(db: DbOrTx, options: ClaimOptions): Promise<ClaimedNotice[]> {
  const result = await db.execute<{
    id: string;
    user_id: string;
    kind: OutboxKind;
    to_address: string;
    attempts: number;
    created_at: string | Date;
    details: OperatorNoticeDetails | null;
  }>(sql`
    WITH due AS (
      SELECT id, user_id FROM outbox
      WHERE status IN ('pending', 'sending')
        AND next_attempt_at <= now()
        AND (attempts > 0 OR next_attempt_at <= now() - make_interval(secs => ${options.batchSeconds}))
      ORDER BY next_attempt_at
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    ), companions AS (
      SELECT id FROM outbox
      WHERE status = 'pending' AND user_id IN (SELECT user_id FROM due)
      FOR UPDATE SKIP LOCKED
    )
    UPDATE outbox
    SET status = 'sending',
        attempts = attempts + 1,
        last_attempt_at = now(),
        next_attempt_at = now() + make_interval(secs => ${options.leaseSeconds})
    WHERE id IN (SELECT id FROM due UNION SELECT id FROM companions)
    RETURNING id, user_id, kind, to_address, attempts, created_at, details`);
  return result.rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    toAddress: row.to_address,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
    details: row.details,
  }));
}

export async function markSent(db: DbOrTx, ids: string[]): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL
    WHERE id = ANY(${toArray(ids)}::uuid[]) AND status = 'sending'`);
}

export interface RetryPolicy {
  /** The wait after a first failure; it doubles with each further one. */
  baseSeconds: number;
  /** No wait is longer than this. */
  maxSeconds: number;
  /** After this many attempts the message is given up (`failed`). */
  maxAttempts: number;
}

/**
 * Records a failed attempt: back to `pending` after a growing wait, or `failed` when the
 * attempts are spent or the server refused for good (`permanent`).
 */
export async function markAttemptFailed(
  db: DbOrTx,
  ids: string[],
  error: string,
  permanent: boolean,
  policy: RetryPolicy,
): Promise<void> {
  await db.execute(sql`
    UPDATE outbox
    SET status = CASE WHEN ${permanent} OR attempts >= ${policy.maxAttempts}
                      THEN 'failed' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(
          secs => least(${policy.maxSeconds}::float8,
                        ${policy.baseSeconds}::float8 * power(2, greatest(attempts - 1, 0)))),
        last_error = ${error}
    WHERE id = ANY(${toArray(ids)}::uuid[]) AND status = 'sending'`);
}

/** A JavaScript array as one PostgreSQL array parameter. */
function toArray(ids: string[]) {
  return `{${ids.join(',')}}`;
}

export type OutboxRow = typeof outbox.$inferSelect;

const outboxList = newestFirstBy(outbox.createdAt, outbox.id);

/** The outbox newest first, a page at a time (plus one row to tell whether more follow). */
export async function listOutbox(db: DbOrTx, limit: number, before?: ListPosition) {
  return outboxList.page(db.select().from(outbox).$dynamic(), limit, before);
}

/** How many messages are in each status. */
export async function countByStatus(db: DbOrTx): Promise<Map<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outbox.status, count: count() })
    .from(outbox)
    .groupBy(outbox.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}
