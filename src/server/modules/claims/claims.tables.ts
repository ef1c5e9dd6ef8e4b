/** Claims, their status history and the form ID sequence. */
import type { RecommendationReliedOn } from '#domain/claims/recommendation-relied-on';
import type { RecommendationRequest } from '#domain/claims/recommendation-request';
import { sql } from 'drizzle-orm';
import type { ClaimFrequency } from '#domain/claims/corrections';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import type { StoredBillingArrangement } from '#domain/records/billing-arrangement';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newestFirst, partOf, refersTo, serialId, stampMs, uuidId } from '../../db/columns.ts';
import { archivable, ownerActiveIndex, ownerId } from '../../db/owned.ts';
import { facilities } from '../facilities/facilities.tables.ts';
import { patients } from '../patients/patients.tables.ts';

/** A claim's service line as stored (whole cents; pointers are 1-based). */
export interface StoredClaimLine {
  procedureCode: string;
  modifiers: string[];
  units: number;
  unitChargeCents: number;
  chargeCents: number;
  allowedCents: number;
  placeOfService: string;
  diagnosisPointers: number[];
}

/**
 * The claims that may need her: a pending one the claim file cannot carry yet, one the payer
 * turned away or refused, one the payer has answered while deciding (it may ask for
 * information), one our team asked her a recommendation for (not paid, not voided). The index
 * and every attention query use this same condition.
 */
export const attentionCandidate = sql.raw(
  `(status = 'pending' AND send_blockers IS NOT NULL OR status IN ('rejected', 'denied') OR status = 'processing' AND payer_answer IS NOT NULL OR recommendation_request IS NOT NULL AND status NOT IN ('approved', 'voided'))`,
);

/**
 * What her claims list's search reads (#domain/claims/search), each the key of an index below:
 * the patient's name first name first and last name first (lowercase), and the form ID. In the
 * "C" collation, so a prefix (LIKE 'mar%') is a range of the index whatever the database's own
 * collation, and the results come in the index's order: by name, then newest first.
 */
export const searchKeys = {
  firstLast: sql.raw(`(lower(patient_first_name || ' ' || patient_last_name) COLLATE "C")`),
  lastFirst: sql.raw(`(lower(patient_last_name || ' ' || patient_first_name) COLLATE "C")`),
  form: sql.raw(`(upper(form_id) COLLATE "C")`),
};

/** A claim-check finding kept with the claim (warnings only: errors refuse the claim). */
export interface StoredFinding {
  rule: string;
  severity: 'error' | 'warning';
  field: string;
  message: string;
  fix: string;
}

/** A claim-check finding that keeps a submitted claim from being sent, and where she fixes it. */
export interface StoredSendBlocker extends StoredFinding {
  where: 'account' | 'facilities' | 'patients';
}

