/** The doula's patients. Other modules read them through `ownPatient(s)`, never the table. */
export {
  createPatientService,
  ownPatient,
  ownPatientLocked,
  ownPatients,
  type PatientService,
} from './patients.service.ts';
