import { formatCents } from '#domain/billing/money';
import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimPayment, Remittance } from '../../formats/x12/index.ts';
import {
  applyPayerAnswer,
  claimsForMatching,
  voidAnsweredBy,
  type ClaimForMatching,
  type VoidAnswered,
} from '../claims/index.ts';
import { answerDate, closeAnswered, movement, type ApplyContext } from './apply-context.ts';
import { insertPayment, markReversed, standingPaymentOf } from './imports.repository.ts';

const REVERSAL = '22';

/** Every CAS of a claim payment, claim level first, then each line's (with its procedure). */
function adjustmentsOf(payment: ClaimPayment) {
  return [
    ...payment.adjustments.map((adjustment) => ({ ...adjustment, procedureCode: '' })),
    ...payment.services.flatMap((service) =>
      service.adjustments.map((adjustment) => ({
        ...adjustment,
        procedureCode: service.procedureCode,
      })),
    ),
  ];
}

/** The service dates the payer names for the claim: DTM*232/233, else its lines' DTM*472. */
function datesOf(payment: ClaimPayment): string[] {
  return [
    payment.servicePeriod?.from,
    payment.servicePeriod?.to,
    ...payment.services.flatMap((service) =>
      service.serviceDates ? [service.serviceDates.from, service.serviceDates.to] : [],
    ),
  ].filter((date): date is string => Boolean(date));
}

/**
 * Why a payment is not about this claim although the control number says so: the charge or
 * the dates differ (an 835 must match by control number, charge and dates).
 */
function mismatch(claim: ClaimForMatching, payment: ClaimPayment): string | undefined {
  if (Math.abs(payment.chargeCents) !== claim.totalChargeCents) {
    return `The charge (${formatCents(Math.abs(payment.chargeCents))}) differs from claim ${claim.formId}'s (${formatCents(claim.totalChargeCents)}).`;
  }
  const outside = datesOf(payment).find(
    (date) => date < claim.serviceDateFrom || date > claim.serviceDateTo,
  );
  if (outside) return `The service date ${outside} is outside claim ${claim.formId}'s dates.`;
  return undefined;
}

/**
 * An 835: each claim payment (CLP) is matched to our claim by patient control number, charge
 * and service dates, stored with its adjustments, and moves the claim: paid → approved
 * (partly paid when something beyond the contract lowered it), nothing paid → denied, a
 * reversal (CLP02 22) undoes the earlier payment and reopens the claim (→ processing).
 */
