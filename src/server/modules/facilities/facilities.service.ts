import type { Db } from '../../db/database.ts';
import { recordKind } from '../records/index.ts';
import { presentFacility } from './facilities.presenter.ts';
import { facilityRows } from './facilities.repository.ts';

/** The doula's facilities (see recordKind: hers alone, every write announced). */
const facilityKind = recordKind({
  entity: 'facility',
  rows: facilityRows,
  present: presentFacility,
});

/** One of the owner's active facilities, as her lists show it; undefined for anyone else's. */
export const ownFacility = facilityKind.own;

export const createFacilityService = (db: Db, hooks?: Parameters<typeof facilityKind.service>[1]) =>
  facilityKind.service(db, hooks);
