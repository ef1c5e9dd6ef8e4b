import type {
  CreatedInvitation,
  InvitationCreateInput,
  OperatorInvitation,
} from '#domain/account/invitations';
import {
  listKey,
  sendJson,
  useListWrite,
  useOperatorChange,
  usePagedList,
} from '../operator-query.ts';

const path = '/api/operator/invitations';

export const useInvitations = (email: string) =>
  usePagedList<OperatorInvitation>(path, { email: email || undefined });

export const useCreateInvitation = () =>
  useListWrite<InvitationCreateInput, CreatedInvitation>('POST', path);

export const useRevokeInvitation = () =>
  useOperatorChange(
    (id: string) => sendJson<OperatorInvitation>('POST', `${path}/${id}/revoke`),
    [listKey(path)],
    { reloadOnFailure: true },
  );
