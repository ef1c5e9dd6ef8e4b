import { and, eq, sql } from 'drizzle-orm';
import type { DownloadOutcome } from '#domain/clearinghouse/connections';
import { anyOf } from '../../db/any-of.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type ListPosition, newestFirstBy } from '../lists/index.ts';
import { clearinghouseDownloads } from './downloads.tables.ts';

export type DownloadRow = typeof clearinghouseDownloads.$inferSelect;

const t = clearinghouseDownloads;

/** Polls that may claim one file: after these, a file that still fails is listed and left. */
export const FILE_ATTEMPTS = 3;

/** A claim older than this was left by a poll that died (a poll takes seconds, not minutes). */
const STALE_CLAIM = sql`interval '15 minutes'`;

/** What the server says of a file: together, the key of what was fetched. */
export interface RemoteFileKey {
  connectionId: string;
  folder: string;
  name: string;
  size: number;
  modifiedAt: Date;
}

const keyOf = (row: Pick<DownloadRow, 'remoteName' | 'sizeBytes' | 'remoteModifiedAt'>) =>
  `${row.remoteName}\u0000${row.sizeBytes}\u0000${row.remoteModifiedAt.getTime()}`;
export const fileKey = (file: { name: string; size: number; modifiedAt: Date }) =>
  `${file.name}\u0000${file.size}\u0000${file.modifiedAt.getTime()}`;

/** Names looked up per query: a folder may hold years of files left there. */
const NAMES_PER_QUERY = 500;

/** What a remembered file came to, and how many polls claimed it. */
export interface Remembered {
  outcome: DownloadOutcome;
  attempts: number;
}

/**
 * The files of `names` in this folder already remembered, with their outcome (a `failed` one
 * may be fetched again while it has attempts left), by `fileKey`.
 */
export async function rememberedFiles(
  db: DbOrTx,
  connectionId: string,
  folder: string,
  names: string[],
): Promise<Map<string, Remembered>> {
  const remembered = new Map<string, Remembered>();
  for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
    const rows = await db
      .select({
        remoteName: t.remoteName,
        sizeBytes: t.sizeBytes,
        remoteModifiedAt: t.remoteModifiedAt,
        outcome: t.outcome,
        attempts: t.attempts,
      })
      .from(t)
      .where(
        and(
          eq(t.connectionId, connectionId),
          eq(t.folder, folder),
          anyOf(t.remoteName, names.slice(start, start + NAMES_PER_QUERY)),
        ),
      );
    for (const row of rows) {
      remembered.set(keyOf(row), { outcome: row.outcome, attempts: row.attempts });
    }
  }
  return remembered;
}

/**
 * Claims a file for this poll, counting the attempt: a new row, or a `failed` or stale
 * `downloading` one with attempts left taken over. Answers the row's id and its attempts, or
 * undefined when another poll holds it, it was already read, or its attempts ran out.
 */
export async function claimFile(
  db: DbOrTx,
  file: RemoteFileKey,
): Promise<{ id: string; attempts: number } | undefined> {
  const [row] = await db
    .insert(t)
    .values({
      connectionId: file.connectionId,
      folder: file.folder,
      remoteName: file.name,
      sizeBytes: file.size,
      remoteModifiedAt: file.modifiedAt,
      outcome: 'downloading',
      attempts: 1,
    })
    .onConflictDoUpdate({
      target: [t.connectionId, t.folder, t.remoteName, t.sizeBytes, t.remoteModifiedAt],
      set: {
        outcome: 'downloading',
        message: null,
        downloadedAt: sql`now()`,
        attempts: sql`${t.attempts} + 1`,
      },
      setWhere: sql`${t.attempts} < ${FILE_ATTEMPTS} AND (${t.outcome} = 'failed' OR (${t.outcome} = 'downloading' AND ${t.downloadedAt} < now() - ${STALE_CLAIM}))`,
    })
    .returning({ id: t.id, attempts: t.attempts });
  return row;
}

/** What became of a claimed file. */
export async function settleFile(
  db: DbOrTx,
  id: string,
  values: {
    outcome: Exclude<DownloadOutcome, 'downloading'>;
    message: string | null;
    sha256?: string;
    importId?: string | null;
  },
): Promise<void> {
  await db.update(t).set(values).where(eq(t.id, id));
}

const downloadList = newestFirstBy(t.downloadedAt, t.id);

/** One page of a connection's downloads, newest first, plus one row to tell whether more follow. */
export async function listDownloads(
  db: DbOrTx,
  connectionId: string,
  limit: number,
  after?: ListPosition,
) {
  const rows = await downloadList.page(
    db.select().from(t).$dynamic(),
    limit,
    after,
    eq(t.connectionId, connectionId),
  );
  return rows.map((row) => ({ ...row, createdAt: row.downloadedAt }));
}
