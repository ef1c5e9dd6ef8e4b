import { eq, inArray, sql } from 'drizzle-orm';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import { normalizeClaimStatus, type ClaimStatus } from '#domain/claims/status';
import type { Tx } from '../../db/database.ts';
import { claims } from '../../db/schema.ts';
import { changeEventOf, recordAuditEvent } from '../audit/index.ts';
import { announceChange } from '../events/index.ts';
import { notifyClaimStatusChanged } from '../notifications/index.ts';
import { insertStatusChange, lockClaim, setClaimStatus } from './claims.repository.ts';

/** What an import needs to know of a claim to match a payer's answer to it. */
export interface ClaimForMatching {
  id: string;
  userId: string;
  formId: string;
  status: ClaimStatus;
  totalChargeCents: number;
  expectedCents: number;
  serviceDateFrom: string;
  serviceDateTo: string;
  paidCents: number;
  payerClaimNumber: string;
}

/**
 * Claims by form ID (the patient control number payers echo back), locked for the import's
 * transaction so two imports touching one claim apply one after the other.
 */
export async function claimsForMatching(
  tx: Tx,
  formIds: string[],
): Promise<Map<string, ClaimForMatching>> {
  const unique = [...new Set(formIds.map((id) => id.toUpperCase()))];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({
      id: claims.id,
      userId: claims.userId,
      formId: claims.formId,
      status: claims.status,
      totalChargeCents: claims.totalChargeCents,
      expectedCents: claims.expectedCents,
      serviceDateFrom: claims.serviceDateFrom,
      serviceDateTo: claims.serviceDateTo,
      paidCents: claims.paidCents,
      payerClaimNumber: claims.payerClaimNumber,
    })
    .from(claims)
    .where(sql`${inArray(claims.formId, unique)} AND ${claims.deleted} = false`)
    .orderBy(claims.id)
    .for('update');
  return new Map(
    rows.map((row) => [
      row.formId,
      {
        ...row,
        status: normalizeClaimStatus(row.status),
        serviceDateTo: row.serviceDateTo ?? row.serviceDateFrom,
        payerClaimNumber: row.payerClaimNumber ?? '',
      },
    ]),
  );
}

export interface PayerAnswerChange {
  /** The new status; undefined keeps the claim's status (the answer is still recorded). */
  status?: ClaimStatus;
  /** The history note: where the answer came from and what it said. */
  note: string;
  /** Who imported the file (an operator's email or the command line's label). */
  changedBy: string;
  answer: PayerAnswer;
  /** Added to the claim's paid amount (negative for a reversal). */
  paidDeltaCents?: number;
  payerClaimNumber?: string;
  /** The request that imported the file, for the audit trail (none on the command line). */
  actor?: { userId?: string; ip?: string; userAgent?: string; requestId?: string };
}

/**
 * Records a payer's answer on a claim inside the import's transaction: the status (with a
 * history row saying where it came from), the paid amount, the payer's claim number, an audit
 * event, and a live notice to the claim's owner only.
 */
export async function applyPayerAnswer(
  tx: Tx,
  claim: Pick<ClaimForMatching, 'id' | 'userId'>,
  change: PayerAnswerChange,
): Promise<{ from: ClaimStatus; to: ClaimStatus }> {
  const locked = await lockClaim(tx, claim.id);
  const from = normalizeClaimStatus(locked?.status);
  const to = change.status ?? from;
  if (to !== from) {
    await setClaimStatus(tx, claim.id, to);
    await notifyClaimStatusChanged(tx, claim.userId);
  }
  await tx
    .update(claims)
    .set({
      payerAnswer: change.answer,
      paidCents: sql`${claims.paidCents} + ${change.paidDeltaCents ?? 0}`,
      ...(change.payerClaimNumber ? { payerClaimNumber: change.payerClaimNumber } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(claims.id, claim.id));
  await insertStatusChange(tx, {
    claimId: claim.id,
    fromStatus: from,
    toStatus: to,
    changedBy: change.changedBy,
    note: change.note,
  });
  await recordAuditEvent(
    tx,
    changeEventOf(change.actor ?? {}, 'claim.payer_answer', { type: 'claim', id: claim.id }),
  );
  await announceChange(tx, claim.userId, { entity: 'claim', id: claim.id, action: 'updated' });
  return { from, to };
}
