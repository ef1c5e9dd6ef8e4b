import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordChangeSchema, type RecordChange } from '#domain/record-events';
import type { DbOrTx } from '../../db/database.ts';

/** The PostgreSQL channel every app server listens on for changes to patients and facilities. */
export const RECORD_CHANGES_CHANNEL = 'record_changes';

/** The notice: whose record changed and which one. No field of the record (no PHI). */
export const changeNoticeSchema = recordChangeSchema.extend({ userId: z.uuid() }).strict();
export type ChangeNotice = z.output<typeof changeNoticeSchema>;

/**
 * Announces a change to every app server. Called inside the write's transaction, so the notice
 * is delivered when (and only if) the change commits.
 */
export async function announceChange(db: DbOrTx, userId: string, change: RecordChange) {
  const notice: ChangeNotice = {
    userId,
    entity: change.entity,
    id: change.id,
    action: change.action,
  };
  await db.execute(sql`SELECT pg_notify(${RECORD_CHANGES_CHANNEL}, ${JSON.stringify(notice)})`);
}
