import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.ts';

export interface ReceivedEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReceivedEvent[];
  raw: string;
  ended: Promise<void>;
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

/** Opens GET /api/events on a listening app, as the browser's EventSource would. */
export function openStream(app: TestApp, cookie: string | undefined): Promise<Stream> {
  const { port } = app.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        const waiters = new Set<() => void>();
        let buffer = '';
        const stream: Stream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events: [],
          raw: '',
          ended: new Promise((done) => response.on('close', () => done())),
          next(match, timeoutMs = 1_000) {
            return new Promise((found, fail) => {
              const check = () => {
                const hit = stream.events.find(match);
                if (!hit) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms: ${stream.raw}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.raw += chunk;
          buffer += chunk;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (event)
              stream.events.push({ event, data: JSON.parse(data ?? 'null'), at: Date.now() });
          }
          for (const waiter of [...waiters]) waiter();
        });
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}
