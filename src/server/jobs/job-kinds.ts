/**
 * What a kind of background work is: a name, a handler, how often it may be tried, and when it
 * runs by itself. Payloads carry ids, never PHI: they sit in the queue's tables and the queue's
 * error column, which operators and backups of the database server may see.
 */
export interface JobRun {
  /** The queue's id of this job. */
  id: string;
  /** This attempt's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
}

export interface JobKind {
  /** Unique across the product, e.g. `outbox.deliver`; it names the job in the queue's tables. */
  name: string;
  run(payload: unknown, job: JobRun): Promise<void>;
  /**
   * Attempts before the job is marked failed (25 by default). Between attempts the queue waits
   * e^attempt seconds (3 s, 7 s, 20 s, 55 s… up to about 6 hours).
   */
  maxAttempts?: number;
  /**
   * A cron pattern (minute granularity, UTC): at each tick exactly one job is enqueued across
   * every app server, e.g. `*\/5 * * * *` (every 5 minutes) or `30 16 * * 1-5` (a daily cut-off).
   */
  cron?: string;
  /**
   * Runs again and again, `ms` after the end of the previous run (outbox rounds every few
   * seconds, backups every few hours): one job at a time across every app server. The first run
   * is at `firstRunAt()` (now by default), asked at each start; a run that throws is logged and
   * the next one is still planned, as a loop with its own error handling would.
   */
  every?: { ms: number; firstRunAt?: () => Promise<Date> };
}

/**
 * An error whose message is safe to keep in the queue's tables and logs (no PHI), e.g. "login
 * refused". The message of any other error is replaced by its name and code there.
 */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** What of an error may be kept: a JobFailure's message, else the error's name and code. */
export function safeErrorText(error: unknown): string {
  if (error instanceof JobFailure) return error.message;
  if (!(error instanceof Error)) return 'Error';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number'
    ? `${error.name} ${code}`
    : error.name;
}
