import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { importListQuerySchema } from '#domain/claims/imports';
import type { AppContext } from '../../app-context.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { type ImportService, tooLargeMessage } from './imports.service.ts';
import { idParams } from '../../routes/record-params.ts';

/** The content type of an upload: the file's bytes as they are, nothing around them. */
export const IMPORT_CONTENT_TYPE = 'application/octet-stream';
/** The header that names the uploaded file (URL-encoded, as browsers may hold any name). */
export const IMPORT_FILE_NAME_HEADER = 'x-file-name';

function fileNameOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The upload's bytes in ONE buffer, sized from Content-Length when the request gives it: the
 * chunks are copied in as they arrive, never gathered and joined (which holds the file twice).
 * Without a length the buffer grows by doubling. Past `limit` the upload is refused at once.
 */
export async function readUpload(
  payload: AsyncIterable<Buffer>,
  declared: number,
  limit: number,
): Promise<Buffer> {
  if (declared > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  const known = Number.isSafeInteger(declared) && declared > 0;
  let buffer = Buffer.allocUnsafe(known ? declared : 64 * 1024);
  let length = 0;
  for await (const chunk of payload) {
    if (length + chunk.length > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    if (length + chunk.length > buffer.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(limit, Math.max(buffer.length * 2, length + chunk.length)),
      );
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    chunk.copy(buffer, length);
    length += chunk.length;
  }
  return buffer.subarray(0, length);
}

/**
 * Payer response imports in the operator console: upload a file (its raw bytes), list the
 * imports, open one. Operators only (decided before the body is read). The upload reads
 * `application/octet-stream` only, up to IMPORT_MAX_MB: a larger body is refused from its
 * Content-Length before a byte is read, or as soon as a streamed body passes the limit, so a
 * huge file never fills the server's memory.
 */
export async function importRoutes(
  app: FastifyInstance,
  ctx: AppContext & { imports: ImportService },
) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const { imports } = ctx;
  const bodyLimit = imports.maxBytes;

  app.addContentTypeParser(
    IMPORT_CONTENT_TYPE,
    { bodyLimit },
    (request: FastifyRequest, payload: IncomingMessage) =>
      readUpload(payload, Number(request.headers['content-length']), bodyLimit),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const isUpload = (request.headers['content-type'] ?? '').startsWith(IMPORT_CONTENT_TYPE);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && isUpload) {
      const size = Number(request.headers['content-length']) || bodyLimit + 1;
      return reply.code(413).send({
        error: { code: 'payload_too_large', message: tooLargeMessage(size, bodyLimit) },
        requestId: String(request.id),
      });
    }
    throw error; // the app's error handler answers everything else
  });

  operator.post(
    '/api/operator/imports',
    { action: 'import', entity: 'response_import' },
    // No route bodyLimit: the upload parser has its own, JSON keeps the API's small one.
    { body: z.instanceof(Buffer).optional() },
    async (request, reply) => {
      const result = await imports.importResponse(
        {
          name: fileNameOf(request.headers[IMPORT_FILE_NAME_HEADER]),
          bytes: request.body ?? Buffer.alloc(0),
        },
        operatorOf(request),
      );
      if (!result.import.id) {
        // Over the limit (a body sent without its length): refused and not kept.
        return reply.code(413).send({
          error: { code: 'payload_too_large', message: result.import.message },
          requestId: String(request.id),
        });
      }
      request.auditEntityId = result.import.id;
      if (result.import.outcome === 'refused' && !result.repeated) {
        // Refused: kept and listed with its reason, nothing applied. The console answers in the
        // one error shape, the reason as its one sentence; the same bytes may be tried again.
        return reply.code(422).send({
          error: { code: 'validation_failed', message: result.import.message },
          requestId: String(request.id),
        });
      }
      return reply.code(result.repeated ? 200 : 201).send(result);
    },
  );

  operator.list('/api/operator/imports', 'response_import', importListQuerySchema, (query) =>
    imports.page(query),
  );

  operator.get(
    '/api/operator/imports/:id',
    { action: 'read', entity: 'response_import' },
    { params: idParams },
    async (request) => {
      const detail = await imports.get(request.params.id);
      request.auditEntityId = detail.import.id;
      return detail;
    },
  );
}
