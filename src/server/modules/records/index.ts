/**
 * The doula's records (patients and facilities): the owner-scoped rows, service and routes
 * both kinds share; each kind names its table, its search text and how it presents a record.
 */
export { recordRows, type RecordListOptions, type RecordRows } from './record-rows.ts';
export { registerRecordRoutes, type RecordService } from './record-routes.ts';
export { recordKind } from './record-service.ts';
