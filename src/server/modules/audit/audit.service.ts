import type { AuditListQuery, OperatorAuditEvent } from '#domain/operations/audit';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { decodePosition, toExactPage } from '../lists/index.ts';
import { emailsOfUsers, userIdsForEmail } from '../users/index.ts';
import { presentAuditEvent } from './audit.presenter.ts';
import { queryAuditEvents } from './audit.repository.ts';

/** Reading the audit trail: the console pages through it, the command line prints one user's. */
export function createAuditService(db: Db) {
  async function withEmails(rows: Awaited<ReturnType<typeof queryAuditEvents>>) {
    return emailsOfUsers(
      db,
      rows.flatMap((row) => (row.userId ? [row.userId] : [])),
    );
  }

  return {
    async page(query: AuditListQuery): Promise<RecordPage<OperatorAuditEvent>> {
      const userIds = query.user ? await userIdsForEmail(db, query.user) : undefined;
      const before = query.cursor ? decodePosition(query.cursor) : undefined;
      const rows = await queryAuditEvents(db, {
        userIds,
        entityType: query.entityType,
        entityId: query.entityId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        before: before ? { occurredAt: new Date(before.at), id: Number(before.id) } : undefined,
        limit: query.limit,
      });
      const emails = await withEmails(rows.slice(0, query.limit));
      return toExactPage(
        rows,
        query.limit,
        (row) => ({ at: row.occurredAt.toISOString(), id: String(row.id) }),
        (row) => presentAuditEvent(row, emails),
      );
    },

    /** One person's newest events; undefined when nobody has signed in with that email. */
    async trailOf(email: string, limit: number): Promise<OperatorAuditEvent[] | undefined> {
      const userIds = await userIdsForEmail(db, email);
      if (userIds.length === 0) return undefined;
      const rows = (await queryAuditEvents(db, { userIds, limit })).slice(0, limit);
      const emails = await withEmails(rows);
      return rows.map((row) => presentAuditEvent(row, emails));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
