import { deadlineWords } from '#domain/billing/reconsideration-window';
import { isOpenReconsideration } from '#domain/claims/reconsideration';
import { latestTodayOnEarth } from '#domain/common/dates';
import { useReconsiderationOf } from './reconsiderations-api.ts';

/** Her row's line for a claim under reconsideration: its deadline, or that it passed. */
export function ReconsiderationNote({ claimId }: { claimId: string }) {
  const reconsideration = useReconsiderationOf(claimId);
  if (!reconsideration || !isOpenReconsideration(reconsideration.state)) return null;
  return (
    <p className="claim-fix-note reconsideration-deadline">
      {deadlineWords(reconsideration.deadline, latestTodayOnEarth())}
      {reconsideration.state === 'drafted' ? ' · not sent to the plan yet' : ''}
    </p>
  );
}
