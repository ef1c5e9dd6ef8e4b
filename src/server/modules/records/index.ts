/** The doula's records (patients and facilities): the routes both kinds share. */
export { registerRecordRoutes, type RecordService } from './record-routes.ts';
