import { and, eq, or, sql } from 'drizzle-orm';
import type { TransferFailure, UploadState, UploadView } from '#domain/clearinghouse/connections';
import type { DbOrTx } from '../../db/database.ts';
import { anyOf } from '../../db/any-of.ts';
import { type ListPosition, newestFirstBy } from '../lists/index.ts';
import { clearinghouseConnections, clearinghouseUploads } from './clearinghouse.tables.ts';

/** Uploads re-enqueued by one "Send now": a connection's backlog is small; the cap bounds it. */
export const OPEN_UPLOADS_LIMIT = 200;

const u = clearinghouseUploads;
const columns = {
  id: u.id,
  batchId: u.batchId,
  batchNumber: u.batchNumber,
  connectionId: u.connectionId,
  connectionName: clearinghouseConnections.name,
  state: u.state,
  failure: u.failure,
  message: u.message,
  attempts: u.attempts,
  remoteName: u.remoteName,
  sentAt: u.sentAt,
  createdAt: u.createdAt,
  updatedAt: u.updatedAt,
};
export type UploadRow = {
  [K in keyof typeof columns]: (typeof u.$inferSelect & { connectionName: string })[K];
};

export const viewOfUpload = (row: UploadRow): UploadView => ({
  batchId: row.batchId,
  batchNumber: row.batchNumber,
  connectionId: row.connectionId,
  connectionName: row.connectionName,
  state: row.state,
  failure: row.failure,
  message: row.message,
  attempts: row.attempts,
  remoteName: row.remoteName,
  sentAt: row.sentAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(u)
    .innerJoin(clearinghouseConnections, eq(clearinghouseConnections.id, u.connectionId));

/** Records a batch's upload as waiting; a batch already recorded keeps its row (never twice). */
export async function insertUpload(
  db: DbOrTx,
  values: { batchId: string; batchNumber: number; connectionId: string },
): Promise<void> {
  await db.insert(u).values(values).onConflictDoNothing({ target: u.batchId });
}

export async function uploadOfBatch(db: DbOrTx, batchId: string): Promise<UploadRow | undefined> {
  const [row] = await joined(db).where(eq(u.batchId, batchId)).limit(1);
  return row;
}

/**
 * Takes a waiting or failed upload for an attempt (state uploading, one more attempt): answers
 * undefined when it is sent or another attempt holds it, so a batch is never uploaded twice.
 * An attempt's hold lapses after 15 minutes (its server died mid-upload): the next attempt then
 * finds the file on the server if it was renamed, and does not upload it again.
 */
export async function takeUpload(db: DbOrTx, batchId: string): Promise<UploadRow | undefined> {
  const [taken] = await db
    .update(u)
    .set({ state: 'uploading', attempts: sql`${u.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(u.batchId, batchId),
        or(
          anyOf(u.state, ['waiting', 'failed']),
          and(eq(u.state, 'uploading'), sql`${u.updatedAt} < now() - interval '15 minutes'`),
        ),
      ),
    )
    .returning({ id: u.id });
  return taken ? uploadOfBatch(db, batchId) : undefined;
}

export async function setUploadState(
  db: DbOrTx,
  batchId: string,
  values: {
    state: UploadState;
    failure?: TransferFailure | null;
    message?: string | null;
    remoteName?: string;
    sent?: boolean;
  },
): Promise<void> {
  const { sent, ...rest } = values;
  await db
    .update(u)
    .set({ ...rest, ...(sent ? { sentAt: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(eq(u.batchId, batchId));
}

/** A connection's uploads still to do (waiting or failed), oldest first, at most the cap. */
export async function openUploads(db: DbOrTx, connectionId: string): Promise<string[]> {
  const rows = await db
    .select({ batchId: u.batchId })
    .from(u)
    .where(and(eq(u.connectionId, connectionId), anyOf(u.state, ['waiting', 'failed'])))
    .orderBy(u.createdAt)
    .limit(OPEN_UPLOADS_LIMIT);
  return rows.map((row) => row.batchId);
}

const uploadList = newestFirstBy(u.createdAt, u.id);

/** A page of a connection's uploads, newest first (limit + 1 rows). */
export const listUploads = (
  db: DbOrTx,
  connectionId: string,
  limit: number,
  after?: ListPosition,
) => uploadList.page(joined(db).$dynamic(), limit, after, eq(u.connectionId, connectionId));

/** The uploads of these batches (a page of the batches list), by batch id. */
export async function uploadsOfBatches(
  db: DbOrTx,
  batchIds: string[],
): Promise<Map<string, UploadView>> {
  const rows = await joined(db).where(anyOf(u.batchId, batchIds));
  return new Map(rows.map((row) => [row.batchId, viewOfUpload(row)]));
}
