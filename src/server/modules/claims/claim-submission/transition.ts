import { reliedOnWords } from '#domain/claims/recommendation-relied-on';
import type { Tx } from '../../../db/database.ts';
import type { ClaimHooks } from '../claim-hooks.ts';
import { transitionClaim } from '../claim-transitions.ts';
import type { ClaimRow } from '../claims.repository.ts';
import type { LoadedSubmission } from './lock-and-load.ts';
import type { Submission } from './submission.ts';

/**
 * The stored claim starts through the state machine (its first history row and audit event);
 * a correction's original keeps its status, and its history says which claim supersedes it.
 * Answers the new claim's history row.
 */
export async function transitionSubmitted(
  tx: Tx,
  submission: Submission,
  row: ClaimRow,
  correction: LoadedSubmission['correction'],
  claimHooks: ClaimHooks,
) {
  const { user, actor, original } = submission;
  const { change: submitted } = await transitionClaim(
    tx,
    {
      claimId: row.id,
      event: 'submitted',
      created: { userId: user.id },
      note: correction?.note ?? submittedNote(row),
      changedBy: 'system',
      actor,
      auditAction: 'claim.create',
    },
    claimHooks,
  );
  if (original) {
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
      claimHooks,
    );
  }
  return submitted;
}

/** A claim that took a visit of a recommendation on file says which in its first history row. */
function submittedNote(row: Pick<ClaimRow, 'recommendationReliedOn'>): string {
  const reliedOn = row.recommendationReliedOn;
  return reliedOn?.kind === 'recommendation'
    ? `Submitted on ${reliedOnWords(reliedOn).replace(/^A /, 'a ')}`
    : 'Submitted';
}
