import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DAMAGED, openBackup, sealBackup, verifyBackup } from './backup-envelope.ts';
import { BackupFileError } from './backup-file-error.ts';
import type { BackupKey } from './backup-key.ts';

/**
 * A logical backup of the product's database: every table of the public schema, read with
 * PostgreSQL's COPY inside one REPEATABLE READ, READ ONLY transaction (one consistent snapshot,
 * the mechanism pg_dump uses), plus sequence positions and the migrations applied. The schema
 * itself is not stored: a restore migrates an empty database with the app's own migrations and
 * loads the rows into it. See docs/decisions/022.
 *
 * Body: one JSON header line, then each table's rows in COPY text format, each table ended by
 * a line `\.` (a row never is: COPY escapes every backslash). The file is always encrypted with
 * the backup key (backup-envelope.ts) and never holds the tax ID key (decision 041).
 */
interface BackupHeader {
  format: 'doula-billing-backup';
  version: 1;
  createdAt: string;
  postgresVersion: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; value: string; isCalled: boolean }[];
  /**
   * Only in backups made before decision 041, which carried DATA_DIR/tax-id.key; a restore of
   * such a file still puts it back. New backups never hold it.
   */
  taxIdKey?: string;
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

const END = '\\.';

/*
 * closeAfterFailure: after a failure the connection is closed rather than sent a ROLLBACK. A
 * failure can come while a COPY is still open (a damaged file, a full disk), and a ROLLBACK would
 * queue behind that COPY for ever; PostgreSQL rolls back a closed connection's transaction.
 */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesInLoadOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; parents: string[] }>(`
    SELECT c.relname AS name,
      coalesce(array_agg(p.relname) FILTER (WHERE p.relname IS NOT NULL AND p.oid <> c.oid), '{}')::text[] AS parents
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_constraint f ON f.conrelid = c.oid AND f.contype = 'f'
    LEFT JOIN pg_class p ON p.oid = f.confrelid
    WHERE c.relkind IN ('r', 'p')
    GROUP BY c.relname ORDER BY c.relname`);
  const ordered: string[] = [];
  const pending = new Map(rows.map((row) => [row.name, row.parents]));
  while (pending.size > 0) {
    const ready = [...pending].filter(([, parents]) => parents.every((p) => !pending.has(p)));
    if (ready.length === 0) throw new Error('foreign keys form a cycle');
    for (const [name] of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}

async function columnsOf(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [`public.${quote(table)}`],
  );
  return rows.map((row) => row.name);
}

async function migrationsOf(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  return rows.map((row) => row.hash);
}

export async function createBackup(
  pool: pg.Pool,
  file: string,
  options: { key: BackupKey },
): Promise<BackupSummary> {
  const client = await pool.connect();
  let failed = false; // see closeAfterFailure
  const partial = `${file}.partial-${process.pid}`;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const names = await tablesInLoadOrder(client);
    const tables: BackupHeader['tables'] = [];
    for (const name of names) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM public.${quote(name)}`,
      );
      tables.push({ name, columns: await columnsOf(client, name), rows: Number(rows[0]!.n) });
    }
    const { rows: sequences } = await client.query<BackupHeader['sequences'][number]>(
      `SELECT sequencename AS name, coalesce(last_value, 1)::text AS value,
         last_value IS NOT NULL AS "isCalled"
       FROM pg_sequences WHERE schemaname = 'public'`,
    );
    const header: BackupHeader = {
      format: 'doula-billing-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      postgresVersion: (await client.query<{ v: string }>('SHOW server_version')).rows[0]!.v,
      migrations: await migrationsOf(client),
      tables,
      sequences,
    };

    const [first, ...rest] = sealBackup(options.key);
    const out = createWriteStream(partial, { mode: 0o600 });
    const written = pipeline([first!, ...rest, out] as unknown as [NodeJS.ReadWriteStream]);
    const write = async (text: string) => {
      if (!first!.write(text)) await once(first!, 'drain');
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      const columns = table.columns.map(quote).join(', ');
      const rows = client.query(copyTo(`COPY public.${quote(table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of rows) {
        if (!first!.write(chunk)) await once(first!, 'drain');
      }
      await write(`${END}\n`);
    }
    first!.end();
    await written;
    await client.query('COMMIT');
    await fs.rename(partial, file);
    return { tables: tables.length, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
  } catch (error) {
    failed = true;
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    client.release(failed);
  }
}

type BackupLines = AsyncIterator<string>;

