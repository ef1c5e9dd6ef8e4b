import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTestResult, ConnectionView } from '#domain/clearinghouse/connections';
import { type SftpTestServer, startSftpServer } from '../../testing/sftp-server.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { OPERATOR_EMAIL, operatorCookie } from '../../testing/write-routes.ts';

/**
 * Operators set up clearinghouse connections and test them against a real SFTP server on
 * loopback. The password or key goes in and never comes out: not in answers, logs, the audit
 * trail or the database in clear.
 */
let t: TestApp;
let officeAlly: SftpTestServer;
let stedi: SftpTestServer;
const base = '/api/operator/clearinghouse-connections';

beforeAll(async () => {
  [t, officeAlly, stedi] = await Promise.all([
    buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL }),
    startSftpServer({ layout: 'office_ally' }),
    startSftpServer({ layout: 'stedi' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), officeAlly.close(), stedi.close()]);
});

const asOperator = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: { cookie: await operatorCookie(t) },
    ...(payload ? { payload } : {}),
  });

let counter = 0;
const officeAllyConnection = (overrides: Record<string, unknown> = {}) => ({
  name: `Office Ally ${(counter += 1)}`,
  preset: 'office_ally',
  host: officeAlly.host,
  port: officeAlly.port,
  username: officeAlly.username,
  authMethod: 'password',
  secret: officeAlly.password,
  hostKeyFingerprint: officeAlly.hostKeyFingerprint,
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'OFFALLY',
  usage: 'test',
  ...overrides,
});

