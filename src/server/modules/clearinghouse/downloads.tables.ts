/** Answer files fetched from clearinghouse connections, remembered so each is fetched once. */
import { bigint, index, integer, text, uniqueIndex, uuid, pgTable } from 'drizzle-orm/pg-core';
import type { DownloadOutcome } from '#domain/clearinghouse/connections';
import { moment, momentMs, partOf, uuidId } from '../../db/columns.ts';
import { clearinghouseConnections } from './clearinghouse.tables.ts';

/**
 * One file seen in an answer folder. Inserting the row (outcome `downloading`) claims the file:
 * the unique index on what the server says of it (folder, name, size, time) lets one poll, on
 * one app server, fetch it. A `failed` row, or a `downloading` one a dead server left behind, is
 * claimed again by the next poll until its attempts run out (decisions 064, 086). A name the
 * server listed that is refused is remembered too, escaped, with its reason.
 */
export const clearinghouseDownloads = pgTable(
  'clearinghouse_downloads',
  {
    id: uuidId(),
    connectionId: partOf('connection_id', () => clearinghouseConnections.id),
    folder: text('folder').notNull(),
    remoteName: text('remote_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    remoteModifiedAt: moment('remote_modified_at').notNull(),
    /** The content's SHA-256 (hex), once downloaded. */
    sha256: text('sha256'),
    outcome: text('outcome', {
      enum: ['downloading', 'imported', 'repeated', 'refused', 'failed'],
    })
      .$type<DownloadOutcome>()
      .notNull(),
    /** The importer's or the transfer's sentence (reasons and names, never PHI). */
    message: text('message'),
    /** How many polls claimed the file: a file that keeps failing is given up after a few. */
    attempts: integer('attempts').notNull().default(0),
    /** The payer-response import the file became (a refused one included). */
    importId: uuid('import_id'),
    /** When the file was claimed: the list's order and a stale claim's age. */
    downloadedAt: momentMs('downloaded_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('clearinghouse_downloads_file_idx').on(
      table.connectionId,
      table.folder,
      table.remoteName,
      table.sizeBytes,
      table.remoteModifiedAt,
    ),
    index('clearinghouse_downloads_list_idx').on(
      table.connectionId,
      table.downloadedAt.desc(),
      table.id.desc(),
    ),
  ],
);
