import {
  enrollmentStateLabels,
  enrollmentStateMeanings,
  enrollmentTransactionLabels,
  type PayerEnrollmentsView,
} from '#domain/clearinghouse/enrollments';
import { createEnrollmentService } from '../modules/enrollments/index.ts';
import {
  auditCommandLine,
  CLI_ACTOR,
  takeOption,
  UsageError,
  type CliSubject,
} from './cli-command.ts';

/**
 * Enrollment per payer and transaction from the shell: the same service as the console's
 * "Enrollment" section, so the same schema and words apply; each change is audited under the
 * console's action name.
 */

const entity = 'payer_enrollment';
const PAGE = 100;

function printPayer(payer: PayerEnrollmentsView, out: (line: string) => void) {
  out(`${payer.payerId}\t${payer.payerName}`);
  for (const enrollment of payer.enrollments) {
    const dates = [
      enrollment.requestedOn ? `requested ${enrollment.requestedOn}` : '',
      enrollment.approvedOn ? `approved ${enrollment.approvedOn}` : '',
      enrollment.note,
    ].filter(Boolean);
    out(
      `  ${enrollmentTransactionLabels[enrollment.transaction]}\t${enrollmentStateLabels[enrollment.state]}${dates.length > 0 ? `\t${dates.join('; ')}` : ''}`,
    );
  }
}

export const enrollment: CliSubject = {
  usage: `  enrollment list [--cursor <cursor>]      payers with their claims, remittance and eligibility
                                           enrollment at the clearinghouse, ${PAGE} at a time
  enrollment set <payer-id> <claims|remittance|eligibility> <not_needed|required|pending|approved>
      [--requested-on <YYYY-MM-DD>] [--approved-on <YYYY-MM-DD>] [--note <text>]
                                           record one payer's enrollment for one transaction`,
  commands: {
    async list({ database, out }, args) {
      const { rest, value: cursor } = takeOption(args, 'cursor');
      if (rest.length > 0) throw new UsageError('enrollment list takes only --cursor');
      const page = await createEnrollmentService(database.db).list({ limit: PAGE, cursor });
      if (page.items.length === 0)
        out('No payers yet: none has claims, a mapping or an enrollment.');
      for (const payer of page.items) printPayer(payer, out);
      if (page.nextCursor) out(`More: enrollment list --cursor ${page.nextCursor}`);
    },

    async set({ database, out }, args) {
      let rest = args;
      const option = (name: string) => {
        const taken = takeOption(rest, name);
        rest = taken.rest;
        return taken.value;
      };
      const requestedOn = option('requested-on');
      const approvedOn = option('approved-on');
      const note = option('note');
      const [payerId, transaction, state, ...extra] = rest;
      if (!payerId || !transaction || !state || extra.length > 0) {
        throw new UsageError('enrollment set needs a payer ID, a transaction and a state');
      }
      const payer = await createEnrollmentService(database.db).set(
        { payerId, transaction, state, requestedOn, approvedOn, note },
        CLI_ACTOR,
      );
      await auditCommandLine(database.db, entity, 'update', `${payer.payerId}/${transaction}`);
      printPayer(payer, out);
      const set = payer.enrollments.find((e) => e.transaction === transaction);
      if (set) out(enrollmentStateMeanings[set.state]);
    },
  },
};
