/** The users module's table: a person who signed in. */
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, stamp, uuidId } from '../../db/columns.ts';

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
