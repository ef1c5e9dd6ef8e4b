import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimStatusChangeInput,
  OperatorClaimDetail,
  OperatorClaimListQuery,
  OperatorClaimSummary,
} from '#domain/claims/queue';
import type { RecommendationRequestInput } from '#domain/claims/recommendation-request-schema';
import { apiFetch } from '../../../lib/api-client.ts';
import { listKey, operatorKey, sendJson, usePagedList } from '../operator-query.ts';

/** The queue's path; a claim batch reloads it (its claims move to Processing). */
export const claimsPath = '/api/operator/claims';

/** What the claims queue is filtered by; the server checks the same query. */
export type ClaimQueueFilters = Partial<
  Pick<OperatorClaimListQuery, 'status' | 'provider' | 'serviceFrom' | 'serviceTo'>
>;

/** The queue, filtered, or searched by patient name or claim ID (`search`, '' for none). */
export const useClaimQueue = (filters: ClaimQueueFilters, search = '') =>
  usePagedList<OperatorClaimSummary>(claimsPath, { ...filters }, search);

const claimKey = (id: string) => [...operatorKey, 'claim', id];
const claimPath = (id: string) => `${claimsPath}/${encodeURIComponent(id)}`;

export function useOperatorClaim(id: string) {
  return useQuery({
    queryKey: claimKey(id),
    queryFn: ({ signal }) => apiFetch<OperatorClaimDetail>(claimPath(id), { signal }),
  });
}

export function useChangeClaimStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ClaimStatusChangeInput) =>
      sendJson<OperatorClaimDetail>('POST', `${claimPath(id)}/status`, change),
    onSuccess: (detail) => {
      client.setQueryData(claimKey(id), detail);
      // Not awaited: the form is done once the claim is saved; the queue catches up after.
      void client.invalidateQueries({ queryKey: listKey(claimsPath) });
    },
  });
}

/** Asks her for the claim's recommendation (decision 111); the claim comes back with the request. */
export function useAskForRecommendation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecommendationRequestInput) =>
      sendJson<OperatorClaimDetail>('POST', `${claimPath(id)}/recommendation-request`, input),
    onSuccess: (detail) => {
      client.setQueryData(claimKey(id), detail);
      // The same claim opened by its form ID (a link from another section) reloads too.
      void client.invalidateQueries({ queryKey: [...operatorKey, 'claim'] });
    },
  });
}
