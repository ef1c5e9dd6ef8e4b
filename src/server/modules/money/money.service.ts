import {
  moneyPeriodRange,
  type MoneySummary,
  type MoneySummaryQuery,
  type OperatorMoneySummary,
  type WaitingClaim,
} from '#domain/claims/money';
import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import { claimStatuses, normalizeClaimStatus } from '#domain/claims/status';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { positionOf, encodeCursor } from '../lists/index.ts';
import type { SessionUser } from '../users/index.ts';
import {
  daysToPayment,
  paidByMonth,
  statusTotals,
  waitingClaims,
  type MoneyScope,
} from './money.repository.ts';

/**
 * Money at a glance: one summary for a doula's own claims, the same across every doula for
 * operators (with days to payment), and the operators' list of claims waiting for action.
 */
export function createMoneyService(db: Db, clock: () => Date = () => new Date()) {
  function scopeOf(userId: string | null, query: MoneySummaryQuery): MoneyScope {
    return { userId, ...moneyPeriodRange(query.period, clock()) };
  }

  async function summarize(scope: MoneyScope, query: MoneySummaryQuery): Promise<MoneySummary> {
    const [rows, months] = await Promise.all([statusTotals(db, scope), paidByMonth(db, scope)]);
    const counts = new Map(claimStatuses.map((status) => [status, 0]));
    let billedCents = 0;
    let expectedCents = 0;
    let outstandingCents = 0;
    for (const row of rows) {
      const status = normalizeClaimStatus(row.status);
      counts.set(status, (counts.get(status) ?? 0) + row.claims);
      billedCents += row.billedCents;
      expectedCents += row.expectedCents;
      outstandingCents += row.outstandingCents;
    }
    return {
      period: query.period,
      from: scope.from,
      until: scope.until,
      claimCount: rows.reduce((sum, row) => sum + row.claims, 0),
      billedCents,
      expectedCents,
      paidCents: months.reduce((sum, month) => sum + month.paidCents, 0),
      outstandingCents,
      byStatus: claimStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      paidByMonth: months,
    };
  }

  return {
    /** Her own claims and payments only. */
    forDoula: (user: SessionUser, query: MoneySummaryQuery): Promise<MoneySummary> =>
      summarize(scopeOf(user.id, query), query),

    /** Every doula's claims and payments, with the median days from submission to payment. */
    async forOperators(query: MoneySummaryQuery): Promise<OperatorMoneySummary> {
      const scope = scopeOf(null, query);
      const [summary, days] = await Promise.all([
        summarize(scope, query),
        daysToPayment(db, scope),
      ]);
      return { ...summary, daysToPayment: days };
    },

    /** Rejected and denied claims, the longest waiting first, a page at a time. */
    async waiting(query: { limit: number; cursor?: string | undefined }) {
      const rows = await waitingClaims(db, query.limit, positionOf(query.cursor));
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const answer: RecordPage<WaitingClaim> = {
        items: page.map((row) => ({
          id: row.id,
          formId: row.formId,
          status: row.status === 'denied' ? 'denied' : 'rejected',
          since: row.updatedAt.toISOString(),
          providerEmail: row.ownerEmail,
          payerName: row.payerName,
          totalChargeCents: row.totalChargeCents,
          payerReason: row.payerAnswer ? firstReason(row.payerAnswer as PayerAnswer) : '',
        })),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.updatedAt, id: last.id })
            : null,
      };
      return answer;
    },
  };
}
