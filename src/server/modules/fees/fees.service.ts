import {
  feeCreditSchema,
  feePaymentSchema,
  feePriceSetSchema,
  statementStatus,
  type DoulaFeesView,
  type FeeOverview,
  type FeePriceView,
  type FeeStatementView,
  type UnpaidStatementView,
} from '#domain/fees/requests';
import type { CardPaymentView } from '#domain/fees/card-fees';
import { defaultSupportContact, type SupportContact } from '#domain/account/contact';
import { howFeesArePaid, payByCheckWords } from '#domain/fees/how-to-pay';
import { isRealIsoDate } from '#domain/common/dates';
import type { Db } from '../../db/database.ts';
import { invalid, notFound, parseInput, unprocessable } from '../../errors/index.ts';
import { decodePair, encodePair, isUuid, pageOf } from '../lists/index.ts';
import { resolveFailure } from './card-fees.repository.ts';
import { creditCharge, ledgerDay, priceInForce } from './fee-charges.ts';
import { renderFeeStatementPdf } from '../../formats/fee-statement/index.ts';
import {
  businessOf,
  cardPaymentsPage,
  claimLinesOf,
  claimOwner,
  doulaFeesPage,
  insertPayment,
  pricesPage,
  statementsOf,
  unpaidStatementsPage,
  upsertPrice,
  type StatementSums,
} from './fees.repository.ts';
import { receiptsOf } from './fee-receipts.repository.ts';

/** Her page shows two years of statements; older ones stay in the ledger and her data export. */
const STATEMENTS_SHOWN = 24;
const RECEIPTS_SHOWN = 50;
/** A month's charged claims on one statement: far above a doula's month, bounded all the same. */
const STATEMENT_LINES = 2000;
/** Her page lists this month's first claims; the statement PDF lists them all. */
const THIS_MONTH_LINES = 100;

export const presentStatement = (sums: StatementSums): FeeStatementView => {
  const dueCents = sums.chargedCents - sums.creditedCents - sums.paidCents;
  return { ...sums, dueCents, status: statementStatus(dueCents) };
};

const emptyStatement = (month: string) =>
  presentStatement({
    month,
    chargedCents: 0,
    creditedCents: 0,
    paidCents: 0,
    refundedCents: 0,
    claimCount: 0,
  });

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function positionOf<T>(cursor: string | undefined, valid: (value: unknown) => value is T) {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (valid(value)) return value;
  } catch {
    // fall through to the plain refusal
  }
  throw invalid('This list position is no longer valid. Please reload.');
}
const isDuePosition = (v: unknown): v is { dueCents: number; userId: string } =>
  typeof v === 'object' &&
  v !== null &&
  Number.isSafeInteger((v as { dueCents: unknown }).dueCents) &&
  typeof (v as { userId: unknown }).userId === 'string' &&
  /^[0-9a-f-]{36}$/.test((v as { userId: string }).userId);
const isMonthPosition = (v: unknown): v is { month: string; userId: string } =>
  typeof v === 'object' &&
  v !== null &&
  /^\d{4}-\d{2}$/.test(String((v as { month: unknown }).month)) &&
  /^[0-9a-f-]{36}$/.test(String((v as { userId: unknown }).userId));
/** A card payment's place in its list: the day it was paid and its ledger row, a list pair. */
function paidPositionOf(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [paidOn, id] = decodePair(cursor, (day, id) => isRealIsoDate(day) && isUuid(id));
  return { paidOn, id };
}

export interface FeeServiceOptions {
  /** Whether a card provider is configured; without one she pays by check. */
  cardPayments?: boolean;
  /** Where checks go and how she reaches support (the settings; the defaults without them). */
  contact?: SupportContact;
}

/**
 * The fee ledger's reads and the operators' writes (decision 071): the price per claim, her
 * Billing page and statements, fees by doula, unpaid statements, a claim's fee credited and a
 * check recorded. Charges are written by the claim state machine (fee-charges.ts). Callers audit.
 */
