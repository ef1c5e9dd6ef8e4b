/**
 * The claims module's reads for other modules (decision 054): typed, read-only views over its
 * tables, joined into their queries like a table. Writes go through the claims services.
 */
import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { claims } from './claims.tables.ts';

export type ClaimRow = typeof claims.$inferSelect;

/** Every claim column, archived rows included: filter on the owner or the ids. */
export const claimsView = new QueryBuilder()
  .select(getTableColumns(claims))
  .from(claims)
  .as('claim_rows');
