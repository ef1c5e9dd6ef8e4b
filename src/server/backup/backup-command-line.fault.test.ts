import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { silentLog } from '../logger.ts';
import { contents, seededBackupSource } from '../testing/backup-source.ts';
import type { TestApp } from '../testing/test-app.ts';
import { openBackup } from './backup-envelope.ts';
import { parseBackupKey } from './backup-key.ts';
import { ADMIN_BUILD } from '../build/server-build.ts';

/**
 * `admin backup` and `admin restore` on a seeded database run with no key settings: the backup
 * holds no key that decrypts a tax ID, a new machine without the backup key is refused in one
 * sentence, and with the key files every row comes back.
 */
const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const places = 'BACKUP_KEY';
let t: TestApp;
let scratch: string;
let sourceData: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ t, scratch, sourceData, close } = await seededBackupSource('backup-command-line-'));
});

afterAll(async () => {
  await close?.();
});

const withoutKeys = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !['BACKUP_KEY', 'TAX_ID_KEY', 'DATABASE_URL'].includes(name),
    ),
  );

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The profiles' encrypted tax IDs, read from a backup's body (header line, then COPY text). */
function taxIdsOf(body: string): { userId: string; ciphertext: string }[] {
  const [headerLine, ...lines] = body.split('\n');
  const header = JSON.parse(headerLine!) as { tables: { name: string; columns: string[] }[] };
  let at = 0;
  for (const table of header.tables) {
    const end = lines.indexOf('\\.', at);
    if (table.name === 'profiles') {
      const user = table.columns.indexOf('user_id');
      const cipher = table.columns.indexOf('tax_id_ciphertext');
      return lines.slice(at, end).map((line) => {
        const fields = line.split('\t');
        return { userId: fields[user]!, ciphertext: fields[cipher]! };
      });
    }
    at = end + 1;
  }
  return [];
}

describe('backup and restore on the command line', () => {
  it('a backup made with no settings holds no key: its tax IDs cannot be decrypted from it; with the key files the command line restores every row', async () => {
    const file = path.join(scratch, 'cli.backup');
    const admin = (args: string[], env: Record<string, string>) =>
      run(process.execPath, [ADMIN_BUILD, ...args], {
        cwd: repoRoot,
        // No WAL archive: this test is about the backup file (wal-archive.fault.test.ts is about that).
        env: { ...withoutKeys(process.env), NODE_ENV: 'test', WAL_ARCHIVE: 'off', ...env },
      }).then(
        (done) => ({ ...done, code: 0 }),
        (failed: { code: number; stdout: string; stderr: string }) => failed,
      );
    const made = await admin(['backup', file], {
      DATABASE_URL: t.database.url,
      DATA_DIR: sourceData,
    });
    expect(made.stdout).toMatch(/^Backed up \d+ rows in \d+ tables to /);
    const backupKeyFile = path.join(sourceData, 'backup.key');
    expect(made.stdout).toContain(`(${backupKeyFile}): keep a copy of that key apart`);
    expect((await fs.stat(backupKeyFile)).mode & 0o777).toBe(0o600);

    // The file alone: nothing readable without the backup key.
    await expect(openBackup(file, undefined, places)).rejects.toThrow(
      /is encrypted with backup key/,
    );
    // Even with the backup key, nothing in the file decrypts a tax ID: the tax ID key is not in it.
    const key = parseBackupKey(await fs.readFile(backupKeyFile, 'utf8'));
    const body = await text(await openBackup(file, key, places));
    const taxIds = taxIdsOf(body);
    expect(taxIds).toHaveLength(2);
    const candidates = [...new Set(body.match(/[A-Za-z0-9+/_-]{42,44}={0,2}/g) ?? [])]
      .map((word) =>
        Buffer.from(word, word.includes('-') || word.includes('_') ? 'base64url' : 'base64'),
      )
      .filter((bytes) => bytes.length === 32);
    const taxIdKey = Buffer.from(
      (await fs.readFile(path.join(sourceData, 'tax-id.key'), 'utf8')).trim(),
      'base64',
    );
    const decrypts = (candidate: Buffer) =>
      taxIds.some(({ userId, ciphertext }) => {
        try {
          createTaxIdCipher(candidate).decrypt(ciphertext, userId);
          return true;
        } catch {
          return false;
        }
      });
    expect(candidates.filter(decrypts)).toEqual([]);
    expect(body.includes(taxIdKey.toString('base64'))).toBe(false);
    expect(decrypts(taxIdKey)).toBe(true); // the check above could have found it

    // A new machine without the backup key: one sentence naming the key file, nothing created.
    const dataDir = path.join(scratch, 'restored-data');
    const refused = await admin(['restore', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `This backup is encrypted with backup key ${key.id}, and there is none here: put that key in the key file ${path.join(dataDir, 'backup.key')} (or BACKUP_KEY), copied from the machine that made the backup.`,
    );
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);

    // With the backup key file it restores, and says the tax ID key is still needed.
    await fs.mkdir(dataDir, { recursive: true, mode: 0o711 });
    await fs.copyFile(backupKeyFile, path.join(dataDir, 'backup.key'));
    const restored = await admin(['restore', file], { DATA_DIR: dataDir });
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables from the backup made /);
    expect(restored.stdout).toContain(
      `The restored tax IDs need the tax ID key they were saved with, and ${path.join(dataDir, 'tax-id.key')} does not exist`,
    );
    await fs.copyFile(path.join(sourceData, 'tax-id.key'), path.join(dataDir, 'tax-id.key'));

    const cluster = await startEmbeddedPostgres(dataDir, silentLog);
    try {
      const [copy, original] = [
        await contents(cluster.connectionUrl('app')),
        await contents(t.database.url),
      ];
      const counts = (all: Record<string, string[]>) =>
        Object.fromEntries(Object.entries(all).map(([name, rows]) => [name, rows.length]));
      expect(counts(copy)).toEqual(counts(original));
      // The live server's job workers stamp their heartbeat every few seconds after the backup.
      const withoutHeartbeats = ({
        job_queue_workers: _beats,
        ...rest
      }: Record<string, string[]>) => rest;
      expect(withoutHeartbeats(copy)).toEqual(withoutHeartbeats(original));
    } finally {
      await cluster.stop();
    }
  }, 240_000);
});
