import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** One call of a write route: where it goes and a body it accepts (before any tampering). */
export interface WriteCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  cookie: string;
  /** undefined: the route reads no JSON body. */
  body: Record<string, unknown> | undefined;
  /** A file upload's bytes and headers (routes that read application/octet-stream). */
  upload?: { payload: Buffer; headers: Record<string, string> };
  headers: Record<string, string>;
  /** Undoes what a successful call left that would disturb later calls (send() runs it). */
  afterSuccess?: (response: LightMyRequestResponse) => Promise<void>;
}

export const call = (
  method: WriteCall['method'],
  url: string,
  cookie: string,
  body?: WriteCall['body'],
  headers: Record<string, string> = {},
): WriteCall => ({ method, url, cookie, headers, body });

/**
 * Sends a call as the web client would (JSON), or with the raw payload and headers given; then
 * runs the call's afterSuccess when it succeeded.
 */
export async function send(
  t: TestApp,
  call: WriteCall,
  raw?: { payload: string | Buffer; contentType?: string },
) {
  const headers: Record<string, string> = {
    cookie: call.cookie,
    ...call.headers,
    ...(raw ? {} : call.upload?.headers),
  };
  if (raw && raw.contentType) headers['content-type'] = raw.contentType;
  const body = call.upload?.payload ?? call.body;
  const response = await t.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(raw ? { payload: raw.payload } : body !== undefined ? { payload: body } : {}),
  });
  if (response.statusCode < 300) await call.afterSuccess?.(response);
  return response;
}
