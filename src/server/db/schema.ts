import { sql } from 'drizzle-orm';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import {
  bigserial,
  customType,
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

/** A claim-check finding kept with the claim (warnings only: errors refuse the claim). */
export interface StoredFinding {
  rule: string;
  severity: 'error' | 'warning';
  field: string;
  message: string;
  fix: string;
}

/**
 * The database schema. drizzle-kit turns changes here into SQL migrations committed in
 * ./migrations (`npm run db:generate`); the server applies them at start.
 */

/**
 * Lists read newest first with `ORDER BY created_at DESC, id DESC`, which in PostgreSQL means
 * NULLS FIRST; an index column must say the same, or the planner cannot walk the index in order
 * and sorts every one of the owner's rows for each page (`src/server/db/list-plans.test.ts`).
 */
const newest = (column: ExtraConfigColumn) => column.desc().nullsFirst();

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who signed in, identified by their identity provider (issuer + subject). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_issuer_subject_key').on(table.issuer, table.subject)],
);

/**
 * Server-side sign-in sessions. The cookie carries a random token; only its SHA-256 hash is
 * stored, so a copy of this table cannot be replayed as a cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** An OpenID Connect sign-in in progress: PKCE verifier and nonce, keyed by the state value. */
export const loginAttempts = pgTable('login_attempts', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  mode: text('mode', { enum: ['popup', 'redirect'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * Storage for the built-in development identity provider (oidc-provider's adapter), so that
 * its interactions, codes and signing keys survive restarts and work across app servers.
 */
export const devIdpRecords = pgTable(
  'dev_idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('dev_idp_records_model_id_key').on(table.model, table.id),
    index('dev_idp_records_grant_id_idx')
      .on(table.grantId)
      .where(sql`grant_id IS NOT NULL`),
    index('dev_idp_records_uid_idx')
      .on(table.uid)
      .where(sql`uid IS NOT NULL`),
  ],
);

/** Business Associate Agreement versions. The current one is the newest by creation time. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    publishedBy: text('published_by').notNull(),
  },
  (table) => [
    uniqueIndex('agreements_version_key').on(table.version),
    index('agreements_created_at_idx').on(table.createdAt),
  ],
);

/** Each acceptance of an agreement version: who, which version, when. Never updated. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agreement_acceptances_user_id_idx').on(table.userId)],
);

/** Private-beta invitations: an email and the codes that admit it. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codes: text('codes').array().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    redeemedByUserId: uuid('redeemed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_email_idx').on(table.email, table.createdAt),
    index('invitations_created_idx').on(newest(table.createdAt), newest(table.id)),
    index('invitations_redeemed_by_idx').on(table.redeemedByUserId),
  ],
);

/** Failed invitation checks, counted per user so codes cannot be guessed. */
export const invitationCheckFailures = pgTable(
  'invitation_check_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('invitation_check_failures_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The provider's business profile (spec "User profile"). The email lives on users (it comes
 * from the identity provider). The tax ID is stored only encrypted, with its last four digits
 * kept apart for display.
 */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  taxIdType: text('tax_id_type', { enum: ['SSN', 'EIN'] })
    .notNull()
    .default('SSN'),
  taxIdCiphertext: text('tax_id_ciphertext').notNull(),
  taxIdLast4: text('tax_id_last4').notNull(),
  businessName: text('business_name').notNull(),
  businessAddressStreet: text('business_address_street').notNull(),
  businessAddressCity: text('business_address_city').notNull(),
  businessAddressState: text('business_address_state').notNull(),
  businessAddressZip: text('business_address_zip').notNull(),
  npiNumber: text('npi_number').notNull(),
  agreementVersion: text('agreement_version'),
  isVerified: boolean('is_verified').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Timestamps of patients and facilities, kept to the millisecond so that a list cursor built
 * from a JavaScript Date (milliseconds) names exactly one position in the list.
 */
const recordTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

/**
 * A doula's patients (spec "Patient"), protected health information. Never deleted: archiving
 * sets `deleted` and `deleted_at`. Lists read the owner's active rows newest first, through the
 * partial index.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressZip: text('address_zip').notNull(),
    insuranceProvider: text('insurance_provider').notNull(),
    payerId: text('payer_id').notNull(),
    payerType: text('payer_type').notNull(),
    policyNumber: text('policy_number').notNull(),
    // One record is one pregnancy: visit limits count within it.
    expectedDueDate: date('expected_due_date', { mode: 'string' }),
    pregnancyEndedDate: date('pregnancy_ended_date', { mode: 'string' }),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: recordTimestamp('created_at'),
    updatedAt: recordTimestamp('updated_at'),
  },
  (table) => [
    index('patients_owner_active_created_idx')
      .on(table.userId, newest(table.createdAt), newest(table.id))
      .where(sql`deleted = false`),
  ],
);

/** A doula's facilities (spec "Facility"): where services happen. Archived, never deleted. */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressZip: text('address_zip').notNull(),
    npiNumber: text('npi_number').notNull(),
    // Sets the place of service; facilities from before kinds existed are hospitals.
    kind: text('kind').notNull().default('hospital'),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: recordTimestamp('created_at'),
    updatedAt: recordTimestamp('updated_at'),
  },
  (table) => [
    index('facilities_owner_active_created_idx')
      .on(table.userId, newest(table.createdAt), newest(table.id))
      .where(sql`deleted = false`),
  ],
);

/**
 * Submitted claims (spec "Claim"). The patient and facility are copied at submission (a later
 * edit of the patient does not change a submitted claim). Idempotency: one claim per
 * (owner, Idempotency-Key); the request's hash tells a retry from a different request.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    status: text('status').notNull().default('pending'),
    doulaName: text('doula_name').notNull(),
    doulaEmail: text('doula_email').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    patientFirstName: text('patient_first_name').notNull(),
    patientMiddleName: text('patient_middle_name').notNull(),
    patientLastName: text('patient_last_name').notNull(),
    patientDateOfBirth: date('patient_date_of_birth', { mode: 'string' }).notNull(),
    patientAddress: text('patient_address').notNull(),
    patientInsuranceProvider: text('patient_insurance_provider').notNull(),
    patientPolicyNumber: text('patient_policy_number').notNull(),
    patientPayerId: text('patient_payer_id').notNull(),
    patientPayerType: text('patient_payer_type').notNull(),
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
    // The service lines as the server built them at submit (docs/decisions: claim lines).
    lines: jsonb('lines').$type<StoredClaimLine[]>().notNull().default([]),
    // True once lines were worked out for a claim from before lines existed.
    linesDerived: boolean('lines_derived').notNull().default(false),
    totalChargeCents: integer('total_charge_cents').notNull().default(0),
    expectedCents: integer('expected_cents').notNull().default(0),
    checkWarnings: jsonb('check_warnings').$type<StoredFinding[]>().notNull().default([]),
    payerProfileId: text('payer_profile_id'),
    payerProfileVersion: date('payer_profile_version', { mode: 'string' }),
    payerProfileName: text('payer_profile_name').notNull().default(''),
    // What payers answered (imported 277CA / 835 files): the payer's claim number (277CA
    // REF*1K or 835 CLP07), the sum of the payments still standing, and the latest answer.
    payerClaimNumber: text('payer_claim_number'),
    paidCents: integer('paid_cents').notNull().default(0),
    payerAnswer: jsonb('payer_answer').$type<PayerAnswer>(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: recordTimestamp('created_at'),
    updatedAt: recordTimestamp('updated_at'),
  },
  (table) => [
    uniqueIndex('claims_form_id_key').on(table.formId),
    uniqueIndex('claims_owner_idempotency_key').on(table.userId, table.idempotencyKey),
    index('claims_owner_active_created_idx')
      .on(table.userId, newest(table.createdAt), newest(table.id))
      .where(sql`deleted = false`),
    index('claims_created_idx').on(newest(table.createdAt), newest(table.id)),
    // Her other claims for one patient around a date: the visit limits and duplicates.
    index('claims_owner_patient_date_idx')
      .on(table.userId, table.patientId, table.serviceDateFrom)
      .where(sql`deleted = false`),
    // Claims from before service lines existed, still waiting for theirs (the backfill).
    index('claims_lines_pending_idx')
      .on(table.id)
      .where(sql`payer_profile_id IS NULL AND lines_derived = false`),
  ],
);

/** Every status change of a claim: from, to, when, who, and an optional note. Never updated. */
export const claimStatusChanges = pgTable(
  'claim_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
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

/**
 * The audit trail (HIPAA 164.312(b)): who did what to which record, when, from where, and how
 * it ended. Never a PHI value: entity ids only. Append-only: a trigger (migration
 * 0004_audit_events) refuses UPDATE, DELETE and TRUNCATE, so the app cannot rewrite history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    outcome: text('outcome', { enum: ['success', 'denied', 'failure'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, newest(table.occurredAt), newest(table.id)),
    index('audit_events_entity_idx').on(table.entityType, table.entityId),
    index('audit_events_occurred_idx').on(newest(table.occurredAt), newest(table.id)),
  ],
);

/**
 * Operators granted through the command line (`npm run admin -- operator grant <email>`), on
 * top of ADMIN_EMAILS. Revoking sets `revoked_at`; rows are kept as the history of who had
 * access when. At most one active grant per (lower-cased) email.
 */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: text('granted_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
  },
  (table) => [
    uniqueIndex('operator_grants_active_email_key')
      .on(table.email)
      .where(sql`revoked_at IS NULL`),
  ],
);

/**
 * Payer profiles: how one kind of payer codes and prices doula claims. Operator-editable data,
 * seeded at start from the billing engine's seed profiles when the table is empty.
 */
export const payerProfiles = pgTable('payer_profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One version of a payer profile, in force from `effective_from` to `effective_to` (inclusive;
 * null: until further notice). `definition` is the whole version as the engine reads it. A
 * claim stores its lines and the version it was priced with, so a new version never reprices it.
 */
export const payerProfileVersions = pgTable(
  'payer_profile_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => payerProfiles.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [
    uniqueIndex('payer_profile_versions_profile_from_key').on(table.profileId, table.effectiveFrom),
  ],
);

/**
 * The payer mapping (payer type / payer ID → profile), one row per edit: the newest row is in
 * force, the older ones are its history.
 */
export const payerMappings = pgTable('payer_mappings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  createdBy: text('created_by').notNull(),
});

