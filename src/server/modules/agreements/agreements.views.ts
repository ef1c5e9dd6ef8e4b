/** The agreements module's reads for other modules (decision 054). */
import { desc } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.tables.ts';

/**
 * The current agreement's version (the newest by creation time), as a query to embed as a
 * scalar subquery: `sql\`(${currentAgreementVersion})\``.
 */
export const currentAgreementVersion = new QueryBuilder()
  .select({ version: agreements.version })
  .from(agreements)
  .orderBy(desc(agreements.createdAt), desc(agreements.id))
  .limit(1);
