import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTx, Tx } from '../../db/database.ts';
import {
  responseImports,
  responseInterchanges,
  responseUnmatchedItems,
  type StoredImportSummary,
} from './imports.tables.ts';
import { newestFirstBy, type ListPosition } from '../lists/index.ts';
import { insertJsonRows } from '../../db/json-rows.ts';
import type { SealedContent } from './content-at-rest.ts';

export type ImportRow = typeof responseImports.$inferSelect;
/** An import without its bytes: what lists and results need. */
export type ImportHead = Omit<ImportRow, 'content' | 'contentSealed'>;

const head = {
  id: responseImports.id,
  sha256: responseImports.sha256,
  fileName: responseImports.fileName,
  sizeBytes: responseImports.sizeBytes,
  kind: responseImports.kind,
  outcome: responseImports.outcome,
  message: responseImports.message,
  summary: responseImports.summary,
  importedBy: responseImports.importedBy,
  importedAt: responseImports.importedAt,
};

/** The import that APPLIED these bytes, if any: a refused file does not count as imported. */
export async function findAppliedBySha(
  db: DbOrTx,
  sha256: string,
): Promise<ImportHead | undefined> {
  const [row] = await db
    .select(head)
    .from(responseImports)
    .where(and(eq(responseImports.sha256, sha256), eq(responseImports.outcome, 'accepted')));
  return row;
}

export async function findImport(db: DbOrTx, id: string): Promise<ImportHead | undefined> {
  const [row] = await db.select(head).from(responseImports).where(eq(responseImports.id, id));
  return row;
}

/** What an import row is stored with; its sealed bytes go with it or follow through storeContent. */
type ImportValues = Omit<typeof responseImports.$inferInsert, 'content' | 'contentSealed'>;
/**
 * Up to this size the bytes go with the row as a parameter (one copy of a small file costs
 * little; COPY costs four round trips); above it, through COPY (storeContent).
 */
const COPIED_ABOVE_BYTES = 256 * 1024;

/** The sealed bytes of a small file whole, to go with its row; a large one's stay in pieces. */
function inlined(content: SealedContent): { row: Buffer; later: SealedContent | undefined } {
  if (content.size > COPIED_ABOVE_BYTES) return { row: Buffer.alloc(0), later: content };
  const whole = Buffer.concat([...content.pieces]);
  return { row: whole, later: undefined };
}

/**
 * Stores an applied file once per content hash; undefined when these bytes were already applied
 * (a concurrent import of the same file waits here for the first one's transaction).
 */
export async function insertImportOnce(
  tx: Tx,
  values: ImportValues & { outcome: 'accepted' },
  content: SealedContent,
): Promise<ImportHead | undefined> {
  const { row: bytes, later } = inlined(content);
  const [row] = await tx
    .insert(responseImports)
    .values({ ...values, content: bytes, contentSealed: true })
    .onConflictDoNothing({ target: [responseImports.sha256, responseImports.outcome] })
    .returning(head);
  if (row && later) await storeContent(tx, row.id, later);
  return row;
}

/**
 * Keeps a refused file with its reason. The same bytes refused again keep one row, which takes
 * the latest reason, time and operator (and moves to the top of the list): a file is stored
 * once however often it is tried, and the list says why it was refused the last time.
 */
export async function storeRefused(
  tx: Tx,
  values: ImportValues & { outcome: 'refused' },
  content: SealedContent,
): Promise<ImportHead> {
  const { row: bytes, later } = inlined(content);
  const [row] = await tx
    .insert(responseImports)
    .values({ ...values, content: bytes, contentSealed: true })
    .onConflictDoUpdate({
      target: [responseImports.sha256, responseImports.outcome],
      set: {
        fileName: values.fileName,
        kind: values.kind ?? null,
        message: values.message ?? '',
        importedBy: values.importedBy,
        importedAt: sql`now()`,
      },
    })
    .returning({
      ...head,
      storedBytes: sql<number>`octet_length(${responseImports.content})`,
      sealed: responseImports.contentSealed,
    });
  const { storedBytes, sealed, ...stored } = row!;
  // Refused before: its sealed bytes are there already.
  if (!sealed || storedBytes !== content.size) {
    await storeContent(tx, stored.id, later ?? { size: bytes.byteLength, pieces: [bytes] });
  }
  return stored;
}

/** PostgreSQL's binary COPY format around one row of one bytea column. */
const COPY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