/** Raw file bytes (an imported payer response, kept as it arrived). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** What an import applied, for the operator (form IDs and counts; no patient names). */
export interface StoredImportSummary {
  matched: { formId: string; claimId: string; change: string }[];
  unmatched: number;
  /** Why a file had nothing to apply, or what it said beyond the claims (999 group outcome). */
  notes: string[];
}

/**
 * Payer response files (999, 277CA, 835) as an operator imported them: the bytes as they
 * arrived, kept whether the file was applied or refused, so a refused file can be inspected.
 * One row per distinct file (SHA-256): a second import of the same bytes changes nothing.
 */
export const responseImports = pgTable(
  'response_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    // '999', '277CA' or '835'; null when the file was refused before its kind was known.
    kind: text('kind'),
    outcome: text('outcome').$type<'accepted' | 'refused'>().notNull(),
    message: text('message').notNull().default(''),
    summary: jsonb('summary').$type<StoredImportSummary>().notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('response_imports_sha256_key').on(table.sha256),
    index('response_imports_newest_idx').on(newest(table.importedAt), newest(table.id)),
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
    importId: uuid('import_id')
      .notNull()
      .references(() => responseImports.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('response_interchanges_key').on(table.senderId, table.controlNumber)],
);

/** An item of an imported file that matched none of our claims or batches: never dropped. */
export const responseUnmatchedItems = pgTable(
  'response_unmatched_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => responseImports.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => responseImports.id),
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
  (table) => [index('claim_payments_claim_idx').on(table.claimId, table.createdAt)],
);

