import { Logger, type LogLevel } from 'graphile-worker';

/** The app's log as the queue writes to it (pino's shape: fields, then a fixed sentence). */
export interface JobLog {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const LONGEST = 200;

/**
 * graphile-worker's own lines (worker started, database connection lost…) into the app's log:
 * its chatter at debug, its warnings and errors as such, each cut to its first line. A job's
 * failure reaches it only as the safe text job-queue.ts throws, so no PHI comes this way.
 */
export function jobQueueLogger(log: JobLog): Logger {
  return new Logger(() => (level: LogLevel, message: string) => {
    const text = message.split('\n', 1)[0]!.slice(0, LONGEST);
    const fields = { component: 'job-queue' };
    if (level === ('error' as LogLevel)) log.error(fields, text);
    else if (level === ('warning' as LogLevel)) log.warn(fields, text);
    else log.debug(fields, text);
  });
}
