import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveEventNames, liveChangeSchema, type LiveEntity } from '#domain/common/live-events';
import { sessionQueryKey } from '../session/use-session.ts';

/** The query key prefix each kind of live list lives under. */
export const liveKinds = {
  patient: 'patients',
  facility: 'facilities',
  claim: 'claims',
} as const satisfies Record<LiveEntity, string>;

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** Keep the stream a moment after the last list unmounts: moving between screens reuses it. */
const LINGER_MS = 2_000;

/**
 * One Server-Sent Events stream per tab (GET /api/events), open while any screen shows a live
 * list (patients, facilities, claims). Each event names what changed (never its content); the matching lists are
 * invalidated and TanStack Query reloads the ones on screen. After any (re)connection every
 * list is reloaded, since changes made while disconnected were not announced.
 */
const consumers = new Map<QueryClient, number>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

function eachClient(action: (client: QueryClient) => void) {
  for (const client of consumers.keys()) action(client);
}

function reloadAll() {
  eachClient((client) => {
    for (const kind of Object.values(liveKinds))
      void client.invalidateQueries({ queryKey: [kind] });
  });
}

function open() {
  clearTimeout(retryTimer);
  const stream = new EventSource('/api/events');
  source = stream;
  stream.addEventListener('open', () => {
    retryDelay = RETRY_FIRST_MS;
    reloadAll();
  });
  stream.addEventListener(liveEventNames.change, (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    const change = liveChangeSchema.safeParse(data);
    if (!change.success) return;
    const kind = liveKinds[change.data.entity];
    eachClient((client) => void client.invalidateQueries({ queryKey: [kind] }));
  });
  stream.addEventListener(liveEventNames.resync, reloadAll);
  stream.addEventListener(liveEventNames.signedOut, () => {
    stop();
    // The session is over: re-reading it signs this tab out (and forgets cached records).
    eachClient((client) => void client.invalidateQueries({ queryKey: sessionQueryKey }));
  });
  stream.addEventListener('error', () => {
    // A dropped connection is retried by the browser itself (readyState CONNECTING). CLOSED
    // means the server refused (signed out, profile incomplete, overloaded): check the session,
    // then try again later, more slowly each time.
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    eachClient((client) => void client.invalidateQueries({ queryKey: sessionQueryKey }));
    retryTimer = setTimeout(() => {
      if (consumers.size > 0 && !source) open();
    }, retryDelay);
    retryDelay = Math.min(RETRY_MAX_MS, retryDelay * 2);
  });
}

function stop() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
}

function retain(client: QueryClient): () => void {
  consumers.set(client, (consumers.get(client) ?? 0) + 1);
  clearTimeout(lingerTimer);
  if (!source) open();
  return () => {
    const left = (consumers.get(client) ?? 1) - 1;
    if (left > 0) consumers.set(client, left);
    else consumers.delete(client);
    if (consumers.size === 0) {
      clearTimeout(lingerTimer);
      lingerTimer = setTimeout(() => {
        if (consumers.size === 0) stop();
      }, LINGER_MS);
    }
  };
}

/** Keeps this tab's lists (patients, facilities, claims) live while the calling screen is shown. */
export function useLiveUpdates() {
  const client = useQueryClient();
  useEffect(() => retain(client), [client]);
}
