import { claimStatusLabel, claimStatusTone, type ClaimStatus } from '#domain/claims/status';
import './status-badge.css';

/** The status in words and colour (approved green, denied red, processing blue, pending yellow, rejected orange). */
export function StatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <span className={`status-badge status-${claimStatusTone[status]}`}>
      {claimStatusLabel[status]}
    </span>
  );
}
