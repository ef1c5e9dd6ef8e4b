import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { LiveChange } from '#domain/common/live-events';
import {
  changeNoticeSchema,
  LIVE_CHANGES_CHANNEL,
  sessionEndedNoticeSchema,
} from './change-notices.ts';

export type LiveEvent =
  | { type: 'change'; change: LiveChange }
  | { type: 'resync' }
  /** One of the user's sessions ended: the streams of that session close. */
  | { type: 'session-ended'; sessionId: string };
type Listener = (event: LiveEvent) => void;

export interface LiveHub {
  /** Opens the dedicated LISTEN connection; resolves once notices are being received. */
  start(): Promise<void>;
  /** Calls the listener for each change to this user's records; returns the unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void;
  /** How many listeners this user has on this server (to cap streams per user). */
  count(userId: string): number;
  close(): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * One dedicated PostgreSQL connection per app server, LISTENing on the change channel, fanning
 * each notice out to the matching user's open streams on this server. Every app server has its
 * own, so a change made through any server reaches streams on all of them.
 *
 * When the connection drops it reconnects with backoff and then tells every stream to reload
 * (`resync`): notices sent while it was down are lost, as PostgreSQL does not queue them.
 */
export function createLiveHub(url: string, log: FastifyBaseLogger): LiveHub {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  function emit(userId: string, event: LiveEvent) {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: { type: (error as Error).name } }, 'live listener failed');
      }
    }
  }

  function onNotification(message: pg.Notification) {
    if (message.channel !== LIVE_CHANGES_CHANNEL || !message.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      parsed = undefined;
    }
    const ended = sessionEndedNoticeSchema.safeParse(parsed);
    if (ended.success) {
      emit(ended.data.userId, { type: 'session-ended', sessionId: ended.data.endedSession });
      return;
    }
    const notice = changeNoticeSchema.safeParse(parsed);
    if (!notice.success) {
      log.warn('ignored a malformed change notice');
      return;
    }
    const { userId, ...change } = notice.data;
    emit(userId, { type: 'change', change });
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: { type: error.name } }, 'live listener connection error');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function lost(which: pg.Client) {
    if (which !== client || closing) return;
    client = undefined;
    void which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closing) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 250 * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          log.info('live listener reconnected');
          for (const userId of listeners.keys()) emit(userId, { type: 'resync' });
        },
        (error: Error) => {
          log.warn({ err: { type: error.name } }, 'live listener reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  return {
    async start() {
      await connect();
    },

    subscribe(userId, listener) {
      let own = listeners.get(userId);
      if (!own) listeners.set(userId, (own = new Set()));
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(userId) === own) listeners.delete(userId);
      };
    },

    count(userId) {
      return listeners.get(userId)?.size ?? 0;
    },

    async close() {
      closing = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
