import type { ClaimSubmitValues } from '#domain/claims/requests';
import type { ClaimView } from '#domain/claims/view';
import type { Db, Tx } from '../../../db/database.ts';
import { DomainError, unprocessable } from '../../../errors/index.ts';
import type { SessionUser } from '../../users/index.ts';
import type { StatusChangeActor } from '../claim-actors.ts';
import { linksOf, type ClaimLinks } from '../claim-links.ts';
import { presentClaim } from '../claims.presenter.ts';
import { findClaimByIdempotencyKey, statusHistoryOf, type ClaimRow } from '../claims.repository.ts';
import { checkAndPriceClaim } from './check-and-price.ts';
import { insertClaim } from './insert.ts';
import { billCoveredVisits } from '../package-visits.repository.ts';
import { lockAndLoad } from './lock-and-load.ts';
import { requestHash, type Submission } from './submission.ts';
import type { ClaimServiceOptions } from '../claim-hooks.ts';
import { transitionSubmitted } from './transition.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export interface SubmitResult {
  claim: ClaimView;
  replayed: boolean;
}

/**
 * The submission's transaction, in four steps. Undefined when another request with this key
 * stored its claim (that claim is answered instead).
 */
async function storeOnce(tx: Tx, submission: Submission, options: ClaimServiceOptions) {
  const loaded = await lockAndLoad(tx, submission, options.taxIds);
  const { endsPackageIncomplete, ...billing } = await checkAndPriceClaim(tx, submission, loaded);
  const row = await insertClaim(tx, submission, loaded, billing);
  if (!row) return undefined; // a concurrent request with this key won; its claim is answered
  if (endsPackageIncomplete) await billCoveredVisits(tx, row.userId, row.patientId);
  const submitted = await transitionSubmitted(
    tx,
    submission,
    row,
    loaded.correction,
    options.claimHooks,
  );
  return { row, submitted };
}

/** A correction's links as the API shows them, before anything else links to it. */
function correctionLinks(original: ClaimRow | undefined): ClaimLinks | undefined {
  return original
    ? {
        corrects: { id: original.id, formId: original.formId, frequency: original.frequency },
        correctedBy: null,
        adjudicatedClaimNumber: '',
      }
    : undefined;
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
    const submission = { user, idempotencyKey, body, actor, original, requestHash: hash };
    let created: Awaited<ReturnType<typeof storeOnce>>;
    try {
      created = await db.transaction((tx) => storeOnce(tx, submission, options));
    } catch (error) {
      // The key is not read before the claim check (a round trip every submission would
      // pay): a retry of a stored claim can be refused by what its original stored, its own
      // claim a duplicate, and that claim is then its answer.
      if (!(error instanceof DomainError)) throw error;
      const storedBefore = await findClaimByIdempotencyKey(db, user.id, idempotencyKey);
      if (!storedBefore) throw error;
      return replay(storedBefore, hash);
    }
    if (!created) {
      const winner = await findClaimByIdempotencyKey(db, user.id, idempotencyKey);
      if (!winner) throw new Error('claim vanished after an idempotency conflict');
      return replay(winner, hash);
    }
    const links = correctionLinks(original);
    return { claim: presentClaim(created.row, [created.submitted], links), replayed: false };
  }

  return { view, submitOnce };
}
