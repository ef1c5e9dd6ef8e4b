import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { insertAuditEvents, type AuditEventInsert } from '../modules/audit/audit.repository.ts';
import { createAuditBatcher } from './audit-batch.ts';

/** What a route declares to have its calls audited: `config: { audit: { action, entity } }`. */
export interface AuditSpec {
  /** e.g. 'read', 'list', 'create', 'update', 'archive', 'status_change'. */
  action: string;
  /** e.g. 'patient', 'facility', 'claim', 'profile'. */
  entity: string;
  /** A list call with a search (the X-Search header) is recorded as this action instead (e.g. 'search'). */
  searchAction?: string;
  /**
   * The service writes the success event itself, inside the transaction of the change (e.g. a
   * claim's status change); the plugin then records only refused and failed calls.
   */
  successRecordedByService?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    /** The id of the record a handler created or touched, when it is not in the URL. */
    auditEntityId?: string;
    /** The handler's service wrote this call's audit row in its own transaction. */
    auditRecorded?: boolean;
  }
}

/** A record id (UUID) or a claim's form ID: the only things the trail keeps from a URL. */
const RECORD_ID_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|DB-\d{4}-\d{6,18})$/i;

export type AuditOutcome = 'success' | 'denied' | 'failure';

export function outcomeOf(statusCode: number): AuditOutcome {
  if (statusCode < 400) return 'success';
  if (statusCode === 401 || statusCode === 403 || statusCode === 404) return 'denied';
  return 'failure';
}

/** Who made this request, for an audit row a service writes in its own transaction. */
export function auditActor(request: FastifyRequest) {
  const userAgent = userAgentOf(request);
  return {
    ...(request.user ? { userId: request.user.id } : {}),
    ...(userAgent ? { userAgent } : {}),
    ip: request.ip,
    requestId: String(request.id),
  };
}

const userAgentOf = (request: FastifyRequest) =>
  String(request.headers['user-agent'] ?? '').slice(0, 300) || null;

export function createAuditLog(db: Db) {
  const batch = createAuditBatcher<AuditEventInsert>((events) => insertAuditEvents(db, events));
  return {
    /** Records one event for this request. Entity ids only: never a field value, never PHI. */
    async record(
      request: FastifyRequest,
      event: {
        action: string;
        entity: string;
        entityId?: string | undefined;
        outcome: AuditOutcome;
        userId?: string | undefined;
      },
    ) {
      await batch.add({
        userId: event.userId ?? request.user?.id ?? null,
        action: `${event.entity}.${event.action}`,
        entityType: event.entity,
        entityId: event.entityId ?? null,
        outcome: event.outcome,
        ip: request.ip,
        userAgent: userAgentOf(request),
        requestId: String(request.id),
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/**
 * Audits every route that declares `config.audit`, including refused and failed calls. The
 * event is committed before the response leaves (onSend), so an acknowledged action is audited;
 * events of concurrent requests share one INSERT (audit-batch.ts). Writes whose service records
 * the event in its own transaction (a new claim) set `request.auditRecorded`.
 */
export const auditTrail = fp<{ audit: AuditLog }>(
  async (app: FastifyInstance, { audit }) => {
    app.decorateRequest('auditEntityId', undefined);
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const spec = request.routeOptions.config.audit;
      if (!spec) return payload;
      const params = request.params as { id?: unknown } | undefined;
      const search = request.headers['x-search'];
      const searching = spec.searchAction && typeof search === 'string' && search.trim() !== '';
      // Only identifiers reach the trail: a path segment that is not one (typed by hand) is dropped.
      const paramId =
        typeof params?.id === 'string' && RECORD_ID_PATTERN.test(params.id) ? params.id : undefined;
      const outcome = outcomeOf(reply.statusCode);
      if (spec.successRecordedByService && outcome === 'success') return payload;
      if (request.auditRecorded && outcome === 'success') return payload;
      try {
        await audit.record(request, {
          action: searching ? spec.searchAction! : spec.action,
          entity: spec.entity,
          entityId: request.auditEntityId ?? paramId,
          outcome,
        });
      } catch (error) {
        // The response has been decided; a lost audit row is an operational alarm, logged loudly.
        request.log.error(
          { err: { type: error instanceof Error ? error.name : 'unknown' } },
          'audit write failed',
        );
      }
      return payload;
    });
  },
  { name: 'audit-trail' },
);
