import { createHash } from 'node:crypto';
import {
  chooseFacility,
  choosePatient,
  chooseServiceLocation,
  emptyClaimDraft,
  missingClaimFields,
  type ClaimSubmitValues,
  type ClaimView,
} from '#domain/claim';
import { claimStatuses, normalizeClaimStatus, type ClaimStatus } from '#domain/claim-status';
import { messages } from '#domain/messages';
import type { RecordPage } from '#domain/record-list';
import type { Db } from '../../db/database.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { HttpError } from '../../http/http-error.ts';
import { findFacility } from '../facilities/facilities.repository.ts';
import { findPatient } from '../patients/patients.repository.ts';
import { findProfileRecord } from '../profile/profile.repository.ts';
import { decodeCursor, toPage } from '../records/list-cursor.ts';
import type { SessionUser } from '../sessions/sessions.service.ts';
import { presentClaim } from './claims.presenter.ts';
import {
  findClaimByIdempotencyKey,
  findClaimByIdOrFormId,
  findOwnClaim,
  insertClaimOnce,
  insertStatusChange,
  listOwnClaims,
  lockClaim,
  nextFormId,
  setClaimStatus,
  statusHistoryOf,
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
function requestHash(body: ClaimSubmitValues): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Who changed a status, for the audit trail (the command line has no user or request). */
export interface StatusChangeActor {
  userId?: string;
  ip?: string;
  userAgent?: string;
  requestId?: string;
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

export interface SubmitResult {
  claim: ClaimView;
  replayed: boolean;
}

export function createClaimService(db: Db) {
  async function view(row: ClaimRow): Promise<ClaimView> {
    return presentClaim(row, await statusHistoryOf(db, [row.id]));
  }

  async function replay(existing: ClaimRow, hash: string): Promise<SubmitResult> {
    if (existing.requestHash !== hash) {
      throw new HttpError(
        422,
        'idempotency_mismatch',
        'This submission key was already used for a different claim. Please reload the form and try again.',
      );
    }
    return { claim: await view(existing), replayed: true };
  }

  return {
    /**
     * Submits a claim exactly once per Idempotency-Key. Snapshots come from the owner's own
     * patient and facility rows (never from the client); the form ID, status, doula and
     * timestamps are the server's. Concurrent requests with one key wait on the unique index
     * and then answer the claim the first one created. The claim, its first history row and
     * its audit row (for `actor`) commit together: no crash can keep one without the others.
     */
    async submit(
      user: SessionUser,
      idempotencyKey: string,
      body: ClaimSubmitValues,
      actor: StatusChangeActor = { userId: user.id },
    ): Promise<SubmitResult> {
      const hash = requestHash(body);
      const earlier = await findClaimByIdempotencyKey(db, user.id, idempotencyKey);
      if (earlier) return replay(earlier, hash);

      const created = await db.transaction(async (tx) => {
        const [patient, facility, profile] = await Promise.all([
          findPatient(tx, user.id, body.patientId),
          body.facilityId ? findFacility(tx, user.id, body.facilityId) : Promise.resolve(undefined),
          findProfileRecord(tx, user.id),
        ]);
        if (!patient) {
          throw new HttpError(
            422,
            'validation_failed',
            'The selected patient is no longer available. Please choose a patient again.',
            {
              patientId: 'Choose a patient.',
            },
          );
        }
        if (body.serviceLocation === 'facility' && !facility) {
          throw new HttpError(
            422,
            'validation_failed',
            'The selected facility is no longer available. Please choose a facility again.',
            {
              facilityId: 'Choose a facility.',
            },
          );
        }
        let draft = chooseServiceLocation(
          choosePatient(emptyClaimDraft, patient),
          body.serviceLocation,
        );
        if (facility) draft = chooseFacility(draft, facility);
        draft = {
          ...draft,
          ...body,
          patient: draft.patient,
          facility: draft.facility,
          address: draft.address,
        };
        const missing = missingClaimFields(draft);
        if (missing.length > 0) {
          throw new HttpError(
            422,
            'validation_failed',
            `${messages.claim.missingFields} ${missing.join(', ')}`,
          );
        }
        const p = profile?.profile;
        const doulaName = p
          ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')
          : '';
        const snapshot = draft.patient!;
        const facilitySnapshot = draft.facility;
        const row = await insertClaimOnce(tx, {
          userId: user.id,
          formId: nextFormId(new Date().getUTCFullYear()),
          status: 'pending',
          doulaName,
          doulaEmail: profile?.email ?? user.email,
          patientId: patient.id,
          patientFirstName: snapshot.firstName,
          patientMiddleName: snapshot.middleName,
          patientLastName: snapshot.lastName,
          patientDateOfBirth: snapshot.dateOfBirth,
          patientAddress: snapshot.address,
          patientInsuranceProvider: snapshot.insuranceProvider,
          patientPolicyNumber: snapshot.policyNumber,
          patientPayerId: snapshot.payerId,
          patientPayerType: snapshot.payerType,
          facilityId: facility?.id ?? null,
          facilityName: facilitySnapshot?.name ?? null,
          facilityAddressStreet: facilitySnapshot?.addressStreet ?? null,
          facilityAddressCity: facilitySnapshot?.addressCity ?? null,
          facilityAddressState: facilitySnapshot?.addressState ?? null,
          facilityAddressZip: facilitySnapshot?.addressZip ?? null,
          facilityNpiNumber: facilitySnapshot?.npiNumber ?? null,
          serviceDateFrom: body.serviceDateFrom,
          serviceDateTo: body.serviceDateTo || null,
          serviceTimeFrom: body.serviceTimeFrom,
          serviceTimeTo: body.serviceTimeTo,
          serviceLocation: body.serviceLocation,
          inPerson: body.serviceLocation !== 'virtual',
          // Spec: for a facility claim the address is the facility's, on one line.
          address: body.serviceLocation === 'facility' ? draft.address : '',
          admittedDate: body.admittedDate || null,
          dischargedDate: body.dischargedDate || null,
          serviceType: body.serviceType,
          serviceAdditionalInputs: body.serviceAdditionalInputs,
          notes: body.notes,
          idempotencyKey,
          requestHash: hash,
        });
        if (!row) return undefined; // a concurrent request with this key won; its claim is answered below
        const submitted = await insertStatusChange(tx, {
          claimId: row.id,
          fromStatus: null,
          toStatus: 'pending',
          changedBy: 'system',
          note: 'Submitted',
        });
        await insertAuditEvent(tx, auditEventOf(actor, 'claim.create', row.id));
        return { row, submitted };
      });

      if (!created) {
        const winner = await findClaimByIdempotencyKey(db, user.id, idempotencyKey);
        if (!winner) throw new Error('claim vanished after an idempotency conflict');
        return replay(winner, hash);
      }
      return { claim: presentClaim(created.row, [created.submitted]), replayed: false };
    },

    async list(
      user: SessionUser,
      limit: number,
      cursor: string | undefined,
    ): Promise<RecordPage<ClaimView>> {
      const rows = await listOwnClaims(
        db,
        user.id,
        limit,
        cursor ? decodeCursor(cursor) : undefined,
      );
      return toPage(rows, limit, ({ history, ...row }) => presentClaim(row, history));
    },

    async get(user: SessionUser, id: string): Promise<ClaimView | undefined> {
      const row = await findOwnClaim(db, user.id, id);
      return row ? view(row) : undefined;
    },

    /**
     * Operators (CLI, console) move a claim through its statuses; each change is recorded in
     * the claim's history and in the audit trail, in the same transaction.
     */
    async changeStatus(
      idOrFormId: string,
      to: string,
      by: string,
      note = '',
      actor: StatusChangeActor = {},
    ): Promise<ClaimView> {
      if (!(claimStatuses as readonly string[]).includes(to)) {
        throw new HttpError(
          400,
          'validation_failed',
          `Unknown status "${to}". Use one of: ${claimStatuses.join(', ')}.`,
        );
      }
      const target = await findClaimByIdOrFormId(db, idOrFormId);
      if (!target)
        throw new HttpError(404, 'not_found', `No claim with id or form ID "${idOrFormId}".`);
      await db.transaction(async (tx) => {
        const locked = await lockClaim(tx, target.id);
        const from = normalizeClaimStatus(locked?.status);
        await setClaimStatus(tx, target.id, to as ClaimStatus);
        await insertStatusChange(tx, {
          claimId: target.id,
          fromStatus: from,
          toStatus: to as ClaimStatus,
          changedBy: by,
          note: note.trim().slice(0, 2000),
        });
        await insertAuditEvent(tx, auditEventOf(actor, 'claim.status_change', target.id));
      });
      const updated = await findClaimByIdOrFormId(db, target.id);
      return view(updated!);
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
