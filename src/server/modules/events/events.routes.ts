import type { FastifyInstance } from 'fastify';
import { liveEventNames } from '#domain/common/live-events';
import type { AppContext } from '../../app-context.ts';
import { rateLimited, unauthorized } from '../../errors/index.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { createLiveHub, type LiveEvent } from './live-hub.ts';

export interface EventRoutesOptions extends AppContext {
  /** Time between heartbeats (which also re-check the session); 25 s unless a test says less. */
  heartbeatMs?: number | undefined;
}

const DEFAULT_HEARTBEAT_MS = 25_000;
/** Open streams per user on one server: tabs and devices; more is a runaway client. */
const MAX_STREAMS_PER_USER = 20;

/**
 * GET /api/events: the live list updates, as Server-Sent Events. Each event says only which
 * record changed (entity, id, action), never its content; the browser reloads the list.
 *
 * Heartbeats (a comment line every 25 s) keep proxies from closing an idle stream; at each one
 * the session is re-checked without counting as use, so an open tab never keeps an idle
 * session alive: when the session ends, a `signed-out` event is sent and the stream closes.
 * A sign-out (through any app server) closes the session's streams at once: ending a session
 * sends a notice on the change channel (sessions module).
 */
export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions) {
  const { heartbeatMs = DEFAULT_HEARTBEAT_MS, ...ctx } = options;
  const hub = createLiveHub(ctx.databaseUrl, app.log);
  const openStreams = new Set<() => void>();

  app.addHook('onReady', async () => {
    await hub.start();
  });
  // Open streams would hold the HTTP server open: end them before it closes.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  app.get('/api/events', { onRequest: requireCompleteProfile(ctx.profiles) }, (request, reply) => {
    const user = currentUser(request);
    const token = ctx.cookie.read(request);
    if (!token) throw unauthorized();
    if (hub.count(user.id) >= MAX_STREAMS_PER_USER) {
      throw rateLimited('Too many open windows. Please close some.');
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Tell buffering proxies (nginx) to pass each event on at once.
      'x-accel-buffering': 'no',
      'x-request-id': String(request.id),
    });
    const write = (text: string) => {
      if (!res.writableEnded) res.write(text);
    };
    const send = (event: string, data: unknown) =>
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      if (!res.writableEnded) res.end();
    };

    const sessionId = ctx.sessions.idOf(token);
    const unsubscribe = hub.subscribe(user.id, (event: LiveEvent) => {
      if (event.type === 'change') send(liveEventNames.change, event.change);
      else if (event.type === 'resync') send(liveEventNames.resync, {});
      else if (event.sessionId === sessionId) {
        // Signed out (on any app server): close now, not at the next heartbeat.
        send(liveEventNames.signedOut, {});
        end();
      }
    });
    const heartbeat = setInterval(() => {
      ctx.sessions.isLive(token).then(
        (live) => {
          if (live) return write(': heartbeat\n\n');
          send(liveEventNames.signedOut, {});
          end();
        },
        // The database is unreachable for a moment: keep the stream, check again next time.
        () => write(': heartbeat\n\n'),
      );
    }, heartbeatMs);
    openStreams.add(end);
    res.on('close', end);

    // How long the browser waits before reconnecting after a drop; then a first comment so
    // the browser and any proxy see the stream open at once.
    write('retry: 3000\n: connected\n\n');
  });
}
