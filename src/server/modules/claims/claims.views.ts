/**
 * The claims module's reads for other modules (decision 054): typed, read-only views over its
 * tables, joined into their queries like a table. Writes go through the claims services.
 */
import { wholeRowsView } from '../../db/views.ts';
import { claims } from './claims.tables.ts';

export type ClaimRow = typeof claims.$inferSelect;

/**
 * Every claim column, archived rows included: filter on the owner or the ids. A query that
 * reads claims twice (a claim and the one correcting it) names the second one apart.
 */
export const claimsViewAs = <Name extends string>(name: Name) => wholeRowsView(claims, name);

export const claimsView = claimsViewAs('claim_rows');
