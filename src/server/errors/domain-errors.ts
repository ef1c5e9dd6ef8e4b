import type { ApiErrorCode } from '#domain/common/api-errors';
import type { Finding } from '#domain/billing/index';

/**
 * What a service refuses, in terms every front door can translate: the HTTP layer turns a kind
 * into a status code (http/error-handler.ts), the command line into an exit code
 * (cli/exit-codes.ts). Services throw these and never know which door the call came through.
 */
export type DomainErrorKind =
  /** Nobody is signed in. */
  | 'unauthorized'
  /** Someone is signed in but may not do this. */
  | 'forbidden'
  /** No such thing, or not the caller's: the two are never told apart. */
  | 'not_found'
  /** The request collides with the current state (a label already used, an invitation redeemed). */
  | 'conflict'
  /** The input is malformed. */
  | 'invalid'
  /** The input is well formed but the rules refuse it as it stands (a record gone, fields missing). */
  | 'unprocessable'
  /** Too many attempts; wait. */
  | 'rate_limited'
  /** A service the product depends on (the card processor) could not be reached: try again. */
  | 'unavailable';

export interface DomainErrorOptions {
  /** The client-facing code when the kind's own is not precise enough (e.g. `profile_incomplete`). */
  code?: ApiErrorCode;
  /** Which input fields were refused, and why (messages only, never the values). */
  fields?: Record<string, string>;
  /** What the claim check found, for a claim it refuses. */
  findings?: Finding[];
}

/** A refusal a service means to make: its message is safe to show the person who asked. */
export class DomainError extends Error {
  readonly code: ApiErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly findings: Finding[] | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = options.code;
    this.fields = options.fields;
    this.findings = options.findings;
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const NOT_FOUND_MESSAGE = 'Not found.';

export const unauthorized = (message = SIGN_IN_MESSAGE) => new DomainError('unauthorized', message);
export const forbidden = (
  message = 'You do not have access to this.',
  options?: DomainErrorOptions,
) => new DomainError('forbidden', message, options);
export const notFound = (message = NOT_FOUND_MESSAGE) => new DomainError('not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError('conflict', message, { fields });
export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, { fields });
export const unprocessable = (message: string, options?: DomainErrorOptions) =>
  new DomainError('unprocessable', message, options);
export const rateLimited = (message: string) => new DomainError('rate_limited', message);
/** A signed-in person whose registration is not complete yet. */
export const profileIncomplete = () =>
  forbidden('Please complete your registration first.', { code: 'profile_incomplete' });