/**
 * Submitted claims. The patient and facility are copied at submission (a later
 * edit of the patient does not change a submitted claim). Idempotency: one claim per
 * (owner, Idempotency-Key); the request's hash tells a retry from a different request.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuidId(),
    userId: ownerId(),
    formId: text('form_id').notNull(),
    status: text('status').notNull().default('pending'),
    doulaName: text('doula_name').notNull(),
    doulaEmail: text('doula_email').notNull(),
    patientId: refersTo('patient_id', () => patients.id),
    patientFirstName: text('patient_first_name').notNull(),
    patientMiddleName: text('patient_middle_name').notNull(),
    patientLastName: text('patient_last_name').notNull(),
    patientDateOfBirth: date('patient_date_of_birth', { mode: 'string' }).notNull(),
    patientAddress: text('patient_address').notNull(),
    // The same address in parts, as her patient record had them: the claim files want them
    // apart. Filled once for older claims by migration 0022 (decision 055); '' where unknown.
    patientAddressStreet: text('patient_address_street').notNull().default(''),
    patientAddressCity: text('patient_address_city').notNull().default(''),
    patientAddressState: text('patient_address_state').notNull().default(''),
    patientAddressZip: text('patient_address_zip').notNull().default(''),
    patientInsuranceProvider: text('patient_insurance_provider').notNull(),
    patientPolicyNumber: text('patient_policy_number').notNull(),
    patientPayerId: text('patient_payer_id').notNull(),
    patientPayerType: text('patient_payer_type').notNull(),
    // Claims from before the sex was asked were sent as unknown (U): they keep saying so.
    patientSex: text('patient_sex').notNull().default('U'),
    facilityId: uuid('facility_id').references(() => facilities.id),
    facilityName: text('facility_name'),
    facilityAddressStreet: text('facility_address_street'),
    facilityAddressCity: text('facility_address_city'),
    facilityAddressState: text('facility_address_state'),
    facilityAddressZip: text('facility_address_zip'),
    facilityNpiNumber: text('facility_npi_number'),
    facilityKind: text('facility_kind'),
    serviceDateFrom: date('service_date_from', { mode: 'string' }).notNull(),
    serviceDateTo: date('service_date_to', { mode: 'string' }),
    serviceTimeFrom: text('service_time_from').notNull(),
    serviceTimeTo: text('service_time_to').notNull().default(''),
    // Nullable for records that predate it: inferServiceLocation() reads them.
    serviceLocation: text('service_location'),
    inPerson: boolean('in_person').notNull(),
    address: text('address').notNull().default(''),
    admittedDate: date('admitted_date', { mode: 'string' }),
    dischargedDate: date('discharged_date', { mode: 'string' }),
    serviceType: text('service_type').notNull(),
    serviceAdditionalInputs: jsonb('service_additional_inputs')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    notes: text('notes').notNull().default(''),
    diagnosisCodes: text('diagnosis_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    virtualMode: text('virtual_mode').notNull().default(''),
    // A cesarean that followed an attempted VBAC, which some programs price apart.
    afterAttemptedVbac: boolean('after_attempted_vbac').notNull().default(false),
    // The service lines as the server built them at submit (docs/decisions: claim lines).
    lines: jsonb('lines').$type<StoredClaimLine[]>().notNull().default([]),
    // True once lines were worked out for a claim from before lines existed.
    linesDerived: boolean('lines_derived').notNull().default(false),
    totalChargeCents: integer('total_charge_cents').notNull().default(0),
    expectedCents: integer('expected_cents').notNull().default(0),
    checkWarnings: jsonb('check_warnings').$type<StoredFinding[]>().notNull().default([]),
    // What keeps a pending claim from being sent (her profile, the facility, the patient), with
    // where she fixes each; null when nothing does. Kept up to date when she saves those.
    sendBlockers: jsonb('send_blockers').$type<StoredSendBlocker[]>(),
    // The birth package that pays for this visit (its name), while it does: the visit is
    // recorded and never sent on its own; the birth's claim bills the package (decision 100).
    coveredByPackage: text('covered_by_package'),
    // The standing order or recommendation on file the claim check relied on at submit; null
    // where the program asks for none (and for claims from before it was kept).
    recommendationReliedOn: jsonb('recommendation_relied_on').$type<RecommendationReliedOn>(),
    // Our team's open request for it (decision 111); null once she records one on the patient.
    recommendationRequest: jsonb('recommendation_request').$type<RecommendationRequest>(),
    payerProfileId: text('payer_profile_id'),
    payerProfileVersion: date('payer_profile_version', { mode: 'string' }),
    payerProfileName: text('payer_profile_name').notNull().default(''),
    // What payers answered (imported 277CA / 835 files): the payer's claim number (277CA
    // REF*1K or 835 CLP07), the sum of the payments still standing, and the latest answer.
    payerClaimNumber: text('payer_claim_number'),
    paidCents: integer('paid_cents').notNull().default(0),
    payerAnswer: jsonb('payer_answer').$type<PayerAnswer>(),
    // The prompt-pay clock (decision 108): the day the payer received the claim (its first
    // 277CA acceptance), the rule in force that day as it was, and the last day to pay. The
    // day of the first payment, and the interest the payer paid (both kept by refreshPaid).
    receivedOn: date('received_on', { mode: 'string' }),
    promptPayRule: jsonb('prompt_pay_rule').$type<Record<string, unknown>>(),
    promptPayDueOn: date('prompt_pay_due_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    interestPaidCents: integer('interest_paid_cents').notNull().default(0),
    // What was paid less the interest inside it (AMT*I is part of CLP04): interest is owed on it.
    principalPaidCents: integer('principal_paid_cents').notNull().default(0),
    // A correction or void of another of her claims: 1 original, 7 replacement, 8 void
    // (CLM05-3, box 22), the claim it corrects, and the payer's number it names (REF*F8).
    frequency: text('frequency').$type<ClaimFrequency>().notNull().default('1'),
    correctsClaimId: uuid('corrects_claim_id').references((): AnyPgColumn => claims.id),
    resubmissionReference: text('resubmission_reference').notNull().default(''),
    // Her billing details (My Account) as this claim was submitted with them, as a digest: a
    // correction of a rejection about her NPI changes nothing on the claim's own fields, only
    // here. '' for claims from before it was kept.
    providerFingerprint: text('provider_fingerprint').notNull().default(''),
    // Who billed it, as her profile said when she submitted it: a later change of arrangement
    // never rewrites a claim already made (a correction takes the one in force then).
    billingArrangement: jsonb('billing_arrangement')
      .$type<StoredBillingArrangement>()
      .notNull()
      .default({ kind: 'self' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    ...archivable(),
  },
  (table) => [
    uniqueIndex('claims_form_id_key').on(table.formId),
    uniqueIndex('claims_owner_idempotency_key').on(table.userId, table.idempotencyKey),
    ownerActiveIndex('claims_owner_active_created_idx', table),
    index('claims_created_idx').on(...newestFirst(table.createdAt, table.id)),
    // One correction or void per claim: a second one is refused, even by two requests at once.
    uniqueIndex('claims_corrects_claim_key')
      .on(table.correctsClaimId)
      .where(sql`corrects_claim_id IS NOT NULL`),
    // Her other claims for one patient around a date: the visit limits and duplicates.
    index('claims_owner_patient_date_idx')
      .on(table.userId, table.patientId, table.serviceDateFrom)
      .where(sql`deleted = false`),
    // A payer's pending claims, oldest first: "all ready claims for this payer" (batches).
    index('claims_pending_payer_idx')
      .on(sql`upper(${table.patientPayerId})`, table.createdAt, table.id)
      .where(sql`status = 'pending' AND deleted = false`),
    // Every payer claims were made for, one index probe each: the console's enrollment list
    // walks it (decision 065).
    index('claims_payer_idx').on(sql`upper(${table.patientPayerId})`),
    // Claims from before service lines existed, still waiting for theirs (the backfill).
    index('claims_lines_pending_idx')
      .on(table.id)
      .where(sql`payer_profile_id IS NULL AND lines_derived = false`),
    // Her money at a glance: the claims she submitted in a period, summed from the index alone.
    index('claims_owner_money_idx')
      .on(
        table.userId,
        table.createdAt,
        table.status,
        table.totalChargeCents,
        table.expectedCents,
        table.paidCents,
      )
      .where(sql`deleted = false`),
    // Claims waiting for action (rejected or denied), the longest waiting first, a page at a time.
    index('claims_waiting_idx')
      .on(table.updatedAt, table.id)
      .where(sql`deleted = false AND status IN ('rejected', 'denied')`),
    // Claims the payer is deciding, the longest quiet first: the claim status job asks about
    // those quiet for a payer profile's days (decision 078).
    index('claims_processing_quiet_idx')
      .on(table.updatedAt, table.id)
      .where(sql`deleted = false AND status = 'processing'`),
    // Claims whose prompt-pay clock runs (decisions 108, 110): her list's "late first" part, the
    // earliest deadline (most overdue) first, and the operators' late claims by payer, the
    // longest late first.
    index('claims_owner_clock_idx')
      .on(table.userId, table.promptPayDueOn, table.id)
      .where(sql`deleted = false AND status = 'processing' AND prompt_pay_due_on IS NOT NULL`),
    index('claims_late_by_payer_idx')
      .on(sql`upper(${table.patientPayerId})`, table.promptPayDueOn, table.id)
      .where(sql`deleted = false AND status = 'processing' AND prompt_pay_due_on IS NOT NULL`),
    // Her "Needs your attention" list and count: the claims that may need her (the list's
    // query narrows them further), newest first.
    index('claims_owner_attention_idx')
      .on(table.userId, ...newestFirst(table.createdAt, table.id))
      .where(sql`deleted = false AND ${attentionCandidate}`),
    // Her claims list's search: by patient name (either order) and by form ID.
    index('claims_owner_name_first_idx')
      .on(table.userId, searchKeys.firstLast, ...newestFirst(table.createdAt, table.id))
      .where(sql`deleted = false`),
    index('claims_owner_name_last_idx')
      .on(table.userId, searchKeys.lastFirst, ...newestFirst(table.createdAt, table.id))
      .where(sql`deleted = false`),
    index('claims_owner_form_idx')
      .on(table.userId, searchKeys.form)
      .where(sql`deleted = false`),
    // The operators' queue searched by the same keys across every doula (decision 094).
    index('claims_name_first_idx')
      .on(searchKeys.firstLast, ...newestFirst(table.createdAt, table.id))
      .where(sql`deleted = false`),
    index('claims_name_last_idx')
      .on(searchKeys.lastFirst, ...newestFirst(table.createdAt, table.id))
      .where(sql`deleted = false`),
    index('claims_search_form_idx')
      .on(searchKeys.form)
      .where(sql`deleted = false`),
    // The count of ready claims on the console's Claims queue tab: an index-only read, capped.
    index('claims_ready_idx')
      .on(table.createdAt)
      .where(
        sql`status = 'pending' AND deleted = false AND send_blockers IS NULL AND covered_by_package IS NULL`,
      ),
  ],
);

/** Every status change of a claim: from, to, when, who, and an optional note. Never updated. */
export const claimStatusChanges = pgTable(
  'claim_status_changes',
  {
    id: serialId(),
    claimId: partOf('claim_id', () => claims.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedAt: stampMs('changed_at'),
    changedBy: text('changed_by').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('claim_status_changes_claim_idx').on(table.claimId, table.changedAt)],
);

/**
 * The running number of human-readable form IDs (DB-2026-000001): a sequence, so parallel
 * submissions never wait on each other; numbers are never reused, gaps are allowed (see
 * docs/decisions/017).
 */
export const claimFormNumbers = pgSequence('claim_form_number_seq', { startWith: 1 });
