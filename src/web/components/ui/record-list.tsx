/** How many records a list shows, e.g. "3 patients" or "Showing the newest 50 patients". */
export function RecordCount({
  count,
  hasMore,
  one,
  many,
  query,
}: {
  count: number;
  /** Whether more pages are left to load. */
  hasMore: boolean;
  /** The record's name, singular ("patient") and plural ("patients"). */
  one: string;
  many: string;
  /** The search the list is filtered by, if any. */
  query: string;
}) {
  return (
    <p className="record-count">
      {hasMore ? `Showing the newest ${count} ${many}` : `${count} ${count === 1 ? one : many}`}
      {query ? ` matching “${query}”` : ''}
    </p>
  );
}

/** The "Show more" button of a paged list. */
export function ShowMoreButton({
  list,
}: {
  list: { isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage ? 'Loading more…' : 'Show more'}
    </button>
  );
}

/** A row's Edit and Archive buttons; `name` tells screen readers which record they act on. */
export function RecordRowActions({
  name,
  busy,
  onEdit,
  onArchive,
}: {
  name: string;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
}) {
  return (
    <div className="record-actions">
      <button type="button" className="button button-small" onClick={onEdit} disabled={busy}>
        Edit<span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className="button button-small button-danger"
        onClick={onArchive}
        disabled={busy}
      >
        {busy ? 'Archiving…' : 'Archive'}
        <span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
