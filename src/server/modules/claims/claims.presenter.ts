import { firstReason } from '#domain/claims/payer-answer';
import { fromClaimRow } from './claim-row.ts';
import { promptPayOf } from './prompt-pay-view.ts';
import type { ClaimStatusChange, ClaimView } from '#domain/claims/view';
import { normalizeClaimStatus } from '#domain/claims/status';
import type { OperatorClaimSummary } from '#domain/claims/queue';
import type { ClaimLinks } from './claim-links.ts';
import type { ClaimRow, StatusChangeRow } from './claims.repository.ts';

const presentChange = (row: StatusChangeRow): ClaimStatusChange => ({
  from: row.fromStatus === null ? null : normalizeClaimStatus(row.fromStatus),
  to: normalizeClaimStatus(row.toStatus),
  at: row.changedAt.toISOString(),
  by: row.changedBy,
  note: row.note,
});

/** A claim as its owner sees it: its row, its correction links, and its history oldest first. */
export function presentClaim(
  row: ClaimRow,
  history: StatusChangeRow[],
  links?: ClaimLinks,
): ClaimView {
  // Assigned onto the row's view rather than spread into a new object: a list page presents
  // twenty claims of sixty fields each on every request.
  return Object.assign(fromClaimRow(row), links, {
    promptPay: promptPayOf(row, new Date().toISOString().slice(0, 10)),
    statusHistory: history.filter((change) => change.claimId === row.id).map(presentChange),
    // A visit a birth package covers bills nothing: the line it keeps is billed only if the
    // package is not completed (decision 100), so she is not shown it as billed.
    ...(row.coveredByPackage ? { lines: [] } : {}),
  });
}

/** A claim in the operators' queue: what finds it, no patient details. */
export const presentQueueClaim = (
  row: ClaimRow,
  ownerEmail: string,
  links?: ClaimLinks,
): OperatorClaimSummary => {
  const claim = fromClaimRow(row);
  return {
    id: row.id,
    formId: row.formId,
    status: normalizeClaimStatus(row.status),
    serviceType: row.serviceType,
    serviceDateFrom: row.serviceDateFrom,
    serviceDateTo: row.serviceDateTo ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    provider: { email: ownerEmail, name: row.doulaName },
    payer: { id: row.patientPayerId, name: row.patientInsuranceProvider },
    diagnosisCodes: claim.diagnosisCodes,
    lines: claim.lines,
    totalChargeCents: claim.totalChargeCents,
    expectedCents: claim.expectedCents,
    linesDerived: claim.linesDerived,
    checkWarnings: claim.checkWarnings,
    waitingOn: claim.sendBlockers.map((blocker) => blocker.rule),
    payerProfileName: claim.payerProfileName,
    recommendationReliedOn: claim.recommendationReliedOn,
    paidCents: claim.paidCents,
    payerReason: claim.payerAnswer ? firstReason(claim.payerAnswer) : '',
    frequency: claim.frequency,
    corrects: links?.corrects ?? null,
    correctedBy: links?.correctedBy ?? null,
  };
};
