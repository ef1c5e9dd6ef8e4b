/** The doula's facilities. Other modules read one through `ownFacility`, never the table. */
export { ownFacility } from './facilities.service.ts';
