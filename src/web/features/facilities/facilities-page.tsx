import type { FacilityView } from '#domain/records/facility';
import { messages } from '#domain/common/messages';
import { RecordsPage } from '../../components/ui/records-page.tsx';
import { FacilityFormDialog } from './facility-form-dialog.tsx';
import { FacilitiesTable } from './facilities-table.tsx';

/** /facilities: search, the live table, add and edit in a modal, archive. */
export function FacilitiesPage() {
  return (
    <RecordsPage<FacilityView>
      kind="facilities"
      title="Facilities"
      subtitle="Hospitals and birth centers where you give care, for claims at a facility."
      one="facility"
      many="facilities"
      searchHint="Name, address or NPI number."
      emptyText="Add the hospitals and birth centers where you support births, with their NPI, and choose them on claims for care given at a facility."
      nameOf={(facility) => facility.name}
      messages={{
        confirmArchive: (facility) => messages.facility.confirmArchive(facility.name),
        archiveFailed: messages.facility.archiveFailed,
        loadFailed: messages.facility.loadFailed,
        noMatches: messages.facility.noMatches,
      }}
      Table={FacilitiesTable}
      Dialog={FacilityFormDialog}
    />
  );
}
