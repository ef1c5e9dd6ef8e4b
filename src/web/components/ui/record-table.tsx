import { LabelledTable, type TableColumn } from './labelled-table.tsx';
import { RecordRowActions } from './record-list.tsx';
import type { RecordTableProps } from './records-page.tsx';

/**
 * The table of a records screen: the record's name heads each row, the given columns follow,
 * then Edit and Archive. On a phone each row becomes a card (see records.css).
 */
export function RecordTable<R extends { id: string }>({
  records,
  busyId,
  onEdit,
  onArchive,
  columns,
  nameOf,
  caption,
  className = 'record-table',
}: RecordTableProps<R> & {
  columns: readonly TableColumn<R>[];
  /** How the row's buttons name the record to screen readers. */
  nameOf: (record: R) => string;
  caption: string;
  className?: string;
}) {
  const actions: TableColumn<R> = {
    label: 'Actions',
    cell: (record) => (
      <RecordRowActions
        name={nameOf(record)}
        busy={busyId === record.id}
        onEdit={() => onEdit(record)}
        onArchive={() => onArchive(record)}
      />
    ),
  };
  return (
    <LabelledTable
      className={className}
      caption={caption}
      columns={[...columns, actions]}
      rows={records}
      rowKey={(record) => record.id}
      rowHeaders
    />
  );
}
