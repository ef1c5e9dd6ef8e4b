import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimAcknowledgementReport } from '../../formats/x12/index.ts';
import { applyPayerAnswer, claimsForMatching } from '../claims/index.ts';
import { answerDate, closeAnswered, movement, type ApplyContext } from './apply-context.ts';
import { sentFactsOf } from './ledger.repository.ts';
import { acknowledgementMismatch } from './payment-guards.ts';

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
        // The entity says whose detail it is (85 her billing NPI, 77 the facility's).
        {
          category: status.category,
          status: status.status,
          ...(status.entity ? { entity: status.entity } : {}),
        },
        ...status.more,
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
      // The state machine never moves a claim the payer has decided.
      let event: ClaimEvent;
      let said: string;
      if (item.outcome === 'rejected') {
        event = 'rejected';
        const code = statusCodes[0] ? ` (${statusCodes[0].category}:${statusCodes[0].status})` : '';
        said = `rejected — ${firstReason(answer)}${code}`;
      } else if (item.outcome === 'accepted') {
        event = 'accepted';
        said = 'accepted for processing';
      } else {
        event = 'answered';
        said = `status codes ${statusCodes.map((code) => `${code.category}:${code.status}`).join(', ')}`;
      }
      const transition = claimTransition(claim.status, event, { formId: claim.formId });
      if (!transition.allowed) {
        ctx.unmatched.push({
          reference: item.patientControlNumber,
          reason: transition.reason,
          details: { file: '277CA', from, outcome: item.outcome, statusCodes },
        });
        continue;
      }
      const moved = await applyPayerAnswer(
        ctx.tx,
        claim,
        {
          event,
          note: `277CA from ${from}, ${date}: ${said}`,
          changedBy: ctx.changedBy,
          answer,
          ...(item.payerClaimNumber ? { payerClaimNumber: item.payerClaimNumber } : {}),
          actor: ctx.actor,
        },
        ctx.claimHooks,
      );
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
