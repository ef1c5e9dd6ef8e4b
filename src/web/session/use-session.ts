import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '#domain/account/session';
import { ApiError, apiFetch } from '../lib/api-client.ts';

export const sessionQueryKey = ['session'] as const;

/** The signed-in session, or null when signed out. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Session | null> => {
    try {
      return await apiFetch<Session>('/api/session');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
});

export function useSession() {
  return useQuery(sessionQuery);
}
