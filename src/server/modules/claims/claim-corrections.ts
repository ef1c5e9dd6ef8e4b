import {
  correctionMessages,
  correctionNote,
  correctionPlan,
  voidPlan,
  type CorrectionFacts,
} from '#domain/claims/corrections';
import {
  correctionContentOf,
  unchangedCorrectionRefusal,
  type CorrectionBasis,
  type CorrectionContent,
} from '#domain/claims/correction-changes';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import { facilitySnapshot, patientSnapshot } from '#domain/claims/snapshot';
import { normalizeClaimStatus } from '#domain/claims/status';
import type { ClaimView } from '#domain/claims/view';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../errors/index.ts';
import { ownFacility } from '../facilities/index.ts';
import { ownPatient } from '../patients/index.ts';
import { providerFingerprintOf } from '../profile/index.ts';
import type { SessionUser } from '../users/index.ts';
import { fromClaimRow } from './claim-row.ts';
import { presentClaim } from './claims.presenter.ts';
import {
  findOwnClaim,
  insertClaimOnce,
  lockClaim,
  nextFormId,
  type ClaimRow,
} from './claims.repository.ts';
import { linksOf } from './claim-links.ts';
import type { StatusChangeActor } from './claim-actors.ts';
import type { ClaimHooks } from './claim-hooks.ts';
import { transitionClaim } from './claim-transitions.ts';

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

/** The claim as its payer saw it: its fields, its copies, its billing details' digest, its lines. */
const contentOfRow = (row: ClaimRow): CorrectionContent => ({
  ...correctionContentOf(fromClaimRow(row), row.providerFingerprint),
  lines: row.lines,
});

/**
 * A correction must change something the payer sees (the claim's fields, the patient's or the
 * facility's details as saved now, her billing details, or the priced lines); one that changes
 * only the note, or nothing, is refused (422) with the sentence the form shows.
 */
export function refuseUnchangedCorrection(original: ClaimRow, correction: CorrectionContent) {
  const refusal = unchangedCorrectionRefusal(contentOfRow(original), correction);
  if (refusal) throw unprocessable(refusal, { code: 'correction_unchanged' });
}

/**
 * What the correction form needs to tell a change before sending: the patient and the claim's
 * facility as saved now, and whether her billing details changed since the claim was submitted.
 * Undefined for a claim that is not hers.
 */
export async function correctionBasisOf(
  db: Db,
  user: SessionUser,
  claimId: string,
): Promise<CorrectionBasis | undefined> {
  const row = await findOwnClaim(db, user.id, claimId);
  if (!row) return undefined;
  const [patient, facility, fingerprint] = await Promise.all([
    ownPatient(db, user.id, row.patientId),
    row.facilityId ? ownFacility(db, user.id, row.facilityId) : undefined,
    providerFingerprintOf(db, user.id),
  ]);
  return {
    patient: patient ? patientSnapshot(patient) : null,
    facility: facility ? facilitySnapshot(facility) : null,
    // A claim from before the digest was kept cannot tell: counted as changed, never refused.
    providerChanged: !row.providerFingerprint || row.providerFingerprint !== fingerprint,
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
  hooks: ClaimHooks,
): Promise<ClaimView> {
  const found = await findOwnClaim(db, user.id, originalId);
  if (!found) throw notFound();
  const created = await db.transaction(async (tx) => {
    const original = await lockClaim(tx, found.id);
    if (!original) throw notFound();
    const plan = voidPlan(await correctionFactsOf(tx, original));
    if (!plan.allowed) throw conflict(plan.reason);
    // The status is not copied: the void request starts pending by the column's default.
    const {
      id: _id,
      formId: _formId,
      status: _status,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...copied
    } = original;
    const row = await insertClaimOnce(tx, {
      ...copied,
      formId: nextFormId(new Date().getUTCFullYear()),
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
    const { change: submitted } = await transitionClaim(
      tx,
      {
        claimId: row.id,
        event: 'submitted',
        created: { userId: user.id },
        note: correctionNote('void', original, plan),
        changedBy: 'system',
        actor,
        auditAction: 'claim.create',
      },
      hooks,
    );
    // The original keeps its status until the payer answers the void; its history names it.
    await transitionClaim(
      tx,
      {
        claimId: original.id,
        event: 'void-requested',
        note: `Void requested: ${row.formId}`,
        changedBy: 'system',
        actor,
        auditAction: 'claim.void',
      },
      hooks,
    );
    return { row, submitted };
  });
  return presentClaim(created.row, [created.submitted], {
    corrects: { id: found.id, formId: found.formId, frequency: found.frequency },
    correctedBy: null,
    adjudicatedClaimNumber: '',
  });
}