export async function apply835(ctx: ApplyContext, remittances: Remittance[]) {
  const claimsByFormId = await claimsForMatching(
    ctx.tx,
    remittances.flatMap((remittance) =>
      remittance.claims.map((claim) => claim.patientControlNumber),
    ),
  );
  const answered: string[] = [];
  for (const remittance of remittances) {
    const from = remittance.payer.name ?? remittance.payer.id ?? 'the payer';
    const date = answerDate(remittance.payment.date ?? remittance.productionDate);
    for (const payment of remittance.claims) {
      const claim = claimsByFormId.get(payment.patientControlNumber.toUpperCase());
      const notOurs = claim
        ? mismatch(claim, payment)
        : 'No claim has this patient control number.';
      const details = {
        file: '835',
        from,
        claimStatusCode: payment.status,
        chargeCents: payment.chargeCents,
        paidCents: payment.paidCents,
        serviceDates: datesOf(payment),
        ...(payment.payerClaimNumber ? { payerClaimNumber: payment.payerClaimNumber } : {}),
        traceNumber: remittance.payment.traceNumber,
      };
      if (!claim || notOurs) {
        ctx.unmatched.push({ reference: payment.patientControlNumber, reason: notOurs!, details });
        continue;
      }
      const adjustments = adjustmentsOf(payment);
      const remarkCodes = [
        ...payment.remarkCodes,
        ...payment.services.flatMap((service) => service.remarkCodes),
      ];
      const reversal = payment.status === REVERSAL;
      // A reversal may be the payer's answer to her void: it takes back the original's payment
      // and closes both claims, whichever of the two control numbers the payer echoed.
      const voided = reversal ? await voidAnsweredBy(ctx.tx, claim.id) : undefined;
      const paidClaimId = voided?.original.id ?? claim.id;
      const undone = reversal
        ? await standingPaymentOf(ctx.tx, paidClaimId, payment.payerClaimNumber)
        : undefined;
      if (reversal && !undone) {
        ctx.unmatched.push({
          reference: payment.patientControlNumber,
          reason: `A reversal of a payment on claim ${claim.formId} that we have no record of.`,
          details,
        });
        continue;
      }
      const contractual = adjustments
        .filter((adjustment) => adjustment.group === 'CO')
        .reduce((sum, adjustment) => sum + adjustment.amountCents, 0);
      const partial =
        !reversal && payment.paidCents > 0 && payment.paidCents < payment.chargeCents - contractual;
      const outcome: PayerAnswer['outcome'] = reversal
        ? 'reversed'
        : payment.paidCents > 0
          ? partial
            ? 'partially-paid'
            : 'paid'
          : 'denied';
      const event: ClaimEvent = voided
        ? 'voided'
        : reversal
          ? 'reversed'
          : payment.paidCents > 0
            ? partial
              ? 'partly-paid'
              : 'paid'
            : 'denied';
      const refusal = (voided ? [voided.original, voided.request] : [claim])
        .map((each) => claimTransition(each.status, event, { formId: each.formId }))
        .find((transition) => !transition.allowed);
      if (refusal && !refusal.allowed) {
        ctx.unmatched.push({
          reference: payment.patientControlNumber,
          reason: refusal.reason,
          details,
        });
        continue;
      }
      const answer: PayerAnswer = {
        source: '835',
        from,
        date,
        outcome,
        paidCents: payment.paidCents,
        statusCodes: [],
        adjustments: adjustments.map(({ group, reason, amountCents }) => ({
          group,
          reason,
          amountCents,
        })),
        remarkCodes,
        notes: [],
      };
      const paymentId = await insertPayment(
        ctx.tx,
        {
          claimId: paidClaimId,
          importId: ctx.importId,
          claimStatusCode: payment.status,
          chargeCents: payment.chargeCents,
          paidCents: payment.paidCents,
          patientResponsibilityCents: payment.patientResponsibilityCents,
          payerClaimNumber: payment.payerClaimNumber ?? null,
          payerName: from,
          paymentDate: remittance.payment.date ?? null,
          traceNumber: remittance.payment.traceNumber,
          remarkCodes,
          reversalOf: undone?.id ?? null,
        },
        adjustments.map((adjustment) => ({
          procedureCode: adjustment.procedureCode,
          groupCode: adjustment.group,
          reasonCode: adjustment.reason,
          amountCents: adjustment.amountCents,
        })),
      );
      if (undone) await markReversed(ctx.tx, undone.id, paymentId);

      if (voided) {
        await closeVoid(ctx, voided, {
          note: `835 from ${from}, ${date}`,
          answer,
          reversedCents: undone!.paidCents,
        });
        answered.push(voided.request.id, voided.original.id);
        continue;
      }
      let said: string;
      if (reversal) {
        said = `the payment of ${formatCents(undone!.paidCents)} was reversed; the claim is open again`;
      } else if (payment.paidCents > 0) {
        said = partial
          ? `approved — partly paid, ${formatCents(payment.paidCents)} of ${formatCents(payment.chargeCents)}: ${firstReason(answer)}`
          : `approved — ${formatCents(payment.paidCents)} paid`;
      } else {
        said = `denied — ${firstReason(answer) || 'nothing was paid'}`;
      }
      const moved = await applyPayerAnswer(ctx.tx, claim, {
        event,
        note: `835 from ${from}, ${date}: ${said}`,
        changedBy: ctx.changedBy,
        answer,
        // A reversal takes back what the earlier payment paid (CLP04 is its negative).
        paidDeltaCents: reversal ? -undone!.paidCents : payment.paidCents,
        ...(payment.payerClaimNumber && !reversal
          ? { payerClaimNumber: payment.payerClaimNumber }
          : {}),
        actor: ctx.actor,
      });
      ctx.matched.push({
        formId: claim.formId,
        claimId: claim.id,
        change:
          movement(moved.from, moved.to) +
          (reversal
            ? `, ${formatCents(undone!.paidCents)} reversed`
            : payment.paidCents > 0
              ? `, ${formatCents(payment.paidCents)} paid`
              : ''),
      });
      answered.push(claim.id);
    }
  }
  await closeAnswered(ctx, answered);
}

/**
 * The payer answered her void: the original's payment is taken back (its paid amount goes down
 * once, by what it paid) and the original and the void request are both voided, for good.
 */
async function closeVoid(
  ctx: ApplyContext,
  { original, request }: VoidAnswered,
  facts: { note: string; answer: PayerAnswer; reversedCents: number },
) {
  const reversed = formatCents(facts.reversedCents);
  const closed = [
    await applyPayerAnswer(ctx.tx, original, {
      event: 'voided',
      note: `${facts.note}: voided as asked in ${request.formId}; the payment of ${reversed} was taken back`,
      changedBy: ctx.changedBy,
      answer: facts.answer,
      paidDeltaCents: -facts.reversedCents,
      actor: ctx.actor,
    }),
    await applyPayerAnswer(ctx.tx, request, {
      event: 'voided',
      note: `${facts.note}: the payer voided ${original.formId} as this request asked`,
      changedBy: ctx.changedBy,
      answer: facts.answer,
      actor: ctx.actor,
    }),
  ];
  ctx.matched.push(
    {
      formId: original.formId,
      claimId: original.id,
      change: `${movement(closed[0]!.from, closed[0]!.to)}, ${reversed} reversed`,
    },
    {
      formId: request.formId,
      claimId: request.id,
      change: movement(closed[1]!.from, closed[1]!.to),
    },
  );
}
