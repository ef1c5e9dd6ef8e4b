import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_AGAIN } from '#domain/clearinghouse/secret-binding';
import { buildCommandLineTestApp, runAdminCommand } from '../testing/admin-command.ts';
import { type SftpTestServer, startSftpServer } from '../testing/sftp-server.ts';
import { makeTestCertificates } from '../testing/test-certificates.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * `npm run admin -- clearinghouse …`: connections set up and tested from the shell through the
 * console's service, the secret read from a file and never printed, each change audited.
 */
let t: TestApp;
let claimMd: SftpTestServer;
beforeAll(async () => {
  [t, claimMd] = await Promise.all([
    buildCommandLineTestApp(),
    startSftpServer({ layout: 'claim_md' }),
  ]);
  // The command line must read the secrets with the app's key.
  process.env.TAX_ID_KEY = t.config.taxIdKey;
});
afterAll(async () => {
  delete process.env.TAX_ID_KEY;
  await Promise.all([t.close(), claimMd.close()]);
});

const admin = runAdminCommand;

async function secretFile(content: string): Promise<string> {
  const file = path.join(os.tmpdir(), `secret-${randomUUID()}`);
  await writeFile(file, content, { mode: 0o600 });
  return file;
}

/** `clearinghouse add` for the Claim.MD server, with these secret and other options. */
const addClaimMd = (
  name: string,
  secret: string[],
  usage = 'test',
  fingerprint = claimMd.hostKeyFingerprint,
) =>
  admin(
    'clearinghouse',
    'add',
    '--name',
    name,
    '--preset',
    'claim_md',
    '--host',
    claimMd.host,
    '--port',
    String(claimMd.port),
    '--user',
    claimMd.username,
    ...secret,
    '--fingerprint',
    fingerprint,
    '--isa-sender',
    'DOULABILL',
    '--isa-receiver',
    'CLAIMMD',
    '--usage',
    usage,
  );

