import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementPublishInput, OperatorAgreement } from '#domain/agreements';
import type {
  ClaimStatusChangeInput,
  OperatorClaimDetail,
  OperatorClaimSummary,
  OperatorClaimListQuery,
} from '#domain/claims/queue';
import type {
  CreatedInvitation,
  InvitationCreateInput,
  OperatorInvitation,
} from '#domain/invitations';
import type { OperatorAuditEvent } from '#domain/audit';
import type { BatchSummary, CreateBatchInput, CreatedBatch } from '#domain/claim-batches';
import type { OutboxMessageView, OutboxPage } from '#domain/outbox';
import { apiFetch } from '../../lib/api-client.ts';
import {
  listKey,
  operatorKey,
  sendJson,
  useOperatorChange,
  usePagedList,
} from './operator-query.ts';

const paths = {
  claims: '/api/operator/claims',
  invitations: '/api/operator/invitations',
  agreements: '/api/operator/agreements',
  auditEvents: '/api/operator/audit-events',
  batches: '/api/operator/batches',
  outbox: '/api/operator/outbox',
} as const;

// ---- Claims queue ----

/** What the claims queue is filtered by; the server checks the same query. */
export type ClaimQueueFilters = Partial<
  Pick<OperatorClaimListQuery, 'status' | 'provider' | 'serviceFrom' | 'serviceTo'>
>;

export const useClaimQueue = (filters: ClaimQueueFilters) =>
  usePagedList<OperatorClaimSummary>(paths.claims, { ...filters });

const claimKey = (id: string) => [...operatorKey, 'claim', id];
const claimPath = (id: string) => `${paths.claims}/${encodeURIComponent(id)}`;

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
      void client.invalidateQueries({ queryKey: listKey(paths.claims) });
    },
  });
}

// ---- Invitations ----

export const useInvitations = (email: string) =>
  usePagedList<OperatorInvitation>(paths.invitations, { email: email || undefined });

export const useCreateInvitation = () =>
  useOperatorChange(
    (input: InvitationCreateInput) => sendJson<CreatedInvitation>('POST', paths.invitations, input),
    [listKey(paths.invitations)],
  );

export const useRevokeInvitation = () =>
  useOperatorChange(
    (id: string) => sendJson<OperatorInvitation>('POST', `${paths.invitations}/${id}/revoke`),
    [listKey(paths.invitations)],
    { reloadOnFailure: true },
  );

// ---- Agreements ----

export const useAgreements = () => usePagedList<OperatorAgreement>(paths.agreements);

export const usePublishAgreement = () =>
  useOperatorChange(
    (input: AgreementPublishInput) => sendJson<OperatorAgreement>('POST', paths.agreements, input),
    [listKey(paths.agreements)],
  );

// ---- Audit trail ----

/** What the audit trail is filtered by: a user's email, a record, and a span of moments. */
export type AuditFilters = Partial<
  Record<'user' | 'entityType' | 'entityId' | 'from' | 'to', string>
>;

export const useAuditEvents = (filters: AuditFilters) =>
  usePagedList<OperatorAuditEvent>(paths.auditEvents, { ...filters });

// ---- 837P batches ----

export const useBatches = () => usePagedList<BatchSummary>(paths.batches);

/** Where a batch's file downloads from (its id only: no health information in the URL). */
export const batchFileUrl = (id: string) => `${paths.batches}/${encodeURIComponent(id)}/file`;

/** Its claims are processing now, and the batch list has a new first row. */
export const useCreateBatch = () =>
  useOperatorChange(
    (input: CreateBatchInput) => sendJson<CreatedBatch>('POST', paths.batches, input),
    [listKey(paths.claims), listKey(paths.batches)],
    { reloadOnFailure: true },
  );

// ---- Outbox ----

/** The emails queued for doulas, newest first; every page carries the counts per status. */
export const useOutbox = () => usePagedList<OutboxMessageView, OutboxPage>(paths.outbox);
