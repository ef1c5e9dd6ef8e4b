import { vi } from 'vitest';
import type { ApiErrorCode } from '#domain/common/api-errors';

/** What the stubbed server answers: a status and a JSON body (no body for 204). */
export interface StubReply {
  status?: number;
  body?: unknown;
}

/** One request the web sent, as the server would see it. */
export interface StubCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = StubReply | ((call: StubCall) => StubReply | Promise<StubReply>);

/**
 * The web's unit boundary (docs/decisions/057): `fetch`, under the API client, answers from
 * `routes` ("POST /api/registration" → reply), so a component runs its real queries, mutations
 * and error handling. A request no route names fails the test loudly instead of hanging.
 * `calls` records what was sent, for asserting on requests.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: StubCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: StubCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`No stubbed answer for ${call.method} ${call.path}`);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** The server's error answer, in the shape the API client reads. */
export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): StubReply {
  return { status, body: { error: { code, message, ...extra } } };
}
