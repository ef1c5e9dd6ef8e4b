import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ApiErrorCode } from '#domain/common/api-errors';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DomainError, type DomainErrorKind } from '../errors/index.ts';

/** The one place a domain refusal becomes an HTTP status and the code the client branches on. */
const statusOfKind: Record<DomainErrorKind, { status: number; code: ApiErrorCode }> = {
  unauthorized: { status: 401, code: 'unauthorized' },
  forbidden: { status: 403, code: 'forbidden' },
  not_found: { status: 404, code: 'not_found' },
  conflict: { status: 409, code: 'conflict' },
  invalid: { status: 400, code: 'validation_failed' },
  unprocessable: { status: 422, code: 'validation_failed' },
  rate_limited: { status: 429, code: 'too_many_requests' },
  unavailable: { status: 503, code: 'unavailable' },
};

const codeForStatus: Record<number, ApiErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
};

/**
 * One error shape for every failure. Unexpected errors answer a generic message with the
 * request id: never a stack, SQL or a submitted value (which may be PHI).
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    const send = (status: number, error: ApiErrorBody['error']) =>
      reply.code(status).send({ error, requestId } satisfies ApiErrorBody);

    if (error instanceof DomainError) {
      const { status, code } = statusOfKind[error.kind];
      return send(status, {
        code: error.code ?? code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.findings ? { findings: error.findings } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field names and rule messages only; the submitted values are never echoed back.
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[field] ??= issue.message ?? 'is not valid';
      }
      return send(400, {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus[status] ?? 'validation_failed';
      const message =
        status === 429
          ? 'Too many requests. Please wait a moment and try again.'
          : 'The request could not be processed.';
      request.log.info({ status, errorCode: error.code }, 'request rejected');
      return send(status, { code, message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug in the request: trying it again (same Idempotency-Key for a claim) works
      // once the database is back (an embedded one restarts by itself).
      request.log.warn({ err: describeUnexpectedError(error) }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, {
        code: 'unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    request.log.error({ err: describeUnexpectedError(error) }, 'unexpected error');
    return send(500, {
      code: 'internal',
      message: `Something went wrong on our side. Please try again. (Reference: ${requestId})`,
    });
  });
}

/**
 * Errors Fastify meets before routing (a path with bad percent-encoding, a path parameter over
 * 100 characters) skip the error handler, the hooks and therefore the security headers: Fastify
 * would answer its own body quoting the path. They get the one error shape here, with the
 * headers every /api answer carries. A parameter that long names no record: 404.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const requestId = String(request.id);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = {
    error: tooLong
      ? { code: 'not_found', message: 'Not found.' }
      : { code: 'validation_failed', message: 'The request could not be processed.' },
    requestId,
  };
  request.log.info({ status: tooLong ? 404 : 400, errorCode: error.code }, 'request rejected');
  return reply
    .code(tooLong ? 404 : 400)
    .header('x-request-id', requestId)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-frame-options', 'DENY')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

interface ErrorSummary {
  type: string;
  code?: string;
  constraint?: string;
  cause?: ErrorSummary;
  frames?: string;
}

/**
 * What an unexpected error may put in the log: its type, its code (a PostgreSQL SQLSTATE, a
 * Node or Fastify code), the constraint it broke, the same for its causes, and the stack's code
 * locations. Never a message: driver errors quote the SQL and the values they failed on
 * (Drizzle's "Failed query: … params: …" spans several lines, so even the lines of the stack
 * after the first are not safe; only its `at …` frames are).
 */
export function describeUnexpectedError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & { code?: unknown; constraint?: unknown; cause?: unknown };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return {
    // The class, not `name`: pg's DatabaseError is named after the protocol message ("error").
    type: error.constructor.name || error.name,
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
    ...(fields.cause !== undefined && depth < 3
      ? { cause: describeUnexpectedError(fields.cause, depth + 1) }
      : {}),
    ...(depth === 0 && frames ? { frames } : {}),
  };
}
