import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimAcknowledgementReport } from '../../formats/x12/index.ts';
import { applyPayerAnswer, claimsForMatching, type ClaimForMatching } from '../claims/index.ts';
import { answerDate, closeAnswered, movement, type ApplyContext } from './apply-context.ts';
import { sentFactsOf, type SentFacts } from './ledger.repository.ts';
import { acknowledgementMismatch } from './payment-guards.ts';

type ClaimStatusItem = ClaimAcknowledgementReport['claims'][number];
type StatusCode = PayerAnswer['statusCodes'][number];

/** The claims a file's reports name, with what was sent of them. */
interface Known277ca {
  claimsByFormId: Map<string, ClaimForMatching>;
  facts: Map<string, SentFacts>;
}

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
      const decided = await applyClaimStatus(ctx, { claimsByFormId, facts }, from, item);
      if (decided) answered.push(decided);
    }
  }
  await closeAnswered(ctx, answered);
}

/** Every status code of the claim, the entity saying whose detail it is (85 her NPI, 77 the facility's). */
function statusCodesOf(item: ClaimStatusItem): StatusCode[] {
  return item.statuses.flatMap((status) => [
    {
      category: status.category,
      status: status.status,
      ...(status.entity ? { entity: status.entity } : {}),
    },
    ...status.more,
  ]);
}

/** What the claim's history says the payer did, and the event that moves it. */
function eventOf(
  item: ClaimStatusItem,
  statusCodes: StatusCode[],
  answer: PayerAnswer,
): { event: ClaimEvent; said: string } {
  if (item.outcome === 'rejected') {
    const code = statusCodes[0] ? ` (${statusCodes[0].category}:${statusCodes[0].status})` : '';
    return { event: 'rejected', said: `rejected — ${firstReason(answer)}${code}` };
  }
  if (item.outcome === 'accepted') return { event: 'accepted', said: 'accepted for processing' };
  return {
    event: 'answered',
    said: `status codes ${statusCodes.map((code) => `${code.category}:${code.status}`).join(', ')}`,
  };
}

/** What an unmatched claim status keeps of the file's words. */
function unmatchedDetails(from: string, item: ClaimStatusItem, statusCodes: StatusCode[]) {
  return {
    file: '277CA',
    from,
    outcome: item.outcome,
    statusCodes,
    ...(item.chargeCents !== undefined ? { chargeCents: item.chargeCents } : {}),
    ...(item.serviceDates ? { serviceDates: item.serviceDates } : {}),
    ...(item.payerClaimNumber ? { payerClaimNumber: item.payerClaimNumber } : {}),
  };
}

/**
 * One claim's status: matched to a claim of ours and applied through the state machine, or
 * listed as unmatched with why. Answers the claim's id when the payer has decided it.
 */
async function applyClaimStatus(
  ctx: ApplyContext,
  known: Known277ca,
  from: string,
  item: ClaimStatusItem,
): Promise<string | undefined> {
  const claim = known.claimsByFormId.get(item.patientControlNumber.toUpperCase());
  const statusCodes = statusCodesOf(item);
  // Only a claim we sent, billed by the provider the file names, takes the answer.
  const notOurs = claim
    ? acknowledgementMismatch(claim.formId, known.facts.get(claim.id), item.billingProviderNpi)
    : 'No claim has this patient control number.';
  if (!claim || notOurs) {
    ctx.unmatched.push({
      reference: item.patientControlNumber,
      reason: notOurs!,
      details: unmatchedDetails(from, item, statusCodes),
    });
    return undefined;
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
  const { event, said } = eventOf(item, statusCodes, answer);
  const transition = claimTransition(claim.status, event, { formId: claim.formId });
  if (!transition.allowed) {
    ctx.unmatched.push({
      reference: item.patientControlNumber,
      reason: transition.reason,
      details: { file: '277CA', from, outcome: item.outcome, statusCodes },
    });
    return undefined;
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
  return item.outcome === 'accepted' || item.outcome === 'rejected' ? claim.id : undefined;
}
