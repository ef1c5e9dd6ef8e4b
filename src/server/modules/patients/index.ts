/** The doula's patients. Other modules read them through `ownPatient(s)`, never the table. */
export {
  openPregnancyPage,
  ownPatient,
  ownPatientLocked,
  ownPatients,
  ownPatientsOfEach,
} from './patients.service.ts';
