import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { BusyButton } from './busy-button.tsx';
import { SupportText } from './support-text.tsx';

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
    <BusyButton
      className="button"
      onClick={() => void list.fetchNextPage()}
      busy={list.isFetchingNextPage}
      busyLabel="Loading more…"
    >
      Show more
    </BusyButton>
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

/**
 * The notices above a list of records: one live region, present from the start so every notice
 * is announced; then, when they apply, why archiving failed and why the list did not load.
 */
export function RecordListNotices({
  notice,
  archiveFailed,
  loadFailed,
  onRetry,
}: {
  notice: string;
  /** The message when archiving failed, else null. */
  archiveFailed: string | null;
  /** The message when the list did not load, else null. */
  loadFailed: string | null;
  onRetry: () => void;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {notice ? (
          <p className="alert alert-success">
            <SupportText text={notice} />
          </p>
        ) : null}
      </div>
      {archiveFailed !== null ? <Alert tone="error">{archiveFailed}</Alert> : null}
      {loadFailed !== null ? (
        <Alert tone="error">
          {loadFailed}{' '}
          <button type="button" className="button button-small" onClick={onRetry}>
            Try again
          </button>
        </Alert>
      ) : null}
    </>
  );
}

/** What a list of records shows before the first one: what it is for, and how to add one. */
export function EmptyRecords({
  title,
  children,
  addLabel,
  onAdd,
}: {
  title: string;
  children: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="card empty-state">
      <h2>{title}</h2>
      <p>{children}</p>
      <button type="button" className="button button-primary" onClick={onAdd}>
        {addLabel}
      </button>
    </div>
  );
}
