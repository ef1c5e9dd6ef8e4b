import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type {
  ConnectionView,
  DownloadView,
  PollNowResult,
} from '#domain/clearinghouse/connections';
import type { RecordPage } from '#domain/records/list';
import { connectionOn, dropAnswer } from '../../testing/answer-folders.ts';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import {
  acceptedAndRejected277ca,
  acknowledgement999,
  paid835,
} from '../../testing/response-files.ts';
import { type SftpTestServer, startSftpServer } from '../../testing/sftp-server.ts';

/**
 * Receiving (decision 064) against a real SFTP server on loopback and a real PostgreSQL: each
 * answer file is fetched once, imported through the same importer as the console's upload, and
 * left, archived or (Claim.MD) gone; a refused file is kept and listed; failures reach health.
 */
const c = useConsoleAnswers('answer-polls@example.com');
const { h } = c;
let officeAlly: SftpTestServer;
let claimMd: SftpTestServer;
const base = '/api/operator/clearinghouse-connections';

beforeAll(async () => {
  [officeAlly, claimMd] = await Promise.all([
    startSftpServer({ layout: 'office_ally' }),
    startSftpServer({ layout: 'claim_md' }),
  ]);
});
afterAll(async () => {
  await Promise.all([officeAlly.close(), claimMd.close()]);
});

/** An Office Ally connection reading its own answer folder, so tests do not read each other's. */
async function connection(
  folder: string,
  overrides: Record<string, unknown> = {},
  server = officeAlly,
): Promise<ConnectionView> {
  const body = connectionOn(server, server === claimMd ? 'claim_md' : 'office_ally', {
    answerFolders: [folder],
    ...overrides,
  });
  server.put(`${folder}/.keep`, '');
  const response = await h.post(base, body, h.ops);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectionView;
}

async function pollNow(id: string): Promise<PollNowResult> {
  const response = await h.post(`${base}/${id}/poll-now`, {}, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PollNowResult;
}

async function downloads(id: string): Promise<DownloadView[]> {
  const response = await h.get(`${base}/${id}/downloads?limit=50`, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as RecordPage<DownloadView>).items;
}

const healthOf = async (id: string) =>
  ((await h.get(`${base}/${id}`, h.ops)).json() as ConnectionView).health;

const importsOf = async (sha256: string) => {
  const { rows } = await h.t.database.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM response_imports WHERE sha256 = $1 AND outcome <> 'refused'",
    [sha256],
  );
  return rows[0]!.n;
};

