import type { PatientValues, PatientView } from '#domain/records/patient';
import { useRecordList, useSaveRecord } from './record-api.ts';

/**
 * The doula's patients, live. Used by the Patients screen and (later) the New Claim form,
 * which is why this lives in shared web code rather than in a feature.
 */
export const usePatientList = (query: string) => useRecordList<PatientView>('patients', query);
export const useSavePatient = () => useSaveRecord<PatientValues, PatientView>('patients');
