import type { Key, ReactNode } from 'react';

/** A column: its header, which is also the label its cells show once rows become cards. */
export interface TableColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A table whose every cell carries its column's name (`data-label`), so that on a phone the
 * stylesheet can turn each row into a card with labelled values. With `rowHeaders`, each row's
 * first cell heads its row (the record's name) for screen readers.
 */
export function LabelledTable<Row>({
  columns,
  rows,
  rowKey,
  rowHeaders = false,
  caption,
  className,
  labelledBy,
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowHeaders?: boolean;
  /** Read to screen readers only. */
  caption?: string;
  className: string;
  labelledBy?: string | undefined;
}) {
  return (
    <table className={className} aria-labelledby={labelledBy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, position) =>
              rowHeaders && position === 0 ? (
                <th key={column.label} scope="row" data-label={column.label}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.label} data-label={column.label} className={column.className}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
