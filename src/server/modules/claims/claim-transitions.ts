import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  claimTransition,
  NEW_CLAIM,
  type ClaimEvent,
  type ClaimState,
} from '#domain/claims/claim-states';
import { normalizeClaimStatus, type ClaimStatus } from '#domain/claims/status';
import type { DbOrTx } from '../../db/database.ts';
import { claims, claimStatusChanges } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../errors/index.ts';
import { auditEventInsert, changeEventOf, type AuditActor } from '../audit/index.ts';
import { changeNotice } from '../events/index.ts';
import { notifyClaimStatusChanged } from '../notifications/index.ts';
import { lockClaim, type ClaimRow, type StatusChangeRow } from './claims.repository.ts';

/**
 * The one command that moves a claim (decision 037). Every writer of a claim's status calls it
 * inside its own transaction: the submission, batches, the operators' status change (console
 * and command line), every payer-response import, corrections and voids. A test
 * (claim-transitions.entry-points.test.ts) fails if any other code writes a status.
 */
export interface ClaimTransitionRequest {
  claimId: string;
  event: ClaimEvent;
  /** The status an operator chose (set-by-operator only). */
  to?: ClaimStatus;
  /** The history note the doula reads: why, and from where. */
  note: string;
  /** Recorded as "changed by" in the history: an email, a label, or "system". */
  changedBy: string;
  /** Who did it, for the audit row (none on the command line). */
  actor: AuditActor;
  /** The audit row's action; a status change unless the event is better named. */
  auditAction?: string;
  /**
   * For `submitted` only: the owner of the claim this transaction just inserted (its row
   * starts pending by the column's default, so there is nothing to lock or write).
   */
  created?: { userId: string };
}

export interface AppliedTransition {
  from: ClaimState;
  to: ClaimStatus;
  /** Whether the status changed (an event may be recorded without moving it). */
  moved: boolean;
  /** The history row written. */
  change: StatusChangeRow;
  /** The claim as it was locked, before the transition. */
  claim: Pick<ClaimRow, 'id' | 'userId' | 'formId'>;
}

/**
 * Applies an event to a claim inside the caller's transaction: locks the row (so the "from" is
 * true and two writers apply one after the other), checks the transition against the state
 * machine (an illegal one is refused with one plain sentence, 422), writes the status, one
 * history row, one audit row, the doula's status email in the outbox where the event tells
 * her (decision 031) and the live notice to her open lists, which go out on commit.
 */
export async function transitionClaim(
  tx: DbOrTx,
  request: ClaimTransitionRequest,
): Promise<AppliedTransition> {
  let from: ClaimState;
  let claim: AppliedTransition['claim'];
  if (request.event === 'submitted') {
    if (!request.created) throw new Error('a submitted claim names its owner');
    from = NEW_CLAIM;
    claim = { id: request.claimId, userId: request.created.userId, formId: '' };
  } else {
    const locked = await lockClaim(tx, request.claimId);
    if (!locked || locked.deleted) throw notFound();
    from = normalizeClaimStatus(locked.status);
    claim = locked;
  }
  const transition = claimTransition(from, request.event, {
    ...(request.to ? { requested: request.to } : {}),
    ...(claim.formId ? { formId: claim.formId } : {}),
  });
  if (!transition.allowed) throw unprocessable(transition.reason);
  const { to, moved } = transition;
  if (moved && from !== NEW_CLAIM) {
    await tx
      .update(claims)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(claims.id, claim.id));
  }
  const change = await insertStatusChange(
    tx,
    {
      claimId: claim.id,
      fromStatus: from === NEW_CLAIM ? null : from,
      toStatus: to,
      changedBy: request.changedBy,
      note: request.note,
    },
    {
      writes: [
        auditEventInsert(
          tx,
          changeEventOf(request.actor, request.auditAction ?? 'claim.status_change', {
            type: 'claim',
            id: claim.id,
          }),
        ),
      ],
      // The doula's open claims lists show it without a reload.
      notices: [
        changeNotice(claim.userId, {
          entity: 'claim',
          id: claim.id,
          action: from === NEW_CLAIM ? 'created' : 'updated',
        }),
      ],
    },
  );
  if (transition.tellsDoula) await notifyClaimStatusChanged(tx, claim.userId);
  return { from, to, moved, change, claim };
}

/**
 * The history row, with the writes that belong with it (its audit row) and its change notices,
 * in one statement, so one round trip: WITH runs every data-modifying part exactly once, and
 * the notices are evaluated for the one row RETURNING gives back.
 */
async function insertStatusChange(
  db: DbOrTx,
  change: {
    claimId: string;
    fromStatus: ClaimStatus | null;
    toStatus: ClaimStatus;
    changedBy: string;
    note: string;
  },
  alongside: { writes: { getSQL(): SQL }[]; notices: SQL[] },
): Promise<StatusChangeRow> {
  const writes = alongside.writes.map((write, index) =>
    db.$with(`alongside_${index}`, {}).as(write.getSQL()),
  );
  const [row] = await db
    .with(...writes)
    .insert(claimStatusChanges)
    .values(change)
    .returning({
      ...getTableColumns(claimStatusChanges),
      notified: sql`(${sql.join(alongside.notices, sql`, `)}) IS NULL`,
    });
  const { notified: _, ...inserted } = row! as StatusChangeRow & { notified?: boolean };
  return inserted;
}