async function readHeader(lines: BackupLines, file: string): Promise<BackupHeader> {
  const first = await lines.next();
  let header: BackupHeader | null;
  try {
    header = JSON.parse(first.done ? '' : first.value) as BackupHeader | null;
  } catch {
    throw new BackupFileError(`${file} is not a Doula Billing backup`);
  }
  if (header?.format !== 'doula-billing-backup' || header.version !== 1) {
    throw new BackupFileError(`${file} is not a Doula Billing backup this version can read`);
  }
  return header;
}

async function refuseNewerMigrations(client: pg.PoolClient, header: BackupHeader): Promise<void> {
  const known = await migrationsOf(client);
  if (header.migrations.some((hash, index) => known[index] !== hash)) {
    throw new BackupFileError(
      'This backup was made by a newer or different version of the app: restore it with that version',
    );
  }
}

async function refuseNonEmptyTables(client: pg.PoolClient, header: BackupHeader): Promise<void> {
  for (const table of header.tables) {
    const { rows } = await client.query(`SELECT 1 FROM public.${quote(table.name)} LIMIT 1`);
    if (rows.length > 0) {
      throw new BackupFileError(
        `The database is not empty (table ${table.name} has rows): restore into an empty DATA_DIR or a new, empty database`,
      );
    }
  }
}

/** Copies one table's lines, up to its end marker, into the table; answers how many rows. */
async function loadTable(
  client: pg.PoolClient,
  table: BackupHeader['tables'][number],
  lines: BackupLines,
): Promise<number> {
  let rows = 0;
  const columns = table.columns.map(quote).join(', ');
  const copy = client.query(copyFrom(`COPY public.${quote(table.name)} (${columns}) FROM STDIN`));
  // COPY may refuse a row while the next lines are still being read: keep its error (an
  // unobserved rejection would crash the process) and stop at the next line.
  let refused: unknown;
  const done = once(copy, 'finish');
  done.catch((error: unknown) => {
    refused = error;
  });
  for (;;) {
    if (refused) throw refused;
    const next = await lines.next();
    if (next.done) throw new BackupFileError(DAMAGED);
    if (next.value === END) break;
    if (!copy.write(`${next.value}\n`)) await Promise.race([once(copy, 'drain'), done]);
    rows += 1;
  }
  copy.end();
  await done;
  return rows;
}

async function restoreSequences(client: pg.PoolClient, header: BackupHeader): Promise<void> {
  for (const sequence of header.sequences) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      `public.${quote(sequence.name)}`,
      sequence.value,
      sequence.isCalled,
    ]);
  }
}

/** Puts back the tax ID key a backup from before decision 041 carried, never over an existing one. */
async function restoreTaxIdKey(header: BackupHeader, dataDir: string | undefined): Promise<void> {
  if (header.taxIdKey && dataDir) {
    const keyFile = path.join(dataDir, 'tax-id.key');
    await fs
      .writeFile(keyFile, `${header.taxIdKey}\n`, { mode: 0o600, flag: 'wx' })
      .catch(() => {});
  }
}

/**
 * Loads a backup into an empty, migrated database, all in one transaction. The whole file is
 * read and checked first, so a damaged file or a wrong key is refused before anything changes;
 * a failed row still leaves the database as empty as it was. `places` says where the backup
 * key is looked for (see backupKeyPlaces), for the sentence that asks for it.
 */
export async function restoreBackup(
  pool: pg.Pool,
  file: string,
  options: { key: BackupKey | undefined; places: string; verified?: boolean; dataDir?: string },
): Promise<BackupSummary & { createdAt: string }> {
  if (!options.verified) await verifyBackup(file, options.key, options.places);
  const body = await openBackup(file, options.key, options.places);
  const reader = readline.createInterface({ input: body, crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  const header = await readHeader(lines, file);

  let total = 0;
  const client = await pool.connect();
  let failed = false; // see closeAfterFailure
  try {
    await refuseNewerMigrations(client, header);
    await client.query('BEGIN');
    await refuseNonEmptyTables(client, header);
    for (const table of header.tables) total += await loadTable(client, table, lines);
    await restoreSequences(client, header);
    // The rest of the file must read cleanly (an encrypted file's tag is checked at its end).
    while (!(await lines.next()).done);
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    body.destroy();
    throw error;
  } finally {
    client.release(failed);
  }
  await restoreTaxIdKey(header, options.dataDir);
  return {
    tables: header.tables.length,
    rows: total,
    createdAt: header.createdAt,
  };
}
