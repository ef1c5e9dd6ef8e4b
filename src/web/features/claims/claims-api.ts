import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import type { ClaimView } from '#domain/claims/view';
import type { RecordPage } from '#domain/record-list';
import { apiFetch } from '../../lib/api-client.ts';

export const claimsKey = ['claims'] as const;

/** The doula's claims, newest first, 20 at a time (she may have thousands). */
export function useClaims() {
  return useInfiniteQuery({
    queryKey: [...claimsKey, 'list'],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RecordPage<ClaimView>>(
        `/api/claims?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A fresh key per form instance: retries and double clicks of one form submit one claim. */
export function newIdempotencyKey(): string {
  return `claim-${crypto.randomUUID()}`;
}

export function useSubmitClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, claim }: { idempotencyKey: string; claim: ClaimSubmitInput }) =>
      apiFetch<ClaimView>('/api/claims', {
        method: 'POST',
        body: claim as unknown as Record<string, unknown>,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    // A network failure may hide a claim that was created: the same key makes the retry safe.
    retry: (failures, error) => failures < 2 && (error as { code?: string }).code === 'network',
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey }),
  });
}
