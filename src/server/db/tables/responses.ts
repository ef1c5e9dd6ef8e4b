/** Imported payer responses (TA1, 999, 277CA, 835) and what they applied. */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { claims } from './claims.ts';
import {
  bytea,
  createdAt,
  newestFirst,
  partOf,
  refersTo,
  serialId,
  stampMs,
  uuidId,
} from './columns.ts';

/** What an import applied, for the operator (form IDs and counts; no patient names). */
export interface StoredImportSummary {
  matched: { formId: string; claimId: string; change: string }[];
  unmatched: number;
  /** Why a file had nothing to apply, or what it said beyond the claims (999 group outcome). */
  notes: string[];
}

/**
 * Payer response files (TA1, 999, 277CA, 835) as an operator imported them: the bytes as they
 * arrived, kept whether the file was applied or refused, so a refused file can be inspected.
 * At most one applied row per distinct file (SHA-256): a second import of applied bytes changes
 * nothing. Refused is not imported: the same bytes may be refused (one row, its latest reason)
 * and later applied (a row of its own), e.g. once the product reads them.
 */
export const responseImports = pgTable(
  'response_imports',
  {
    id: uuidId(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    // 'TA1', '999', '277CA' or '835'; null when the file was refused before its kind was known.
    kind: text('kind'),
    outcome: text('outcome').$type<'accepted' | 'refused'>().notNull(),
    message: text('message').notNull().default(''),
    summary: jsonb('summary').$type<StoredImportSummary>().notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: stampMs('imported_at'),
  },
  (table) => [
    uniqueIndex('response_imports_sha256_outcome_key').on(table.sha256, table.outcome),
    index('response_imports_newest_idx').on(...newestFirst(table.importedAt, table.id)),
  ],
);

/**
 * The interchanges (sender ISA06 + control number ISA13) of every applied import: a sender
 * never reuses a control number, so a file re-sent with other bytes is still recognised.
 */
export const responseInterchanges = pgTable(
  'response_interchanges',
  {
    senderId: text('sender_id').notNull(),
    controlNumber: text('control_number').notNull(),
    importId: partOf('import_id', () => responseImports.id),
  },
  (table) => [uniqueIndex('response_interchanges_key').on(table.senderId, table.controlNumber)],
);

/** An item of an imported file that matched none of our claims or batches: never dropped. */
export const responseUnmatchedItems = pgTable(
  'response_unmatched_items',
  {
    id: serialId(),
    importId: partOf('import_id', () => responseImports.id),
    // The control number the file names (a patient control number, a group control number).
    reference: text('reference').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('response_unmatched_items_import_idx').on(table.importId)],
);

/**
 * One 835 claim payment (CLP) applied to a claim: paid cents (negative for a reversal), the
 * payer's claim number, remark codes; a reversal points at the payment it undoes.
 */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: uuidId(),
    claimId: partOf('claim_id', () => claims.id),
    importId: refersTo('import_id', () => responseImports.id),
    claimStatusCode: text('claim_status_code').notNull(),
    chargeCents: integer('charge_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    patientResponsibilityCents: integer('patient_responsibility_cents').notNull(),
    payerClaimNumber: text('payer_claim_number'),
    payerName: text('payer_name').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }),
    traceNumber: text('trace_number').notNull(),
    remarkCodes: text('remark_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reversalOf: uuid('reversal_of'),
    reversedBy: uuid('reversed_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('claim_payments_claim_idx').on(table.claimId, table.createdAt),
    // Payments that still stand, by the day they count on (the payment date, or the import day
    // when earlier or none): paid per month of a period across every doula.
    index('claim_payments_paid_on_idx')
      .on(
        sql`least(${table.paymentDate}, (${table.createdAt} AT TIME ZONE 'UTC')::date)`,
        table.claimId,
        table.paidCents,
      )
      .where(sql`reversal_of IS NULL AND reversed_by IS NULL`),
  ],
);

/** The CAS adjustments of a claim payment, at claim or service-line level. */
export const claimAdjustments = pgTable(
  'claim_adjustments',
  {
    id: serialId(),
    paymentId: partOf('payment_id', () => claimPayments.id),
    // '' for the claim level, else the line's procedure code.
    procedureCode: text('procedure_code').notNull().default(''),
    groupCode: text('group_code').notNull(),
    reasonCode: text('reason_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [index('claim_adjustments_payment_idx').on(table.paymentId)],
);
