import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../testing/fixtures.ts';
import { freePort, startServer } from '../testing/server-process.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every way the real server can fail to start says so in one sentence on its last line of
 * output, names what to do, prints no stack trace and exits 1.
 */
let scratch: string;
let t: TestApp;
const taxIdKey = randomBytes(32).toString('base64');

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-failures-'));
  // Reachable by the `postgres` user the cluster runs as when the tests run as root.
  await fs.chmod(scratch, 0o755);
  // A database with one doula's encrypted tax ID, for the wrong-key case.
  t = await buildTestApp({ TAX_ID_KEY: taxIdKey });
  await registeredUser(t, 'startup@example.com');
});

afterAll(async () => {
  await t?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

async function failedStart(env: Record<string, string>): Promise<string> {
  const server = startServer({ PORT: String(await freePort()), ...env });
  const [code] = await server.exited;
  const lines = server.stderr().trim().split('\n');
  expect(server.output()).not.toMatch(/^\s+at /m);
  expect(code, server.output()).toBe(1);
  return lines.at(-1) ?? '';
}

describe('a server that cannot start says why in one sentence', () => {
  it('names a port already in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const line = await failedStart({
        PORT: String(port),
        DATABASE_URL: t.database.url,
        TAX_ID_KEY: taxIdKey,
      });
      expect(line).toBe(
        `Port ${port} is already in use: stop whatever uses it, or start with PORT set to a free port.`,
      );
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('names a DATA_DIR it cannot write', async () => {
    const file = path.join(scratch, 'a-file');
    await fs.writeFile(file, '');
    const line = await failedStart({ DATA_DIR: path.join(file, 'data') });
    expect(line).toMatch(
      /^DATA_DIR \(.*a-file\/data\) cannot be written by this user \(ENOTDIR\): set DATA_DIR to a directory you can write to/,
    );
  }, 60_000);

  it.each([
    [
      'a damaged cluster and says to restore a backup',
      '18',
      /^The database in .*cluster-18\/postgres is damaged and PostgreSQL cannot start it \(.*\): restore a backup into an empty DATA_DIR/,
    ],
    [
      'a cluster made by a newer PostgreSQL',
      '99',
      /was made by PostgreSQL 99, newer than this app's PostgreSQL 18: run the version of the app that made it/,
    ],
  ])(
    'names %s',
    async (_what, version, sentence) => {
      const dataDir = path.join(scratch, `cluster-${version}`);
      await fs.mkdir(path.join(dataDir, 'postgres'), { recursive: true });
      await fs.writeFile(path.join(dataDir, '.postgres-password'), 'x\n');
      await fs.writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), `${version}\n`);
      expect(await failedStart({ DATA_DIR: dataDir })).toMatch(sentence);
    },
    60_000,
  );

  it('names an unreachable DATABASE_URL without its password', async () => {
    const port = await freePort();
    const line = await failedStart({
      DATABASE_URL: `postgres://someone:s3cret-pw@127.0.0.1:${port}/billing`,
    });
    expect(line).toBe(
      `The database at DATABASE_URL (127.0.0.1:${port}/billing) cannot be used: nothing answers there (connection refused); check that PostgreSQL runs there and that the URL is right.`,
    );
    expect(line).not.toContain('s3cret');
  }, 60_000);

  it('names a TAX_ID_KEY that does not decrypt the stored tax IDs', async () => {
    const line = await failedStart({
      DATABASE_URL: t.database.url,
      TAX_ID_KEY: randomBytes(32).toString('base64'),
    });
    expect(line).toMatch(/^The stored tax IDs cannot be decrypted with TAX_ID_KEY/);
  }, 60_000);
});
