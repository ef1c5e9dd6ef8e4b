import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { ledgerView } from '../imports/imports.views.ts';
import { claims } from './claims.tables.ts';

/**
 * A claim's paid amount is the sum of its posted ledger rows (the imports module's ledger):
 * written here, in the transaction that posted them, and nowhere else.
 */
export async function refreshPaid(tx: Tx, claimIds: string[]) {
  const ids = [...new Set(claimIds)];
  if (ids.length === 0) return;
  // One pass over the ledger rows of all these claims, not a sum per claim.
  await tx.execute(sql`UPDATE ${claims} SET paid_cents = coalesce(posted.sum, 0)::integer
    FROM unnest(${sql.param(ids)}::uuid[]) AS touched(id)
    LEFT JOIN (SELECT ${ledgerView.claimId} AS claim_id, sum(${ledgerView.paidCents}) AS sum
      FROM ${ledgerView}
      WHERE ${ledgerView.claimId} = ANY(${sql.param(ids)}::uuid[]) AND ${ledgerView.state} = 'posted'
      GROUP BY ${ledgerView.claimId}) AS posted
      ON posted.claim_id = touched.id
    WHERE ${claims.id} = touched.id`);
}
