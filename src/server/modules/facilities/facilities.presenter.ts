import { isFacilityKind } from '#domain/billing/index';
import type { FacilityView } from '#domain/records/facility';
import type { UsStateCode } from '#domain/records/us-states';
import type { FacilityRow } from './facilities.repository.ts';

/** Every field of a facility that leaves the server, chosen here: never the owner or archive flags. */
export function presentFacility(row: FacilityRow): FacilityView {
  return {
    id: row.id,
    name: row.name,
    addressStreet: row.addressStreet,
    addressCity: row.addressCity,
    addressState: row.addressState as UsStateCode,
    addressZip: row.addressZip,
    npiNumber: row.npiNumber,
    kind: isFacilityKind(row.kind) ? row.kind : 'hospital',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
