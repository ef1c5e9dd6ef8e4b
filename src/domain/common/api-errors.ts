import type { Finding } from '#domain/billing/index';

/** Error codes the API answers with; the web client branches on these, never on message text. */
export const apiErrorCodes = [
  'unauthorized',
  'profile_incomplete',
  'forbidden',
  'not_found',
  'validation_failed',
  'conflict',
  'too_many_requests',
  'idempotency_mismatch',
  'claim_check',
  'correction_unchanged',
  'unsupported_media_type',
  'payload_too_large',
  'internal',
  'unavailable',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The body of every error response. Plain types (no schema) keep the first page's script small. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** With `claim_check`: what the claim check found (errors first), in plain words. */
    findings?: Finding[];
  };
  requestId?: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    apiErrorCodes.includes((error as { code: ApiErrorCode }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The header every state-changing request from the web client carries (a CSRF defence). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'doula-billing';

/**
 * The search header of the lists a doula searches (patients, facilities, claims): a search may
 * be a patient's name, and URLs end up in proxy and load-balancer logs, so it never goes there.
 * URI-encoded by the client, because header values must be ASCII. Apart from the list schemas
 * (#domain/records/list), kept here with the other header the web client sends, so a screen
 * that only sends a search loads nothing more.
 */
export const SEARCH_HEADER = 'x-search';

export function encodeSearchHeader(query: string): string {
  return encodeURIComponent(query);
}
