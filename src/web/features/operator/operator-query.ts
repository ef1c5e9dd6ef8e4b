import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { RecordPage } from '#domain/records/list';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { apiFetch } from '../../lib/api-client.ts';

/** Every operator query lives under this key, so an import can reload them all at once. */
export const operatorKey = ['operator'] as const;

/** The key of every page and filter of the operator list at `path`. */
export const listKey = (path: string) => [...operatorKey, path] as const;

/** `?a=1&b=2` from the filters that are set (blank ones are left out). */
function search(params: Record<string, string | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * One paged operator list, 25 at a time; earlier results stay on screen while new filters load.
 * `Page` is for lists whose pages carry more than their items (the outbox's counts). A search
 * (it may be a patient's name) travels in a header, never in the URL.
 */
export function usePagedList<T, Page extends RecordPage<T> = RecordPage<T>>(
  path: string,
  filters: Record<string, string | undefined> = {},
  searchText = '',
) {
  return useInfiniteQuery({
    queryKey: [...listKey(path), filters, ...(searchText ? [searchText] : [])],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page>(`${path}${search({ ...filters, limit: '25', cursor: pageParam })}`, {
        signal,
        ...(searchText ? { headers: { [SEARCH_HEADER]: encodeSearchHeader(searchText) } } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** Sends `body` (if any) as JSON to `path`, resolving with the server's answer. */
export const sendJson = <Result>(method: 'POST' | 'PUT' | 'PATCH', path: string, body?: object) =>
  apiFetch<Result>(path, { method, ...(body === undefined ? {} : { body: { ...body } }) });

/**
 * A change to operator data: `send` makes it, then the queries under each of `reloads` load
 * again once it succeeded or, with `reloadOnFailure`, also after a refusal (which may mean the
 * list on screen is out of date). The change stays pending until they are reloaded.
 */
export function useOperatorChange<Input, Result>(
  send: (input: Input) => Promise<Result>,
  reloads: readonly QueryKey[],
  { reloadOnFailure = false } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async (_result, failure) => {
      if (failure && !reloadOnFailure) return;
      await Promise.all(reloads.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** A change that sends its input as JSON to a list's own path; that list loads again after. */
export const useListWrite = <Input extends object, Result>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
) => useOperatorChange((input: Input) => sendJson<Result>(method, path, input), [listKey(path)]);
