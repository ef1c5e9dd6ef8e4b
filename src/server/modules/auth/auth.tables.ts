/** The auth module's tables: sign-ins in progress, sign-in rate limits, the development provider. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';

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
