import { writeFile } from 'node:fs/promises';
import { batchListQuerySchema, batchStateLabels } from '#domain/claims/batches';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { DomainError, parseInput } from '../errors/index.ts';
import { createBatchService } from '../modules/batches/index.ts';
import { createClaimService } from '../modules/claims/index.ts';
import { createProfileService } from '../modules/profile/index.ts';
import {
  CLI_ACTOR,
  type CliContext,
  takeOption,
  UsageError,
  type CliSubject,
} from './cli-command.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/** Who the command line is in the claims' history ("changed by") and on the batch. */
const OPERATOR = { label: `operator (${CLI_ACTOR})` };

async function batchService({ database, config }: CliContext) {
  const taxIds = await loadTaxIdCipher(config);
  return createBatchService({
    db: database.db,
    claims: createClaimService(database.db, { claimHooks, taxIds }),
    profiles: createProfileService(database.db, taxIds),
    x12: config.x12,
    taxIds,
  });
}

/** Takes `--claims a b c` (every argument after it up to the next option). */
function takeClaims(args: string[]): { rest: string[]; claims: string[] | undefined } {
  const at = args.indexOf('--claims');
  if (at === -1) return { rest: args, claims: undefined };
  const after = args.slice(at + 1);
  const end = after.findIndex((arg) => arg.startsWith('--'));
  const claims = end === -1 ? after : after.slice(0, end);
  if (claims.length === 0) throw new UsageError('--claims needs one or more claim ids or form IDs');
  return { rest: [...args.slice(0, at), ...(end === -1 ? [] : after.slice(end))], claims };
}

export const batch: CliSubject = {
  usage: `  batch create --payer <payer-id> [--claims <form-id>...]
                                           send those claims (or every ready claim of the payer)
                                           in a new 837P batch; they move to processing
  batch list [--limit <n>]                 list batches, newest first (25 unless --limit, at most 100),
                                           with how many claims the payer answered and the 999's verdict
  batch download <batch-id> <file>         write a batch's 837P file, exactly as it was made`,
  commands: {
    async create(context, args) {
      const { rest, claims } = takeClaims(args);
      const { rest: extra, value: payerId } = takeOption(rest, 'payer');
      if (!payerId || extra.length > 0)
        throw new UsageError('batch create needs --payer <payer-id> (and optionally --claims)');
      const made = await (
        await batchService(context)
      ).create({ payerId, ...(claims ? { claimIds: claims } : {}) }, OPERATOR);
      context.out(
        `Made batch ${made.number} (${made.id}) for payer ${made.payerId} with ${made.claimCount} claim${made.claimCount === 1 ? '' : 's'}: ${made.claims.map((claim) => claim.formId).join(', ')}.`,
      );
      for (const reason of made.leftOut) context.out(`Left out: ${reason}`);
    },

    async list(context, args) {
      const { rest, value: limit } = takeOption(args, 'limit');
      if (rest.length > 0) throw new UsageError('batch list takes only --limit');
      const query = parseInput(batchListQuerySchema, limit === undefined ? {} : { limit });
      const page = await (await batchService(context)).list(query);
      if (page.items.length === 0) {
        context.out('No batches yet.');
        return;
      }
      for (const item of page.items) {
        context.out(
          [
            `batch ${item.number}`,
            item.id,
            item.payerId,
            item.createdAt,
            item.createdBy,
            `${item.claimCount} claim${item.claimCount === 1 ? '' : 's'}`,
            `answered ${item.answeredCount} of ${item.claimCount}`,
            batchStateLabels[item.state] +
              (item.acknowledgement ? ` (999 imported ${item.acknowledgement.at})` : ''),
            item.usage === 'T' ? 'test' : 'production',
          ].join('  '),
        );
      }
    },

    async download(context, args) {
      const [batchId, file, ...extra] = args;
      if (!batchId || !file || extra.length > 0)
        throw new UsageError('batch download needs a batch id and a file');
      const service = await batchService(context);
      const found = await service.download(batchId, {}).catch((error: unknown) => {
        // The console answers a bare 404; here the operator typed the id, so name it.
        if (error instanceof DomainError && error.kind === 'not_found')
          throw new DomainError('not_found', `No batch with id "${batchId}".`);
        throw error;
      });
      await writeFile(file, found.text, { mode: 0o600 });
      context.out(`Wrote ${found.fileName} to ${file}.`);
    },
  },
};
