import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useArchiveWithConfirmation } from '../../lib/use-archive-with-confirmation.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useArchiveRecord, useRecordList } from '../../records/record-api.ts';
import { LoadingState } from './loading-state.tsx';
import { EmptyRecords, RecordCount, RecordListNotices, ShowMoreButton } from './record-list.tsx';
import { SearchField } from './search-field.tsx';
import { useOpenFromHash } from './use-open-from-hash.ts';
import './records.css';

/** What the screen hands its record table. */
export interface RecordTableProps<R> {
  records: R[];
  busyId: string | null;
  onEdit: (record: R) => void;
  onArchive: (record: R) => void;
}

/** What the screen hands its add/edit dialog. */
export interface RecordDialogProps<R> {
  /** null to add a new record. */
  record: R | null;
  returnFocusTo: RefObject<HTMLElement | null> | undefined;
  onClose: () => void;
  onSaved: (saved: R) => void;
}

export interface RecordsPageProps<R> {
  kind: 'patients' | 'facilities';
  title: string;
  subtitle: string;
  /** The record's name, singular ("patient") and plural ("patients"). */
  one: string;
  many: string;
  searchHint: string;
  /** The empty state's explanation. */
  emptyText: ReactNode;
  /** How notices name a record ("Ana Rivera was saved."). */
  nameOf: (record: R) => string;
  messages: {
    confirmArchive: (record: R) => string;
    archiveFailed: string;
    loadFailed: string;
    noMatches: string;
  };
  Table: ComponentType<RecordTableProps<R>>;
  Dialog: ComponentType<RecordDialogProps<R>>;
}

/**
 * The Patients and Facilities screens, which work alike: search, the live table, add and edit
 * in a modal, archive after a confirmation, and "Show more" for older records.
 */
export function RecordsPage<R extends { id: string }>(props: RecordsPageProps<R>) {
  const { kind, title, one, many, nameOf, messages, Dialog } = props;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const list = useRecordList<R>(kind, query);
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const { onArchive, notice, setNotice, archiveFailed, setArchiveFailed, headingRef, busyId } =
    useArchiveWithConfirmation<R>(useArchiveRecord(kind), {
      confirmMessage: messages.confirmArchive,
      archivedNotice: (record) =>
        `${nameOf(record)} was archived. To bring it back, contact support.`,
    });

  return (
    <section className="page records-page">
      <div className="page-header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          <p className="subtitle">{props.subtitle}</p>
        </div>
        <button
          type="button"
          className="button button-primary"
          ref={addButtonRef}
          onClick={() => setEditing({ record: null })}
        >
          Add {one}
        </button>
      </div>

      <SearchField
        label={`Search ${many}`}
        hint={props.searchHint}
        value={search}
        onChange={setSearch}
        busy={list.isFetching && list.isPlaceholderData}
      />

      <RecordListNotices
        notice={notice}
        archiveFailed={archiveFailed ? messages.archiveFailed : null}
        loadFailed={list.isError ? messages.loadFailed : null}
        onRetry={() => void list.refetch()}
      />

      <RecordsList
        page={props}
        list={list}
        query={query}
        searching={query !== '' || search.trim() !== ''}
        busyId={busyId}
        onEdit={setEditing}
        onArchive={onArchive}
      />

      {editing ? (
        <Dialog
          record={editing.record}
          returnFocusTo={editing.fromEmptyState ? addButtonRef : undefined}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setArchiveFailed(false);
            setNotice(`${nameOf(saved)} was saved.`);
          }}
        />
      ) : null}
    </section>
  );
}

/** The record the dialog is open on (null: a new one), and whether the empty state opened it. */
type Editing<R> = { record: R | null; fromEmptyState?: boolean };

/** Loading, the empty state, no matches, or the table with its count and "Show more". */
function RecordsList<R extends { id: string }>({
  page: { one, many, emptyText, messages, Table },
  list,
  query,
  searching,
  busyId,
  onEdit,
  onArchive,
}: {
  page: RecordsPageProps<R>;
  list: ReturnType<typeof useRecordList<R>>;
  query: string;
  searching: boolean;
  busyId: string | null;
  onEdit(editing: Editing<R>): void;
  onArchive(record: R): void;
}) {
  const records = list.data?.pages.flatMap((page) => page.items) ?? [];
  useOpenFromHash(records, (record) => onEdit({ record }));
  if (list.isPending) return <LoadingState label={`Loading your ${many}…`} />;
  if (records.length === 0 && !searching && !list.isError) {
    return (
      <EmptyRecords
        title={`No ${many} yet`}
        addLabel={`Add your first ${one}`}
        onAdd={() => onEdit({ record: null, fromEmptyState: true })}
      >
        {emptyText}
      </EmptyRecords>
    );
  }
  if (records.length === 0 && searching && !list.isError) {
    return <p className="card no-matches">{messages.noMatches}</p>;
  }
  if (records.length === 0) return null;
  return (
    <>
      <RecordCount
        count={records.length}
        hasMore={list.hasNextPage}
        one={one}
        many={many}
        query={query}
      />
      <div className="record-table-wrap">
        <Table
          records={records}
          busyId={busyId}
          onEdit={(record) => onEdit({ record })}
          onArchive={onArchive}
        />
      </div>
      {list.hasNextPage ? (
        <div className="show-more">
          <ShowMoreButton list={list} />
        </div>
      ) : null}
    </>
  );
}
