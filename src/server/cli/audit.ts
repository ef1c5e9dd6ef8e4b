import { z } from 'zod';
import { createAuditService } from '../modules/audit/index.ts';
import { takeOption, UsageError, type CliSubject } from './cli-command.ts';

const email = z.email();

export const audit: CliSubject = {
  usage: `  audit <email> [--limit <n>]              print that user's audit trail, newest first (default 100)`,
  commands: {},
  async single({ database, out }, [address, ...args]) {
    const { value: limitText } = takeOption(args, 'limit');
    const limit = limitText === undefined ? 100 : Number(limitText);
    if (
      !address ||
      !email.safeParse(address).success ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > 10_000
    ) {
      throw new UsageError('audit needs an email (and an optional --limit from 1 to 10000)');
    }
    const rows = await createAuditService(database.db).trailOf(address, limit);
    if (!rows) return out(`No user has signed in with ${address}.`);
    if (rows.length === 0) return out(`No audit events for ${address}.`);
    out('when\taction\toutcome\tentity id\tip\trequest id');
    for (const row of rows) {
      out(
        [
          row.occurredAt,
          row.action,
          row.outcome,
          row.entityId ?? '-',
          row.ip ?? '-',
          row.requestId ?? '-',
        ].join('\t'),
      );
    }
  },
};
