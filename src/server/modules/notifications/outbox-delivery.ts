import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobKind } from '../../jobs/index.ts';
import {
  claimDueNotices,
  markAttemptFailed,
  markSent,
  type ClaimedNotice,
  type RetryPolicy,
} from './outbox.repository.ts';
import { sendFailureOf, type Mailer } from './smtp-mailer.ts';
import { claimStatusNotice } from './status-notice.ts';
import { batchOverdueNotice } from './operator-notice.ts';
import { feePaymentFailedNotice } from './fee-notice.ts';
import { reconsiderationDueNotice } from './reconsideration-notice.ts';

/** The email for a person's waiting notices of one kind. */
function noticeOf(notices: ClaimedNotice[], publicUrl: string) {
  if (notices[0]?.kind === 'batch_overdue') {
    return batchOverdueNotice(
      notices.flatMap((notice) => (notice.details ? [notice.details] : [])),
      publicUrl,
    );
  }
  if (notices[0]?.kind === 'fee_payment_failed') return feePaymentFailedNotice(publicUrl);
  if (notices[0]?.kind === 'reconsideration_due') return reconsiderationDueNotice(publicUrl);
  return claimStatusNotice(notices.length, publicUrl);
}

export interface DeliveryTiming {
  /** The wait between two delivery rounds (across every app server). */
  pollMs: number;
  /** A first attempt waits this long after a change, for others to the same person to join. */
  batchSeconds: number;
  /** How long an app server holds the messages it is sending. */
  leaseSeconds: number;
  retry: RetryPolicy;
}

export const defaultDeliveryTiming: Omit<DeliveryTiming, 'batchSeconds'> = {
  pollMs: 5_000,
  leaseSeconds: 120,
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: about 7 hours of trying in all.
  retry: { baseSeconds: 30, maxSeconds: 3_600, maxAttempts: 12 },
};

/** Rows per round; each brings along the other waiting rows of the same person. */
const ROUND_LIMIT = 20;

export interface OutboxDelivery {
  /** One round: claims due messages and sends one email per person. Returns the emails sent or tried. */
  deliverDue(): Promise<number>;
  /** Rounds until one finds nothing due (a full round may have left more behind). */
  deliverAllDue(): Promise<void>;
  close(): void;
}

/** Rounds one job runs at most, so a flood of messages still lets the job end and plan the next. */
const ROUNDS_PER_RUN = 50;

/**
 * The outbox's postman, one per app server with SMTP settings, run by the job queue every few
 * seconds (outboxDeliveryJob): it claims the due messages (another server's rounds skip them),
 * sends each person one email for all her waiting notices, and records the outcome: sent, or a
 * failed attempt to retry later with a growing wait (the outbox's own retry policy, per message).
 * Log lines carry counts and SMTP error codes only: never an address or a message.
 */
export function createOutboxDelivery(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  timing: DeliveryTiming;
  log: FastifyBaseLogger;
}): OutboxDelivery {
  const { db, mailer, publicUrl, timing, log } = options;

  async function sendTo(notices: ClaimedNotice[]): Promise<void> {
    const ids = notices.map((notice) => notice.id);
    // The newest address: the identity provider may have changed it since the first notice.
    const newest = notices.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    const message = noticeOf(notices, publicUrl);
    try {
      await mailer.send({ to: newest.toAddress, ...message });
    } catch (error) {
      const failure = sendFailureOf(error);
      await markAttemptFailed(db, ids, failure.code, failure.permanent, timing.retry);
      log.warn({ outboxIds: ids, error: failure.code }, 'email not sent; will retry unless final');
      return;
    }
    await markSent(db, ids);
    log.info({ outboxIds: ids }, 'email sent');
  }

  async function deliverDue(): Promise<number> {
    const claimed = await claimDueNotices(db, {
      batchSeconds: timing.batchSeconds,
      leaseSeconds: timing.leaseSeconds,
      limit: ROUND_LIMIT,
    });
    // One email per person and kind: a doula's status notice and an operator's overdue list
    // are different messages.
    const byPerson = new Map<string, ClaimedNotice[]>();
    for (const notice of claimed) {
      const key = `${notice.userId} ${notice.kind}`;
      byPerson.set(key, [...(byPerson.get(key) ?? []), notice]);
    }
    for (const notices of byPerson.values()) await sendTo(notices);
    return byPerson.size;
  }

  return {
    deliverDue,
    async deliverAllDue() {
      for (let round = 0; round < ROUNDS_PER_RUN && (await deliverDue()) > 0; round++);
    },
    close: () => mailer.close(),
  };
}

/**
 * The outbox rounds as recurring work of the job queue: one round at a time across every app
 * server, `pollMs` after the previous one ended. A round that fails (the database is down) is
 * logged by the queue and the next one still comes.
 */
export function outboxDeliveryJob(delivery: OutboxDelivery, timing: DeliveryTiming): JobKind {
  return {
    name: 'outbox.deliver',
    every: { ms: timing.pollMs },
    run: () => delivery.deliverAllDue(),
  };
}
