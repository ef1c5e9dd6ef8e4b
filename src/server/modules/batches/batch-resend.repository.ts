import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { claimBatchClaims } from './batches.tables.ts';
import { claimsView as claims, claimsViewAs } from '../claims/claims.views.ts';

const correction = claimsViewAs('correction');

/**
 * The claims of a batch still rejected by its file (a 999 or TA1 that could not read it), in
 * the file's order: not answered since, not corrected by her, not in another open batch. These
 * are what a Resend sends again; a claim that went again some other way is left alone.
 */
export async function claimsRejectedByFileOf(db: DbOrTx, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claimBatchClaims)
    .innerJoin(claims, eq(claims.id, claimBatchClaims.claimId))
    .where(
      and(
        eq(claimBatchClaims.batchId, batchId),
        eq(claims.deleted, false),
        eq(claims.status, 'rejected'),
        sql`${claims.payerAnswer} ->> 'source' IN ('999', 'TA1')`,
        sql`${claims.payerAnswer} ->> 'outcome' = 'rejected'`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(correction)
            .where(eq(correction.correctsClaimId, claims.id)),
        ),
        sql`NOT EXISTS (SELECT 1 FROM ${claimBatchClaims} open_row
              WHERE open_row.claim_id = ${claims.id} AND open_row.batch_open)`,
      ),
    )
    .orderBy(asc(claimBatchClaims.position));
  return rows.map((row) => row.id);
}
