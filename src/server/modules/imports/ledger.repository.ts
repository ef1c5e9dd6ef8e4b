import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { insertJsonRows } from '../../db/json-rows.ts';
import { batchedClaims } from '../batches/batches.views.ts';
import { claimsView } from '../claims/claims.views.ts';
import {
  claimAdjustments,
  claimPaymentLines,
  claimPayments,
  type PaymentState,
} from './imports.tables.ts';
import { profileRows } from '../profile/profile.views.ts';
import type { ListPosition } from '../lists/index.ts';
import { anyOf } from '../../db/any-of.ts';

/** The payment ledger's reads and writes (claim_payments and its lines and adjustments). */

export type LedgerRow = typeof claimPayments.$inferSelect;
export type LedgerInsert = typeof claimPayments.$inferInsert;
export type LineInsert = typeof claimPaymentLines.$inferInsert;
export type AdjustmentInsert = typeof claimAdjustments.$inferInsert;

/** What a payment is known by: payer, check or EFT trace, CLP01, CLP07 and CLP02. */
export interface PaymentIdentity {
  payerKey: string;
  traceNumber: string;
  patientControlNumber: string;
  payerClaimNumber: string | null;
  claimStatusCode: string;
}

export const identityKey = (row: PaymentIdentity) =>
  [
    row.payerKey,
    row.traceNumber,
    row.patientControlNumber,
    row.payerClaimNumber ?? '',
    row.claimStatusCode,
  ].join('\u0000');

/**
 * Imports of one check (payer and trace) apply one after the other, so that two envelopes of
 * the same payment read each other's rows; the unique index stays the last word.
 */
