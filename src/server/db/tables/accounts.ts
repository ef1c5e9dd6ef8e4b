/** People, their sign-in, agreements, invitations, profiles and operator grants. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  moment,
  newestFirst,
  partOf,
  serialId,
  stamp,
  updatedAt,
  uuidId,
} from './columns.ts';

/** A person who signed in, identified by their identity provider (issuer + subject). */
export const users = pgTable(
  'users',
  {
    id: uuidId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSignInAt: stamp('last_sign_in_at'),
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
    userId: partOf('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: stamp('last_seen_at'),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * An OpenID Connect sign-in in progress: PKCE verifier and nonce, keyed by the state value.
 * Rows older than a sign-in may take are deleted as new ones are written (by creation time).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    mode: text('mode', { enum: ['popup', 'redirect'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_attempts_created_at_idx').on(table.createdAt)],
);

/**
 * Request counters of the sign-in rate limits, one row per limit and address, shared by every
 * app server. A row whose window has ended starts again at its next request; rows left behind
 * are deleted by time.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: moment('resets_at').notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);

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
    expiresAt: moment('expires_at'),
    consumedAt: moment('consumed_at'),
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
    id: uuidId(),
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
    id: uuidId(),
    userId: partOf('user_id', () => users.id),
    version: text('version').notNull(),
    acceptedAt: stamp('accepted_at'),
  },
  (table) => [index('agreement_acceptances_user_id_idx').on(table.userId)],
);

/**
 * Private-beta invitations: an email and the codes that admit it. Codes are kept like
 * passwords: a keyed hash of each (HMAC-SHA256, see invitation-code-hasher.ts) and its last
 * characters to tell them apart in lists. `plain_codes_pending` holds codes written before
 * codes were hashed, until the first start hashes them and empties it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuidId(),
    email: text('email').notNull(),
    codeHashes: text('code_hashes').array().notNull(),
    codeEndings: text('code_endings').array().notNull(),
    plainCodesPending: text('plain_codes_pending').array(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    revokedAt: moment('revoked_at'),
    redeemedByUserId: uuid('redeemed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    redeemedAt: moment('redeemed_at'),
  },
  (table) => [
    index('invitations_email_idx').on(table.email, table.createdAt),
    index('invitations_created_idx').on(...newestFirst(table.createdAt, table.id)),
    index('invitations_redeemed_by_idx').on(table.redeemedByUserId),
    index('invitations_plain_codes_pending_idx')
      .on(table.id)
      .where(sql`plain_codes_pending IS NOT NULL`),
  ],
);

/** Failed invitation checks, counted per user so codes cannot be guessed. */
export const invitationCheckFailures = pgTable(
  'invitation_check_failures',
  {
    id: serialId(),
    userId: partOf('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('invitation_check_failures_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The provider's business profile. The email lives on users (it comes
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
  updatedAt: updatedAt(),
});

/**
 * Operators granted through the command line (`npm run admin -- operator grant <email>`), on
 * top of ADMIN_EMAILS. Revoking sets `revoked_at`; rows are kept as the history of who had
 * access when. At most one active grant per (lower-cased) email.
 */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    id: uuidId(),
    email: text('email').notNull(),
    grantedAt: stamp('granted_at'),
    grantedBy: text('granted_by').notNull(),
    revokedAt: moment('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (table) => [
    uniqueIndex('operator_grants_active_email_key')
      .on(table.email)
      .where(sql`revoked_at IS NULL`),
  ],
);
