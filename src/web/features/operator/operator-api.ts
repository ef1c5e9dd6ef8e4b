import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ClaimStatus } from '#domain/claims/status';
import type {
  AgreementPublishInput,
  ClaimStatusChangeInput,
  CreatedInvitation,
  InvitationCreateInput,
  OperatorAgreement,
  OperatorAuditEvent,
  OperatorClaimDetail,
  OperatorClaimSummary,
  OperatorInvitation,
} from '#domain/operator';
import type { OutboxPage } from '#domain/outbox';
import type { RecordPage } from '#domain/record-list';
import { apiFetch } from '../../lib/api-client.ts';

const operatorKey = ['operator'] as const;

/** `?a=1&b=2` from the filters that are set (blank ones are left out). */
function search(params: Record<string, string | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** One paged operator list; earlier results stay on screen while new filters load. */
function usePagedList<T>(path: string, filters: Record<string, string | undefined>) {
  return useInfiniteQuery({
    queryKey: [...operatorKey, path, filters],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RecordPage<T>>(`${path}${search({ ...filters, limit: '25', cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

// ---- Claims queue ----

export interface ClaimQueueFilters {
  status?: ClaimStatus | undefined;
  provider?: string | undefined;
  serviceFrom?: string | undefined;
  serviceTo?: string | undefined;
}

export const useClaimQueue = (filters: ClaimQueueFilters) =>
  usePagedList<OperatorClaimSummary>('/api/operator/claims', { ...filters });

export function useOperatorClaim(id: string) {
  return useQuery({
    queryKey: [...operatorKey, 'claim', id],
    queryFn: ({ signal }) =>
      apiFetch<OperatorClaimDetail>(`/api/operator/claims/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useChangeClaimStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ClaimStatusChangeInput) =>
      apiFetch<OperatorClaimDetail>(`/api/operator/claims/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: { ...change },
      }),
    onSuccess: (detail) => {
      client.setQueryData([...operatorKey, 'claim', id], detail);
      void client.invalidateQueries({ queryKey: [...operatorKey, '/api/operator/claims'] });
    },
  });
}

// ---- Invitations ----

export const useInvitations = (email: string) =>
  usePagedList<OperatorInvitation>('/api/operator/invitations', { email: email || undefined });

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreateInput) =>
      apiFetch<CreatedInvitation>('/api/operator/invitations', {
        method: 'POST',
        body: { ...input },
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...operatorKey, '/api/operator/invitations'] }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<OperatorInvitation>(`/api/operator/invitations/${id}/revoke`, { method: 'POST' }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: [...operatorKey, '/api/operator/invitations'] }),
  });
}

// ---- Agreements ----

export const useAgreements = () => usePagedList<OperatorAgreement>('/api/operator/agreements', {});

export function usePublishAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AgreementPublishInput) =>
      apiFetch<OperatorAgreement>('/api/operator/agreements', {
        method: 'POST',
        body: { ...input },
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...operatorKey, '/api/operator/agreements'] }),
  });
}

// ---- Audit trail ----

export interface AuditFilters {
  user?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const useAuditEvents = (filters: AuditFilters) =>
  usePagedList<OperatorAuditEvent>('/api/operator/audit-events', { ...filters });

// ---- Outbox ----

/** The emails queued for doulas, newest first; every page carries the counts per status. */
export const useOutbox = () =>
  useInfiniteQuery({
    queryKey: [...operatorKey, 'outbox'],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<OutboxPage>(`/api/operator/outbox${search({ limit: '25', cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
