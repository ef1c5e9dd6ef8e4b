import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CorrectionBasis } from '#domain/claims/correction-changes';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import type { ClaimView } from '#domain/claims/view';
import type { ClaimListOrder } from '#domain/claims/search';
import type { RecordPage } from '#domain/records/list';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { apiFetch } from '../../lib/api-client.ts';

export const claimsKey = ['claims'] as const;

/** What the claims page filters by; blank means "any". */
export interface ClaimFilters {
  status: string;
  serviceFrom: string;
  serviceTo: string;
  /** '1': only the claims that need her attention. */
  attention: '' | '1';
}

export const noClaimFilters: ClaimFilters = {
  status: '',
  serviceFrom: '',
  serviceTo: '',
  attention: '',
};

/** The filters as query parameters, blank ones left out (the list and its totals share them). */
function filterParams(filters: ClaimFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/** What her list searches for (a patient's name or a claim ID) and how it is ordered. */
export interface ClaimListView {
  search: string;
  order: ClaimListOrder;
}

/**
 * The doula's claims, newest first (or the claims that need her first), 20 at a time (she may
 * have thousands), filtered or searched.
 */
export function useClaims(
  filters: ClaimFilters = noClaimFilters,
  { search, order }: ClaimListView = { search: '', order: 'newest' },
) {
  return useInfiniteQuery({
    queryKey: [...claimsKey, 'list', filters, search, order],
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filters);
      params.set('limit', '20');
      if (order !== 'newest') params.set('order', order);
      if (pageParam) params.set('cursor', pageParam);
      // A patient's name is PHI: it goes in a header, never in the URL.
      return apiFetch<RecordPage<ClaimView>>(`/api/claims?${params.toString()}`, {
        signal,
        headers: search ? { [SEARCH_HEADER]: encodeSearchHeader(search) } : {},
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export interface ClaimTotals {
  count: number;
  billedCents: number;
  expectedCents: number;
}

/** What the claims matching the filters bill in all, and what the payers are expected to allow. */
export function useClaimTotals(filters: ClaimFilters = noClaimFilters) {
  return useQuery({
    queryKey: [...claimsKey, 'totals', filters],
    queryFn: ({ signal }) => {
      const query = filterParams(filters).toString();
      return apiFetch<ClaimTotals>(`/api/claims/totals${query ? `?${query}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** A fresh key per form instance: retries and double clicks of one form submit one claim. */
export function newIdempotencyKey(): string {
  return `claim-${crypto.randomUUID()}`;
}

/**
 * After a claim is sent or voided: the claims list and totals reload, and so do the patients'
 * benefit trackers and claim checks, which count the benefits her claims use.
 */
function useReloadAfterClaimChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: claimsKey });
    void client.invalidateQueries({ queryKey: ['patients', 'billing'] });
  };
}

/** Sends a claim to `path`, once per idempotency key. */
function useSendClaim(path: string) {
  return useMutation({
    mutationFn: ({ idempotencyKey, claim }: { idempotencyKey: string; claim: ClaimSubmitInput }) =>
      apiFetch<ClaimView>(path, {
        method: 'POST',
        body: claim as unknown as Record<string, unknown>,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    // A network failure may hide a claim that was created: the same key makes the retry safe.
    retry: (failures, error) => failures < 2 && (error as { code?: string }).code === 'network',
    onSuccess: useReloadAfterClaimChange(),
  });
}

export const useSubmitClaim = () => useSendClaim('/api/claims');

/** Her corrected claim for `originalId`: submitted like a new claim, once per key. */
export const useCorrectClaim = (originalId: string) =>
  useSendClaim(`/api/claims/${encodeURIComponent(originalId)}/correction`);

/** One of her claims (the claim she is correcting). */
export function useClaim(id: string) {
  return useQuery({
    queryKey: [...claimsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiFetch<ClaimView>(`/api/claims/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    retry: false,
  });
}

/**
 * What the correction form cannot know by itself: the patient and facility as saved now, and
 * whether her billing details changed since the claim was submitted.
 */
export function useCorrectionBasis(id: string) {
  return useQuery({
    queryKey: [...claimsKey, 'correction-basis', id],
    queryFn: ({ signal }) =>
      apiFetch<CorrectionBasis>(`/api/claims/${encodeURIComponent(id)}/correction`, { signal }),
    enabled: id !== '',
    retry: false,
  });
}

/** A void request for one of her decided claims. */
export function useVoidClaim() {
  return useMutation({
    mutationFn: (claimId: string) =>
      apiFetch<ClaimView>(`/api/claims/${encodeURIComponent(claimId)}/void`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: useReloadAfterClaimChange(),
  });
}
