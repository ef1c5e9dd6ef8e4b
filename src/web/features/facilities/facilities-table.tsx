import { facilityKindLabel } from '#domain/billing/code-sets';
import type { FacilityView } from '#domain/facility';
import { hasValidNpiCheckDigit } from '#domain/npi';
import { RecordRowActions } from '../../components/ui/record-list.tsx';
import { formatShortDate } from '../../lib/dates.ts';

/**
 * Columns per spec: Facility (with its kind, which sets a claim's place of service), Address,
 * NPI, Created, Actions; cards on a phone.
 */
export function FacilitiesTable({
  facilities,
  busyId,
  onEdit,
  onArchive,
}: {
  facilities: FacilityView[];
  busyId: string | null;
  onEdit: (facility: FacilityView) => void;
  onArchive: (facility: FacilityView) => void;
}) {
  return (
    <table className="record-table">
      <caption className="visually-hidden">Your facilities, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Facility</th>
          <th scope="col">Address</th>
          <th scope="col">NPI</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {facilities.map((facility) => (
          <tr key={facility.id}>
            <th scope="row" data-label="Facility">
              <span className="record-title">{facility.name}</span>
              <span className="record-detail">{facilityKindLabel[facility.kind]}</span>
            </th>
            <td data-label="Address">
              <span>{facility.addressStreet}</span>
              <span className="record-detail">
                {facility.addressCity}, {facility.addressState} {facility.addressZip}
              </span>
            </td>
            <td data-label="NPI">
              <span className="record-nowrap">{facility.npiNumber}</span>
              {hasValidNpiCheckDigit(facility.npiNumber) ? null : (
                <span className="record-warning">Check this NPI</span>
              )}
            </td>
            <td data-label="Created">{formatShortDate(facility.createdAt)}</td>
            <td data-label="Actions">
              <RecordRowActions
                name={facility.name}
                busy={busyId === facility.id}
                onEdit={() => onEdit(facility)}
                onArchive={() => onArchive(facility)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
