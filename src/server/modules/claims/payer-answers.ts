import { sql } from 'drizzle-orm';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import type { ClaimEvent, ClaimState } from '#domain/claims/claim-states';
import { normalizeClaimStatus, type ClaimStatus } from '#domain/claims/status';
import type { Tx } from '../../db/database.ts';
import { claims } from './claims.tables.ts';
import type { ClaimHooks } from './claim-hooks.ts';
import { transitionClaims } from './claim-transitions.ts';
import { startPromptPayClocks } from './prompt-pay-start.ts';
import { anyOf } from '../../db/any-of.ts';

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
    .where(sql`${anyOf(claims.formId, unique)} AND ${claims.deleted} = false`)
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
  /**
   * What the answer says happened; the state machine decides the status (a decided claim keeps
   * its status on a late acknowledgement, and the answer is still recorded).
   */
  event: ClaimEvent;
  /** The history note: where the answer came from and what it said. */
  note: string;
  /** Who imported the file (an operator's email or the command line's label). */
  changedBy: string;
  answer: PayerAnswer;
  payerClaimNumber?: string;
  /** The request that imported the file, for the audit trail (none on the command line). */
  actor?: { userId?: string; ip?: string; userAgent?: string; requestId?: string };
}

/**
 * Records a payer's answer on a claim inside the import's transaction: its transition (the
 * status, a history row saying where it came from, an audit event, her email when it moved, a
 * live notice to the claim's owner only), then the payer's claim number. The paid amount is the
 * payment ledger's sum, written by the import.
 * An answer the state machine refuses (a voided claim) throws; importers ask claimTransition
 * first and list such an answer as unmatched.
 */
export async function applyPayerAnswer(
  tx: Tx,
  claim: Pick<ClaimForMatching, 'id' | 'userId'>,
  change: PayerAnswerChange,
  hooks: ClaimHooks,
): Promise<{ from: ClaimState; to: ClaimStatus }> {
  const [applied] = await applyPayerAnswers(tx, [{ claim, change }], hooks);
  return applied!;
}

/**
 * A file's answers at once, in the order given (decision 037): every transition, with the
 * claim's latest answer and payer's claim number, in the batched command's few statements. A
 * claim answered twice keeps the later answer, and the later claim number given.
 */
export async function applyPayerAnswers(
  tx: Tx,
  answers: { claim: Pick<ClaimForMatching, 'id' | 'userId'>; change: PayerAnswerChange }[],
  hooks: ClaimHooks,
): Promise<{ from: ClaimState; to: ClaimStatus }[]> {
  if (answers.length === 0) return [];
  const applied = await transitionClaims(
    tx,
    answers.map(({ claim, change }) => ({
      claimId: claim.id,
      event: change.event,
      note: change.note,
      changedBy: change.changedBy,
      actor: change.actor ?? {},
      auditAction: 'claim.payer_answer',
      payerAnswer: { answer: change.answer, payerClaimNumber: change.payerClaimNumber },
    })),
    hooks,
  );
  await startPromptPayClocks(
    tx,
    answers.flatMap(({ claim, change }, index) =>
      change.answer.source === '277CA' &&
      change.answer.outcome === 'accepted' &&
      applied[index]?.to === 'processing'
        ? [{ claimId: claim.id, receivedOn: change.answer.date }]
        : [],
    ),
  );
  return applied.map(({ from, to }) => ({ from, to }));
}

type VoidSide = Pick<ClaimForMatching, 'id' | 'userId' | 'formId' | 'status'>;

/** A void request (frequency 8) and the claim it voids, when a payer's reversal answers it. */
export interface VoidAnswered {
  request: VoidSide;
  original: VoidSide;
}

/**
 * The void a payer's reversal answers, if any, both claims locked: the claim the answer names
 * is a void request itself (the payer echoed the void's own patient control number), or the
 * original of a void request that was sent (the payer echoed the original's). A reversal of a
 * claim with no void sent is an ordinary reversal.
 */
export async function voidAnsweredBy(tx: Tx, claimId: string): Promise<VoidAnswered | undefined> {
  const { rows } = await tx.execute<{
    void_id: string;
    void_form_id: string;
    void_status: string;
    original_id: string;
    original_form_id: string;
    original_status: string;
    user_id: string;
  }>(sql`
    SELECT v.id AS void_id, v.form_id AS void_form_id, v.status AS void_status,
      o.id AS original_id, o.form_id AS original_form_id, o.status AS original_status,
      o.user_id
    FROM ${claims} v JOIN ${claims} o ON o.id = v.corrects_claim_id
    WHERE v.frequency = '8' AND v.deleted = false AND o.deleted = false
      AND (v.id = ${claimId} OR (o.id = ${claimId} AND v.status = 'processing'))
    ORDER BY v.id
    LIMIT 1
    FOR UPDATE OF v, o`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    request: {
      id: row.void_id,
      userId: row.user_id,
      formId: row.void_form_id,
      status: normalizeClaimStatus(row.void_status),
    },
    original: {
      id: row.original_id,
      userId: row.user_id,
      formId: row.original_form_id,
      status: normalizeClaimStatus(row.original_status),
    },
  };
}
