import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import { createCardPayments } from '../modules/card-payments/index.ts';
import { afterCardSettled, createCardFees } from '../modules/fees/index.ts';
import {
  auditCommandLine,
  CLI_ACTOR,
  takeOption,
  UsageError,
  type CliContext,
} from './cli-command.ts';

/** The console's card fee service, on this command's database and Stripe settings. */
const cardFeesOf = ({ database, config }: CliContext) =>
  createCardFees(
    database.db,
    createCardPayments(database.db, config.stripe, {
      publicUrl: config.publicUrl,
      onSettled: (tx, settled) => afterCardSettled(tx, settled),
    }),
  );

/** `fees charge --month 2026-11`: the monthly run by hand, the same service as the job's. */
export async function charge(context: CliContext, args: string[]) {
  const { value: month, rest } = takeOption(args, 'month');
  if (month === undefined || rest.length > 0) throw new UsageError('fees charge needs --month');
  const run = await cardFeesOf(context).chargeMonth({ month });
  await auditCommandLine(context.database.db, 'fee_statement', 'charge', run.month);
  context.out(
    `${monthLabel(run.month)}: ${run.charged} charged, ${run.processing} processing, ${run.declined} declined, ${run.no_card} without a card, ${run.retry_later} to try again later.`,
  );
}

/** `fees refund <payment-id> --cents 500 --reason "…"`: a card payment given back through Stripe. */
export async function refund(context: CliContext, args: string[]) {
  const cents = takeOption(args, 'cents');
  const reason = takeOption(cents.rest, 'reason');
  const [paymentId, ...extra] = reason.rest;
  if (!paymentId || extra.length > 0 || cents.value === undefined || reason.value === undefined) {
    throw new UsageError('fees refund needs a payment ID, --cents and --reason');
  }
  const amountCents = /^\d+$/.test(cents.value) ? Number(cents.value) : cents.value;
  const made = await cardFeesOf(context).refund(
    { paymentId, amountCents, reason: reason.value },
    CLI_ACTOR,
  );
  await auditCommandLine(context.database.db, 'fee_ledger', 'refund', made.paymentId);
  context.out(`Refunded ${formatCents(made.cents)} of ${monthLabel(made.month)}'s card payment.`);
}
