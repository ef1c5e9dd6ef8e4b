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
  return { get: route('GET'), post: route('POST'), put: route('PUT'), patch: route('PATCH') };
}
