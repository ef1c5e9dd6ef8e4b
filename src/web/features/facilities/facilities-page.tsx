import { useRef, useState } from 'react';
import { messages } from '#domain/messages';
import type { FacilityView } from '#domain/facility';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import {
  EmptyRecords,
  RecordCount,
  RecordListNotices,
  ShowMoreButton,
} from '../../components/ui/record-list.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import '../../components/ui/records.css';
import { useArchiveWithConfirmation } from '../../lib/use-archive-with-confirmation.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useArchiveFacility, useFacilityList } from '../../records/facilities.ts';
import { FacilityFormDialog } from './facility-form-dialog.tsx';
import { FacilitiesTable } from './facilities-table.tsx';

type Editing = { facility: FacilityView | null; fromEmptyState?: boolean } | null;

/** /facilities (spec "Facilities"): search, the live table, add and edit in a modal, archive. */
export function FacilitiesPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const list = useFacilityList(query);
  const [editing, setEditing] = useState<Editing>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const facilities = list.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = query !== '' || search.trim() !== '';

  const { onArchive, notice, setNotice, archiveFailed, setArchiveFailed, headingRef, busyId } =
    useArchiveWithConfirmation<FacilityView>(useArchiveFacility(), {
      confirmMessage: (facility) => messages.facility.confirmArchive(facility.name),
      archivedNotice: (facility) => `${facility.name} was archived.`,
    });

  return (
    <section className="page records-page">
      <div className="page-header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Facilities
          </h1>
          <p className="subtitle">
            Hospitals and birth centers where you give care, for claims at a facility.
          </p>
        </div>
        <button
          type="button"
          className="button button-primary"
          ref={addButtonRef}
          onClick={() => setEditing({ facility: null })}
        >
          Add facility
        </button>
      </div>

      <SearchField
        label="Search facilities"
        hint="Name, address or NPI number."
        value={search}
        onChange={setSearch}
        busy={list.isFetching && list.isPlaceholderData}
      />

      <RecordListNotices
        notice={notice}
        archiveFailed={archiveFailed ? messages.facility.archiveFailed : null}
        loadFailed={list.isError ? messages.facility.loadFailed : null}
        onRetry={() => void list.refetch()}
      />

      {list.isPending ? (
        <LoadingState label="Loading your facilities…" />
      ) : facilities.length === 0 && !searching && !list.isError ? (
        <EmptyRecords
          title="No facilities yet"
          addLabel="Add your first facility"
          onAdd={() => setEditing({ facility: null, fromEmptyState: true })}
        >
          Add the hospitals and birth centers where you support births, with their NPI, and choose
          them on claims for care given at a facility.
        </EmptyRecords>
      ) : facilities.length === 0 && searching && !list.isError ? (
        <p className="card no-matches">{messages.facility.noMatches}</p>
      ) : facilities.length > 0 ? (
        <>
          <RecordCount
            count={facilities.length}
            hasMore={list.hasNextPage}
            one="facility"
            many="facilities"
            query={query}
          />
          <div className="record-table-wrap">
            <FacilitiesTable
              facilities={facilities}
              busyId={busyId}
              onEdit={(facility) => setEditing({ facility })}
              onArchive={onArchive}
            />
          </div>
          {list.hasNextPage ? (
            <div className="show-more">
              <ShowMoreButton list={list} />
            </div>
          ) : null}
        </>
      ) : null}

      {editing ? (
        <FacilityFormDialog
          facility={editing.facility}
          returnFocusTo={editing.fromEmptyState ? addButtonRef : undefined}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setArchiveFailed(false);
            setNotice(`${saved.name} was saved.`);
          }}
        />
      ) : null}
    </section>
  );
}
