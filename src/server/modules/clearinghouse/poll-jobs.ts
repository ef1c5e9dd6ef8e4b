import { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { enqueueJob, JobFailure, type JobKind } from '../../jobs/index.ts';
import type { AnswerPolls } from './answer-polls.ts';
import type { ClearinghouseService } from './connections.service.ts';

/** Ticks every minute on one app server; enqueues the polls that are due. */
export const POLL_TICK = { name: 'clearinghouse.poll-tick', maxAttempts: 1 } as const;
/** One poll of one connection; a transfer failure is retried with the queue's backoff. */
export const POLL = { name: 'clearinghouse.poll', maxAttempts: 5 } as const;

const pollPayload = z.object({ connectionId: z.uuid() });
/** graphile-worker hands a cron job the tick it stands for. */
const tickPayload = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

/** `every N` minutes: due when the minutes since the Unix epoch are a multiple of N. */
export const pollIsDue = (everyMinutes: number, at: Date) =>
  Math.floor(at.getTime() / 60_000) % everyMinutes === 0;

/**
 * Enqueues one poll of the connection: keyed, so ticks and servers asking at once make one
 * waiting job, and in the connection's own serial queue, so two never run side by side.
 */
export const enqueuePoll = (db: DbOrTx, connectionId: string) =>
  enqueueJob(
    db,
    POLL,
    { connectionId },
    {
      key: `clearinghouse.poll:${connectionId}`,
      serialQueue: `clearinghouse-poll:${connectionId}`,
    },
  );

export function answerPollJobs(
  db: DbOrTx,
  connections: ClearinghouseService,
  polls: AnswerPolls,
): JobKind[] {
  return [
    {
      ...POLL_TICK,
      cron: '* * * * *',
      async run(payload) {
        const tick = tickPayload.parse(payload ?? {})._cron?.ts;
        const at = tick ? new Date(tick) : new Date();
        for (const connection of await connections.list()) {
          if (pollIsDue(connection.pollEveryMinutes, at)) await enqueuePoll(db, connection.id);
        }
      },
    },
    {
      ...POLL,
      async run(payload) {
        const { connectionId } = pollPayload.parse(payload);
        const result = await polls.poll(connectionId);
        // Retried with the queue's backoff; the sentence holds reasons and names only.
        if (result.failure) throw new JobFailure(result.sentence);
      },
    },
  ];
}
