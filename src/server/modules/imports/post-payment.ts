import { formatCents } from '#domain/billing/money';
import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimPayment, Remittance } from '../../formats/x12/index.ts';
import { voidAnsweredBy, type ClaimForMatching } from '../claims/index.ts';
import { answerDate, type ApplyContext, type PendingAnswers } from './apply-context.ts';
import type { Entry, FileLedger, ReportLines } from './file-ledger.ts';
import type {
  AdjustmentInsert,
  LineInsert,
  PaymentIdentity,
  SentFacts,
} from './ledger.repository.ts';
import { answerPayment } from './payment-answer.ts';
import { datesOf, mismatch, remittanceMismatch } from './payment-guards.ts';
import { decideHold } from './payment-hold.ts';
import { identityOf } from './payment-identities.ts';

export const REVERSAL = '22';
/** Ledger rows the import writes itself: an original's payment offset by its replacement's. */
export const SUPERSEDED = 'superseded';

/** What applying one 835 keeps from its first slice to its last: small, whatever its size. */
export interface Run835 {
  ctx: ApplyContext;
  answers: PendingAnswers;
  already: ReportLines;
  held: ReportLines;
  notes: string[];
  now: Date;
  newId: () => string;
}

/** What one slice of claim payments works with: its claims, their facts and ledger rows. */
export interface Slice835 {
  claimsByFormId: Map<string, ClaimForMatching>;
  facts: Map<string, SentFacts>;
  originalFacts: Map<string, SentFacts>;
  ledger: FileLedger;
  /** Rows of this check on other claims, for a void's two claims (as one pass had them). */
  loadCheckRows: (identity: PaymentIdentity, claimIds: string[]) => Promise<void>;
  lines: LineInsert[];
  adjustmentRows: AdjustmentInsert[];
  touched: string[];
  answered: string[];
}

/** Every CAS of a claim payment, claim level first (line 0), then each line's. */
function adjustmentsOf(payment: ClaimPayment) {
  return [
    ...payment.adjustments.map((adjustment) => ({ ...adjustment, procedureCode: '', line: 0 })),
    ...payment.services.flatMap((service, index) =>
      service.adjustments.map((adjustment) => ({
        ...adjustment,
        procedureCode: service.procedureCode,
        line: index + 1,
      })),
    ),
  ];
}

