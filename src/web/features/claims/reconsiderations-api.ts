import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReconsiderationState,
  ReconsiderationView,
  StartedReconsideration,
} from '#domain/claims/reconsideration';
import { apiFetch } from '../../lib/api-client.ts';

const reconsiderationsKey = ['reconsiderations'] as const;

/** Her reconsiderations, newest first: each claim's row and view show its latest. */
export function useReconsiderations() {
  return useQuery({
    queryKey: reconsiderationsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ items: ReconsiderationView[] }>('/api/reconsiderations', { signal }),
    staleTime: 30_000,
  });
}

/** The latest reconsideration of one claim, when she started one. */
export function useReconsiderationOf(claimId: string): ReconsiderationView | undefined {
  return useReconsiderations().data?.items.find((item) => item.claimId === claimId);
}

export function useStartReconsideration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) =>
      apiFetch<StartedReconsideration>(
        `/api/claims/${encodeURIComponent(claimId)}/reconsiderations`,
        { method: 'POST', body: {} },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: reconsiderationsKey }),
  });
}

export function useMoveReconsideration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: ReconsiderationState }) =>
      apiFetch<ReconsiderationView>(`/api/reconsiderations/${encodeURIComponent(id)}/state`, {
        method: 'POST',
        body: { state },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: reconsiderationsKey }),
  });
}
