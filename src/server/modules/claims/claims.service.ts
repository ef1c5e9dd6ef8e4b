import { createHash } from 'node:crypto';
import {
  correctionMessages,
  correctionNote,
  correctionPlan,
  voidPlan,
  type CorrectionFacts,
} from '#domain/claims/corrections';
import { missingClaimFields } from '#domain/claims/required-fields';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import { facilitySnapshot, patientSnapshot } from '#domain/claims/snapshot';
import { normalizeClaimStatus } from '#domain/claims/status';
import type { ClaimView } from '#domain/claims/view';
import { messages } from '#domain/messages';
import {
  claimStatusChangeSchema,
  type ClaimStatusChangeInput,
  type OperatorClaimListQuery,
  type OperatorClaimSummary,
} from '#domain/operator';
import type { RecordPage } from '#domain/record-list';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Finding } from '#domain/billing/index';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, forbidden, notFound, parseInput, unprocessable } from '../../errors/index.ts';
import { recordAuditEvent as insertAuditEvent } from '../audit/index.ts';
import { announceChange } from '../events/index.ts';
import { ownFacility } from '../facilities/index.ts';
import { notifyClaimStatusChanged } from '../notifications/index.ts';
import { decodeCursor, encodeCursor, toPage } from '../lists/index.ts';
import { ownPatient } from '../patients/index.ts';
import { claimantOf } from '../profile/index.ts';
import type { SessionUser } from '../sessions/index.ts';
import { userIdsForEmail } from '../users/index.ts';
import { claimTotalsOf, type ClaimTotals, lockPatientClaims } from './claim-billing.repository.ts';
import { checkAndPrice, patientBillingOf, recheckStoredClaim } from './claim-check-at-submit.ts';
import { billingSummariesOf } from './patient-billing-summaries.ts';
import { toClaimRow } from './claim-row.ts';
import { presentClaim, presentQueueClaim } from './claims.presenter.ts';
import {
  findClaimByIdempotencyKey,
  findClaimByIdOrFormId,
  findOwnClaim,
  insertClaimOnce,
  insertStatusChange,
  linksOf,
  listClaimQueue,
  listOwnClaims,
  lockClaim,
  nextFormId,
  ownerEmailOf,
  setClaimStatus,
  statusHistoryOf,
  type ClaimFilter,
  type ClaimLinks,
  type ClaimRow,
} from './claims.repository.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** JSON with object keys sorted at every level, so equal requests hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A hash of the validated request, to tell a retry (same body) from a reuse of the key. */
function requestHash(body: ClaimSubmitValues & { corrects?: string }): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Who changed a status, for the audit trail (the command line has no user or request). */
export interface StatusChangeActor {
  userId?: string;
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

/** Who changes a status: an operator's email in the console, a label on the command line. */
export interface StatusChangeOperator {
  email?: string;
  /** Recorded as "changed by" when there is no email (e.g. "operator (command line)"). */
  label: string;
  actor?: StatusChangeActor;
}

/** The audit row of a claim change, written in the change's own transaction. */
function auditEventOf(actor: StatusChangeActor, action: string, claimId: string) {
  return {
    userId: actor.userId ?? null,
    action,
    entityType: 'claim',
    entityId: claimId,
    outcome: 'success' as const,
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? (actor.userId ? null : 'command line'),
    requestId: actor.requestId ?? null,
  };
}

/** What the correction rules read of a stored claim, its links included. */
async function correctionFactsOf(tx: DbOrTx, row: ClaimRow): Promise<CorrectionFacts> {
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
async function correctionOf(tx: DbOrTx, original: ClaimRow, body: ClaimSubmitValues) {
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
function refuseSecondCorrection(error: unknown): never {
  const cause = error as { code?: string; constraint?: string; cause?: unknown };
  const pg = (cause.code ? cause : cause.cause) as { code?: string; constraint?: string };
  if (pg?.code === '23505' && pg.constraint === 'claims_corrects_claim_key') {
    throw conflict('This claim was already corrected or voided. Reload to see the claim that did.');
  }
  throw error;
}

export interface SubmitResult {
  claim: ClaimView;
  replayed: boolean;
}

export function createClaimService(db: Db, options: { taxIds?: TaxIdCipher } = {}) {
  async function view(row: ClaimRow): Promise<ClaimView> {
    const [history, links] = await Promise.all([
      statusHistoryOf(db, [row.id]),
      linksOf(db, [row.id]),
    ]);
    return presentClaim(row, history, links.get(row.id));
  }

  async function replay(existing: ClaimRow, hash: string): Promise<SubmitResult> {
    if (existing.requestHash !== hash) {
      throw unprocessable(
        'This submission key was already used for a different claim. Please reload the form and try again.',
        { code: 'idempotency_mismatch' },
      );
    }
    return { claim: await view(existing), replayed: true };
  }

  /**
   * Submits a claim exactly once per Idempotency-Key. Snapshots come from the owner's own
   * patient and facility rows (never from the client); the form ID, status, doula and
   * timestamps are the server's. Concurrent requests with one key wait on the unique index
   * and then answer the claim the first one created. The claim, its first history row and
   * its audit row (for `actor`) commit together: no crash can keep one without the others.
   * With `original`, the claim corrects that one (locked, so two corrections cannot both pass).
   */
  async function submitOnce(
    user: SessionUser,
    idempotencyKey: string,
    body: ClaimSubmitValues,
    actor: StatusChangeActor,
    original?: ClaimRow,
  ): Promise<SubmitResult> {
    // A correction hashes with its original: the same key cannot pass for another request.
    const hash = requestHash(original ? { ...body, corrects: original.id } : body);
    const earlier = await findClaimByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return replay(earlier, hash);

    const created = await db.transaction(async (tx) => {
      // One submission at a time per patient, so the claim check sees every earlier claim;
      // a request that waited here behind one with its own key answers that one's claim.
      await lockPatientClaims(tx, body.patientId);
      if (await findClaimByIdempotencyKey(tx, user.id, idempotencyKey)) return undefined;
      const correction = original ? await correctionOf(tx, original, body) : undefined;
      const [patient, facility, claimant] = await Promise.all([
        ownPatient(tx, user.id, body.patientId),
        body.facilityId ? ownFacility(tx, user.id, body.facilityId) : Promise.resolve(undefined),
        claimantOf(tx, user),
      ]);
      if (!patient) {
        throw unprocessable(
          'The selected patient is no longer available. Please choose a patient again.',
          { fields: { patientId: 'Choose a patient.' } },
        );
      }
      if (body.serviceLocation === 'facility' && !facility) {
        throw unprocessable(
          'The selected facility is no longer available. Please choose a facility again.',
          { fields: { facilityId: 'Choose a facility.' } },
        );
      }
      // The copies come from the owner's own rows, never from the client.
      const patientCopy = patientSnapshot(patient);
      const facilityCopy = facility ? facilitySnapshot(facility) : null;
      const missing = missingClaimFields({
        ...body,
        patient: patientCopy,
        facility: facilityCopy,
      });
      if (missing.length > 0) {
        throw unprocessable(`${messages.claim.missingFields} ${missing.join(', ')}`);
      }
      const billing = await checkAndPrice(tx, {
        userId: user.id,
        body,
        patient,
        patientCopy,
        facilityCopy,
        taxIds: options.taxIds,
        // The claim it corrects is no duplicate of it, and no visit it uses twice.
        ...(original ? { correctsClaimId: original.id } : {}),
      });
      const origin = {
        userId: user.id,
        formId: nextFormId(new Date().getUTCFullYear()),
        doula: claimant,
        idempotencyKey,
        requestHash: hash,
      };
      const row = await insertClaimOnce(tx, {
        ...toClaimRow(origin, body, patientCopy, facilityCopy),
        ...billing,
        // The codes as the profile's lines point at them: dotted, in her order.
        diagnosisCodes: body.diagnosisCodes,
        ...(correction?.columns ?? {}),
      }).catch(refuseSecondCorrection);
      if (!row) return undefined; // a concurrent request with this key won; its claim is answered below
      const submitted = await insertStatusChange(tx, {
        claimId: row.id,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: 'system',
        note: correction?.note ?? 'Submitted',
      });
      await insertAuditEvent(tx, auditEventOf(actor, 'claim.create', row.id));
      await announceChange(tx, user.id, { entity: 'claim', id: row.id, action: 'created' });
      if (original) {
        await insertAuditEvent(tx, auditEventOf(actor, 'claim.correct', original.id));
        await announceChange(tx, user.id, {
          entity: 'claim',
          id: original.id,
          action: 'updated',
        });
      }
      return { row, submitted };
    });

    if (!created) {
      const winner = await findClaimByIdempotencyKey(db, user.id, idempotencyKey);
      if (!winner) throw new Error('claim vanished after an idempotency conflict');
      return replay(winner, hash);
    }
    const links: ClaimLinks | undefined = original
      ? {
          corrects: { id: original.id, formId: original.formId, frequency: original.frequency },
          correctedBy: null,
          adjudicatedClaimNumber: '',
        }
      : undefined;
    return { claim: presentClaim(created.row, [created.submitted], links), replayed: false };
  }

  return {
    /** Submits a new claim exactly once per Idempotency-Key (see submitOnce). */
    submit: (
      user: SessionUser,
      idempotencyKey: string,
      body: ClaimSubmitValues,
      actor: StatusChangeActor = { userId: user.id },
    ): Promise<SubmitResult> => submitOnce(user, idempotencyKey, body, actor),

    /**
     * Her corrected claim for one of her rejected or denied claims: submitted like any claim
     * (same schema, same claim check, same idempotency), for the same patient, linked to the
     * original. A payer that adjudicated the original gets a replacement (frequency 7 with its
     * claim number); one that never did gets a new original (1). Someone else's claim is missing
     * (404); a claim already corrected or voided, or not correctable, is a conflict (409).
     */
    async correct(
      user: SessionUser,
      originalId: string,
      idempotencyKey: string,
      body: ClaimSubmitValues,
      actor: StatusChangeActor = { userId: user.id },
    ): Promise<SubmitResult> {
      const original = await findOwnClaim(db, user.id, originalId);
      if (!original) throw notFound();
      return submitOnce(user, idempotencyKey, body, actor, original);
    },

    /**
     * A void request (frequency 8) for one of her claims the payer decided: a copy of the claim
     * naming the payer's claim number, pending until an operator sends it like any claim. The
     * original keeps its status and shows "Voided by"; neither counts toward visit limits or
     * duplicates any more. Someone else's claim is missing (404); one that cannot be voided is
     * a conflict (409) saying why.
     */
    async voidClaim(
      user: SessionUser,
      originalId: string,
      actor: StatusChangeActor = { userId: user.id },
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
    },

    async list(
      user: SessionUser,
      limit: number,
      cursor: string | undefined,
      filter: ClaimFilter = {},
    ): Promise<RecordPage<ClaimView>> {
      const rows = await listOwnClaims(
        db,
        user.id,
        limit,
        cursor ? decodeCursor(cursor) : undefined,
        filter,
      );
      return toPage(rows, limit, ({ history, links, ...row }) => presentClaim(row, history, links));
    },

    /** Count, billed and expected amounts of her claims the filter lists. */
    totals: (user: SessionUser, filter: ClaimFilter = {}): Promise<ClaimTotals> =>
      claimTotalsOf(db, user.id, filter),

    /** Her pregnancy, claims and benefit tracker for one of her patients; undefined for others'. */
    async patientBilling(
      user: SessionUser,
      patientId: string,
    ): Promise<PatientBilling | undefined> {
      const patient = await ownPatient(db, user.id, patientId);
      return patient ? patientBillingOf(db, user.id, patient) : undefined;
    },

    /** The benefit trackers of a page of her patients; others' ids are left out. */
    billingSummaries: (user: SessionUser, patientIds: readonly string[]) =>
      billingSummariesOf(db, user.id, patientIds),

    async get(user: SessionUser, id: string): Promise<ClaimView | undefined> {
      const row = await findOwnClaim(db, user.id, id);
      return row ? view(row) : undefined;
    },

    /** The operators' queue: every provider's claims, filtered, newest first, no patient details. */
    async queue(query: OperatorClaimListQuery): Promise<RecordPage<OperatorClaimSummary>> {
      const userIds = query.provider ? await userIdsForEmail(db, query.provider) : undefined;
      const rows = await listClaimQueue(
        db,
        {
          userIds,
          status: query.status,
          serviceFrom: query.serviceFrom,
          serviceTo: query.serviceTo,
        },
        query.limit,
        query.cursor ? decodeCursor(query.cursor) : undefined,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => presentQueueClaim(row.claim, row.ownerEmail, row.links)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.claim) : null,
      };
    },

    /** Any provider's claim, by id or form ID, for an operator; with its owner's user id. */
    async getForOperator(
      idOrFormId: string,
    ): Promise<{ claim: ClaimView; ownerId: string } | undefined> {
      const row = await findClaimByIdOrFormId(db, idOrFormId);
      if (!row || row.deleted) return undefined;
      return { claim: await view(row), ownerId: row.userId };
    },

    /** The claim check's errors for a stored claim, run again today, before it is sent. */
    recheck: (claim: ClaimView, ownerId: string): Promise<Finding[]> =>
      recheckStoredClaim(db, { userId: ownerId, claim, taxIds: options.taxIds }),

    /**
     * Claims sent to the payer, inside the caller's transaction (a batch is stored with them or
     * not at all): each must still be pending; it moves to processing with a history note, an
     * audit event and a live update for its doula. Locks the claims in the order given.
     */
    async markSent(
      tx: DbOrTx,
      claimIds: readonly string[],
      note: string,
      operator: StatusChangeOperator,
    ): Promise<void> {
      for (const claimId of claimIds) {
        const locked = await lockClaim(tx, claimId);
        if (!locked || locked.deleted) throw notFound();
        const from = normalizeClaimStatus(locked.status);
        if (from !== 'pending') {
          throw conflict(`Claim ${locked.formId} is ${from} now, no longer pending.`);
        }
        await setClaimStatus(tx, claimId, 'processing');
        await insertStatusChange(tx, {
          claimId,
          fromStatus: from,
          toStatus: 'processing',
          changedBy: operator.email ?? operator.label,
          note,
        });
        await insertAuditEvent(
          tx,
          auditEventOf(operator.actor ?? {}, 'claim.status_change', claimId),
        );
        await announceChange(tx, locked.userId, {
          entity: 'claim',
          id: claimId,
          action: 'updated',
        });
      }
    },

    /**
     * Operators (console and command line) move a claim through its statuses, with the same
     * rules at both doors: a known status, a note within its limit (trimmed), and nobody
     * decides a claim submitted under their own email. Each change is a history row and an
     * audit event, in one transaction.
     */
    async changeStatus(
      idOrFormId: string,
      input: ClaimStatusChangeInput,
      operator: StatusChangeOperator,
    ): Promise<ClaimView> {
      const change = parseInput(claimStatusChangeSchema, input);
      const target = await findClaimByIdOrFormId(db, idOrFormId);
      if (!target || target.deleted) throw notFound();
      if (operator.email) {
        const ownerEmail = await ownerEmailOf(db, target.id);
        if (ownerEmail && ownerEmail.toLowerCase() === operator.email.toLowerCase()) {
          throw forbidden(
            'You cannot change the status of your own claim. Please ask another operator.',
          );
        }
      }
      const actor = operator.actor ?? {};
      await db.transaction(async (tx) => {
        const locked = await lockClaim(tx, target.id);
        const from = normalizeClaimStatus(locked?.status);
        await setClaimStatus(tx, target.id, change.status);
        await insertStatusChange(tx, {
          claimId: target.id,
          fromStatus: from,
          toStatus: change.status,
          changedBy: operator.email ?? operator.label,
          note: change.note,
        });
        await notifyClaimStatusChanged(tx, target.userId);
        await insertAuditEvent(tx, auditEventOf(actor, 'claim.status_change', target.id));
        // The doula's open claims lists show the new status without a reload.
        await announceChange(tx, target.userId, {
          entity: 'claim',
          id: target.id,
          action: 'updated',
        });
      });
      const updated = await findClaimByIdOrFormId(db, target.id);
      return view(updated!);
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
