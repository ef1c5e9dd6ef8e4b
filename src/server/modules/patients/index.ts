/** The doula's patients. Other modules read one through `ownPatient`, never the table. */
export { patientRoutes } from './patients.routes.ts';
export { createPatientService, ownPatient, type PatientService } from './patients.service.ts';
