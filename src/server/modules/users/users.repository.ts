import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { users } from './users.tables.ts';
import { anyOf } from '../../db/any-of.ts';

export interface UserRow {
  id: string;
  email: string;
}

/** Finds the user behind an identity-provider account, creating it on first sign-in. */
export async function upsertUserByIdentity(
  db: Db,
  identity: { issuer: string; subject: string; email: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values(identity)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      // The provider is the source of truth for the email: it may change there.
      set: { email: identity.email, lastSignInAt: sql`now()` },
    })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** The sign-in email of each of these users (for showing who acted in the audit trail). */
export async function emailsOfUsers(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Every user who signed in with this email (one per identity provider account). */
export async function userIdsForEmail(db: DbOrTx, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return rows.map((row) => row.id);
}
