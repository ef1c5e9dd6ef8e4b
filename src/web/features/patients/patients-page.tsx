import { useRef, useState } from 'react';
import { messages } from '#domain/messages';
import { patientFullName, type PatientView } from '#domain/patient';
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
import { useArchivePatient, usePatientList } from '../../records/patients.ts';
import { PatientFormDialog } from './patient-form-dialog.tsx';
import { PatientsTable } from './patients-table.tsx';

type Editing = { patient: PatientView | null; fromEmptyState?: boolean } | null;

/** /patients (spec "Patients"): search, the live table, add and edit in a modal, archive. */
export function PatientsPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const list = usePatientList(query);
  const [editing, setEditing] = useState<Editing>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const patients = list.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = query !== '' || search.trim() !== '';

  const { onArchive, notice, setNotice, archiveFailed, setArchiveFailed, headingRef, busyId } =
    useArchiveWithConfirmation<PatientView>(useArchivePatient(), {
      confirmMessage: (patient) =>
        messages.patient.confirmArchive(patient.firstName, patient.lastName),
      archivedNotice: (patient) => `${patientFullName(patient)} was archived.`,
    });

  return (
    <section className="page records-page">
      <div className="page-header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Patients
          </h1>
          <p className="subtitle">The people you support. You choose them on each new claim.</p>
        </div>
        <button
          type="button"
          className="button button-primary"
          ref={addButtonRef}
          onClick={() => setEditing({ patient: null })}
        >
          Add patient
        </button>
      </div>

      <SearchField
        label="Search patients"
        hint="Name, date of birth, address, insurance, payer ID, payer type or policy number."
        value={search}
        onChange={setSearch}
        busy={list.isFetching && list.isPlaceholderData}
      />

      <RecordListNotices
        notice={notice}
        archiveFailed={archiveFailed ? messages.patient.deleteFailed : null}
        loadFailed={list.isError ? messages.patient.loadFailed : null}
        onRetry={() => void list.refetch()}
      />

      {list.isPending ? (
        <LoadingState label="Loading your patients…" />
      ) : patients.length === 0 && !searching && !list.isError ? (
        <EmptyRecords
          title="No patients yet"
          addLabel="Add your first patient"
          onAdd={() => setEditing({ patient: null, fromEmptyState: true })}
        >
          Add the people you support once, with their insurance details, and choose them on every
          claim after that.
        </EmptyRecords>
      ) : patients.length === 0 && searching && !list.isError ? (
        <p className="card no-matches">{messages.patient.noMatches}</p>
      ) : patients.length > 0 ? (
        <>
          <RecordCount
            count={patients.length}
            hasMore={list.hasNextPage}
            one="patient"
            many="patients"
            query={query}
          />
          <div className="record-table-wrap">
            <PatientsTable
              patients={patients}
              busyId={busyId}
              onEdit={(patient) => setEditing({ patient })}
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
        <PatientFormDialog
          patient={editing.patient}
          returnFocusTo={editing.fromEmptyState ? addButtonRef : undefined}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setArchiveFailed(false);
            setNotice(`${patientFullName(saved)} was saved.`);
          }}
        />
      ) : null}
    </section>
  );
}
