import { uploadListQuerySchema } from '#domain/clearinghouse/connections';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { parseInput } from '../errors/index.ts';
import { createBatchService } from '../modules/batches/index.ts';
import { createClaimService } from '../modules/claims/index.ts';
import {
  createClearinghouseService,
  createSendingService,
} from '../modules/clearinghouse/index.ts';
import { createProfileService } from '../modules/profile/index.ts';
import {
  auditCommandLine,
  CLI_ACTOR,
  type CliContext,
  type CliSubject,
  takeOption,
  UsageError,
} from './cli-command.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * "Send now" and a connection's uploads from the shell: the console's sending service. The
 * batches are made here; the app servers' job queues upload them.
 */

const entity = 'clearinghouse_connection';
/** Who the command line is in the claims' history ("changed by") and on the batch. */
const OPERATOR = { label: `operator (${CLI_ACTOR})` };

async function sendingOf({ database, config }: CliContext) {
  const taxIds = await loadTaxIdCipher(config);
  const db = database.db;
  return createSendingService({
    db,
    clearinghouses: createClearinghouseService(db, taxIds, {
      allowPrivate: config.clearinghouseAllowPrivate,
    }),
    batches: createBatchService({
      db,
      claims: createClaimService(db, { claimHooks, taxIds }),
      profiles: createProfileService(db, taxIds),
      x12: config.x12,
      taxIds,
    }),
  });
}

const oneId = (args: string[], command: string) => {
  const [id, ...extra] = args;
  if (!id || id.startsWith('--') || extra.length > 0) {
    throw new UsageError(`clearinghouse ${command} needs one id`);
  }
  return id;
};

export const sendingUsage = `  clearinghouse send-now <id>              batch every ready claim and upload it through <id>
                                           (the connection that sends claims), retry waiting uploads
  clearinghouse uploads <id> [--limit <n>] [--cursor <c>]
                                           its uploads, newest first: state, reason, when`;

export const sendingCommands: CliSubject['commands'] = {
  async 'send-now'(context, args) {
    const id = oneId(args, 'send-now');
    const result = await (await sendingOf(context)).sendNow(id, OPERATOR);
    await auditCommandLine(context.database.db, entity, 'send_now', id);
    context.out(result.sentence);
  },

  async uploads(context, args) {
    const [id, ...options] = args;
    if (!id || id.startsWith('--')) throw new UsageError('clearinghouse uploads needs an id first');
    const limit = takeOption(options, 'limit');
    const cursor = takeOption(limit.rest, 'cursor');
    if (cursor.rest.length > 0)
      throw new UsageError(`clearinghouse uploads does not know ${cursor.rest[0]}`);
    const query = parseInput(uploadListQuerySchema, { limit: limit.value, cursor: cursor.value });
    const page = await (await sendingOf(context)).list(id, query);
    await auditCommandLine(context.database.db, entity, 'list_uploads', id);
    if (page.items.length === 0) context.out('No uploads yet.');
    for (const upload of page.items) {
      const when = upload.sentAt ?? upload.updatedAt;
      const why = upload.message ? `\t${upload.message}` : '';
      context.out(
        `batch ${upload.batchNumber}\t${upload.state}\t${upload.remoteName ?? '-'}\t${when}\t${upload.attempts} attempt(s)${why}`,
      );
    }
    if (page.nextCursor) context.out(`More: --cursor ${page.nextCursor}`);
  },
};
