import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  isApiErrorBody,
  type ApiErrorCode,
} from '#domain/common/api-errors';

/** A failed API call. `code` is the server's error code; the UI chooses its own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network',
    message: string,
    readonly fields?: Record<string, string>,
    /** The response body as sent, for a screen that needs more than the code (e.g. findings). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: () => void = () => {};

/** Called whenever the server says the session is gone (expired, signed out elsewhere). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type Json = Record<string, unknown> | unknown[];

/**
 * Every call to our API goes through here: JSON in and out, the CSRF header on every request,
 * and failures turned into ApiError. No token is kept in the browser: the session cookie is
 * HttpOnly and sent by the browser itself.
 */
export async function apiFetch<T>(
  path: string,
  init: {
    method?: string;
    body?: Json;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The network is unavailable.');
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    if (isApiErrorBody(body)) {
      throw new ApiError(
        response.status,
        body.error.code,
        body.error.message,
        body.error.fields,
        body,
      );
    }
    throw new ApiError(
      response.status,
      'internal',
      `Request failed (${response.status})`,
      undefined,
      body,
    );
  }
  return body as T;
}
