import { eq } from 'drizzle-orm';
import { formatCents } from '#domain/billing/money';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import {
  paymentReviewSchema,
  type HeldPaymentQuery,
  type HeldPaymentView,
  type PaymentReviewInput,
  type PaymentReviewResult,
} from '#domain/claims/imports';
import type { RecordPage } from '#domain/records/list';
import type { Db, Tx } from '../../db/database.ts';
import { claimsView } from '../claims/claims.views.ts';
import { conflict, notFound, parseInput } from '../../errors/index.ts';
import { changeEventOf, recordAuditEvent } from '../audit/index.ts';
import {
  applyPayerAnswer,
  type ClaimHooks,
  refreshPaid,
  type PayerAnswerChange,
} from '../claims/index.ts';
import { isUuid, positionOf, toPage } from '../lists/index.ts';
import { REVERSAL } from './apply-835.ts';
import {
  adjustmentsOfPayment,
  heldRows,
  lockedLedgerRow,
  rowsOfClaims,
  updateLedgerRow,
  type HeldRow,
  type LedgerRow,
} from './ledger.repository.ts';

/** Who reviews: an operator's email in the console, a label on the command line. */
export interface Reviewer {
  email?: string;
  label: string;
  actor?: PayerAnswerChange['actor'];
}

/** The most a claim's paid amount holds (its column is a 32-bit integer of cents). */
const MAX_CLAIM_PAID_CENTS = 2_147_483_647;

function present(row: HeldRow): HeldPaymentView {
  return {
    id: row.id,
    claimId: row.claimId,
    formId: row.formId,
    providerEmail: row.ownerEmail,
    payerName: row.payerName,
    traceNumber: row.traceNumber,
    payerClaimNumber: row.payerClaimNumber ?? '',
    claimStatusCode: row.claimStatusCode,
    paidCents: row.paidCents,
    claimChargeCents: row.claimChargeCents,
    claimPaidCents: row.claimPaidCents,
    reason: row.holdReason,
    heldAt: row.createdAt.toISOString(),
  };
}

async function claimOf(tx: Tx, id: string) {
  const [claim] = await tx
    .select({
      id: claimsView.id,
      userId: claimsView.userId,
      formId: claimsView.formId,
      totalChargeCents: claimsView.totalChargeCents,
      doulaEmail: claimsView.doulaEmail,
    })
    .from(claimsView)
    .where(eq(claimsView.id, id))
    // Locks the claim row under the view, as every writer of a claim does.
    .for('update');
  return claim;
}

/** The payment a held reversal takes back: standing on the claim, same payer claim number first. */
function targetOf(rows: LedgerRow[], held: LedgerRow): LedgerRow | undefined {
  const standing = rows.filter(
    (row) =>
      row.id !== held.id &&
      row.state === 'posted' &&
      row.reversalOf === null &&
      row.reversedBy === null &&
      row.paidCents === -held.paidCents,
  );
  return (
    standing.findLast((row) => row.payerClaimNumber === held.payerClaimNumber) ?? standing.at(-1)
  );
}

/** A held payment under review, its claim locked, and what the claim had posted before it. */
interface Review {
  tx: Tx;
  row: LedgerRow;
  claim: NonNullable<Awaited<ReturnType<typeof claimOf>>>;
  rows: LedgerRow[];
  postedBefore: number;
  reviewer: Reviewer;
  by: string;
  now: Date;
  claimHooks: ClaimHooks;
}

/** What a decision did: its audit action, the claim's paid amount after it and its sentence. */
interface Decided {
  action: 'refuse' | 'approve';
  claimPaidCents: number;
  message: string;
}

/** The payment and its claim, both locked; a payment decided before is refused in a sentence. */
async function lockHeld(tx: Tx, id: string) {
  const row = await lockedLedgerRow(tx, id);
  if (!row) throw notFound();
  const claim = await claimOf(tx, row.claimId);
  if (!claim) throw notFound();
  if (row.state !== 'held') {
    throw conflict(
      `This payment was already ${row.state === 'posted' ? 'posted' : 'refused'}${row.reviewedBy ? ` by ${row.reviewedBy}` : ''}; nothing changed.`,
    );
  }
  return { row, claim };
}

/** Refused: the row says so and the claim is unchanged. */
async function refuse({ tx, row, claim, postedBefore, by, now }: Review): Promise<Decided> {
  await updateLedgerRow(tx, row.id, { state: 'refused', reviewedBy: by, reviewedAt: now });
  return {
    action: 'refuse',
    claimPaidCents: postedBefore,
    message: `The payment of ${formatCents(row.paidCents)} on claim ${claim.formId} is refused; the claim is unchanged.`,
  };
}

