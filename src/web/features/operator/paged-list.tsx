import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ShowMoreButton } from '../../components/ui/record-list.tsx';
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
}

/**
 * A paged list with its loading, error and empty states: the items loaded so far, one `<li>`
 * each (from `children`), then `after`, how many are shown and "Show more".
 */
export function PagedListView<T>({
  list,
  words,
  label,
  order = 'newest',
  after,
  children: row,
}: {
  list: PagedList<T>;
  words: ListWords;
  /** The list's accessible name, where it needs one. */
  label?: string;
  /** Which items come first: "Showing the newest 25 claims." */
  order?: 'newest' | 'oldest';
  after?: ReactNode;
  children: (item: T) => ReactNode;
}) {
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
        <p>{words.empty}</p>
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
