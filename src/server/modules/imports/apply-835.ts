import { randomUUID } from 'node:crypto';
import { formatCents } from '#domain/billing/money';
import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimPayment, Remittance } from '../../formats/x12/index.ts';
import {
  claimsForMatching,
  voidAnsweredBy,
  type ClaimForMatching,
  type VoidAnswered,
} from '../claims/index.ts';
import {
  answerDate,
  closeAnswered,
  FileRefused,
  PendingAnswers,
  type ApplyContext,
} from './apply-context.ts';
import {
  identityKey,
  insertLedgerRows,
  lockCheck,
  lockClaims,
  refreshPaid,
  rowsOfCheck,
  rowsOfClaims,
  sentFactsOf,
  updateLedgerRow,
  type AdjustmentInsert,
  type LedgerRow,
  type LineInsert,
  type SentFacts,
} from './ledger.repository.ts';
import { payerKeyOf, remittanceMismatch } from './payment-guards.ts';

export const REVERSAL = '22';
/** Ledger rows the import writes itself: an original's payment offset by its replacement's. */
export const SUPERSEDED = 'superseded';

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

/** A ledger row as this import works with it: stored before (`isNew` false) or written now. */
type Entry = Pick<
  LedgerRow,
  | 'id'
  | 'claimId'
  | 'payerKey'
  | 'traceNumber'
  | 'patientControlNumber'
  | 'payerClaimNumber'
  | 'claimStatusCode'
  | 'paidCents'
  | 'state'
  | 'holdCode'
  | 'holdReason'
  | 'reversalOf'
  | 'reversedBy'
> & {
  isNew: boolean;
  /** The rest of a new row's columns. */
  stored?: Pick<
    LedgerRow,
    | 'importId'
    | 'chargeCents'
    | 'patientResponsibilityCents'
    | 'payerName'
    | 'paymentDate'
    | 'remarkCodes'
    | 'createdAt'
  >;
};

/**
 * The ledger rows of the claims a file touches, in memory for the file's transaction: what
 * stands, what is held, what this file adds; written in a few statements at the end.
 */
class FileLedger {
  private readonly byClaim = new Map<string, Entry[]>();
  private readonly byIdentity = new Map<string, Entry>();
  readonly fresh: Entry[] = [];
  readonly changed = new Set<Entry>();

  add(entry: Entry) {
    const list = this.byClaim.get(entry.claimId) ?? [];
    list.push(entry);
    this.byClaim.set(entry.claimId, list);
    this.byIdentity.set(identityKey(entry), entry);
    if (entry.isNew) this.fresh.push(entry);
  }

  known(entry: Parameters<typeof identityKey>[0]) {
    return this.byIdentity.get(identityKey(entry));
  }

  of(claimId: string): Entry[] {
    return this.byClaim.get(claimId) ?? [];
  }

  /** Payments that still stand: posted, not a reversal or offset, not reversed. */
  standing(claimId: string): Entry[] {
    return this.of(claimId).filter(
      (entry) =>
        entry.state === 'posted' &&
        entry.reversalOf === null &&
        entry.reversedBy === null &&
        entry.paidCents !== 0,
    );
  }

  postedSum(claimId: string): number {
    return this.of(claimId)
      .filter((entry) => entry.state === 'posted')
      .reduce((sum, entry) => sum + entry.paidCents, 0);
  }

  change(entry: Entry, values: Partial<Entry>) {
    Object.assign(entry, values);
    if (!entry.isNew) this.changed.add(entry);
  }
}

/** "Claim DB-…: …" lines for the report, with a count past the first fifty. */
class ReportLines {
  private readonly lines: string[] = [];
  private more = 0;
  constructor(private readonly tail: (count: number) => string) {}
  push(line: string) {
    if (this.lines.length < 50) this.lines.push(line);
    else this.more += 1;
  }
  out(): string[] {
    return this.more > 0 ? [...this.lines, this.tail(this.more)] : this.lines;
  }
}

/** The reversal's target: a standing payment, the one under the same payer claim number first. */
function targetOf(ledger: FileLedger, claimIds: string[], payerClaimNumber: string | null) {
  const standing = claimIds.flatMap((id) => ledger.standing(id));
  return (
    standing.findLast((entry) => entry.payerClaimNumber === payerClaimNumber) ?? standing.at(-1)
  );
}

