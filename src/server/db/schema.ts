/**
 * The whole database schema, for drizzle-kit (`npm run db:generate` turns changes into SQL
 * migrations committed in ./migrations) and the migrator. Each table lives with the module
 * that owns it (`src/server/modules/<module>/<module>.tables.ts`, decision 054); only that module
 * imports it, every other one asks its services. This barrel re-exports them all.
 */
export * from '../modules/users/users.tables.ts';
export * from '../modules/sessions/sessions.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/agreements/agreements.tables.ts';
export * from '../modules/invitations/invitations.tables.ts';
export * from '../modules/profile/profile.tables.ts';
export * from '../modules/operators/operators.tables.ts';
export * from '../modules/patients/patients.tables.ts';
export * from '../modules/facilities/facilities.tables.ts';
export * from '../modules/claims/claims.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/billing/billing.tables.ts';
export * from '../modules/imports/imports.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/batches/batches.tables.ts';
export * from '../modules/clearinghouse/clearinghouse.tables.ts';
export * from '../modules/enrollments/enrollments.tables.ts';
export * from '../modules/clearinghouse/downloads.tables.ts';
export * from '../modules/fees/fees.tables.ts';
export * from '../modules/eligibility/eligibility.tables.ts';
export * from '../modules/recommendations/recommendations.tables.ts';
export * from '../modules/claim-status/claim-status.tables.ts';
export * from '../modules/card-payments/card-payments.tables.ts';
export * from '../modules/reconsiderations/reconsiderations.tables.ts';
export { interchangeControlNumbers } from './interchange-control-numbers.tables.ts';
export * from '../jobs/jobs.tables.ts';
