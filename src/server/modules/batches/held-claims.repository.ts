import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { claimBatchClaims } from './batches.tables.ts';
import { claimsView as claims } from '../claims/claims.views.ts';

/** A pending claim "all ready claims" cannot take, and why: her fix, or her unpaid fees. */
export interface HeldClaim {
  formId: string;
  /** The claim check's rules she must fix first, in stored order; empty when held for fees. */
  waitingOn: string[];
}

/**
 * A payer's pending claims in no open batch that wait on the doula (a send blocker, or a card
 * payment past its grace, decision 075), oldest first, at most `limit`: the batch result names
 * them, so none is left out without a word. Walks claims_pending_payer_idx.
 */
export async function heldClaimsOf(
  db: DbOrTx,
  payerId: string,
  limit: number,
): Promise<HeldClaim[]> {
  const rows = await db
    .select({ formId: claims.formId, sendBlockers: claims.sendBlockers })
    .from(claims)
    .where(
      and(
        eq(claims.status, 'pending'),
        eq(claims.deleted, false),
        sql`upper(${claims.patientPayerId}) = ${payerId.toUpperCase()}`,
        sql`(${claims.sendBlockers} IS NOT NULL OR EXISTS (SELECT 1 FROM fee_payment_failures held
          WHERE held.user_id = ${claims.userId} AND held.resolved_at IS NULL
            AND held.grace_until <= now() AND ${claims.createdAt} >= held.grace_until))`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(claimBatchClaims)
            .where(
              and(eq(claimBatchClaims.claimId, claims.id), eq(claimBatchClaims.batchOpen, true)),
            ),
        ),
      ),
    )
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(limit);
  return rows.map((row) => ({
    formId: row.formId,
    waitingOn: (row.sendBlockers ?? []).map((blocker) => blocker.rule),
  }));
}