export async function lockCheck(tx: Tx, payerKey: string, traceNumber: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`835|${payerKey}|${traceNumber}`}, 0))`,
  );
}

/**
 * The rows already in the ledger for one check (every state), of these patient control numbers
 * or these claims: what a slice of a file can ask about.
 */
export async function rowsOfCheck(
  tx: Tx,
  payerKey: string,
  traceNumber: string,
  of: { pcns: string[] } | { claimIds: string[] },
) {
  return tx
    .select()
    .from(claimPayments)
    .where(
      and(
        eq(claimPayments.payerKey, payerKey),
        eq(claimPayments.traceNumber, traceNumber),
        'pcns' in of
          ? anyOf(claimPayments.patientControlNumber, of.pcns)
          : anyOf(claimPayments.claimId, of.claimIds),
      ),
    );
}

/** Every ledger row of these claims (posted, held or refused): a claim has a handful. */
export async function rowsOfClaims(tx: DbOrTx, claimIds: string[]): Promise<LedgerRow[]> {
  if (claimIds.length === 0) return [];
  return tx
    .select()
    .from(claimPayments)
    .where(anyOf(claimPayments.claimId, claimIds))
    .orderBy(asc(claimPayments.createdAt), asc(claimPayments.id));
}

/** What the guards need of a claim: where it was sent, its billing provider, what it corrects. */
export interface SentFacts {
  /** The payers of the batches it was sent in (none: never sent). */
  batchPayers: { id: string; name: string }[];
  npi: string;
  taxIdLast4: string;
  frequency: string;
  correctsClaimId: string | null;
  formId: string;
}

export async function sentFactsOf(tx: Tx, claimIds: string[]): Promise<Map<string, SentFacts>> {
  const facts = new Map<string, SentFacts>();
  if (claimIds.length === 0) return facts;
  const [rows, sent] = await Promise.all([
    tx
      .select({
        id: claimsView.id,
        formId: claimsView.formId,
        frequency: claimsView.frequency,
        correctsClaimId: claimsView.correctsClaimId,
        npi: profileRows.npiNumber,
        taxIdLast4: profileRows.taxIdLast4,
      })
      .from(claimsView)
      .leftJoin(profileRows, eq(profileRows.userId, claimsView.userId))
      .where(anyOf(claimsView.id, claimIds)),
    tx
      .selectDistinct({
        claimId: batchedClaims.claimId,
        id: batchedClaims.payerId,
        name: batchedClaims.payerName,
      })
      .from(batchedClaims)
      .where(anyOf(batchedClaims.claimId, claimIds)),
  ]);
  for (const row of rows) {
    facts.set(row.id, {
      batchPayers: [],
      npi: row.npi ?? '',
      taxIdLast4: row.taxIdLast4 ?? '',
      frequency: row.frequency,
      correctsClaimId: row.correctsClaimId,
      formId: row.formId,
    });
  }
  for (const batch of sent) facts.get(batch.claimId)?.batchPayers.push(batch);
  return facts;
}

/** New ledger rows with their lines and adjustments, each kind in one statement. */
export async function insertLedgerRows(
  tx: Tx,
  rows: LedgerInsert[],
  lines: LineInsert[],
  adjustments: AdjustmentInsert[],
) {
  await insertJsonRows(tx, claimPayments, rows);
  await insertJsonRows(tx, claimPaymentLines, lines);
  await insertJsonRows(tx, claimAdjustments, adjustments);
}

/** Changes to rows stored before this file (a reversal's offset, a held row now posted). */
export async function updateLedgerRow(
  tx: Tx,
  id: string,
  change: Partial<
    Pick<
      LedgerRow,
      'state' | 'reversalOf' | 'reversedBy' | 'reviewedBy' | 'reviewedAt' | 'holdReason'
    >
  >,
) {
  await tx.update(claimPayments).set(change).where(eq(claimPayments.id, id));
}

export interface HeldRow {
  id: string;
  claimId: string;
  formId: string;
  ownerEmail: string;
  payerName: string;
  traceNumber: string;
  payerClaimNumber: string | null;
  claimStatusCode: string;
  chargeCents: number;
  paidCents: number;
  claimChargeCents: number;
  claimPaidCents: number;
  holdReason: string;
  createdAt: Date;
}

/** Payments waiting for an operator, oldest first, a page at a time plus one row. */
export async function heldRows(
  db: DbOrTx,
  limit: number,
  after?: ListPosition,
  state: PaymentState = 'held',
): Promise<HeldRow[]> {
  const rows = await db
    .select({
      id: claimPayments.id,
      claimId: claimPayments.claimId,
      formId: claimsView.formId,
      ownerEmail: claimsView.doulaEmail,
      payerName: claimPayments.payerName,
      traceNumber: claimPayments.traceNumber,
      payerClaimNumber: claimPayments.payerClaimNumber,
      claimStatusCode: claimPayments.claimStatusCode,
      chargeCents: claimPayments.chargeCents,
      paidCents: claimPayments.paidCents,
      claimChargeCents: claimsView.totalChargeCents,
      claimPaidCents: claimsView.paidCents,
      holdReason: claimPayments.holdReason,
      createdAt: claimPayments.createdAt,
    })
    .from(claimPayments)
    .innerJoin(claimsView, eq(claimsView.id, claimPayments.claimId))
    .where(
      and(
        eq(claimPayments.state, state),
        after
          ? or(
              gt(claimPayments.createdAt, after.createdAt),
              and(eq(claimPayments.createdAt, after.createdAt), gt(claimPayments.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(claimPayments.createdAt), asc(claimPayments.id))
    .limit(limit + 1);
  return rows;
}

/** One ledger row, locked for its review. */
export async function lockedLedgerRow(tx: Tx, id: string): Promise<LedgerRow | undefined> {
  const [row] = await tx.select().from(claimPayments).where(eq(claimPayments.id, id)).for('update');
  return row;
}

/** The adjustments of a payment, for the answer a posted payment records on its claim. */
export async function adjustmentsOfPayment(tx: DbOrTx, paymentId: string) {
  return tx
    .select({
      group: claimAdjustments.groupCode,
      reason: claimAdjustments.reasonCode,
      amountCents: claimAdjustments.amountCents,
    })
    .from(claimAdjustments)
    .where(eq(claimAdjustments.paymentId, paymentId))
    .orderBy(claimAdjustments.id);
}