describe('polling the answer folders', () => {
  it('imports a 999, a 277CA and an 835 in one poll: her claim is accepted, then paid, live', async () => {
    const claims = [await c.doula.submit(), await c.doula.submit()];
    const batch = await c.batchOf(claims);
    const [accepted, rejected] = claims.map(c.answered) as [
      ReturnType<typeof c.answered>,
      ReturnType<typeof c.answered>,
    ];
    const ch = await connection('outbound/loop');
    dropAnswer(officeAlly, 'outbound/loop/B1.999', acknowledgement999(batch.number, 'accepted'));
    dropAnswer(officeAlly, 'outbound/loop/B1.277', acceptedAndRejected277ca(accepted, rejected));
    dropAnswer(officeAlly, 'outbound/loop/B1.835', paid835(accepted));

    // The doula's live updates: the notices her open streams pass on.
    const listener = new pg.Client({ connectionString: h.t.database.url });
    await listener.connect();
    const notices: string[] = [];
    listener.on('notification', (message) => notices.push(message.payload ?? ''));
    await listener.query('LISTEN live_changes');
    try {
      expect(await pollNow(ch.id)).toEqual({
        sentence: '3 new answer files: 3 imported.',
        imported: 3,
        refused: 0,
        failed: 0,
        failure: null,
      });
      await expect.poll(() => notices.some((n) => n.includes(claims[0]!.id))).toBe(true);
    } finally {
      await listener.end();
    }

    const paid = await c.claimOf(claims[0]!);
    expect(paid).toMatchObject({ status: 'approved', paidCents: 16211 });
    expect(paid.payerClaimNumber).toBe('2026328000456');
    expect(paid.statusHistory.map((change) => change.to).slice(-2)).toEqual([
      'processing',
      'approved',
    ]);
    expect((await c.claimOf(claims[1]!)).status).toBe('rejected');

    const listed = await downloads(ch.id);
    expect(listed.map((file) => [file.name, file.outcome])).toEqual([
      ['B1.835', 'imported'],
      ['B1.277', 'imported'],
      ['B1.999', 'imported'],
    ]);
    const { rows } = await h.t.database.pool.query<{ imported_by: string }>(
      'SELECT imported_by FROM response_imports WHERE id = $1',
      [listed[0]!.importId],
    );
    expect(rows[0]!.imported_by).toBe(`clearinghouse "${ch.name}"`);
    expect((await healthOf(ch.id)).lastPolledAt).not.toBeNull();

    // Left on the server (Office Ally's setting), remembered: the next poll fetches nothing.
    expect(officeAlly.list('outbound/loop')).toContain('B1.835');
    expect(await pollNow(ch.id)).toMatchObject({ sentence: 'No new answer files.', imported: 0 });
    expect(await downloads(ch.id)).toHaveLength(3);
  });

  it('imports the same answer once: listed twice, under two names, or again at the next poll', async () => {
    const [claim] = [await c.doula.submit()];
    const batch = await c.batchOf([claim!]);
    const text = acknowledgement999(batch.number, 'accepted');
    const ch = await connection('outbound/twice');
    dropAnswer(officeAlly, 'outbound/twice/A.999', text);
    dropAnswer(officeAlly, 'outbound/twice/A-copy.999', text);
    officeAlly.faults.listTwice = true;
    try {
      expect(await pollNow(ch.id)).toMatchObject({
        sentence: '2 new answer files: 1 imported, 1 already imported.',
        imported: 1,
      });
      expect((await pollNow(ch.id)).sentence).toBe('No new answer files.');
    } finally {
      officeAlly.faults.listTwice = false;
    }
    const listed = await downloads(ch.id);
    expect(listed.map((file) => file.outcome).sort()).toEqual(['imported', 'repeated']);
    expect(new Set(listed.map((file) => file.importId)).size).toBe(1);
    expect(await importsOf(await shaOf(listed[0]!.id))).toBe(1);
  });

  it('keeps a refused file, lists it with the importer’s message and does not fetch it again', async () => {
    const ch = await connection('outbound/refused');
    dropAnswer(officeAlly, 'outbound/refused/garbage.999', 'this is not an X12 file');
    expect(await pollNow(ch.id)).toMatchObject({
      sentence: '1 new answer file: 1 refused.',
      imported: 0,
      refused: 1,
    });
    const [refused] = await downloads(ch.id);
    const imported = await h.get(`/api/operator/imports/${refused!.importId}`, h.ops);
    expect(imported.json()).toMatchObject({ import: { outcome: 'refused' } });
    expect(refused).toMatchObject({
      outcome: 'refused',
      message: (imported.json() as { import: { message: string } }).import.message,
    });
    expect(refused!.message).toBeTruthy();
    expect(officeAlly.list('outbound/refused')).toContain('garbage.999');
    expect((await pollNow(ch.id)).sentence).toBe('No new answer files.');
    expect(await downloads(ch.id)).toHaveLength(1);
  });

  it('moves a read file to the archive folder', async () => {
    const batch = await c.batchOf([await c.doula.submit()]);
    officeAlly.put('outbound/kept/archive/.keep', '');
    const ch = await connection('outbound/kept', {
      afterDownload: 'archive',
      archiveFolder: 'outbound/kept/archive',
    });
    dropAnswer(officeAlly, 'outbound/kept/C.999', acknowledgement999(batch.number, 'accepted'));
    expect((await pollNow(ch.id)).imported).toBe(1);
    expect(officeAlly.list('outbound/kept')).not.toContain('C.999');
    expect(officeAlly.list('outbound/kept/archive')).toContain('C.999');
  });

  it('Claim.MD removes a file once downloaded', async () => {
    const batch = await c.batchOf([await c.doula.submit()]);
    const ch = await connection('/ReceiveFiles', {}, claimMd);
    expect(ch.afterDownload).toBe('server_deletes');
    dropAnswer(claimMd, '/ReceiveFiles/D.999', acknowledgement999(batch.number, 'accepted'));
    expect((await pollNow(ch.id)).sentence).toBe('1 new answer file: 1 imported.');
    expect(claimMd.list('/ReceiveFiles')).not.toContain('D.999');
  });

  it('a download cut short is listed as failed, is the health’s last error, and is fetched again by the next poll', async () => {
    const batch = await c.batchOf([await c.doula.submit()]);
    const ch = await connection('outbound/cut');
    dropAnswer(officeAlly, 'outbound/cut/E.999', acknowledgement999(batch.number, 'accepted'));
    officeAlly.faults.cutDownloadOf = 'E.999';
    try {
      expect(await pollNow(ch.id)).toMatchObject({
        failure: null,
        failed: 1,
        sentence: '1 new answer file: 1 failed.',
      });
      expect(await downloads(ch.id)).toMatchObject([
        { name: 'E.999', outcome: 'failed', attempts: 1 },
      ]);
      expect((await healthOf(ch.id)).lastError).toMatchObject({
        during: 'poll',
        message: 'The download did not complete (outbound/cut/E.999).',
      });
    } finally {
      officeAlly.faults.cutDownloadOf = undefined;
    }
    expect((await pollNow(ch.id)).sentence).toBe('1 new answer file: 1 imported.');
    expect(await downloads(ch.id)).toMatchObject([{ name: 'E.999', outcome: 'imported' }]);
    expect((await healthOf(ch.id)).lastError).toBeNull();
  });

  it('a server that is down, or a host key that is not the pinned one, is the health’s last error', async () => {
    const down = await connection('outbound/down', { port: 1 });
    expect(await pollNow(down.id)).toEqual({
      sentence: 'Could not reach the SFTP server.',
      imported: 0,
      refused: 0,
      failed: 0,
      failure: 'cannot_connect',
    });
    expect((await healthOf(down.id)).lastError).toMatchObject({
      during: 'poll',
      message: 'Could not reach the SFTP server.',
    });
    const otherKey = await connection('outbound/key', {
      hostKeyFingerprint: claimMd.hostKeyFingerprint,
    });
    expect((await pollNow(otherKey.id)).failure).toBe('host_key_changed');
    expect((await healthOf(otherKey.id)).lastError?.message).toMatch(
      /host key is not the one pinned/,
    );
    expect(await downloads(otherKey.id)).toEqual([]);
  });

  it('the command line polls and lists the files; the routes are audited and 404 an unknown id', async () => {
    const ch = await connection('outbound/cli');
    dropAnswer(officeAlly, 'outbound/cli/junk.txt', 'not an answer');
    // The command line decrypts the connection's password with the app servers' key.
    process.env.TAX_ID_KEY = h.t.config.taxIdKey;
    const [polled, listed] = await (async () => {
      try {
        const poll = await h.admin('clearinghouse', 'poll-now', ch.id);
        return [poll, await h.admin('clearinghouse', 'downloads', ch.id)];
      } finally {
        delete process.env.TAX_ID_KEY;
      }
    })();
    expect(polled.code, polled.out).toBe(0);
    expect(polled.out).toContain('1 new answer file: 1 refused.');
    expect(listed.out).toMatch(/outbound\/cli\/junk\.txt\trefused\t/);
    await downloads(ch.id);
    const { rows } = await h.t.database.pool.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE entity_type = 'clearinghouse_connection'
        AND entity_id = $1 ORDER BY id`,
      [ch.id],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'clearinghouse_connection.create',
      'clearinghouse_connection.poll_now',
      'clearinghouse_connection.list_downloads',
      'clearinghouse_connection.list_downloads',
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await h.post(`${base}/${unknown}/poll-now`, {}, h.ops)).statusCode).toBe(404);
    expect((await h.get(`${base}/${unknown}/downloads`, h.ops)).statusCode).toBe(404);
  });
});

async function shaOf(downloadId: string): Promise<string> {
  const { rows } = await h.t.database.pool.query<{ sha256: string }>(
    'SELECT sha256 FROM clearinghouse_downloads WHERE id = $1',
    [downloadId],
  );
  return rows[0]!.sha256;
}
