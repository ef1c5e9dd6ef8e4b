import { z } from 'zod';
import {
  FEE_GRACE_DAYS,
  feeChargeRunSchema,
  feeRefundSchema,
  type FeeChargeRunView,
  type FeeNotice,
  type FeeRefundView,
  type StatementChargeOutcome,
} from '#domain/fees/card-fees';
import type { Db, DbOrTx } from '../../db/database.ts';
import { notFound, parseInput } from '../../errors/index.ts';
import { enqueueJob, JobFailure, type JobKind } from '../../jobs/index.ts';
import { CardPaymentError, type CardPayments, type SettledCharge } from '../card-payments/index.ts';
import { notifyFeePaymentFailed } from '../notifications/index.ts';
import { ledgerDay } from './fee-charges.ts';
import {
  dueOn,
  dueStatementsPage,
  findCardPayment,
  insertCardPayment,
  insertCardRefund,
  insertFailure,
  openFailureOf,
  resolveFailure,
} from './card-fees.repository.ts';

/** One statement's charge, retried by the job queue with its backoff while Stripe is unreachable. */
export const CHARGE_STATEMENT = { name: 'fees.charge-statement', maxAttempts: 12 } as const;
const MONTHLY_CHARGE = { name: 'fees.monthly-charge', maxAttempts: 3 } as const;

const PAGE = 200;
/**
 * Statements of a page charged at once (decision 089): each charge mostly waits on Stripe and
 * the database, so one at a time made a run of 10,000 statements take many minutes (Stripe's
 * own answer alone is a few hundred milliseconds). Each is another doula's statement with its
 * own idempotency key, so they cannot meet; four stay far inside Stripe's rate limit and leave
 * most of the pool's connections to requests.
 */
const CHARGES_AT_ONCE = 4;

const statementPayload = z.object({ userId: z.uuid(), month: z.string().regex(/^\d{4}-\d{2}$/) });
/** graphile-worker hands a cron job the tick it stands for. */
const tickPayload = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

const enqueueStatementCharge = (db: DbOrTx, userId: string, month: string) =>
  enqueueJob(
    db,
    CHARGE_STATEMENT,
    { userId, month },
    { key: `${CHARGE_STATEMENT.name}:${userId}:${month}` },
  );

/** The month before the one `at` falls in (UTC), as YYYY-MM. */
export function monthBefore(at: Date): string {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}
const DAY_MS = 86_400_000;

/** The charge's reference at Stripe and in `card_charges`: the statement month, no one's name. */
const referenceOf = (month: string) => `fees:${month}`;
const monthOf = (reference: string) =>
  /^fees:(\d{4}-\d{2})$/.exec(reference)?.[1] as string | undefined;

/**
 * What a card charge's end means to the fee ledger, in the caller's transaction: a success is
 * her payment (once per PaymentIntent) and ends a failed payment's banner and hold once nothing
 * is due; a failure opens them (once per statement) and queues her one email. Charges that are
 * not a statement's are none of the ledger's business.
 */
export async function afterCardSettled(db: DbOrTx, charge: SettledCharge, now = new Date()) {
  const month = monthOf(charge.reference);
  if (!month) return;
  if (charge.status === 'succeeded') {
    await insertCardPayment(db, {
      userId: charge.userId,
      month,
      cents: charge.amountCents,
      paymentIntentId: charge.paymentIntentId,
      onDate: ledgerDay(now).day,
    });
    await resolveFailure(db, charge.userId, month);
    return;
  }
  const graceUntil = new Date(now.getTime() + FEE_GRACE_DAYS * DAY_MS);
  if (await insertFailure(db, charge.userId, month, now, graceUntil)) {
    await notifyFeePaymentFailed(db, charge.userId);
  }
}

/**
 * Card payment of her monthly statements (decision 075): the monthly run, one statement's
 * charge, her failed-payment notice and an operator's refund through Stripe.
 */
