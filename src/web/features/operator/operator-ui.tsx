import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ShowMoreButton } from '../../components/ui/record-list.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** What went wrong, in words an operator can act on. */
export function problemOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network') return 'The server could not be reached. Check your connection.';
    const fields = error.fields ? Object.values(error.fields) : [];
    if (error.status === 400 && fields.length > 0) return fields.join(' ');
    if (error.status === 403) return error.message;
    if (error.status < 500) return error.message;
  }
  return 'Something went wrong on our side. Please try again.';
}

/** Field errors of a failed save, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

interface PagedList {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The loading, error and empty states of a paged list, then the list itself and "Show more".
 * `count` is how many items are loaded.
 */
export function PagedListView({
  list,
  count,
  noun,
  one,
  loadingLabel,
  empty,
  children,
  order = 'newest',
}: {
  list: PagedList;
  count: number;
  /** The list's items, plural ("claims"), and one of them ("claim"). */
  noun: string;
  one: string;
  loadingLabel: string;
  empty: ReactNode;
  children: ReactNode;
  /** Which items come first: "Showing the newest 25 claims." */
  order?: 'newest' | 'oldest';
}) {
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError && count === 0) {
    return (
      <Alert tone="error" title={`We couldn't load the ${noun}.`}>
        <p>{problemOf(list.error)}</p>
        <button type="button" className="button button-small" onClick={() => void list.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (count === 0) return <div className="card op-empty">{empty}</div>;
  return (
    <>
      {list.isError ? (
        <Alert tone="error">
          <p>{problemOf(list.error)}</p>
        </Alert>
      ) : null}
      {children}
      <div className="op-more">
        <p className="op-count" aria-live="polite">
          {list.hasNextPage
            ? `Showing the ${order} ${count} ${noun}.`
            : count === 1
              ? `Showing the only ${one}.`
              : `Showing all ${count} ${noun}.`}
        </p>
        {list.hasNextPage ? <ShowMoreButton list={list} /> : null}
      </div>
    </>
  );
}

/**
 * A form's field errors, keyed by field name: `describe(name)` is the id of a field's error for
 * its aria-describedby (undefined when it has none), `error(name)` shows the error.
 */
export function fieldErrorHelpers(id: string, errors: Record<string, string>) {
  const describe = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  return { describe, error };
}

/** One label and value in a detail grid. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children === '' || children === null || children === undefined ? '—' : children}</dd>
    </div>
  );
}

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp from the API in the operator's time zone, e.g. Nov 2, 2026, 3:04 PM. */
export function formatMoment(timestamp: string | null): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : moment.format(date);
}

/** A row of an operator list that opens to show its details (loaded only once opened). */
export function ExpandableRow({
  summary,
  details,
  before,
}: {
  summary: ReactNode;
  details: () => ReactNode;
  /** Shown above the summary, outside its button (e.g. a checkbox, which a button cannot hold). */
  before?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`op-row${open ? ' is-open' : ''}`}>
      {before}
      <button
        type="button"
        className="op-row-summary"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((value) => !value)}
      >
        {summary}
      </button>
      {open ? (
        <div id={`${id}-details`} className="op-row-details">
          {details()}
        </div>
      ) : null}
    </li>
  );
}
