/** Imported payer responses (TA1, 999, 277CA, 835) and what they applied. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { claims } from '../claims/claims.tables.ts';
import {
  bytea,
  createdAt,
  moment,
  newestFirst,
  partOf,
  refersTo,
  serialId,
  stampMs,
  uuidId,
} from '../../db/columns.ts';

/** What an import applied, for the operator (form IDs and counts; no patient names). */
export interface StoredImportSummary {
  matched: { formId: string; claimId: string; change: string }[];
  unmatched: number;
  /** An 835's payments held for review (absent on imports from before it was counted). */
  held?: number;
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
    // Sealed with the tax ID key (content-at-rest.ts); false only for files stored before it.
    contentSealed: boolean('content_sealed').notNull().default(false),
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
    // What the start-up sealing looks for: nothing, once every file is sealed.
    index('response_imports_clear_content_idx')
      .on(table.id)
      .where(sql`NOT ${table.contentSealed}`),
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

/** Where a ledger row stands: counted, waiting for an operator, or refused by one. */
export type PaymentState = 'posted' | 'held' | 'refused';

/** An amount of a payer file, in cents: bigint, so no amount the reader accepts can overflow. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * The payment ledger: one row per 835 claim payment (CLP) as the payer sent it, naming its
 * import, payer, check or EFT trace (TRN02) and CLP (patient control number, payer claim
 * number, status code). Only `posted` rows count: a claim's paid amount and every money total
 * are sums of them. A reversal is a posted row of its own (negative) pointing at the row it
 * offsets; the offset row names it back. `held` rows wait for an operator (paid above the
 * charge, a negative amount that reverses nothing); `refused` ones were turned down.
 * A payment is known by its identity (payer, trace, CLP01, CLP07, CLP02): the unique index
 * makes "already posted" a fact of the database, whatever envelope the payment comes in.
 */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: uuidId(),
    claimId: partOf('claim_id', () => claims.id),
    importId: refersTo('import_id', () => responseImports.id),
    // The payer as the file names it: TRN03, else N1*PR N104 or REF*2U, else its name.
    payerKey: text('payer_key').notNull().default(''),
    patientControlNumber: text('patient_control_number').notNull().default(''),
    claimStatusCode: text('claim_status_code').notNull(),
    chargeCents: cents('charge_cents').notNull(),
    paidCents: cents('paid_cents').notNull(),
    // Interest the payer paid on the claim: inside paid_cents (CLP AMT*I), or beside it in a
    // provider adjustment naming the claim (PLB L6), kept once, with the row (decision 108).
    interestCents: cents('interest_cents').notNull().default(0),
    providerInterestCents: cents('provider_interest_cents').notNull().default(0),
    patientResponsibilityCents: cents('patient_responsibility_cents').notNull(),
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
    state: text('state').$type<PaymentState>().notNull().default('posted'),
    // Why it was held: a code the import works with, and words for the operator.
    holdCode: text('hold_code').notNull().default(''),
    holdReason: text('hold_reason').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('claim_payments_claim_idx').on(table.claimId, table.createdAt),
    uniqueIndex('claim_payments_identity_key').on(
      table.payerKey,
      table.traceNumber,
      table.patientControlNumber,
      sql`coalesce(${table.payerClaimNumber}, '')`,
      table.claimStatusCode,
    ),
    // The operator's "Needs review" list, oldest first.
    index('claim_payments_held_idx')
      .on(table.createdAt, table.id)
      .where(sql`state = 'held'`),
    // Posted rows by the day they count on (the payment date, or the import day when earlier
    // or none): paid per month of a period across every doula.
    index('claim_payments_paid_on_idx')
      .on(
        sql`least(${table.paymentDate}, (${table.createdAt} AT TIME ZONE 'UTC')::date)`,
        table.claimId,
        table.paidCents,
      )
      .where(sql`state = 'posted'`),
  ],
);

/** The service lines (SVC) of a claim payment, in file order (1-based). */
export const claimPaymentLines = pgTable(
  'claim_payment_lines',
  {
    id: serialId(),
    paymentId: partOf('payment_id', () => claimPayments.id),
    lineNumber: integer('line_number').notNull(),
    procedureCode: text('procedure_code').notNull(),
    chargeCents: cents('charge_cents').notNull(),
    paidCents: cents('paid_cents').notNull(),
    units: integer('units').notNull(),
    // REF*6R, the line control number we sent ("<form ID>-<n>").
    lineControlNumber: text('line_control_number').notNull().default(''),
  },
  (table) => [uniqueIndex('claim_payment_lines_key').on(table.paymentId, table.lineNumber)],
);

/** The CAS adjustments of a claim payment, at claim level (line 0) or a service line's. */
export const claimAdjustments = pgTable(
  'claim_adjustments',
  {
    id: serialId(),
    paymentId: partOf('payment_id', () => claimPayments.id),
    lineNumber: integer('line_number').notNull().default(0),
    // '' for the claim level, else the line's procedure code.
    procedureCode: text('procedure_code').notNull().default(''),
    groupCode: text('group_code').notNull(),
    reasonCode: text('reason_code').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (table) => [index('claim_adjustments_payment_idx').on(table.paymentId)],
);
