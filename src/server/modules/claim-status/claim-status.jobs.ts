import { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../errors/index.ts';
import { enqueueJob, type JobKind } from '../../jobs/index.ts';
import type { ClaimStatusLog, ClaimStatusService } from './claim-status.service.ts';

/** Every hour, on one app server: the claims due for a question get their job. */
export const ASK_TICK = { name: 'claim-status.tick', maxAttempts: 1 } as const;
/**
 * One question about one claim. Never tried again by the queue: a question that timed out may
 * have reached the payer (and be billed); the transport already retried what certainly did not,
 * and the next tick a day later asks again (decision 078).
 */
export const ASK = { name: 'claim-status.ask', maxAttempts: 1 } as const;

/** How many claims one tick hands to the queue. */
const PER_TICK = 50;

const askPayload = z.object({ claimId: z.uuid() });

/**
 * The claim status work: the hourly tick and the questions, one at a time across every server
 * (one serial queue: real-time questions are few, and may be billed per question), each claim
 * keyed so a tick never queues it twice.
 */
export function claimStatusJobs(
  db: DbOrTx,
  service: ClaimStatusService,
  log: ClaimStatusLog,
): JobKind[] {
  return [
    {
      ...ASK_TICK,
      cron: '23 * * * *',
      async run() {
        for (const claimId of await service.dueClaims(PER_TICK)) {
          await enqueueJob(
            db,
            ASK,
            { claimId },
            { key: `claim-status.ask:${claimId}`, keyMode: 'keep', serialQueue: 'claim-status' },
          );
        }
      },
    },
    {
      ...ASK,
      async run(payload) {
        const { claimId } = askPayload.parse(payload);
        try {
          await service.ask(claimId, { label: 'claim status job' });
        } catch (error) {
          // The claim moved on, or cannot be asked about (no connection, nothing the 276 can
          // carry): nothing was sent; the sentence names no one.
          if (!(error instanceof DomainError)) throw error;
          log.warn({ claimId }, `claim status not asked: ${error.message}`);
        }
      },
    },
  ];
}
