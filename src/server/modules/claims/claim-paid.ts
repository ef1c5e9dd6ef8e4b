import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { ledgerView } from '../imports/imports.views.ts';
import { claims } from './claims.tables.ts';

/**
 * A claim's paid amount is the sum of its posted ledger rows (the imports module's ledger):
 * written here, in the transaction that posted them, and nowhere else. So are what the
 * prompt-pay clock reads of them: the interest paid (inside the payment or beside it), the
 * amount paid without that interest, and the day of the first payment that still stands.
 */
export async function refreshPaid(tx: Tx, claimIds: string[]) {
  const ids = [...new Set(claimIds)];
  if (ids.length === 0) return;
  const l = ledgerView;
  // One pass over the ledger rows of all these claims, not a sum per claim.
  await tx.execute(sql`UPDATE ${claims} SET paid_cents = coalesce(posted.sum, 0)::integer,
      interest_paid_cents = coalesce(posted.interest, 0)::integer,
      principal_paid_cents = coalesce(posted.principal, 0)::integer,
      paid_on = posted.paid_on
    FROM unnest(${sql.param(ids)}::uuid[]) AS touched(id)
    LEFT JOIN (SELECT ${l.claimId} AS claim_id, sum(${l.paidCents}) AS sum,
        sum(${l.interestCents} + ${l.providerInterestCents}) AS interest,
        sum(${l.paidCents} - ${l.interestCents}) AS principal,
        min(least(${l.paymentDate}, (${l.createdAt} AT TIME ZONE 'UTC')::date))
          FILTER (WHERE ${l.paidCents} > 0 AND ${l.reversedBy} IS NULL) AS paid_on
      FROM ${l}
      WHERE ${l.claimId} = ANY(${sql.param(ids)}::uuid[]) AND ${l.state} = 'posted'
      GROUP BY ${l.claimId}) AS posted
      ON posted.claim_id = touched.id
    WHERE ${claims.id} = touched.id`);
}
