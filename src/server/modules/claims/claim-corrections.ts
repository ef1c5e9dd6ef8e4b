import {
  correctionMessages,
  correctionNote,
  correctionPlan,
  voidPlan,
  type CorrectionFacts,
} from '#domain/claims/corrections';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import { normalizeClaimStatus } from '#domain/claims/status';
import type { ClaimView } from '#domain/claims/view';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../errors/index.ts';
import { recordAuditEvent as insertAuditEvent } from '../audit/index.ts';
import { announceChange } from '../events/index.ts';
import type { SessionUser } from '../sessions/index.ts';
import { presentClaim } from './claims.presenter.ts';
import {
  findOwnClaim,
  insertClaimOnce,
  insertStatusChange,
  linksOf,
  lockClaim,
  nextFormId,
  type ClaimRow,
} from './claims.repository.ts';
import { auditEventOf, type StatusChangeActor } from './claim-actors.ts';

/** What the correction rules read of a stored claim, its links included. */
export async function correctionFactsOf(tx: DbOrTx, row: ClaimRow): Promise<CorrectionFacts> {
  const links = (await linksOf(tx, [row.id])).get(row.id);
  return {
    status: normalizeClaimStatus(row.status),
    frequency: row.frequency,
    resubmissionReference: row.resubmissionReference,
    adjudicatedClaimNumber: links?.adjudicatedClaimNumber ?? '',
    correctedBy: links?.correctedBy ?? null,
  };
}

/**
 * A correction's link to its original, decided under the original's row lock: the frequency
 * and payer number by the shared rules, and the history note that says why.
 */
export async function correctionOf(tx: DbOrTx, original: ClaimRow, body: ClaimSubmitValues) {
  const locked = await lockClaim(tx, original.id);
  if (!locked) throw notFound();
  const plan = correctionPlan(await correctionFactsOf(tx, locked));
  if (!plan.allowed) throw conflict(plan.reason);
  if (body.patientId !== locked.patientId) {
    throw unprocessable(correctionMessages.samePatient, {
      fields: { patientId: correctionMessages.samePatient },
    });
  }
  return {
    columns: {
      frequency: plan.frequency,
      correctsClaimId: locked.id,
      resubmissionReference: plan.reference,
    },
    note: correctionNote('correction', locked, plan),
  };
}

/** Two corrections of one claim at once: the unique link refuses the second. */
export function refuseSecondCorrection(error: unknown): never {
  const cause = error as { code?: string; constraint?: string; cause?: unknown };
  const pg = (cause.code ? cause : cause.cause) as { code?: string; constraint?: string };
  if (pg?.code === '23505' && pg.constraint === 'claims_corrects_claim_key') {
    throw conflict('This claim was already corrected or voided. Reload to see the claim that did.');
  }
  throw error;
}

/**
 * A void request (frequency 8) for one of her claims the payer decided: a copy of the claim
 * naming the payer's claim number, pending until an operator sends it like any claim. The
 * original keeps its status and shows "Voided by"; neither counts toward visit limits or
 * duplicates any more. Someone else's claim is missing (404); one that cannot be voided is
 * a conflict (409) saying why.
 */
export async function voidClaimOf(
  db: Db,
  user: SessionUser,
  originalId: string,
  actor: StatusChangeActor,
): Promise<ClaimView> {
  const found = await findOwnClaim(db, user.id, originalId);
  if (!found) throw notFound();
  const created = await db.transaction(async (tx) => {
    const original = await lockClaim(tx, found.id);
    if (!original) throw notFound();
    const plan = voidPlan(await correctionFactsOf(tx, original));
    if (!plan.allowed) throw conflict(plan.reason);
    const {
      id: _id,
      formId: _formId,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...copied
    } = original;
    const row = await insertClaimOnce(tx, {
      ...copied,
      formId: nextFormId(new Date().getUTCFullYear()),
      status: 'pending',
      frequency: '8',
      correctsClaimId: original.id,
      resubmissionReference: plan.reference,
      payerClaimNumber: null,
      payerAnswer: null,
      paidCents: 0,
      checkWarnings: [],
      // One void per claim: a retried request meets this key (and the unique link).
      idempotencyKey: `void-${original.id}`,
      requestHash: '',
    }).catch(refuseSecondCorrection);
    if (!row) throw conflict(correctionMessages.alreadyCorrected(original.formId));
    const submitted = await insertStatusChange(tx, {
      claimId: row.id,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: 'system',
      note: correctionNote('void', original, plan),
    });
    await insertAuditEvent(tx, auditEventOf(actor, 'claim.void', original.id));
    await insertAuditEvent(tx, auditEventOf(actor, 'claim.create', row.id));
    await announceChange(tx, user.id, { entity: 'claim', id: row.id, action: 'created' });
    await announceChange(tx, user.id, {
      entity: 'claim',
      id: original.id,
      action: 'updated',
    });
    return { row, submitted };
  });
  return presentClaim(created.row, [created.submitted], {
    corrects: { id: found.id, formId: found.formId, frequency: found.frequency },
    correctedBy: null,
    adjudicatedClaimNumber: '',
  });
}