/**
 * An 835, posted to the payment ledger. Each claim payment (CLP) must name a claim of ours that
 * was sent to this payer and whose billing provider is the file's payee; else it is unmatched,
 * with why. A payment the ledger already has (same payer, trace, CLP) is "already posted". A
 * payment above the charge, a second payment of one payer claim number, a negative amount that
 * reverses nothing, or a reversal of another amount is held for an operator. Everything else is
 * posted: a reversal (CLP02 22) as a row offsetting the payment it reverses (once: a payment
 * reversed already stays so), and a replacement's payment offsets its original's. The claim's
 * paid amount is then the sum of its posted rows, and it moves: paid → approved (partly paid
 * when something beyond the contract lowered it), nothing paid → denied, reversed → processing.
 * Two claim payments of one identity in the file refuse the whole file.
 */
export async function apply835(ctx: ApplyContext, remittances: Remittance[]) {
  const seen = new Set<string>();
  for (const remittance of remittances) {
    const payerKey = payerKeyOf(remittance);
    for (const payment of remittance.claims) {
      const key = identityKey({
        payerKey,
        traceNumber: remittance.payment.traceNumber,
        patientControlNumber: payment.patientControlNumber.toUpperCase(),
        payerClaimNumber: payment.payerClaimNumber ?? null,
        claimStatusCode: payment.status,
      });
      if (seen.has(key)) {
        throw new FileRefused(
          `Claim payment ${payment.patientControlNumber} (payer claim number ${payment.payerClaimNumber ?? 'none'}, status ${payment.status}) appears twice in check ${remittance.payment.traceNumber}; the file is refused and nothing was applied.`,
        );
      }
      seen.add(key);
    }
  }

  const claimsByFormId = await claimsForMatching(
    ctx.tx,
    remittances.flatMap((remittance) =>
      remittance.claims.map((claim) => claim.patientControlNumber),
    ),
  );
  const named = [...claimsByFormId.values()].map((claim) => claim.id);
  const facts = await sentFactsOf(ctx.tx, named);
  const originals = [...facts.values()]
    .map((fact) => fact.correctsClaimId)
    .filter((id): id is string => id !== null);
  await lockClaims(ctx.tx, originals);
  const originalFacts = await sentFactsOf(ctx.tx, originals);

  const ledger = new FileLedger();
  const load = (row: LedgerRow) => {
    if (!ledger.known(row)) ledger.add({ ...row, isNew: false });
  };
  for (const row of await rowsOfClaims(ctx.tx, [...named, ...originals])) load(row);
  for (const remittance of remittances) {
    const payerKey = payerKeyOf(remittance);
    await lockCheck(ctx.tx, payerKey, remittance.payment.traceNumber);
    // Rows of this check on claims the file does not name (or no longer names) still count.
    for (const row of await rowsOfCheck(ctx.tx, payerKey, remittance.payment.traceNumber)) {
      load(row);
    }
  }

  const lines: LineInsert[] = [];
  const adjustmentRows: AdjustmentInsert[] = [];
  const touched: string[] = [];
  const answered: string[] = [];
  const answers = new PendingAnswers(ctx);
  const already = new ReportLines(
    (count) => `${count} more claim payments were already posted; nothing changed for them.`,
  );
  const held = new ReportLines(
    (count) => `${count} more claim payments are held for review in "Needs review".`,
  );
  const notes: string[] = [];
  const now = new Date();

  for (const remittance of remittances) {
    const from = remittance.payer.name ?? remittance.payer.id ?? 'the payer';
    const date = answerDate(remittance.payment.date ?? remittance.productionDate);
    const payerKey = payerKeyOf(remittance);
    const trace = remittance.payment.traceNumber;

    for (const payment of remittance.claims) {
      const pcn = payment.patientControlNumber.toUpperCase();
      const identity = {
        payerKey,
        traceNumber: trace,
        patientControlNumber: pcn,
        payerClaimNumber: payment.payerClaimNumber ?? null,
        claimStatusCode: payment.status,
      };
      const claim = claimsByFormId.get(pcn);
      const fact: SentFacts | undefined = claim ? facts.get(claim.id) : undefined;
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
        continue;
      }

      const earlier = ledger.known(identity);
      if (earlier) {
        const how =
          earlier.state === 'held'
            ? 'is already held for review'
            : earlier.state === 'refused'
              ? 'was already refused on review'
              : 'is already posted';
        already.push(
          `Claim ${claim.formId}: this payment (check ${trace}, payer claim number ${payment.payerClaimNumber ?? 'none'}) ${how}; nothing changed.`,
        );
        continue;
      }

      // The money of a void request's answer belongs to the claim it voids.
      const original =
        fact?.correctsClaimId && originalFacts.has(fact.correctsClaimId)
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
      if (reversal) await answers.flush();
      const voided = reversal ? await voidAnsweredBy(ctx.tx, claim.id) : undefined;
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
        continue;
      }
      let holdCode = '';
      let holdReason = '';
      let target: Entry | undefined;
      let ledgerClaimId = claim.id;
      if (reversal) {
        const where = voided
          ? [voided.request.id, voided.original.id]
          : original
            ? [claim.id, original]
            : [claim.id];
        target = targetOf(ledger, where, identity.payerClaimNumber);
        if (target) {
          ledgerClaimId = target.claimId;
          if (-payment.paidCents !== target.paidCents) {
            holdCode = 'reversal-amount';
            holdReason = `The reversal takes back ${formatCents(-payment.paidCents)}, but the payment it reverses paid ${formatCents(target.paidCents)}.`;
            target = undefined;
          }
        } else {
          const reversed = where
            .flatMap((id) => ledger.of(id))
            .find(
              (entry) =>
                entry.state === 'posted' &&
                entry.reversedBy !== null &&
                entry.payerClaimNumber === identity.payerClaimNumber,
            );
          if (reversed) {
            already.push(
              `Claim ${claim.formId}: the payment this reverses (payer claim number ${payment.payerClaimNumber ?? 'none'}) was already reversed; nothing changed.`,
            );
            continue;
          }
          holdCode = 'unreversed';
          holdReason = `A reversal of ${formatCents(-payment.paidCents)}, but no posted payment of this claim is there to reverse.`;
        }
      } else if (payment.paidCents < 0) {
        holdCode = 'negative';
        holdReason = `A negative payment (${formatCents(payment.paidCents)}) that reverses no posted payment.`;
      } else {
        // The same payer claim payment from another check: paid twice, or paid again after
        // its reversal; either way the payer's one payment, unless an operator says otherwise.
        const paidBefore = ledger
          .of(claim.id)
          .find(
            (entry) =>
              payment.paidCents > 0 &&
              entry.state === 'posted' &&
              entry.reversalOf === null &&
              entry.paidCents > 0 &&
              entry.payerClaimNumber === identity.payerClaimNumber &&
              entry.claimStatusCode === payment.status,
          );
        const total = ledger.postedSum(claim.id) + payment.paidCents;
        if (paidBefore) {
          holdCode = 'paid-again';
          holdReason = `Payer claim number ${payment.payerClaimNumber ?? 'none'} was already paid ${formatCents(paidBefore.paidCents)} by check ${paidBefore.traceNumber}${paidBefore.reversedBy ? ' (since reversed)' : ''}; check ${trace} pays it again.`;
        } else if (total > claim.totalChargeCents) {
          holdCode = 'above-charge';
          holdReason = `Paid ${formatCents(payment.paidCents)}, which makes ${formatCents(total)} paid on a charge of ${formatCents(claim.totalChargeCents)}.`;
        }
      }

      const remarkCodes = [
        ...payment.remarkCodes,
        ...payment.services.flatMap((service) => service.remarkCodes),
      ];
      const entry: Entry = {
        id: randomUUID(),
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
          createdAt: now,
        },
      };
      ledger.add(entry);
      payment.services.forEach((service, index) =>
        lines.push({
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
        adjustmentRows.push({
          paymentId: entry.id,
          lineNumber: adjustment.line,
          procedureCode: adjustment.procedureCode,
          groupCode: adjustment.group,
          reasonCode: adjustment.reason,
          amountCents: adjustment.amountCents,
        });
      }
      if (holdCode) {
        held.push(`Claim ${claim.formId}: held for review — ${holdReason}`);
        continue;
      }
      if (target) ledger.change(target, { reversedBy: entry.id });
      touched.push(ledgerClaimId);

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
        notes.push(
          `Claim ${claim.formId}: the reversal held earlier now reverses this payment; ${formatCents(payment.paidCents)} paid and taken back.`,
        );
      }

      // A replacement's payment supersedes its original's: the original's standing payments
      // are offset, so the claim never counts twice (and the payer's own reversal of them,
      // when it comes, finds them reversed already).
      if (!reversal && fact?.frequency === '7' && original && payment.paidCents > 0) {
        for (const superseded of ledger.standing(original)) {
          const offset: Entry = {
            id: randomUUID(),
            claimId: original,
            payerKey,
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
              importId: ctx.importId,
              chargeCents: 0,
              patientResponsibilityCents: 0,
              payerName: from,
              paymentDate: remittance.payment.date ?? null,
              remarkCodes: [],
              createdAt: now,
            },
          };
          ledger.add(offset);
          ledger.change(superseded, { reversedBy: offset.id });
          touched.push(original);
          notes.push(
            `Claim ${originalFacts.get(original)!.formId}: its payment of ${formatCents(superseded.paidCents)} is superseded by replacement ${claim.formId}'s.`,
          );
        }
      }

      const outcome: PayerAnswer['outcome'] = reversal
        ? 'reversed'
        : payment.paidCents > 0
          ? partial
            ? 'partially-paid'
            : 'paid'
          : 'denied';
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
      const takenBack = target ? target.paidCents : 0;
      if (voided) {
        closeVoid(answers, ctx, voided, {
          note: `835 from ${from}, ${date}`,
          answer,
          reversedCents: takenBack,
        });
        answered.push(voided.request.id, voided.original.id);
        continue;
      }
      let said: string;
      if (reversal) {
        said = `the payment of ${formatCents(takenBack)} was reversed; the claim is open again`;
      } else if (payment.paidCents > 0) {
        said = partial
          ? `approved — partly paid, ${formatCents(payment.paidCents)} of ${formatCents(payment.chargeCents)}: ${firstReason(answer)}`
          : `approved — ${formatCents(payment.paidCents)} paid`;
      } else {
        said = `denied — ${firstReason(answer) || 'nothing was paid'}`;
      }
      answers.add(
        claim,
        {
          // A reversal that took back another claim's payment (its original's) decides nothing here.
          event: reversal && ledgerClaimId !== claim.id ? 'answered' : event,
          note: `835 from ${from}, ${date}: ${said}`,
          changedBy: ctx.changedBy,
          answer,
          ...(payment.payerClaimNumber && !reversal
            ? { payerClaimNumber: payment.payerClaimNumber }
            : {}),
          actor: ctx.actor,
        },
        reversal
          ? `, ${formatCents(takenBack)} reversed`
          : payment.paidCents > 0
            ? `, ${formatCents(payment.paidCents)} paid`
            : '',
      );
      answered.push(claim.id);
    }
  }
  await answers.flush();

  await insertLedgerRows(
    ctx.tx,
    ledger.fresh.map((entry) => ({
      ...entry.stored!,
      id: entry.id,
      claimId: entry.claimId,
      payerKey: entry.payerKey,
      traceNumber: entry.traceNumber,
      patientControlNumber: entry.patientControlNumber,
      payerClaimNumber: entry.payerClaimNumber,
      claimStatusCode: entry.claimStatusCode,
      paidCents: entry.paidCents,
      state: entry.state,
      holdCode: entry.holdCode,
      holdReason: entry.holdReason,
      reversalOf: entry.reversalOf,
      reversedBy: entry.reversedBy,
    })),
    lines,
    adjustmentRows,
  );
  for (const entry of ledger.changed) {
    await updateLedgerRow(ctx.tx, entry.id, {
      state: entry.state,
      reversalOf: entry.reversalOf,
      reversedBy: entry.reversedBy,
      holdReason: entry.holdReason,
      ...(entry.state === 'posted' && entry.holdCode
        ? { reviewedBy: 'automatic', reviewedAt: now }
        : {}),
    });
    touched.push(entry.claimId);
  }
  await refreshPaid(ctx.tx, touched);
  ctx.notes.push(...already.out(), ...held.out(), ...notes);
  await closeAnswered(ctx, answered);
}

/**
 * The payer answered her void: the original's payment is taken back (the ledger's reversal row)
 * and the original and the void request are both voided, for good.
 */
function closeVoid(
  answers: PendingAnswers,
  ctx: ApplyContext,
  { original, request }: VoidAnswered,
  facts: { note: string; answer: PayerAnswer; reversedCents: number },
) {
  const reversed = formatCents(facts.reversedCents);
  answers.add(
    original,
    {
      event: 'voided',
      note: `${facts.note}: voided as asked in ${request.formId}; the payment of ${reversed} was taken back`,
      changedBy: ctx.changedBy,
      answer: facts.answer,
      actor: ctx.actor,
    },
    `, ${reversed} reversed`,
  );
  answers.add(request, {
    event: 'voided',
    note: `${facts.note}: the payer voided ${original.formId} as this request asked`,
    changedBy: ctx.changedBy,
    answer: facts.answer,
    actor: ctx.actor,
  });
}