export function createFeeService(db: Db, options: FeeServiceOptions = {}) {
  const cardPayments = options.cardPayments ?? false;
  const contact = options.contact ?? defaultSupportContact;
  const howToPay = howFeesArePaid({ cardPayments, checkAddress: contact.checkAddress });

  async function statement(userId: string, month: string) {
    const [sums] = await statementsOf(db, userId, 1, month);
    return sums ? presentStatement(sums) : undefined;
  }

  return {
    /** The price per claim in force today (the sign-in page and her Billing page show it). */
    async currentPrice(now: Date = new Date()): Promise<number> {
      return (await priceInForce(db, ledgerDay(now).day)).cents;
    },

    async listPrices(query: { limit: number; cursor?: string | undefined }) {
      const before = query.cursor
        ? positionOf(query.cursor, (v): v is string => /^\d{4}-\d{2}-\d{2}$/.test(String(v)))
        : undefined;
      const rows = await pricesPage(db, query.limit + 1, before);
      return pageOf(
        rows,
        query.limit,
        (row) => cursorOf(row.effectiveFrom),
        (row): FeePriceView => row,
      );
    },

    /** Sets the price from a date on; claims accepted before it keep the price they were charged. */
    async setPrice(input: unknown, by: string): Promise<FeePriceView> {
      const { cents, effectiveFrom } = parseInput(feePriceSetSchema, input);
      const row = await upsertPrice(db, cents, effectiveFrom, by);
      return {
        id: row.id,
        cents: row.cents,
        effectiveFrom: row.effectiveFrom,
        setBy: row.setBy,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** Her Billing page: this month so far, her statements, her receipts. */
    async overview(userId: string, now: Date = new Date()): Promise<FeeOverview> {
      const { month } = ledgerDay(now);
      const [priceCents, statements, receipts, thisMonthLines] = await Promise.all([
        this.currentPrice(now),
        statementsOf(db, userId, STATEMENTS_SHOWN),
        receiptsOf(db, userId, RECEIPTS_SHOWN),
        claimLinesOf(db, userId, month, THIS_MONTH_LINES),
      ]);
      const views = statements.map(presentStatement);
      return {
        priceCents,
        thisMonth: views.find((s) => s.month === month) ?? emptyStatement(month),
        thisMonthLines,
        statements: views,
        receipts,
        cardPayments,
        howToPay,
        contact,
      };
    },

    /** One statement with its lines and payments, hers only: another's month is not found. */
    async statementDetail(userId: string, month: string) {
      const found = await statement(userId, month);
      if (!found) throw notFound();
      const [lines, payments] = await Promise.all([
        claimLinesOf(db, userId, month, STATEMENT_LINES),
        receiptsOf(db, userId, RECEIPTS_SHOWN, month),
      ]);
      return { statement: found, lines, payments, cardPayments };
    },

    /** Her statement as a PDF; "how to pay" when no card can be charged. */
    async statementPdf(userId: string, month: string) {
      const detail = await this.statementDetail(userId, month);
      const bytes = await renderFeeStatementPdf({
        business: await businessOf(db, userId),
        ...detail,
        howToPay: cardPayments ? undefined : payByCheckWords(contact.checkAddress),
        contact,
      });
      return { bytes, fileName: `statement-${month}.pdf` };
    },

    /** Fees by doula, of one statement month when `month` is given, else of every month. */
    async doulaFees(query: {
      limit: number;
      cursor?: string | undefined;
      month?: string | undefined;
    }) {
      const after = positionOf(query.cursor, isDuePosition);
      const rows = await doulaFeesPage(db, query.limit + 1, after, query.month);
      return pageOf(
        rows,
        query.limit,
        (row) => cursorOf({ dueCents: row.dueCents, userId: row.userId }),
        (row): DoulaFeesView => row,
      );
    },

    async unpaidStatements(query: { limit: number; cursor?: string | undefined }) {
      const after = positionOf(query.cursor, isMonthPosition);
      const rows = await unpaidStatementsPage(db, query.limit + 1, after);
      return pageOf(
        rows,
        query.limit,
        (row) => cursorOf({ month: row.month, userId: row.userId }),
        (row): UnpaidStatementView => ({
          ...presentStatement(row),
          userId: row.userId,
          name: row.name,
          email: row.email,
        }),
      );
    },

    /** Card payments, the newest first: what an operator refunds from. */
    async cardPayments(query: { limit: number; cursor?: string | undefined }) {
      const rows = await cardPaymentsPage(db, query.limit + 1, paidPositionOf(query.cursor));
      return pageOf(
        rows,
        query.limit,
        (row) => encodePair(row.paidOn, row.id),
        (row): CardPaymentView => row,
      );
    },

    /** Gives a claim's fee back (once), with the operator's reason, in this month's statement. */
    async creditClaim(input: unknown, by: string, now: Date = new Date()) {
      const { claimId, reason } = parseInput(feeCreditSchema, input);
      const claim = await claimOwner(db, claimId);
      if (!claim) throw notFound();
      const { day, month } = ledgerDay(now);
      const credited = await db.transaction((tx) =>
        creditCharge(tx, { claimId, reason, createdBy: by, day, month }),
      );
      if (!credited) {
        throw unprocessable(
          `Claim ${claim.formId} has no fee to credit: it was never charged or is credited already.`,
        );
      }
      return { id: claimId, formId: claim.formId, userId: claim.userId };
    },

    /** Records a check received for one of her statements. */
    async recordPayment(input: unknown, by: string) {
      const payment = parseInput(feePaymentSchema, input);
      const found = await statement(payment.doulaId, payment.month);
      if (!found) throw notFound();
      const row = await insertPayment(db, {
        userId: payment.doulaId,
        kind: 'payment',
        cents: payment.amountCents,
        month: payment.month,
        onDate: payment.receivedOn,
        reason: 'Payment by check',
        method: 'check',
        reference: payment.reference,
        createdBy: by,
      });
      // Paid in full by check: her failed card payment's banner and hold end too.
      await resolveFailure(db, payment.doulaId, payment.month);
      return { id: row.id, statement: (await statement(payment.doulaId, payment.month))! };
    },
  };
}

export type FeeService = ReturnType<typeof createFeeService>;