async function create(body: object): Promise<ConnectionView> {
  const response = await asOperator('POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectionView;
}

const testOf = async (id: string) => {
  const response = await asOperator('POST', `${base}/${id}/test`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConnectionTestResult;
};

describe('clearinghouse connections', () => {
  it('the Office Ally preset fills the folders; the answer never holds the password', async () => {
    const connection = await create(officeAllyConnection());
    expect(connection).toMatchObject({
      uploadFolder: 'inbound',
      answerFolders: ['outbound'],
      afterDownload: 'leave',
      fileNamePattern: '{batch}.837',
      port: officeAlly.port,
    });
    const listed = await asOperator('GET', base);
    const read = await asOperator('GET', `${base}/${connection.id}`);
    for (const body of [JSON.stringify(connection), listed.body, read.body]) {
      expect(body).not.toContain(officeAlly.password);
      expect(body).not.toMatch(/secret/i);
    }
    const stored = await t.database.pool.query<{ secret_encrypted: string }>(
      'SELECT secret_encrypted FROM clearinghouse_connections WHERE id = $1',
      [connection.id],
    );
    expect(stored.rows[0]!.secret_encrypted).toMatch(/^v1\./);
    expect(stored.rows[0]!.secret_encrypted).not.toContain(officeAlly.password);
  });

  it('Test connection logs in and says which folders are there, in one sentence', async () => {
    const connection = await create(officeAllyConnection());
    expect(await testOf(connection.id)).toMatchObject({
      ok: true,
      sentence:
        'Logged in; the upload folder inbound/ is there; the answer folder outbound/ is there.',
    });
    officeAlly.removeFolder('outbound');
    try {
      expect(await testOf(connection.id)).toMatchObject({
        ok: false,
        loggedIn: true,
        failure: 'folder_missing',
        sentence:
          'Logged in; the upload folder inbound/ is there; the answer folder outbound/ is missing.',
      });
    } finally {
      officeAlly.put('outbound/.keep', '');
    }
  });

  it('a private key logs in (Stedi preset); a wrong password is refused and says so', async () => {
    const withKey = await create({
      ...officeAllyConnection({ preset: 'stedi' }),
      port: stedi.port,
      authMethod: 'private_key',
      secret: stedi.privateKey,
      hostKeyFingerprint: stedi.hostKeyFingerprint,
    });
    expect((await testOf(withKey.id)).sentence).toBe(
      'Logged in; the upload folder to-stedi/ is there; the answer folder from-stedi/ is there.',
    );
    const wrong = await create(officeAllyConnection({ secret: 'not the password' }));
    expect(await testOf(wrong.id)).toMatchObject({
      ok: false,
      loggedIn: false,
      failure: 'login_refused',
      sentence: 'Reached the server, but it refused the login.',
    });
    // A new password replaces the stored one; the answer still never shows it.
    const fixed = await asOperator('PATCH', `${base}/${wrong.id}`, {
      secret: officeAlly.password,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.body).not.toContain(officeAlly.password);
    expect((await testOf(wrong.id)).ok).toBe(true);
  });

  it("a failed test is the health's last error until a test works again", async () => {
    const connection = await create(officeAllyConnection({ secret: 'not the password' }));
    expect(connection.health).toEqual({ lastSentAt: null, lastPolledAt: null, lastError: null });
    await testOf(connection.id);
    const failed = (await asOperator('GET', `${base}/${connection.id}`)).json() as ConnectionView;
    expect(failed.health.lastError).toMatchObject({
      during: 'test',
      message: 'Reached the server, but it refused the login.',
    });
    await asOperator('PATCH', `${base}/${connection.id}`, { secret: officeAlly.password });
    await testOf(connection.id);
    const fixed = (await asOperator('GET', `${base}/${connection.id}`)).json() as ConnectionView;
    expect(fixed.health.lastError).toBeNull();
  });

  it('claims go out through one connection at most; the schedule is checked', async () => {
    const sender = await create(
      officeAllyConnection({ sendsClaims: true, sendSchedule: { kind: 'daily', at: '16:30' } }),
    );
    expect(sender).toMatchObject({ sendsClaims: true, pollEveryMinutes: 15 });
    const second = await asOperator('POST', base, officeAllyConnection({ sendsClaims: true }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: {
        fields: {
          sendsClaims: `Claims already go out through "${sender.name}". Turn "Send claims through this connection" off there first.`,
        },
      },
    });
    const other = await create(officeAllyConnection());
    expect(other).toMatchObject({
      sendsClaims: false,
      sendSchedule: { kind: 'every', minutes: 15 },
    });
    const badTime = await asOperator('PATCH', `${base}/${other.id}`, {
      sendSchedule: { kind: 'daily', at: '25:00' },
    });
    expect(badTime.statusCode).toBe(400);
    await asOperator('PATCH', `${base}/${sender.id}`, { sendsClaims: false });
    const moved = await asOperator('PATCH', `${base}/${other.id}`, { sendsClaims: true });
    expect(moved.statusCode, moved.body).toBe(200);
    await asOperator('PATCH', `${base}/${other.id}`, { sendsClaims: false });
  });

  it('a host key that is not the pinned one, or a server that is down, is reported', async () => {
    const otherKey = await create(
      officeAllyConnection({ hostKeyFingerprint: stedi.hostKeyFingerprint }),
    );
    expect(await testOf(otherKey.id)).toMatchObject({
      ok: false,
      failure: 'host_key_changed',
    });
    const down = await create(officeAllyConnection({ port: 1 }));
    expect(await testOf(down.id)).toMatchObject({
      ok: false,
      failure: 'cannot_connect',
      sentence: 'Could not reach the server, so nothing else was tried.',
    });
  });

  it('refuses a taken name, an archive without a folder and an unknown connection', async () => {
    const first = await create(officeAllyConnection());
    const again = await asOperator('POST', base, officeAllyConnection({ name: first.name }));
    expect(again.statusCode).toBe(409);
    const archive = await asOperator('PATCH', `${base}/${first.id}`, { afterDownload: 'archive' });
    expect(archive.statusCode).toBe(400);
    expect(archive.json()).toMatchObject({
      error: { fields: { archiveFolder: 'Enter the archive folder.' } },
    });
    const archived = await asOperator('PATCH', `${base}/${first.id}`, {
      afterDownload: 'archive',
      archiveFolder: 'outbound/archive',
    });
    expect(archived.json()).toMatchObject({ archiveFolder: 'outbound/archive' });
    const missing = await asOperator('GET', `${base}/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
  });

  it('every change and test is audited, and no secret is in the audit trail or the logs', async () => {
    const connection = await create(officeAllyConnection({ secret: 'hunter2-unique-secret' }));
    await testOf(connection.id);
    const audit = await t.database.pool.query<{ action: string; row: string }>(
      `SELECT action, row_to_json(a)::text AS row FROM audit_events a
        WHERE entity_type = 'clearinghouse_connection' AND entity_id = $1 ORDER BY id`,
      [connection.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'clearinghouse_connection.create',
      'clearinghouse_connection.test',
    ]);
    for (const text of [...audit.rows.map((row) => row.row), ...t.logs]) {
      expect(text).not.toContain('hunter2-unique-secret');
      expect(text).not.toContain(officeAlly.password);
    }
  });
});
