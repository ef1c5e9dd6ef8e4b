import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuditSpec } from '../plugins/audit-trail.ts';

/** A handler whose request is typed by the route's zod schemas. */
export type AuditedHandler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/**
 * Declares API routes that share one access check (`onRequest`, run before the body is read):
 * each names its URL, how its calls are audited, the zod schemas of what it reads (`{}` for
 * none) and its handler, e.g. `operator.get('/api/operator/batches', { action: 'list', entity:
 * 'batch' }, { querystring: batchListQuerySchema }, (request) => batches.list(request.query))`.
 */
export function auditedRoutes(app: FastifyInstance, onRequest: onRequestHookHandler) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route =
    (method: HTTPMethods) =>
    <const Schema extends FastifySchema>(
      url: string,
      audit: AuditSpec,
      schema: Schema,
      handler: AuditedHandler<Schema>,
    ) => {
      api.route({ method, url, onRequest, schema, config: { audit }, handler });
    };
  /** A paged list (GET `url`, audited as `list` of `entity`): `page` answers its checked query. */
  const list = <Query extends z.ZodType>(
    url: string,
    entity: string,
    querystring: Query,
    page: (query: z.output<Query>) => Promise<unknown>,
  ) =>
    route('GET')(url, { action: 'list', entity }, { querystring }, async (request) =>
      page(request.query as z.output<Query>),
    );
  /** POST `url` makes a record: answered 201 with what `make` returns, audited with its id. */
  const create = <const Schema extends FastifySchema>(
    url: string,
    audit: AuditSpec,
    schema: Schema,
    make: (request: Parameters<AuditedHandler<Schema>>[0]) => Promise<{ id: string }>,
  ) =>
    app.route({
      method: 'POST',
      url,
      onRequest,
      schema: schema as FastifySchema,
      config: { audit },
      handler: async (request, reply) => {
        // The same zod schemas check the request as in `route`; only its type is restated here.
        const made = await make(request as Parameters<AuditedHandler<Schema>>[0]);
        request.auditEntityId = made.id;
        return reply.code(201).send(made);
      },
    });
  const [get, post, put, patch] = (['GET', 'POST', 'PUT', 'PATCH'] as const).map(route);
  return { get: get!, post: post!, put: put!, patch: patch!, list, create };
}
