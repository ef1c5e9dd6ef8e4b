import { formatCents } from '#domain/billing/money';
import { heldPaymentQuerySchema } from '#domain/claims/imports';
import { parseInput } from '../errors/index.ts';
import { createPaymentReviewService } from '../modules/imports/index.ts';
import { CLI_ACTOR, type CliContext, UsageError, type CliSubject } from './cli-command.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/** Who the command line is on a decision: the same label as its imports. */
const REVIEWER = { label: CLI_ACTOR };

async function decide(
  { database, out }: CliContext,
  args: string[],
  decision: 'approve' | 'refuse',
) {
  const [id] = args;
  if (!id || args.length > 1) throw new UsageError(`payment ${decision} needs one payment id`);
  const result = await createPaymentReviewService(database.db, claimHooks).review(
    id,
    { decision },
    REVIEWER,
  );
  out(result.message);
}

/**
 * `payment held|approve|refuse`: the payments imports held for review (paid above the charge,
 * paid twice, a negative amount that reverses nothing), through the same service as the
 * console's "Needs review".
 */
export const payment: CliSubject = {
  usage: `  payment held [--limit <n>]               list payments held for review, oldest first
  payment approve <payment id>             post a held payment to its claim
  payment refuse <payment id>              refuse a held payment; its claim stays as it was`,
  commands: {
    async held({ database, out }, args) {
      const at = args.indexOf('--limit');
      const query = parseInput(heldPaymentQuerySchema, {
        ...(at === -1 ? {} : { limit: args[at + 1] }),
      });
      const page = await createPaymentReviewService(database.db, claimHooks).held(query);
      if (page.items.length === 0) out('No payment is waiting for review.');
      for (const item of page.items) {
        out(
          `${item.id}  ${item.formId}  ${formatCents(item.paidCents)} (check ${item.traceNumber}, ${item.payerName}) — ${item.reason}`,
        );
      }
    },
    approve: (context, args) => decide(context, args, 'approve'),
    refuse: (context, args) => decide(context, args, 'refuse'),
  },
};
