import type { FacilityValues, FacilityView } from '#domain/records/facility';
import { useRecordList, useSaveRecord } from './record-api.ts';

/** The doula's facilities, live: the Facilities screen and (later) the New Claim form. */
export const useFacilityList = (query: string) => useRecordList<FacilityView>('facilities', query);
export const useSaveFacility = () => useSaveRecord<FacilityValues, FacilityView>('facilities');
