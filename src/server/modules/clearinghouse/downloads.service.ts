import type { DownloadView } from '#domain/clearinghouse/connections';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { positionOf, toPage } from '../lists/index.ts';
import type { ClearinghouseService } from './connections.service.ts';
import { type DownloadRow, listDownloads } from './downloads.repository.ts';

function viewOf(row: DownloadRow): DownloadView {
  return {
    id: row.id,
    connectionId: row.connectionId,
    folder: row.folder,
    name: row.remoteName,
    sizeBytes: row.sizeBytes,
    remoteModifiedAt: row.remoteModifiedAt.toISOString(),
    downloadedAt: row.downloadedAt.toISOString(),
    outcome: row.outcome,
    message: row.message,
    attempts: row.attempts,
    importId: row.importId,
  };
}

/** The answer files fetched from a connection, newest first, a page at a time. */
export async function downloadsPage(
  db: Db,
  connections: ClearinghouseService,
  connectionId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<RecordPage<DownloadView>> {
  // An unknown connection is a 404, not an empty list.
  await connections.get(connectionId);
  const rows = await listDownloads(db, connectionId, query.limit, positionOf(query.cursor));
  return toPage(rows, query.limit, viewOf);
}
