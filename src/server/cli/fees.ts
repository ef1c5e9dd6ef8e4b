import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import { createFeeService, type FeeService } from '../modules/fees/index.ts';
import { userIdsForEmail } from '../modules/users/index.ts';
import { charge, refund } from './fee-cards.ts';
import {
  auditCommandLine,
  CLI_ACTOR,
  takeOption,
  UsageError,
  type CliContext,
  type Command,
  type CliSubject,
} from './cli-command.ts';

/**
 * The fee ledger from the shell (decision 071): the same service as the console's Fees section,
 * so the same schemas and words apply; each change is audited under the console's action name.
 */
const PAGE = 100;

function options(args: string[], names: string[]) {
  let rest = args;
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const taken = takeOption(rest, name);
    rest = taken.rest;
    values[name] = taken.value;
  }
  return { rest, values };
}

/** `--cents 1200`: a number for the schema to judge (a word stays a word, and is refused). */
const numberOr = (value: string | undefined) =>
  value !== undefined && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/** A console list from the shell: a page at a time, each row one line, "More:" for the next. */
function pagedList<Row>(
  name: string,
  load: (
    fees: FeeService,
    query: { limit: number; cursor: string | undefined },
  ) => Promise<{ items: Row[]; nextCursor: string | null }>,
  empty: string,
  line: (row: Row) => string,
): Command {
  return async ({ database, out }, args) => {
    const { rest, values } = options(args, ['cursor']);
    if (rest.length > 0) throw new UsageError(`fees ${name} takes only --cursor`);
    const page = await load(createFeeService(database.db), { limit: PAGE, cursor: values.cursor });
    if (page.items.length === 0) out(empty);
    for (const row of page.items) out(line(row));
    if (page.nextCursor) out(`More: fees ${name} --cursor ${page.nextCursor}`);
  };
}

async function price({ database, out }: CliContext, args: string[]) {
  const fees = createFeeService(database.db);
  const [action, ...rest] = args;
  if (action === 'list') {
    const { rest: extra, values } = options(rest, ['cursor']);
    if (extra.length > 0) throw new UsageError('fees price list takes only --cursor');
    out(`In force today: ${formatCents(await fees.currentPrice())} per claim`);
    const page = await fees.listPrices({ limit: PAGE, cursor: values.cursor });
    if (page.items.length === 0) out('No price set: the default applies.');
    for (const row of page.items) {
      out(`${row.effectiveFrom}\t${formatCents(row.cents)}\tset by ${row.setBy}`);
    }
    if (page.nextCursor) out(`More: fees price list --cursor ${page.nextCursor}`);
    return;
  }
  if (action === 'set') {
    const { rest: extra, values } = options(rest, ['cents', 'from']);
    if (extra.length > 0 || values.cents === undefined || values.from === undefined) {
      throw new UsageError('fees price set needs --cents and --from');
    }
    const set = await fees.setPrice(
      { cents: numberOr(values.cents), effectiveFrom: values.from },
      CLI_ACTOR,
    );
    await auditCommandLine(database.db, 'fee_price', 'update', set.effectiveFrom);
    out(`${formatCents(set.cents)} per claim from ${set.effectiveFrom}.`);
    return;
  }
  throw new UsageError('fees price takes list or set');
}

export const fees: CliSubject = {
  usage: `  fees price list                          the price per claim in force and each one set
  fees price set --cents <n> --from <YYYY-MM-DD>
                                           the price per accepted claim from that date on
  fees doulas [--cursor <cursor>]          each doula's fees: charged, credited, paid, due
  fees unpaid [--cursor <cursor>]          statements with something still due
  fees credit <claim-id> --reason <text>   give back a claim's fee
  fees payment <doula-email> <YYYY-MM> --cents <n> --received-on <YYYY-MM-DD> --reference <text>
                                           record a check received for her statement
  fees charge --month <YYYY-MM>            charge that month's statements to the cards on file
  fees refund <payment-id> --cents <n> --reason <text>
                                           give back (part of) a card payment through Stripe`,
  commands: {
    price,
    charge,
    refund,

    doulas: pagedList(
      'doulas',
      (fees, query) => fees.doulaFees(query),
      'No fees yet: no claim has been accepted.',
      (d) =>
        `${d.email}\t${d.name}\tcharged ${formatCents(d.chargedCents)}\tcredited ${formatCents(d.creditedCents)}\tpaid ${formatCents(d.paidCents)}\tdue ${formatCents(d.dueCents)}`,
    ),

    unpaid: pagedList(
      'unpaid',
      (fees, query) => fees.unpaidStatements(query),
      'Every statement is paid.',
      (s) => `${s.month}\t${monthLabel(s.month)}\t${s.email}\tdue ${formatCents(s.dueCents)}`,
    ),

    async credit({ database, out }, args) {
      const { rest, values } = options(args, ['reason']);
      const [claimId, ...extra] = rest;
      if (!claimId || extra.length > 0 || values.reason === undefined) {
        throw new UsageError('fees credit needs a claim ID and --reason');
      }
      const credited = await createFeeService(database.db).creditClaim(
        { claimId, reason: values.reason },
        CLI_ACTOR,
      );
      await auditCommandLine(database.db, 'claim', 'credit', credited.id);
      out(`Credited the fee of ${credited.formId}.`);
    },

    async payment({ database, out }, args) {
      const { rest, values } = options(args, ['cents', 'received-on', 'reference']);
      const [email, month, ...extra] = rest;
      if (!email || !month || extra.length > 0) {
        throw new UsageError('fees payment needs her email and the statement month');
      }
      const [userId, ...more] = await userIdsForEmail(database.db, email);
      if (!userId || more.length > 0) throw new UsageError(`no single doula signs in as ${email}`);
      const paid = await createFeeService(database.db).recordPayment(
        {
          doulaId: userId,
          month,
          amountCents: numberOr(values.cents),
          receivedOn: values['received-on'],
          reference: values.reference,
        },
        CLI_ACTOR,
      );
      await auditCommandLine(database.db, 'fee_ledger', 'record_payment', paid.id);
      out(
        `Recorded. ${monthLabel(month)}: due ${formatCents(Math.max(paid.statement.dueCents, 0))} (${paid.statement.status}).`,
      );
    },
  },
};
