/**
 * The users module's reads for other modules (decision 054): typed views over its table, joined
 * into their queries like a table but read-only, so no other module needs `users`.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './users.tables.ts';

/** Each user's sign-in email, by id. */
export const userEmails = new QueryBuilder()
  .select({ id: users.id, email: users.email })
  .from(users)
  .as('user_emails');
