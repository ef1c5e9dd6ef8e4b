/** The doula's facilities. Other modules read one through `ownFacility`, never the table. */
export { createFacilityService, ownFacility, type FacilityService } from './facilities.service.ts';
