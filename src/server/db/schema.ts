/**
 * The database schema, one file per area under ./tables. drizzle-kit reads this barrel and turns
 * changes into SQL migrations committed in ./migrations (`npm run db:generate`); the server
 * applies them at start. Code imports tables from here, never from ./tables directly.
 */
export * from './tables/accounts.ts';
export * from './tables/records.ts';
export * from './tables/claims.ts';
export * from './tables/audit.ts';
export * from './tables/payers.ts';
export * from './tables/responses.ts';
export * from './tables/outbox.ts';
export * from './tables/batches.ts';