/** One claim payment of the file, matched, guarded and posted or held (see apply835). */
export async function postPayment(
  run: Run835,
  slice: Slice835,
  remittance: Remittance,
  payment: ClaimPayment,
): Promise<void> {
  const { ctx } = run;
  const { ledger } = slice;
  const from = remittance.payer.name ?? remittance.payer.id ?? 'the payer';
  const date = answerDate(remittance.payment.date ?? remittance.productionDate);
  const trace = remittance.payment.traceNumber;
  const identity = identityOf(remittance, payment);
  const claim = slice.claimsByFormId.get(identity.patientControlNumber);
  const fact: SentFacts | undefined = claim ? slice.facts.get(claim.id) : undefined;
  const notOurs = claim
    ? (mismatch(claim, payment) ?? remittanceMismatch(claim.formId, fact, remittance))
    : 'No claim has this patient control number.';
  const details = {
    file: '835',
    from,
    claimStatusCode: payment.status,
    chargeCents: payment.chargeCents,
    paidCents: payment.paidCents,
    serviceDates: datesOf(payment),
    ...(payment.payerClaimNumber ? { payerClaimNumber: payment.payerClaimNumber } : {}),
    traceNumber: trace,
  };
  if (!claim || notOurs) {
    ctx.unmatched.push({ reference: payment.patientControlNumber, reason: notOurs!, details });
    return;
  }

  const earlier = ledger.known(identity);
  if (earlier) {
    const how =
      earlier.state === 'held'
        ? 'is already held for review'
        : earlier.state === 'refused'
          ? 'was already refused on review'
          : 'is already posted';
    run.already.push(
      `Claim ${claim.formId}: this payment (check ${trace}, payer claim number ${payment.payerClaimNumber ?? 'none'}) ${how}; nothing changed.`,
    );
    return;
  }

  // The money of a void request's answer belongs to the claim it voids.
  const original =
    fact?.correctsClaimId && slice.originalFacts.has(fact.correctsClaimId)
      ? fact.correctsClaimId
      : undefined;
  const reversal = payment.status === REVERSAL;
  const adjustments = adjustmentsOf(payment);
  const contractual = adjustments
    .filter((adjustment) => adjustment.group === 'CO')
    .reduce((sum, adjustment) => sum + adjustment.amountCents, 0);
  const partial =
    !reversal && payment.paidCents > 0 && payment.paidCents < payment.chargeCents - contractual;
  // A reversal may be the payer's answer to her void: it takes back the original's payment
  // and closes both claims, whichever of the two control numbers the payer echoed.
  // It reads the void's stored status, which an answer earlier in this file may change.
  if (reversal) await run.answers.flush();
  const voided = reversal ? await voidAnsweredBy(ctx.tx, claim.id) : undefined;
  if (voided) await slice.loadCheckRows(identity, [voided.request.id, voided.original.id]);
  const event: ClaimEvent = voided
    ? 'voided'
    : reversal
      ? 'reversed'
      : payment.paidCents > 0
        ? partial
          ? 'partly-paid'
          : 'paid'
        : 'denied';
  // An answer the state machine refuses (a voided claim) is listed, and no money is posted.
  const refusal = (voided ? [voided.original, voided.request] : [claim])
    .map((each) => claimTransition(each.status, event, { formId: each.formId }))
    .find((transition) => !transition.allowed);
  if (refusal && !refusal.allowed) {
    ctx.unmatched.push({
      reference: payment.patientControlNumber,
      reason: refusal.reason,
      details,
    });
    return;
  }
  const decision = decideHold(ledger, claim, payment, identity, { reversal, voided, original });
  if (decision === 'reversed already') {
    run.already.push(
      `Claim ${claim.formId}: the payment this reverses (payer claim number ${payment.payerClaimNumber ?? 'none'}) was already reversed; nothing changed.`,
    );
    return;
  }
  const { holdCode, holdReason, target, ledgerClaimId } = decision;

  const remarkCodes = [
    ...payment.remarkCodes,
    ...payment.services.flatMap((service) => service.remarkCodes),
  ];
  const entry: Entry = {
    id: run.newId(),
    claimId: ledgerClaimId,
    ...identity,
    paidCents: payment.paidCents,
    state: holdCode ? 'held' : 'posted',
    holdCode,
    holdReason,
    reversalOf: target?.id ?? null,
    reversedBy: null,
    isNew: true,
    stored: {
      importId: ctx.importId,
      chargeCents: payment.chargeCents,
      patientResponsibilityCents: payment.patientResponsibilityCents,
      payerName: from,
      paymentDate: remittance.payment.date ?? null,
      remarkCodes,
      createdAt: run.now,
    },
  };
  ledger.add(entry);
  payment.services.forEach((service, index) =>
    slice.lines.push({
      paymentId: entry.id,
      lineNumber: index + 1,
      procedureCode: service.procedureCode,
      chargeCents: service.chargeCents,
      paidCents: service.paidCents,
      units: Math.trunc(service.units) || 0,
      lineControlNumber: service.lineControlNumber ?? '',
    }),
  );
  for (const adjustment of adjustments) {
    slice.adjustmentRows.push({
      paymentId: entry.id,
      lineNumber: adjustment.line,
      procedureCode: adjustment.procedureCode,
      groupCode: adjustment.group,
      reasonCode: adjustment.reason,
      amountCents: adjustment.amountCents,
    });
  }
  if (holdCode) {
    run.held.push(`Claim ${claim.formId}: held for review — ${holdReason}`);
    return;
  }
  if (target) ledger.change(target, { reversedBy: entry.id });
  slice.touched.push(ledgerClaimId);

  // A reversal that arrived before its payment waits, held; the payment releases it.
  const waiting = reversal
    ? undefined
    : ledger
        .of(claim.id)
        .find(
          (other) =>
            other.state === 'held' &&
            other.holdCode === 'unreversed' &&
            other.payerClaimNumber === identity.payerClaimNumber &&
            -other.paidCents === payment.paidCents,
        );
  if (waiting) {
    ledger.change(waiting, {
      state: 'posted',
      reversalOf: entry.id,
      holdReason: `${waiting.holdReason} Posted when check ${trace} brought the payment it reverses.`,
    });
    ledger.change(entry, { reversedBy: waiting.id });
    run.notes.push(
      `Claim ${claim.formId}: the reversal held earlier now reverses this payment; ${formatCents(payment.paidCents)} paid and taken back.`,
    );
  }

  // A replacement's payment supersedes its original's: the original's standing payments
  // are offset, so the claim never counts twice (and the payer's own reversal of them,
  // when it comes, finds them reversed already).
  if (!reversal && fact?.frequency === '7' && original && payment.paidCents > 0) {
    for (const superseded of ledger.standing(original)) {
      const offset: Entry = {
        id: run.newId(),
        claimId: original,
        payerKey: identity.payerKey,
        traceNumber: `${SUPERSEDED}:${superseded.id}`,
        patientControlNumber: superseded.patientControlNumber,
        payerClaimNumber: superseded.payerClaimNumber,
        claimStatusCode: SUPERSEDED,
        paidCents: -superseded.paidCents,
        state: 'posted',
        holdCode: '',
        holdReason: '',
        reversalOf: superseded.id,
        reversedBy: null,
        isNew: true,
        stored: {
          ...entry.stored!,
          chargeCents: 0,
          patientResponsibilityCents: 0,
          remarkCodes: [],
        },
      };
      ledger.add(offset);
      ledger.change(superseded, { reversedBy: offset.id });
      slice.touched.push(original);
      run.notes.push(
        `Claim ${slice.originalFacts.get(original)!.formId}: its payment of ${formatCents(superseded.paidCents)} is superseded by replacement ${claim.formId}'s.`,
      );
    }
  }

  slice.answered.push(
    ...answerPayment(run.answers, ctx, {
      claim,
      payment,
      from,
      date,
      event,
      partial,
      reversal,
      adjustments,
      remarkCodes,
      takenBack: target ? target.paidCents : 0,
      voided,
      ledgerClaimId,
    }),
  );
}
