import { sql } from 'drizzle-orm';
import {
  claimTransition,
  NEW_CLAIM,
  type ClaimEvent,
  type ClaimState,
} from '#domain/claims/claim-states';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import { normalizeClaimStatus, type ClaimStatus } from '#domain/claims/status';
import type { DbOrTx } from '../../db/database.ts';
import type { LiveChange } from '#domain/common/live-events';
import { notFound, unprocessable } from '../../errors/index.ts';
import {
  auditEventsInsert,
  auditEventsValues,
  changeEventOf,
  type AuditActor,
} from '../audit/index.ts';
import { changeNoticesSent, changeNoticesValues } from '../events/index.ts';
import { preparedSql } from '../../db/prepared.ts';
import { notifyClaimStatusesChanged } from '../notifications/index.ts';
import type { ClaimHooks } from './claim-hooks.ts';
import { lockClaims, type ClaimRow, type StatusChangeRow } from './claims.repository.ts';

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
  /**
   * A payer's answer, recorded on the claim in the same write as its status (the claim keeps
   * its payer's claim number when the answer gives none).
   */
  payerAnswer?: { answer: PayerAnswer; payerClaimNumber?: string | undefined };
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
 * It is transitionClaims with one change: one implementation for one claim or a whole file.
 */
export async function transitionClaim(
  tx: DbOrTx,
  request: ClaimTransitionRequest,
  hooks: ClaimHooks,
): Promise<AppliedTransition> {
  const [applied] = await transitionClaims(tx, [request], hooks);
  return applied!;
}

/**
 * Applies many events (a payer-response file's) in a handful of statements, whatever their
 * number: the claims locked at once (in id order, as every writer locks them), every transition
 * checked against the state machine first (one illegal transition refuses them all, nothing
 * written), then one UPDATE of the statuses, one INSERT of the history rows with their audit
 * rows and live notices, the hooks (the fee ledger, decision 082) and one INSERT of the outbox
 * notices. Changes apply in the order given; a claim named twice moves from where the
 * earlier change left it, as one call each would.
 */
export async function transitionClaims(
  tx: DbOrTx,
  requests: ClaimTransitionRequest[],
  hooks: ClaimHooks,
): Promise<AppliedTransition[]> {
  if (requests.length === 0) return [];
  const planned = planTransitions(requests, await lockedStates(tx, requests));
  await writeClaimRows(tx, planned);
  const changes = await insertStatusChanges(tx, planned, claimChangeNotices(planned));
  // A claim accepted for processing is charged in this same transaction (decisions 071, 082).
  await hooks.afterTransitions(
    tx,
    planned.map((step, index) => ({
      claimId: step.claim.id,
      userId: step.claim.userId,
      event: step.request.event,
      answer: step.request.payerAnswer?.answer,
      statusChangeId: changes[index]!.id,
      note: step.request.note,
    })),
  );
  await notifyClaimStatusesChanged(
    tx,
    planned.filter((step) => step.tellsDoula).map((step) => step.claim.userId),
  );
  return planned.map(({ from, to, moved, claim }, index) => ({
    from,
    to,
    moved,
    claim,
    change: changes[index]!,
  }));
}

type Current = Map<string, { claim: AppliedTransition['claim']; status: ClaimState }>;

type Planned = Omit<AppliedTransition, 'change'> & {
  request: ClaimTransitionRequest;
  tellsDoula: boolean;
};

/** The claims the requests move (a submitted one is new: nothing to lock), locked in id order. */
async function lockedStates(tx: DbOrTx, requests: ClaimTransitionRequest[]): Promise<Current> {
  const existing = [
    ...new Set(requests.filter((r) => r.event !== 'submitted').map((r) => r.claimId)),
  ];
  const current: Current = new Map();
  for (const row of await lockClaims(tx, existing)) {
    if (row.deleted) continue;
    current.set(row.id, {
      claim: { id: row.id, userId: row.userId, formId: row.formId },
      status: normalizeClaimStatus(row.status),
    });
  }
  return current;
}

/**
 * Every request checked against the state machine, in order, before anything is written; each
 * moves its claim in `current`, so a claim named twice moves from where the earlier one left it.
 */
function planTransitions(requests: ClaimTransitionRequest[], current: Current): Planned[] {
  return requests.map((request) => {
    let from: ClaimState;
    let claim: AppliedTransition['claim'];
    if (request.event === 'submitted') {
      if (!request.created) throw new Error('a submitted claim names its owner');
      from = NEW_CLAIM;
      claim = { id: request.claimId, userId: request.created.userId, formId: '' };
    } else {
      const found = current.get(request.claimId);
      if (!found) throw notFound();
      from = found.status;
      claim = found.claim;
    }
    const transition = claimTransition(from, request.event, {
      ...(request.to ? { requested: request.to } : {}),
      ...(claim.formId ? { formId: claim.formId } : {}),
    });
    if (!transition.allowed) throw unprocessable(transition.reason);
    if (from !== NEW_CLAIM) current.get(claim.id)!.status = transition.to;
    return {
      from,
      to: transition.to,
      moved: transition.moved,
      claim,
      request,
      tellsDoula: transition.tellsDoula,
    };
  });
}