/** The CAS adjustments of a claim payment, at claim or service-line level. */
export const claimAdjustments = pgTable(
  'claim_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => claimPayments.id, { onDelete: 'cascade' }),
    // '' for the claim level, else the line's procedure code.
    procedureCode: text('procedure_code').notNull().default(''),
    groupCode: text('group_code').notNull(),
    reasonCode: text('reason_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [index('claim_adjustments_payment_idx').on(table.paymentId)],
);

/**
 * Emails waiting to go out, and a record of those that went (the transactional outbox). A row is
 * written inside the transaction of the change it tells about, so it exists only if the change
 * commits; app servers deliver after commit. Rows say who and which kind of message, never its
 * subject's details: the message itself is composed at delivery and carries no PHI.
 *
 * `status`: pending (waiting, or waiting for a retry at `next_attempt_at`), sending (claimed by
 * an app server until `next_attempt_at`, after which another may take it over), sent, failed
 * (gave up after the last retry), no_address (the doula has no email: nothing to send).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['claim_status'] }).notNull(),
    toAddress: text('to_address').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'no_address'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, precision: 3 }),
    /** Why the last attempt failed: an SMTP error code and reply code, never the server's text. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
    index('outbox_recipient_idx')
      .on(table.userId)
      .where(sql`status = 'pending'`),
    index('outbox_list_idx').on(newest(table.createdAt), newest(table.id)),
  ],
);
