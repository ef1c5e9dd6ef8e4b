import { useQuery } from '@tanstack/react-query';
import type { OverdueBatchesView } from '#domain/clearinghouse/batch-overdue';
import type {
  ConnectionTestResult,
  ConnectionView,
  DownloadView,
  PollNowResult,
  SendNowResult,
  UploadView,
} from '#domain/clearinghouse/connections';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  listKey,
  operatorKey,
  sendJson,
  useOperatorChange,
  usePagedList,
} from '../operator-query.ts';

export const connectionsPath = '/api/operator/clearinghouse-connections';
const connectionPath = (id: string) => `${connectionsPath}/${encodeURIComponent(id)}`;
const connectionsKey = [...operatorKey, 'clearinghouse-connections'] as const;
const overduePath = '/api/operator/overdue-batches';

/** Every connection (an operator sets up a few at most), with its health. */
export const useConnections = () =>
  useQuery({
    queryKey: connectionsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ connections: ConnectionView[] }>(connectionsPath, { signal }),
  });

/** How many batches wait too long for an answer, and the oldest of them. */
export const useOverdueBatches = () =>
  useQuery({
    queryKey: [...operatorKey, overduePath],
    queryFn: ({ signal }) => apiFetch<OverdueBatchesView>(overduePath, { signal }),
  });

export const useCreateConnection = () =>
  useOperatorChange(
    (input: object) => sendJson<ConnectionView>('POST', connectionsPath, input),
    [connectionsKey],
  );

export const useUpdateConnection = (id: string) =>
  useOperatorChange(
    (input: object) => sendJson<ConnectionView>('PATCH', connectionPath(id), input),
    [connectionsKey],
  );

/** "Test connection": its outcome is recorded in the connection's health, so that reloads too. */
export const useTestConnection = (id: string) =>
  useOperatorChange(
    () => sendJson<ConnectionTestResult>('POST', `${connectionPath(id)}/test`),
    [connectionsKey],
    { reloadOnFailure: true },
  );

export const uploadsPath = (id: string) => `${connectionPath(id)}/uploads`;
export const downloadsPath = (id: string) => `${connectionPath(id)}/downloads`;

export const useUploads = (id: string) => usePagedList<UploadView>(uploadsPath(id));
export const useDownloads = (id: string) => usePagedList<DownloadView>(downloadsPath(id));

/** "Send now": the uploads list, the batches and the connection's health change. */
export const useSendNow = (id: string) =>
  useOperatorChange(
    () => sendJson<SendNowResult>('POST', `${connectionPath(id)}/send-now`),
    [connectionsKey, listKey(uploadsPath(id)), listKey('/api/operator/batches')],
    { reloadOnFailure: true },
  );

/** "Poll now": the downloads list, the imports and the connection's health change. */
export const usePollNow = (id: string) =>
  useOperatorChange(
    () => sendJson<PollNowResult>('POST', `${connectionPath(id)}/poll-now`),
    [connectionsKey, listKey(downloadsPath(id)), listKey('/api/operator/imports')],
    { reloadOnFailure: true },
  );