/**
 * What each claim's row gets: its last status if it moved (a new claim starts pending by the
 * column default), and a payer's latest answer. One UPDATE for all, so each row is written once.
 */
async function writeClaimRows(tx: DbOrTx, planned: Planned[]): Promise<void> {
  const written = new Map<
    string,
    { status: ClaimStatus | null; answer: string | null; number: string | null }
  >();
  for (const step of planned) {
    const answered = step.request.payerAnswer;
    if (step.from === NEW_CLAIM || (!step.moved && !answered)) continue;
    const row = written.get(step.claim.id) ?? { status: null, answer: null, number: null };
    if (step.moved) row.status = step.to;
    if (answered) {
      row.answer = JSON.stringify(answered.answer);
      row.number = answered.payerClaimNumber || row.number;
    }
    written.set(step.claim.id, row);
  }
  if (written.size === 0) return;
  const rows = [...written];
  await tx.execute(sql`
      UPDATE claims SET status = coalesce(written.status, claims.status),
        payer_answer = coalesce(written.answer::jsonb, claims.payer_answer),
        payer_claim_number = coalesce(written.number, claims.payer_claim_number),
        updated_at = now()
      FROM unnest(${sql.param(rows.map(([id]) => id))}::uuid[],
                  ${sql.param(rows.map(([, row]) => row.status))}::text[],
                  ${sql.param(rows.map(([, row]) => row.answer))}::text[],
                  ${sql.param(rows.map(([, row]) => row.number))}::text[])
        AS written(id, status, answer, number)
      WHERE claims.id = written.id`);
}

/**
 * The doula's open claims lists show it without a reload: one notice per claim changed, sent
 * by the statement that writes the history rows.
 */
function claimChangeNotices(planned: Planned[]): { userId: string; change: LiveChange }[] {
  const notices = new Map<string, { userId: string; change: LiveChange }>();
  for (const step of planned) {
    if (notices.has(step.claim.id) && step.from !== NEW_CLAIM) continue;
    notices.set(step.claim.id, {
      userId: step.claim.userId,
      change: {
        entity: 'claim',
        id: step.claim.id,
        action: step.from === NEW_CLAIM ? 'created' : 'updated',
      },
    });
  }
  return [...notices.values()];
}

/**
 * The statement below, its values arrays (one element a change), so its text is the same for
 * any number of changes: built once per server (db/prepared.ts), where building it cost every
 * submission more of the app's CPU than PostgreSQL spent running it.
 */
const statusChangesInsert = preparedSql<Record<string, unknown>, Record<string, unknown>>(
  'claim_status_changes_insert',
  () => sql`
    WITH audit AS (${auditEventsInsert()}), notices AS (SELECT ${changeNoticesSent()} AS sent)
    INSERT INTO claim_status_changes (claim_id, from_status, to_status, changed_by, note)
    SELECT claim_id, from_status, to_status, changed_by, note
    FROM notices, unnest(${sql.placeholder('claimIds')}::uuid[],
                ${sql.placeholder('fromStatuses')}::text[],
                ${sql.placeholder('toStatuses')}::text[],
                ${sql.placeholder('changedBy')}::text[],
                ${sql.placeholder('notes')}::text[])
      WITH ORDINALITY AS change(claim_id, from_status, to_status, changed_by, note, n)
    ORDER BY change.n
    RETURNING id, claim_id, from_status, to_status, changed_at, changed_by, note`,
);

/**
 * Every history row, its audit row and the live notices in one statement (WITH runs the audit
 * INSERT and the notices exactly once: a CTE that calls pg_notify is never folded into the
 * query), in the order of the changes: the serial ids follow the unnested order.
 */
async function insertStatusChanges(
  db: DbOrTx,
  steps: (Pick<AppliedTransition, 'from' | 'to' | 'claim'> & {
    request: ClaimTransitionRequest;
  })[],
  notices: { userId: string; change: LiveChange }[],
): Promise<StatusChangeRow[]> {
  const rows = await statusChangesInsert(db, {
    ...auditEventsValues(
      steps.map((step) =>
        changeEventOf(step.request.actor, step.request.auditAction ?? 'claim.status_change', {
          type: 'claim',
          id: step.claim.id,
        }),
      ),
    ),
    ...changeNoticesValues(notices),
    claimIds: steps.map((step) => step.claim.id),
    fromStatuses: steps.map((step) => (step.from === NEW_CLAIM ? null : step.from)),
    toStatuses: steps.map((step) => step.to),
    changedBy: steps.map((step) => step.request.changedBy),
    notes: steps.map((step) => step.request.note),
  });
  const inserted = rows
    .map((row): StatusChangeRow => ({
      id: Number(row.id),
      claimId: row.claim_id as string,
      fromStatus: row.from_status as string | null,
      toStatus: row.to_status as string,
      changedAt: new Date(row.changed_at as string),
      changedBy: row.changed_by as string,
      note: row.note as string,
    }))
    .sort((a, b) => a.id - b.id);
  if (inserted.some((row, index) => row.claimId !== steps[index]!.claim.id)) {
    throw new Error('history rows came back out of order');
  }
  return inserted;
}
