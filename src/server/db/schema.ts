import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The database schema. drizzle-kit turns changes here into SQL migrations committed in
 * ./migrations (`npm run db:generate`); the server applies them at start.
 */

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
