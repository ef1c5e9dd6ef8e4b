import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { RecordPage } from '#domain/records/list';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { ApiError, apiFetch } from '../lib/api-client.ts';
import { useLiveUpdates } from '../live/live-updates.ts';

/** The doula's two kinds of records, by the query key their lists live under. */
type RecordKind = 'patients' | 'facilities';

export const recordListKey = (kind: RecordKind, query: string) => [kind, 'list', query] as const;

/**
 * A live, searchable, paged list of the doula's patients or facilities, newest first. `query`
 * is searched on the server across every detail. Earlier results stay on screen while a new
 * search loads, so the table never blanks out between keystrokes.
 */
export function useRecordList<T>(kind: RecordKind, query: string) {
  useLiveUpdates();
  return useInfiniteQuery({
    queryKey: recordListKey(kind, query),
    queryFn: ({ pageParam, signal }) => {
      // The search text may be a patient's name: it goes in a header, never in the URL.
      const cursor = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      return apiFetch<RecordPage<T>>(`/api/${kind}${cursor}`, {
        signal,
        headers: query ? { [SEARCH_HEADER]: encodeSearchHeader(query) } : {},
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Create (no id) or update (with id). Lists reload on success (and through the live stream). */
export function useSaveRecord<TValues extends object, TView>(kind: RecordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | undefined; values: TValues }) =>
      apiFetch<TView>(id ? `/api/${kind}/${id}` : `/api/${kind}`, {
        method: id ? 'PUT' : 'POST',
        body: values as Record<string, unknown>,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [kind] }),
  });
}

/**
 * Archive (soft delete). A record already gone (archived in another tab) counts as archived:
 * the user's intent is met, and the list reloads either way.
 */
export function useArchiveRecord(kind: RecordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiFetch<void>(`/api/${kind}/${id}/archive`, { method: 'POST' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return;
        throw error;
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: [kind] }),
  });
}
