import type { ApiErrorCode } from '#domain/api-errors';

/** An error a route may throw on purpose: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Please sign in to continue.');
export const notFound = () => new HttpError(404, 'not_found', 'Not found.');
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, 'forbidden', message);