function* copyRowOf(content: SealedContent): Generator<Buffer> {
  const head = Buffer.alloc(COPY_SIGNATURE.length + 8 + 2 + 4);
  COPY_SIGNATURE.copy(head);
  // Flags and header extension (both 0), then one field of this many bytes.
  head.writeInt16BE(1, COPY_SIGNATURE.length + 8);
  head.writeInt32BE(content.size, COPY_SIGNATURE.length + 10);
  yield head;
  // Sealed a piece at a time as COPY takes them: never the whole file twice in memory.
  yield* content.pieces;
  yield Buffer.from([0xff, 0xff]);
}

/** The connection a transaction runs on: drizzle keeps it on the transaction's session. */
function connectionOf(tx: Tx): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('no connection behind the transaction');
  return client;
}

/**
 * Stores a file's sealed bytes in its import row. A bytea query parameter is copied whole into
 * the driver's message (the file twice in memory); COPY sends the pieces to a temporary table
 * as they are sealed, and PostgreSQL moves them into the row.
 */
async function storeContent(tx: Tx, importId: string, content: SealedContent) {
  const client = connectionOf(tx);
  await client.query(
    'CREATE TEMPORARY TABLE import_content (content bytea NOT NULL) ON COMMIT DROP',
  );
  await pipeline(
    Readable.from(copyRowOf(content), { objectMode: false }),
    client.query(copyFrom('COPY pg_temp.import_content (content) FROM STDIN (FORMAT binary)')),
  );
  await tx.execute(sql`
    UPDATE response_imports SET content = import_content.content, content_sealed = true
    FROM pg_temp.import_content WHERE response_imports.id = ${importId}`);
  await client.query('DROP TABLE pg_temp.import_content');
}

export async function setImportSummary(tx: Tx, id: string, summary: StoredImportSummary) {
  await tx.update(responseImports).set({ summary }).where(eq(responseImports.id, id));
}

/** The earlier import that already brought one of these interchanges, if any. */
export async function importOfInterchanges(
  db: DbOrTx,
  interchanges: { senderId: string; controlNumber: string }[],
): Promise<{ import: ImportHead; controlNumber: string; senderId: string } | undefined> {
  for (const { senderId, controlNumber } of interchanges) {
    const [row] = await db
      .select({ ...head, controlNumber: responseInterchanges.controlNumber })
      .from(responseInterchanges)
      .innerJoin(responseImports, eq(responseImports.id, responseInterchanges.importId))
      .where(
        and(
          eq(responseInterchanges.senderId, senderId),
          eq(responseInterchanges.controlNumber, controlNumber),
        ),
      );
    if (row) {
      const { controlNumber: found, ...rest } = row;
      return { import: rest, controlNumber: found, senderId };
    }
  }
  return undefined;
}

export async function insertInterchanges(
  tx: Tx,
  importId: string,
  interchanges: { senderId: string; controlNumber: string }[],
) {
  if (interchanges.length === 0) return;
  await tx
    .insert(responseInterchanges)
    .values(interchanges.map((interchange) => ({ ...interchange, importId })));
}

/** Rows per insert: a large file's items in one statement would pass PostgreSQL's 65,535 parameters. */
const UNMATCHED_PER_INSERT = 1000;

export async function insertUnmatched(
  tx: Tx,
  importId: string,
  items: { reference: string; reason: string; details: Record<string, unknown> }[],
) {
  // One JSON parameter, not a placeholder per value: a large 835 stores thousands of them.
  await insertJsonRows(
    tx,
    responseUnmatchedItems,
    items.map((item) => ({ ...item, importId })),
    UNMATCHED_PER_INSERT,
  );
}

/** The unmatched items of one import, in file order (bounded: a file holds at most so many). */
export async function unmatchedOf(db: DbOrTx, importId: string, limit = 1000) {
  return db
    .select({
      reference: responseUnmatchedItems.reference,
      reason: responseUnmatchedItems.reason,
      details: responseUnmatchedItems.details,
    })
    .from(responseUnmatchedItems)
    .where(eq(responseUnmatchedItems.importId, importId))
    .orderBy(responseUnmatchedItems.id)
    .limit(limit);
}

const importList = newestFirstBy(responseImports.importedAt, responseImports.id);

/** One page of imports, newest first, plus one row to tell whether more follow. */
export async function listImports(db: DbOrTx, limit: number, after?: ListPosition) {
  const rows = await importList.page(
    db.select(head).from(responseImports).$dynamic(),
    limit,
    after,
  );
  return rows.map((row) => ({ ...row, createdAt: row.importedAt }));
}
