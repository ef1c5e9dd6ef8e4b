/** The doula's facilities. Other modules read one through `ownFacility`, never the table. */
export { facilityRoutes } from './facilities.routes.ts';
export { createFacilityService, ownFacility, type FacilityService } from './facilities.service.ts';
