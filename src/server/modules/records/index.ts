/**
 * The doula's records (patients and facilities): the owner-scoped rows and service both
 * kinds share (their routes: src/server/routes/record-routes.ts); each kind names its table, its search text and how it presents a record.
 */
export { recordRows, type RecordRows } from './record-rows.ts';
export { recordKind, type RecordService } from './record-service.ts';
