import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordListQuerySchema, recordSearchHeadersSchema } from '#domain/records/list';
import { SEARCH_HEADER } from '#domain/common/api-errors';
import type { AppContext } from '../app-context.ts';
import { currentUser, requireCompleteProfile } from '../access/index.ts';
import { auditedRoutes } from './audited-routes.ts';
import type { RecordService } from '../modules/records/index.ts';
import { recordIdParams } from './record-params.ts';

/**
 * The routes of one kind of the doula's records below `path` (e.g. /api/patients): list (search,
 * pages), one, create, update, archive; each audited as `entity` and behind a complete profile.
 */
export function registerRecordRoutes<Schema extends z.ZodType, View extends { id: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  {
    path,
    entity,
    inputSchema,
    service,
  }: {
    path: string;
    entity: string;
    inputSchema: Schema;
    service: RecordService<z.output<Schema>, View>;
  },
) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  // The body has passed `inputSchema`; TypeScript cannot see that through the generic schema.
  type Values = z.output<Schema>;

  doula.get(
    path,
    { action: 'list', searchAction: 'search', entity },
    { querystring: recordListQuerySchema, headers: recordSearchHeadersSchema },
    (request) =>
      service.list(currentUser(request), { ...request.query, q: request.headers[SEARCH_HEADER] }),
  );

  doula.get(`${path}/:id`, { action: 'read', entity }, { params: recordIdParams }, (request) =>
    service.get(currentUser(request), request.params.id),
  );

  doula.post(path, { action: 'create', entity }, { body: inputSchema }, async (request, reply) => {
    const created = await service.create(currentUser(request), request.body as Values);
    request.auditEntityId = created.id;
    return reply.code(201).send(created);
  });

  doula.put(
    `${path}/:id`,
    { action: 'update', entity },
    { params: recordIdParams, body: inputSchema },
    (request) => service.update(currentUser(request), request.params.id, request.body as Values),
  );

  doula.post(
    `${path}/:id/archive`,
    { action: 'archive', entity },
    { params: recordIdParams },
    async (request, reply) => {
      await service.archive(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
