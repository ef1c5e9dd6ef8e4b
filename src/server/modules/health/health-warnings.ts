import type { AppContext } from '../../app-context.ts';
import { overdueBatches } from '../batches/index.ts';

/**
 * Something an operator should look at that does not stop the app: /health lists these while
 * its status stays ok. /health answers anyone who can reach it, so a warning names a connection
 * and a step, or counts batches; the failure's own words are in the console only.
 */
export interface HealthWarning {
  kind: 'clearinghouse_connection' | 'overdue_batches';
  message: string;
}

const stepWords = { send: 'sending', poll: 'polling', test: 'the last test' } as const;

export async function healthWarnings(ctx: AppContext): Promise<HealthWarning[]> {
  const [connections, overdue] = await Promise.all([
    ctx.clearinghouses.list(),
    overdueBatches(ctx.db),
  ]);
  const warnings: HealthWarning[] = connections.flatMap((connection) => {
    const error = connection.health.lastError;
    if (!error) return [];
    return [
      {
        kind: 'clearinghouse_connection' as const,
        message: `Clearinghouse connection "${connection.name}": ${stepWords[error.during]} failed at ${error.at}.`,
      },
    ];
  });
  if (overdue.length > 0) {
    warnings.push({
      kind: 'overdue_batches',
      message:
        overdue.length === 1
          ? 'One batch is overdue for an answer from the clearinghouse.'
          : `${overdue.length} batches are overdue for an answer from the clearinghouse.`,
    });
  }
  return warnings;
}
