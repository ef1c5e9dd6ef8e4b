import { createHash } from 'node:crypto';
import { missingClaimFields } from '#domain/claims/required-fields';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import { facilitySnapshot, patientSnapshot } from '#domain/claims/snapshot';
import type { ClaimView } from '#domain/claims/view';
import { messages } from '#domain/messages';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../errors/index.ts';
import { ownFacility } from '../facilities/index.ts';
import { ownPatientLocked } from '../patients/index.ts';
import { submitterOf } from '../profile/index.ts';
import type { SessionUser } from '../users/index.ts';
import { checkAndPrice } from './claim-check-at-submit.ts';
import { toClaimRow } from './claim-row.ts';
import { presentClaim } from './claims.presenter.ts';
import {
  findClaimByIdempotencyKey,
  usedIdempotencyKey,
  insertClaimOnce,
  nextFormId,
  statusHistoryOf,
  type ClaimRow,
} from './claims.repository.ts';
import { linksOf, type ClaimLinks } from './claim-links.ts';
import type { StatusChangeActor } from './claim-actors.ts';
import type { ClaimServiceOptions } from './claim-hooks.ts';
import { transitionClaim } from './claim-transitions.ts';
import {
  correctionOf,
  refuseSecondCorrection,
  refuseUnchangedCorrection,
} from './claim-corrections.ts';
import { correctionContentOf } from '#domain/claims/correction-changes';

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

export interface SubmitResult {
  claim: ClaimView;
  replayed: boolean;
}

/**
 * Claim submission: a new claim, or a corrected one, stored once per Idempotency-Key. `view`
 * answers a stored claim as the API shows it (history and links included).
 */
export function createClaimSubmission(db: Db, options: ClaimServiceOptions) {
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
    const created = await db.transaction(async (tx) => {
      // One submission at a time per patient (her row stays locked until this commits), so the
      // claim check sees every earlier claim; a request that waited here behind one with its
      // own key answers that one's claim.
      const patient = await ownPatientLocked(tx, user.id, body.patientId);
      if (await usedIdempotencyKey(tx, user.id, idempotencyKey)) return undefined;
      if (!patient) {
        throw unprocessable(
          'The selected patient is no longer available. Please choose a patient again.',
          { fields: { patientId: 'Choose a patient.' } },
        );
      }
      const correction = original ? await correctionOf(tx, original, body) : undefined;
      const facility = body.facilityId
        ? await ownFacility(tx, user.id, body.facilityId)
        : undefined;
      const submitter = await submitterOf(tx, user, options.taxIds);
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
        provider: submitter.billing,
        // The claim it corrects is no duplicate of it, and no visit it uses twice.
        ...(original ? { correctsClaimId: original.id } : {}),
      });
      if (original) {
        refuseUnchangedCorrection(original, {
          ...correctionContentOf(
            {
              ...body,
              facilityId: body.facilityId || null,
              patient: patientCopy,
              facility: facilityCopy,
            },
            submitter.fingerprint,
          ),
          lines: billing.lines,
        });
      }
      const origin = {
        userId: user.id,
        formId: nextFormId(new Date().getUTCFullYear()),
        doula: submitter.claimant,
        idempotencyKey,
        requestHash: hash,
      };
      const row = await insertClaimOnce(tx, {
        ...toClaimRow(origin, body, patientCopy, facilityCopy, {
          street: patient.addressStreet,
          city: patient.addressCity,
          state: patient.addressState,
          zip: patient.addressZip,
        }),
        ...billing,
        // The codes as the profile's lines point at them: dotted, in her order.
        diagnosisCodes: body.diagnosisCodes,
        providerFingerprint: submitter.fingerprint,
        ...(correction?.columns ?? {}),
      }).catch(refuseSecondCorrection);
      if (!row) return undefined; // a concurrent request with this key won; its claim is answered below
      const { change: submitted } = await transitionClaim(
        tx,
        {
          claimId: row.id,
          event: 'submitted',
          created: { userId: user.id },
          note: correction?.note ?? 'Submitted',
          changedBy: 'system',
          actor,
          auditAction: 'claim.create',
        },
        options.claimHooks,
      );
      if (original) {
        // The original keeps its status; its history says which claim supersedes it.
        await transitionClaim(
          tx,
          {
            claimId: original.id,
            event: 'corrected',
            note: `Corrected by ${row.formId}`,
            changedBy: 'system',
            actor,
            auditAction: 'claim.correct',
          },
          options.claimHooks,
        );
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

  return { view, submitOnce };
}
