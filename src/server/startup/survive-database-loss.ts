import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import type { ServerLog } from '../logger.ts';

/**
 * The last net under the job queue, the pool and the listeners (decision 085): an error that
 * only says the database went away, should one of them leave it unhandled, is logged and the
 * process goes on, since this process is the one that brings the embedded database back. Any
 * other such error ends it as Node does by default.
 */
export function surviveDatabaseLoss(log: ServerLog): void {
  const onLoose = (error: unknown, what: string) => {
    if (isDatabaseUnavailable(error)) {
      const code = (error as { code?: unknown }).code;
      log.warn(
        `A background task lost the database (${what}: ${typeof code === 'string' ? code : (error as Error).name}); carrying on.`,
      );
      return;
    }
    console.error(error);
    process.exit(1);
  };
  process.on('unhandledRejection', (reason) => onLoose(reason, 'unhandled rejection'));
  process.on('uncaughtException', (error) => onLoose(error, 'uncaught exception'));
}
