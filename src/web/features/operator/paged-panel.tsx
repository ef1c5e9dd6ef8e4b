import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ShowMoreButton } from '../../components/ui/record-list.tsx';
import { Panel } from './operator-panel.tsx';
import { LoadProblem, problemOf } from './operator-ui.tsx';

interface PagedList<T> {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Every item of the pages loaded so far. */
export const pagedItems = <T,>(list: Pick<PagedList<T>, 'data'>): readonly T[] =>
  list.data?.pages.flatMap((page) => page.items) ?? [];

/** What a list says of its items. */
export interface ListWords {
  /** One item and many: "claim", "claims". */
  noun: { one: string; many: string };
  /** While the first page loads. */
  loading: string;
  /** When there is no item at all. */
  empty: string;
  /** When the filters applied match no item (else `empty`). */
  emptyFiltered?: string;
}

/** A list's words in one line: its noun, then what it says while loading and when empty. */
export function listWords(
  one: string,
  many: string,
  loading: string,
  empty: string,
  emptyFiltered?: string,
): ListWords {
  return { noun: { one, many }, loading, empty, ...(emptyFiltered ? { emptyFiltered } : {}) };
}

/**
 * The one list panel of the console: a titled section with its hint, then `top` (a form to add
 * an item, alerts), the list's own heading, its `filters`, `above` (actions on the items shown),
 * and the paged list with its loading, error and empty states: one `<li>` per item loaded so
 * far (from `row`), then `after`, how many are shown and "Show more" for the next page.
 */
export function PagedPanel<T>({
  title,
  level,
  action,
  headerClassName,
  className,
  hint,
  top,
  listTitle,
  filters,
  above,
  ...list
}: {
  title: string;
  level?: 2 | 3;
  /** Beside the title, e.g. a Refresh button; `headerClassName` styles the two together. */
  action?: ReactNode;
  headerClassName?: string;
  className?: string;
  hint?: ReactNode;
  top?: ReactNode;
  listTitle?: string;
  filters?: ReactNode;
  above?: ReactNode;
} & PagedListProps<T>) {
  return (
    <Panel
      title={title}
      level={level}
      action={action}
      headerClassName={headerClassName}
      className={className}
    >
      {hint ? <p className="hint">{hint}</p> : null}
      {top}
      {listTitle ? <h3>{listTitle}</h3> : null}
      {filters}
      {above}
      <PagedListView {...list} />
    </Panel>
  );
}

interface PagedListProps<T> {
  list: PagedList<T>;
  words: ListWords;
  /** Whether filters narrow the list (its empty state then says none matches). */
  filtered?: boolean;
  /** The list's accessible name, where it needs one. */
  label?: string;
  /** Which items come first: "Showing the newest 25 claims." ('first': in another order). */
  order?: 'newest' | 'oldest' | 'first';
  after?: ReactNode;
  row: (item: T) => ReactNode;
}

function PagedListView<T>({
  list,
  words,
  filtered = false,
  label,
  order = 'newest',
  after,
  row,
}: PagedListProps<T>) {
  const { one, many } = words.noun;
  const items = pagedItems(list);
  const count = items.length;
  if (list.isPending) return <LoadingState label={words.loading} />;
  if (list.isError && count === 0) {
    return <LoadProblem title={`We couldn't load the ${many}.`} query={list} />;
  }
  if (count === 0) {
    return (
      <div className="card op-empty">
        <p>{(filtered && words.emptyFiltered) || words.empty}</p>
      </div>
    );
  }
  return (
    <>
      {list.isError ? (
        <Alert tone="error">
          <p>{problemOf(list.error)}</p>
        </Alert>
      ) : null}
      <ul className="card-list op-list" aria-label={label}>
        {items.map(row)}
      </ul>
      {after}
      <div className="op-more">
        <p className="op-count" aria-live="polite">
          {list.hasNextPage
            ? `Showing the ${order} ${count} ${many}.`
            : count === 1
              ? `Showing the only ${one}.`
              : `Showing all ${count} ${many}.`}
        </p>
        {list.hasNextPage ? <ShowMoreButton list={list} /> : null}
      </div>
    </>
  );
}
