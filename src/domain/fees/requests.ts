/** The fee ledger's wire shapes: what the console, the command line and her Billing page send and read. */
import { z } from 'zod';
import type { SupportContact } from '#domain/account/contact';
import type { ClaimStatus } from '#domain/claims/status';
import { operatorPageFields } from '#domain/common/list-page';

const isoDate = z.iso.date({ error: 'Use a date like 2026-12-01.' });
/** A statement month (YYYY-MM); money in whole cents; an operator's reason. */
export const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use a month like 2026-11.' });
/** Far above any price or payment, far below what an integer column holds. */
const MAX_CENTS = 10_000_000;
export const cents = (what: string) =>
  z
    .number({ error: `Enter ${what} in cents.` })
    .int({ error: `Enter ${what} in whole cents.` })
    .min(1, { error: `${what[0]!.toUpperCase()}${what.slice(1)} must be more than zero.` })
    .max(MAX_CENTS, { error: `${what[0]!.toUpperCase()}${what.slice(1)} is too large.` });
export const reason = z
  .string()
  .trim()
  .min(1, { error: 'Say why, in a few words.' })
  .max(200, { error: 'Keep the reason under 200 characters.' });

/** PUT /api/operator/fees/price and `fees price set`: a price per claim from a date on. */
export const feePriceSetSchema = z
  .object({ cents: cents('the price'), effectiveFrom: isoDate })
  .strict();

/** POST /api/operator/fees/credits and `fees credit`: an accepted claim's fee given back. */
export const feeCreditSchema = z.object({ claimId: z.uuid(), reason }).strict();

/** POST /api/operator/fees/payments and `fees payment`: a check received for a statement. */
export const feePaymentSchema = z
  .object({
    /** The doula whose statement it pays (operators name her; a doula never sends this). */
    doulaId: z.uuid(),
    month,
    amountCents: cents('the amount'),
    receivedOn: isoDate,
    reference: z
      .string()
      .trim()
      .min(1, { error: 'Enter the check number or another reference.' })
      .max(60, { error: 'Keep the reference under 60 characters.' }),
  })
  .strict();

export const feeMonthParamsSchema = z.object({ month }).strict();

/** GET /api/operator/fees/doulas: a page of fees by doula, of one statement month or of all. */
export const feeDoulasQuerySchema = z
  .object({ ...operatorPageFields, month: month.optional() })
  .strict();

export interface FeePriceView {
  id: string;
  cents: number;
  effectiveFrom: string;
  setBy: string;
  createdAt: string;
}

/** One charged or credited claim on a statement: form ID and service date, never the patient. */
export interface FeeClaimLine {
  claimId: string;
  formId: string;
  serviceDate: string;
  kind: 'charge' | 'credit';
  cents: number;
  onDate: string;
  /** Where the claim stands now: a fee stays when the payer later denies it (decision 071). */
  claimStatus: ClaimStatus;
  /** A credit's reason: the operator's words, or the product's when it gave the fee back itself. */
  reason: string;
  /** The product gave the fee back by itself (a rejection its claim check should have caught). */
  automatic: boolean;
}

/** The card a payment was made with, as on the card: never the card processor's ids. */
export interface PaymentCard {
  brand: string;
  last4: string;
}

/**
 * A payment received for a statement, or a card refund of one: the day, how, the card by brand
 * and last four (a check by its number) and, for a refund, the payment it gave back from.
 */
export interface FeePaymentView {
  id: string;
  kind: 'payment' | 'refund';
  month: string;
  cents: number;
  /** The day it was received (a payment) or given back (a refund). */
  receivedOn: string;
  method: 'check' | 'card';
  /** A check's number; empty for a card (the processor's ids never leave the server). */
  reference: string;
  card: PaymentCard | null;
  /** A refund's payment: its day and card. */
  refundOf: { receivedOn: string; card: PaymentCard | null } | null;
}

export type StatementStatus = 'open' | 'paid';

/** A month's charges and credits, the payments received for it and what is still due. */
export interface FeeStatementView {
  month: string;
  chargedCents: number;
  creditedCents: number;
  /** Payments received less refunds given back: what she has paid, net. */
  paidCents: number;
  /** Card refunds given back on this statement (already taken from `paidCents`). */
  refundedCents: number;
  dueCents: number;
  status: StatementStatus;
  claimCount: number;
}

/** Her Billing page: this month so far, statements, receipts and the price in force. */
export interface FeeOverview {
  priceCents: number;
  thisMonth: FeeStatementView;
  /** This month's charged and credited claims so far (at most a page; the statement has all). */
  thisMonthLines: FeeClaimLine[];
  statements: FeeStatementView[];
  receipts: FeePaymentView[];
  /** Whether cards can be taken; without a card provider she pays by check. */
  cardPayments: boolean;
  /** How fees are paid on this server, in the words the Terms use too. */
  howToPay: string;
  /** Where checks go and how she reaches support. */
  contact: SupportContact;
}

/** One doula's fees on the console: who she is (no patient), what she owes. */
export interface DoulaFeesView {
  userId: string;
  name: string;
  email: string;
  /** Claims charged (of the month asked for, else of every month). */
  claimCount: number;
  chargedCents: number;
  creditedCents: number;
  paidCents: number;
  dueCents: number;
}

/** An unpaid statement on the console. */
export interface UnpaidStatementView extends FeeStatementView {
  userId: string;
  name: string;
  email: string;
}

export const statementStatus = (dueCents: number): StatementStatus =>
  dueCents <= 0 ? 'paid' : 'open';