describe('npm run admin -- clearinghouse', () => {
  it('adds a Claim.MD connection with a key file, tests it, and never prints the key', async () => {
    const added = await addClaimMd('Claim.MD test', [
      '--key-file',
      await secretFile(claimMd.privateKey),
    ]);
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain('upload to /SendFiles, answers from /ReceiveFiles');
    expect(added.out).toContain('after download: server_deletes');
    const id = /\(([0-9a-f-]{36})\)/.exec(added.out)![1]!;

    const tested = await admin('clearinghouse', 'test', id);
    expect(tested.code, tested.err).toBe(0);
    expect(tested.out).toBe(
      'Logged in; the upload folder /SendFiles/ is there; the answer folder /ReceiveFiles/ is there.',
    );

    const shown = await admin('clearinghouse', 'show', id);
    const listed = await admin('clearinghouse', 'list');
    for (const text of [added.all, tested.all, shown.all, listed.all]) {
      expect(text).not.toContain('PRIVATE KEY');
    }
    expect(listed.out).toContain(`${id}\tClaim.MD test\t`);

    const audit = await t.database.pool.query<{ action: string; user_agent: string }>(
      'SELECT action, user_agent FROM audit_events WHERE entity_id = $1 ORDER BY id',
      [id],
    );
    expect(audit.rows).toEqual([
      { action: 'clearinghouse_connection.create', user_agent: 'command line' },
      { action: 'clearinghouse_connection.test', user_agent: 'command line' },
    ]);
  });

  it('changes a password from a file; a wrong one is refused at test, then fixed', async () => {
    const added = await addClaimMd(
      'Claim.MD password',
      ['--password-file', await secretFile('wrong password\n')],
      'production',
    );
    expect(added.code, added.err).toBe(0);
    const id = /\(([0-9a-f-]{36})\)/.exec(added.out)![1]!;
    const refusedLogin = await admin('clearinghouse', 'test', id);
    expect(refusedLogin.out).toBe('Reached the server, but it refused the login.');
    expect(refusedLogin.code).toBe(1);
    const changed = await admin(
      'clearinghouse',
      'set',
      id,
      '--password-file',
      await secretFile(`${claimMd.password}\n`),
    );
    expect(changed.code, changed.err).toBe(0);
    expect(changed.all).not.toContain(claimMd.password);
    const loggedIn = await admin('clearinghouse', 'test', id);
    expect(loggedIn.out).toMatch(/^Logged in;/);
    expect(loggedIn.code, loggedIn.err).toBe(0);
  });

  it('a changed port needs the password again: refused, then taken with it', async () => {
    const file = await secretFile(`${claimMd.password}\n`);
    const added = await addClaimMd('Claim.MD moved', ['--password-file', file]);
    expect(added.code, added.err).toBe(0);
    const id = /\(([0-9a-f-]{36})\)/.exec(added.out)![1]!;
    const refused = await admin('clearinghouse', 'set', id, '--port', '2222');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain(SECRET_AGAIN);
    const moved = await admin(
      'clearinghouse',
      'set',
      id,
      '--port',
      '2222',
      '--password-file',
      file,
    );
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out).toContain(':2222');
  });

  it('a test that meets another host key says so and exits 1, so a script sees the failure', async () => {
    const otherKey = `SHA256:${Buffer.alloc(32, 7).toString('base64').replace(/=+$/, '')}`;
    const added = await addClaimMd(
      'Claim.MD another key',
      ['--password-file', await secretFile(`${claimMd.password}\n`)],
      'test',
      otherKey,
    );
    expect(added.code, added.err).toBe(0);
    const id = /\(([0-9a-f-]{36})\)/.exec(added.out)![1]!;
    const tested = await admin('clearinghouse', 'test', id);
    expect(tested.out).toMatch(/host key/);
    expect(tested.code).toBe(1);
  });

  it('sets a real-time endpoint from flags and files, never printing its password; none removes it', async () => {
    const added = await addClaimMd('Claim.MD real time', [
      '--password-file',
      await secretFile(`${claimMd.password}\n`),
    ]);
    const id = /\(([0-9a-f-]{36})\)/.exec(added.out)![1]!;
    const { caCertificate } = makeTestCertificates();
    const set = await admin(
      'clearinghouse',
      'set',
      id,
      '--real-time-url',
      'https://core.claim.md.example/realtime',
      '--real-time-user',
      'billing-rt',
      '--real-time-password-file',
      await secretFile('rt secret 51c2\n'),
      '--core-sender',
      'DOULABILL',
      '--core-receiver',
      'CLAIMMD',
      '--real-time-timeout',
      '30',
      '--real-time-ca-file',
      await secretFile(caCertificate),
      '--answers-real-time',
      'yes',
    );
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain(
      '  real time https://core.claim.md.example/realtime as billing-rt, CORE sender DOULABILL, receiver CLAIMMD, timeout 30 s, pinned CA, answers real-time questions',
    );
    expect(set.all).not.toContain('rt secret');
    const removed = await admin('clearinghouse', 'set', id, '--real-time-url', 'none');
    expect(removed.code, removed.err).toBe(0);
    expect(removed.out).toContain('  no real-time endpoint');
    const audit = await t.database.pool.query<{ action: string }>(
      'SELECT action FROM audit_events WHERE entity_id = $1 ORDER BY id',
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'clearinghouse_connection.create',
      'clearinghouse_connection.update',
      'clearinghouse_connection.update',
    ]);
  });

  it('refuses wrong settings with the field and a missing secret', async () => {
    const refused = await admin(
      'clearinghouse',
      'add',
      '--name',
      'Broken',
      '--preset',
      'stedi',
      '--host',
      'sftp.example.com',
      '--user',
      'x',
      '--fingerprint',
      'MD5:aa',
      '--isa-sender',
      'A',
      '--isa-receiver',
      'B',
      '--usage',
      'test',
    );
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('Enter the fingerprint as SHA256:');
  });
});