export function createCardFees(db: Db, cards: CardPayments) {
  /**
   * Charges what is due on her statement to her card on file. The idempotency key is the
   * statement and the number of its charges that ended, so runs at once (two servers, a job
   * run twice) are one charge at Stripe; an attempt left open (no answer, or processing) is
   * asked again with its own key and amount; a new key only after one ended.
   */
  async function chargeStatement(userId: string, month: string): Promise<StatementChargeOutcome> {
    const reference = referenceOf(month);
    const attempts = cards.configured
      ? await cards.attempts(userId, reference)
      : { failed: 0, succeeded: [], open: undefined };
    // A charge Stripe took whose payment was not recorded (the server stopped in between) is
    // recorded first, so it is never charged again.
    for (const paid of attempts.succeeded) {
      await db.transaction((tx) =>
        afterCardSettled(tx, { userId, reference, status: 'succeeded', ...paid }),
      );
    }
    const dueCents = await dueOn(db, userId, month);
    if (dueCents <= 0) {
      await resolveFailure(db, userId, month);
      return 'nothing_due';
    }
    // Without a card on file the charge is refused before anything is written (no_card below).
    if (!cards.configured) return 'no_card';
    const { open } = attempts;
    const charge = open
      ? { idempotencyKey: open.idempotencyKey, amountCents: open.amountCents }
      : {
          idempotencyKey: `fees-${userId}-${month}-${attempts.failed + attempts.succeeded.length}`,
          amountCents: dueCents,
        };
    const settled = (paymentIntentId: string, status: SettledCharge['status']) =>
      db.transaction((tx) =>
        afterCardSettled(tx, {
          userId,
          reference,
          amountCents: charge.amountCents,
          paymentIntentId,
          status,
        }),
      );
    try {
      const result = await cards.chargeOffSession({ userId, reference, ...charge });
      if (result.status === 'processing') return 'processing';
      await settled(result.paymentIntentId, 'succeeded');
      return 'charged';
    } catch (error) {
      if (!(error instanceof CardPaymentError)) throw error;
      if (error.failure === 'declined') {
        await settled(charge.idempotencyKey, 'failed');
        return 'declined';
      }
      // Unreachable: asked again later (the open attempt keeps its key); no card: none to charge.
      return error.failure === 'unavailable' ? 'retry_later' : 'no_card';
    }
  }

  return {
    chargeStatement,

    /**
     * The monthly run: every statement of the month with something due, a page at a time, a
     * few statements of the page at once.
     */
    async chargeMonth(input: unknown): Promise<FeeChargeRunView> {
      const { month } = parseInput(feeChargeRunSchema, input);
      const counts: FeeChargeRunView = {
        month,
        charged: 0,
        processing: 0,
        declined: 0,
        no_card: 0,
        nothing_due: 0,
        retry_later: 0,
      };
      let after: string | undefined;
      for (;;) {
        const page = await dueStatementsPage(db, month, PAGE, after);
        let next = 0;
        const lane = async () => {
          while (next < page.length) {
            const { userId } = page[next++]!;
            const outcome = await chargeStatement(userId, month);
            counts[outcome] += 1;
            // The job queue asks again with its growing wait, one job per statement.
            if (outcome === 'retry_later') await enqueueStatementCharge(db, userId, month);
          }
        };
        await Promise.all(Array.from({ length: CHARGES_AT_ONCE }, lane));
        if (page.length < PAGE) return counts;
        after = page.at(-1)!.userId;
      }
    },

    /** Her banner: the oldest statement whose card payment failed and is still unpaid. */
    async notice(userId: string, now = new Date()): Promise<FeeNotice | null> {
      const failure = await openFailureOf(db, userId);
      if (!failure) return null;
      return {
        month: failure.month,
        graceUntil: failure.graceUntil.toISOString(),
        holding: failure.graceUntil.getTime() <= now.getTime(),
      };
    },

    /**
     * Gives back (part of) a card payment through Stripe and records it as a refund row
     * offsetting the payment, on the payment's statement. The key is the payment and what its
     * statement shows refunded so far, so a retry after a network error refunds once.
     */
    async refund(input: unknown, by: string, now = new Date()): Promise<FeeRefundView> {
      const { paymentId, amountCents, reason } = parseInput(feeRefundSchema, input);
      const payment = await findCardPayment(db, paymentId);
      if (!payment?.reference) throw notFound();
      const made = await cards.refund({
        paymentIntentId: payment.reference,
        amountCents,
        reason,
      });
      const row = await db.transaction(async (tx) => {
        const refund = await insertCardRefund(
          tx,
          {
            userId: payment.userId,
            month: payment.month,
            cents: amountCents,
            refundId: made.refundId,
            onDate: ledgerDay(now).day,
          },
          reason,
          by,
        );
        return refund;
      });
      return {
        id: row.id,
        paymentId,
        month: row.month,
        cents: row.cents,
        refundId: made.refundId,
        status: made.status,
      };
    },
  };
}

type CardFees = ReturnType<typeof createCardFees>;

/**
 * The monthly run, at 06:00 UTC on the first day of each month (one job across every app
 * server), charges last month's statements; a statement Stripe could not be reached for is a
 * job of its own, retried with the queue's growing wait and charged once.
 */
export function cardFeeJobs(cardFees: CardFees): JobKind[] {
  return [
    {
      ...MONTHLY_CHARGE,
      cron: '0 6 1 * *',
      async run(payload) {
        const tick = tickPayload.parse(payload ?? {})._cron?.ts;
        await cardFees.chargeMonth({ month: monthBefore(tick ? new Date(tick) : new Date()) });
      },
    },
    {
      ...CHARGE_STATEMENT,
      async run(payload) {
        const { userId, month } = statementPayload.parse(payload);
        const outcome = await cardFees.chargeStatement(userId, month);
        if (outcome === 'retry_later') {
          throw new JobFailure('The card payment service could not be reached.');
        }
      },
    },
  ];
}
