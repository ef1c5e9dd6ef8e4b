import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import type { ClaimStatus } from '#domain/claims/status';
import type { ClaimAcknowledgementReport } from '../../formats/x12/index.ts';
import { applyPayerAnswer, claimsForMatching } from '../claims/index.ts';
import { answerDate, closeAnswered, movement, type ApplyContext } from './apply-context.ts';
import { sentFactsOf } from './ledger.repository.ts';
import { acknowledgementMismatch } from './payment-guards.ts';

/** Statuses a clearinghouse acknowledgement may move: never a claim the payer has decided. */
const OPEN: readonly ClaimStatus[] = ['pending', 'processing', 'rejected'];

/**
 * A 277CA: each claim (by its patient control number, our form ID, and only when we sent it in
 * a batch and its billing provider is the one the file names) is accepted into
 * adjudication (→ processing) or rejected (→ rejected, with the STC reason). The payer's claim
 * number (REF*1K) is kept on the claim for corrections and voids.
 */
export async function apply277ca(ctx: ApplyContext, reports: ClaimAcknowledgementReport[]) {
  const claimsByFormId = await claimsForMatching(
    ctx.tx,
    reports.flatMap((report) => report.claims.map((claim) => claim.patientControlNumber)),
  );
  const facts = await sentFactsOf(
    ctx.tx,
    [...claimsByFormId.values()].map((claim) => claim.id),
  );
  const answered: string[] = [];
  for (const report of reports) {
    const from = report.source.name ?? report.source.id ?? 'the clearinghouse';
    for (const item of report.claims) {
      const claim = claimsByFormId.get(item.patientControlNumber.toUpperCase());
      const statusCodes = item.statuses.flatMap((status) => [
        { category: status.category, status: status.status },
        ...status.more.map((more) => ({ category: more.category, status: more.status })),
      ]);
      // Only a claim we sent, billed by the provider the file names, takes the answer.
      const notOurs = claim
        ? acknowledgementMismatch(claim.formId, facts.get(claim.id), item.billingProviderNpi)
        : 'No claim has this patient control number.';
      if (!claim || notOurs) {
        ctx.unmatched.push({
          reference: item.patientControlNumber,
          reason: notOurs!,
          details: {
            file: '277CA',
            from,
            outcome: item.outcome,
            statusCodes,
            ...(item.chargeCents !== undefined ? { chargeCents: item.chargeCents } : {}),
            ...(item.serviceDates ? { serviceDates: item.serviceDates } : {}),
            ...(item.payerClaimNumber ? { payerClaimNumber: item.payerClaimNumber } : {}),
          },
        });
        continue;
      }
      const date = answerDate(item.statuses[0]?.date);
      const answer: PayerAnswer = {
        source: '277CA',
        from,
        date,
        outcome: item.outcome === 'rejected' ? 'rejected' : 'accepted',
        statusCodes,
        adjustments: [],
        remarkCodes: [],
        notes: [],
      };
      let status: ClaimStatus | undefined;
      let said: string;
      if (item.outcome === 'rejected') {
        status = OPEN.includes(claim.status) ? 'rejected' : undefined;
        const code = statusCodes[0] ? ` (${statusCodes[0].category}:${statusCodes[0].status})` : '';
        said = `rejected — ${firstReason(answer)}${code}`;
      } else if (item.outcome === 'accepted') {
        status = OPEN.includes(claim.status) ? 'processing' : undefined;
        said = 'accepted for processing';
      } else {
        said = `status codes ${statusCodes.map((code) => `${code.category}:${code.status}`).join(', ')}`;
      }
      const moved = await applyPayerAnswer(ctx.tx, claim, {
        ...(status ? { status } : {}),
        note: `277CA from ${from}, ${date}: ${said}`,
        changedBy: ctx.changedBy,
        answer,
        ...(item.payerClaimNumber ? { payerClaimNumber: item.payerClaimNumber } : {}),
        actor: ctx.actor,
      });
      ctx.matched.push({
        formId: claim.formId,
        claimId: claim.id,
        change: movement(moved.from, moved.to),
      });
      // Accepted into adjudication or rejected, the payer has answered it; other codes
      // (pending, information requested) leave it waiting in its batch.
      if (item.outcome === 'accepted' || item.outcome === 'rejected') answered.push(claim.id);
    }
  }
  await closeAnswered(ctx, answered);
}
