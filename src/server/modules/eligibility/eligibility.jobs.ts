import { z } from 'zod';
import { coverageCheckSources } from '#domain/clearinghouse/coverage';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../errors/index.ts';
import { enqueueJob, type JobKind, waitingJobsBy } from '../../jobs/index.ts';
import { answersRealTime } from '../clearinghouse/index.ts';
import type { EligibilityService } from './eligibility.service.ts';

/** One page of open pregnancies, ordered by patient id (the patients module's). */
export type OpenPregnancyPage = (
  after: string | null,
  limit: number,
) => Promise<{ id: string; userId: string }[]>;

/** What the jobs log: ids and the kind of refusal, never a name, a member ID or an answer. */
export interface CoverageJobLog {
  warn(fields: { patientId: string; reason: string }, message: string): void;
}

/**
 * One check of one patient. A question that timed out may have reached the payer (and be
 * billed): it is stored failed and not asked again; the next month, or she, asks (decision 077).
 * The queue tries a check again only when it threw, that is when the database went away under
 * it (decision 085): its retries, 3 to 55 s apart, fall within the 5 minutes in which a check
 * already reserved answers "already running", so a question is never sent twice.
 */
export const COVERAGE_CHECK = { name: 'coverage.check', maxAttempts: 5 } as const;
/** On the first day of each month, on one app server: starts the pages of open pregnancies. */
export const COVERAGE_MONTHLY = { name: 'coverage.monthly', maxAttempts: 1 } as const;
/** One page of patients with open pregnancies: their checks, then the next page. */
export const COVERAGE_PAGE = { name: 'coverage.monthly-page', maxAttempts: 3 } as const;

/** How many patients one page hands to the queue. */
const PER_PAGE = 200;
/** Checks go out one at a time across every server: they may be billed per question. */
const SERIAL = 'coverage-checks';

/**
 * Her next check's place in the shared queue (decision 085): the number of hers already
 * waiting, as the queue takes lower numbers first. Every doula's first waiting check goes
 * before anyone's second, so 300 patients added by one doula delay another's check by one.
 */
async function turnsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  return waitingJobsBy(db, COVERAGE_CHECK, 'userId', userIds);
}

const checkPayload = z.object({
  userId: z.uuid(),
  patientId: z.uuid(),
  month: z.string(),
  source: z.enum(coverageCheckSources),
});
const pagePayload = z.object({ month: z.string(), after: z.uuid().nullable() });

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * Queues the check of a patient she just added, for this month, in the insert's transaction:
 * it exists only if the patient does, and is keyed by the patient so it runs once.
 */
export async function queuePatientAddedCheck(
  tx: DbOrTx,
  userId: string,
  patientId: string,
  now = new Date(),
) {
  if (!(await answersRealTime(tx))) return;
  const turns = await turnsOf(tx, [userId]);
  await enqueueJob(
    tx,
    COVERAGE_CHECK,
    { userId, patientId, month: monthOf(now), source: 'patient_added' },
    {
      key: `coverage.patient-added:${patientId}`,
      keyMode: 'keep',
      serialQueue: SERIAL,
      priority: turns.get(userId) ?? 0,
    },
  );
}

/**
 * The automatic coverage checks (issue 27): a patient's when she is added, and on the first of
 * each month every open pregnancy's, in pages. Skipped while no connection answers real-time
 * questions; each check is the doula's own (her daily limit, the 24-hour cache).
 */
export function eligibilityJobs(
  db: DbOrTx,
  deps: {
    service: Pick<EligibilityService, 'checkCoverage'>;
    openPregnancies: OpenPregnancyPage;
    log: CoverageJobLog;
  },
  now: () => Date = () => new Date(),
): JobKind[] {
  const { service, openPregnancies, log } = deps;
  return [
    {
      ...COVERAGE_MONTHLY,
      cron: '17 6 1 * *',
      async run() {
        if (!(await answersRealTime(db))) return;
        const month = monthOf(now());
        await enqueueJob(
          db,
          COVERAGE_PAGE,
          { month, after: null },
          { key: `coverage.monthly-page:${month}:first`, keyMode: 'keep' },
        );
      },
    },
    {
      ...COVERAGE_PAGE,
      async run(payload) {
        const { month, after } = pagePayload.parse(payload);
        if (!(await answersRealTime(db))) return;
        const page = await openPregnancies(after, PER_PAGE);
        const turns = await turnsOf(
          db,
          page.map((patient) => patient.userId),
        );
        for (const patient of page) {
          const turn = turns.get(patient.userId) ?? 0;
          turns.set(patient.userId, turn + 1);
          await enqueueJob(
            db,
            COVERAGE_CHECK,
            { userId: patient.userId, patientId: patient.id, month, source: 'monthly' },
            {
              key: `coverage.monthly:${month}:${patient.id}`,
              keyMode: 'keep',
              serialQueue: SERIAL,
              priority: turn,
            },
          );
        }
        const last = page.at(-1);
        if (page.length === PER_PAGE && last) {
          await enqueueJob(
            db,
            COVERAGE_PAGE,
            { month, after: last.id },
            { key: `coverage.monthly-page:${month}:${last.id}`, keyMode: 'keep' },
          );
        }
      },
    },
    {
      ...COVERAGE_CHECK,
      async run(payload) {
        const { userId, patientId, month, source } = checkPayload.parse(payload);
        try {
          await service.checkCoverage(userId, patientId, month, source);
        } catch (error) {
          // Archived, her limit reached, no NPI yet, one already running, the connection gone
          // since it was queued: nothing was sent.
          if (!(error instanceof DomainError)) throw error;
          log.warn({ patientId, reason: error.kind }, 'coverage not checked');
        }
      },
    },
  ];
}
