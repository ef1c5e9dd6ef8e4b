import { commonPayers } from '#domain/billing/payer-directory';
import {
  claimsEnrollmentRefusal,
  enrollmentSetSchema,
  enrollmentStateLabels,
  enrollmentTransactions,
  type EnrollmentView,
  isEnrollmentHolding,
  type PayerEnrollmentsView,
} from '#domain/clearinghouse/enrollments';
import type { RecordPage } from '#domain/records/list';
import type { Db, DbOrTx } from '../../db/database.ts';
import { invalid, parseInput } from '../../errors/index.ts';
import { payerCatalogOf } from '../billing/index.ts';
import {
  claimPayerNames,
  enrollmentOf,
  enrollmentsOf,
  type EnrollmentRow,
  payerIdsPage,
  upsertEnrollment,
} from './enrollments.repository.ts';

const directoryNames = new Map(commonPayers.map((payer) => [payer.payerId, payer.name]));

/** A payer's name: the bundled directory's, else one its claims give, else a plain stand-in. */
async function payerNamesOf(db: DbOrTx, payerIds: readonly string[]) {
  const unknown = payerIds.filter((id) => !directoryNames.has(id));
  const fromClaims = await claimPayerNames(db, unknown);
  return (payerId: string) =>
    directoryNames.get(payerId) ?? fromClaims.get(payerId) ?? 'Unnamed payer';
}

const presentEnrollment = (row: EnrollmentRow): EnrollmentView => ({
  transaction: row.transaction,
  state: row.state,
  requestedOn: row.requestedOn,
  approvedOn: row.approvedOn,
  note: row.note,
  updatedAt: row.updatedAt.toISOString(),
});

/** A transaction without a row needs no enrollment. */
const notNeeded = (transaction: EnrollmentView['transaction']): EnrollmentView => ({
  transaction,
  state: 'not_needed',
  requestedOn: null,
  approvedOn: null,
  note: '',
  updatedAt: null,
});

/** These payers, in this order, each with its three transactions (two statements in all). */
async function payersWithEnrollments(
  db: DbOrTx,
  payerIds: readonly string[],
): Promise<PayerEnrollmentsView[]> {
  const [rows, nameOf] = await Promise.all([
    enrollmentsOf(db, payerIds),
    payerNamesOf(db, payerIds),
  ]);
  return payerIds.map((payerId) => ({
    payerId,
    payerName: nameOf(payerId),
    enrollments: enrollmentTransactions.map((transaction) => {
      const row = rows.find((r) => r.payerId === payerId && r.transaction === transaction);
      return row ? presentEnrollment(row) : notNeeded(transaction);
    }),
  }));
}

// Cursors are the last payer ID of a page, base64url so the URL carries no punctuation.
const encodeCursor = (payerId: string) => Buffer.from(payerId).toString('base64url');
function decodeCursor(cursor: string | undefined): string {
  if (!cursor) return '';
  const payerId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[A-Z0-9-]{1,80}$/.test(payerId)) {
    throw invalid('This list position is no longer valid. Please reload.');
  }
  return payerId;
}

/**
 * Why batching to this payer is refused now (its claims enrollment is required or pending), or
 * undefined when its claims may go. The batch service asks before choosing any claim.
 */
export async function claimsEnrollmentHold(
  db: DbOrTx,
  payerId: string,
): Promise<string | undefined> {
  const id = payerId.toUpperCase();
  const row = await enrollmentOf(db, id, 'claims');
  if (!row || !isEnrollmentHolding(row.state)) return undefined;
  const nameOf = await payerNamesOf(db, [id]);
  return claimsEnrollmentRefusal(
    { id, name: nameOf(id) },
    enrollmentStateLabels[row.state].toLowerCase(),
  );
}

/**
 * Enrollment per payer and transaction at the clearinghouse (decision 065): operators list the
 * payers with their three transactions and set a state with its dates, from the console or the
 * command line. Callers audit.
 */
export function createEnrollmentService(db: Db) {
  return {
    /**
     * One page of payers in payer ID order: those claims were made for, those the payer mapping
     * names and those with an enrollment, each with its three transactions.
     */
    async list(query: {
      limit: number;
      cursor?: string | undefined;
    }): Promise<RecordPage<PayerEnrollmentsView>> {
      const after = decodeCursor(query.cursor);
      const { mapping } = await payerCatalogOf(db);
      const mapped = mapping.entries.flatMap((entry) => (entry.payerId ? [entry.payerId] : []));
      const ids = await payerIdsPage(db, after, query.limit + 1, mapped);
      const page = ids.slice(0, query.limit);
      const items = await payersWithEnrollments(db, page);
      const last = page.at(-1);
      return { items, nextCursor: ids.length > query.limit && last ? encodeCursor(last) : null };
    },

    /** Sets one payer's one transaction; answers the payer with its three transactions. */
    async set(input: unknown, by: string): Promise<PayerEnrollmentsView> {
      const request = parseInput(enrollmentSetSchema, input);
      await upsertEnrollment(db, request, by);
      const [payer] = await payersWithEnrollments(db, [request.payerId]);
      return payer!;
    },
  };
}
