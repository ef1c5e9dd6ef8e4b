import { claimStatuses } from '#domain/claims/status';
import { DomainError } from '../errors/index.ts';
import { createClaimService } from '../modules/claims/index.ts';
import { takeOption, UsageError, type CliSubject } from './cli-command.ts';

export const claim: CliSubject = {
  usage: `  claim status <claim-id> <status> [--note <text>]
                                           set a claim's status (${claimStatuses.join(', ')}); the claim id
                                           may be its id or its form ID (DB-2026-000001)`,
  commands: {
    async status({ database, out }, args) {
      const { rest, value: note } = takeOption(args, 'note');
      const [claimId, status, ...extra] = rest;
      if (!claimId || !status || extra.length > 0)
        throw new UsageError('claim status needs a claim id and a status');
      if (!(claimStatuses as readonly string[]).includes(status)) {
        throw new UsageError(
          `"${status}" is not a claim status; use one of ${claimStatuses.join(', ')}`,
        );
      }
      try {
        const changed = await createClaimService(database.db).changeStatus(
          claimId,
          { status: status as (typeof claimStatuses)[number], note: note ?? '' },
          { label: 'operator (command line)' },
        );
        const previous = changed.statusHistory.at(-1)?.from ?? 'pending';
        out(`Claim ${changed.formId} (${changed.id}) is now ${changed.status} (was ${previous}).`);
      } catch (error) {
        // The console answers a bare 404; here the operator typed the id, so name it.
        if (error instanceof DomainError && error.kind === 'not_found') {
          throw new DomainError('not_found', `No claim with id or form ID "${claimId}".`);
        }
        throw error;
      }
    },
  },
};
