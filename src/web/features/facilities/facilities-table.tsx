import { facilityKindLabel } from '#domain/billing/code-sets';
import type { FacilityView } from '#domain/records/facility';
import { hasValidNpiCheckDigit } from '#domain/records/npi';
import type { TableColumn } from '../../components/ui/labelled-table.tsx';
import { RecordTable } from '../../components/ui/record-table.tsx';
import type { RecordTableProps } from '../../components/ui/records-page.tsx';
import { formatShortDate } from '../../lib/dates.ts';

const columns: TableColumn<FacilityView>[] = [
  {
    label: 'Facility',
    cell: (facility) => (
      <>
        <span className="record-title">{facility.name}</span>
        <span className="record-detail">{facilityKindLabel[facility.kind]}</span>
      </>
    ),
  },
  {
    label: 'Address',
    cell: (facility) => (
      <>
        <span>{facility.addressStreet}</span>
        <span className="record-detail">
          {facility.addressCity}, {facility.addressState} {facility.addressZip}
        </span>
      </>
    ),
  },
  {
    label: 'NPI',
    cell: (facility) => (
      <>
        <span className="record-nowrap">{facility.npiNumber}</span>
        {hasValidNpiCheckDigit(facility.npiNumber) ? null : (
          <span className="record-warning">Check this NPI</span>
        )}
      </>
    ),
  },
  { label: 'Created', cell: (facility) => formatShortDate(facility.createdAt) },
];

/**
 * Columns: Facility (with its kind, which sets a claim's place of service), Address, NPI,
 * Created, Actions; cards on a phone.
 */
export function FacilitiesTable(props: RecordTableProps<FacilityView>) {
  return (
    <RecordTable
      {...props}
      caption="Your facilities, newest first"
      columns={columns}
      nameOf={(facility) => facility.name}
    />
  );
}