/**
 * Approved: the row is posted (a reversal takes back the payment it reverses), the claim's paid
 * amount is summed again and the claim moves as the 835 would have moved it; a move the state
 * machine refuses (a voided claim) refuses the approval in its sentence, and nothing is posted.
 */
async function approve(review: Review): Promise<Decided> {
  const { tx, row, claim, by, now } = review;
  const total = review.postedBefore + row.paidCents;
  if (Math.abs(total) > MAX_CLAIM_PAID_CENTS) {
    throw conflict(
      `This payment would make claim ${claim.formId}'s paid amount ${formatCents(total)}, more than a claim can hold; refuse it and ask the payer.`,
    );
  }
  const reversal = row.claimStatusCode === REVERSAL;
  const target = reversal ? targetOf(review.rows, row) : undefined;
  await updateLedgerRow(tx, row.id, {
    state: 'posted',
    reviewedBy: by,
    reviewedAt: now,
    ...(target ? { reversalOf: target.id } : {}),
  });
  if (target) await updateLedgerRow(tx, target.id, { reversedBy: row.id });
  await refreshPaid(tx, [claim.id]);
  await applyPayerAnswer(
    tx,
    claim,
    {
      event: reversal ? 'reversed' : row.paidCents > 0 ? 'paid' : 'answered',
      note: `835 from ${row.payerName} (check ${row.traceNumber}): a payment of ${formatCents(row.paidCents)} held for review, approved by ${by}`,
      changedBy: by,
      answer: await approvedAnswer(tx, row, reversal, now),
      actor: review.reviewer.actor,
    },
    review.claimHooks,
  );
  return {
    action: 'approve',
    claimPaidCents: total,
    message: `The payment of ${formatCents(row.paidCents)} on claim ${claim.formId} is posted; ${formatCents(total)} paid.`,
  };
}

/** The payer's answer an approved payment records on the claim, as its 835 said it. */
async function approvedAnswer(
  tx: Tx,
  row: LedgerRow,
  reversal: boolean,
  now: Date,
): Promise<PayerAnswer> {
  return {
    source: '835',
    from: row.payerName,
    date: now.toISOString().slice(0, 10),
    outcome: reversal ? 'reversed' : row.paidCents > 0 ? 'paid' : 'denied',
    paidCents: row.paidCents,
    statusCodes: [],
    adjustments: await adjustmentsOfPayment(tx, row.id),
    remarkCodes: row.remarkCodes,
    notes: [],
  };
}

/**
 * "Needs review": the payments an import held instead of posting. An operator (console or
 * command line, through this one service) approves one, which posts it and moves the claim as
 * an 835 would, or refuses it, which leaves the claim as it was. Either is audited, and a
 * payment is decided once.
 */
export function createPaymentReviewService(
  db: Db,
  claimHooks: ClaimHooks,
  clock: () => Date = () => new Date(),
) {
  async function decide(
    id: string,
    reviewer: Reviewer,
    decision: 'approved' | 'refused',
  ): Promise<PaymentReviewResult> {
    if (!isUuid(id)) throw notFound();
    const by = reviewer.email ?? reviewer.label;
    return db.transaction(async (tx) => {
      const { row, claim } = await lockHeld(tx, id);
      const now = clock();
      const rows = await rowsOfClaims(tx, [claim.id]);
      const postedBefore = rows
        .filter((other) => other.state === 'posted')
        .reduce((sum, other) => sum + other.paidCents, 0);
      const view = present({
        ...row,
        formId: claim.formId,
        ownerEmail: claim.doulaEmail,
        claimChargeCents: claim.totalChargeCents,
        claimPaidCents: postedBefore,
      });
      const review: Review = { tx, row, claim, rows, postedBefore, reviewer, by, now, claimHooks };
      const { action, claimPaidCents, message } =
        decision === 'refused' ? await refuse(review) : await approve(review);
      // Either way the decision is audited and answered with the claim's paid amount after it.
      await recordAuditEvent(
        tx,
        changeEventOf(reviewer.actor ?? {}, `claim_payment.${action}`, {
          type: 'claim_payment',
          id: row.id,
        }),
      );
      return { payment: view, decision, claimPaidCents, message };
    });
  }

  return {
    /** Held payments, oldest first, a page at a time. */
    async held(query: HeldPaymentQuery): Promise<RecordPage<HeldPaymentView>> {
      const rows = await heldRows(db, query.limit, positionOf(query.cursor));
      return toPage(rows, query.limit, present);
    },
    /** Approves (posts) or refuses one held payment. */
    review(id: string, input: PaymentReviewInput, reviewer: Reviewer) {
      const { decision } = parseInput(paymentReviewSchema, input);
      return decide(id, reviewer, decision === 'approve' ? 'approved' : 'refused');
    },
  };
}
