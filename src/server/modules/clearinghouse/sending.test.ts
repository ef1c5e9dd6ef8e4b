import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchSummary } from '#domain/claims/batches';
import type { ConnectionView, SendNowResult, UploadView } from '#domain/clearinghouse/connections';
import type { RecordPage } from '#domain/records/list';
import {
  CONNECTIONS,
  fileOfBatch,
  patch,
  providerOf,
  retryRounds,
  senderFor,
  tick,
  uploadsOf,
} from '../../testing/clearinghouse-sending.ts';
import { type SftpTestServer, startSftpServer } from '../../testing/sftp-server.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Claims go out through the connection that sends them, to a real SFTP server on loopback: on
 * its schedule or with "Send now", each batch under the pattern's name, byte for byte the
 * stored file, once; failures retried with their reason, then failed on the connection's health.
 */
const OPS = 'send-ops@example.com';
let t: TestApp;
let ops: string;
let officeAlly: SftpTestServer;
let claimMd: SftpTestServer;
let submit: Awaited<ReturnType<typeof providerOf>>;

beforeAll(async () => {
  [t, officeAlly, claimMd] = await Promise.all([
    buildTestApp({ ADMIN_EMAILS: OPS }, { jobPollMs: 50 }),
    startSftpServer({ layout: 'office_ally' }),
    startSftpServer({ layout: 'claim_md' }),
  ]);
  ({ cookie: ops } = await t.signInAs(OPS));
  submit = await providerOf(t, 'send-doula@example.com');
});
afterAll(async () => {
  await Promise.all([t.close(), officeAlly.close(), claimMd.close()]);
});

const sendNow = async (connection: ConnectionView) => {
  const response = await t.as(ops).post(`${CONNECTIONS}/${connection.id}/send-now`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SendNowResult;
};
/** Send now, and wait until the upload job has run, whatever it made of the batch. */
const sendNowAndWait = async (connection: ConnectionView) => {
  await sendNow(connection);
  await t.app.jobs.drained();
};
const healthOf = async (connection: ConnectionView) =>
  ((await t.as(ops).get(`${CONNECTIONS}/${connection.id}`)).json() as ConnectionView).health;
const inbound = () => officeAlly.list('inbound').filter((name) => !name.startsWith('.'));

describe('scheduled sending', () => {
  it('on a due minute puts each batch in inbound/ (Office Ally) under its name, byte for byte', async () => {
    const connection = await senderFor(t, ops, officeAlly);
    await submit(2);
    await tick(t, '2026-11-26T07:03:00.000Z'); // every 5 minutes: not due at :03
    await t.app.jobs.drained();
    expect(await uploadsOf(t, connection.id)).toEqual([]);

    await tick(t, '2026-11-26T07:05:00.000Z');
    await retryRounds(t, 1);
    const [upload] = await uploadsOf(t, connection.id);
    expect(upload).toMatchObject({ state: 'sent', attempts: 1, failure: null });
    expect(upload!.remote_name).toBe(`${upload!.batch_number}.837`);
    const stored = await fileOfBatch(t, upload!.batch_id);
    expect(officeAlly.read(`inbound/${upload!.remote_name}`)).toBe(stored);
    // The connection's ISA sender and receiver, and its usage.
    expect(stored).toMatch(/^ISA\*00\*.{10}\*00\*.{10}\*ZZ\*DOULABILL {6}\*ZZ\*CLEARHOUSE {5}\*/);
    expect(stored).toContain('*0*T*:~');
    expect((await healthOf(connection)).lastSentAt).not.toBeNull();

    // The batches panel shows the upload on the batch.
    const batches = (
      await t.as(ops).get('/api/operator/batches')
    ).json() as RecordPage<BatchSummary>;
    expect(batches.items.find((batch) => batch.id === upload!.batch_id)?.upload).toMatchObject({
      state: 'sent',
      remoteName: upload!.remote_name,
      connectionName: connection.name,
    });
  });

  it('Send now uploads to /SendFiles (Claim.MD) with {date} in the name, and says so in one sentence', async () => {
    const connection = await senderFor(t, ops, claimMd, {
      fileNamePattern: 'DB{batch}_{date}.837',
      sendSchedule: { kind: 'manual' },
    });
    await submit(2);
    await tick(t, '2026-11-26T07:05:00.000Z'); // manual: no tick sends
    await t.app.jobs.drained();
    expect(await uploadsOf(t, connection.id)).toEqual([]);

    expect(await sendNow(connection)).toEqual({
      sentence: '1 batch with 2 claims is being uploaded.',
      batches: 1,
      claims: 2,
    });
    await retryRounds(t, 1);
    const [upload] = await uploadsOf(t, connection.id);
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(upload!.remote_name).toBe(`DB${upload!.batch_number}_${today}.837`);
    expect(claimMd.read(`/SendFiles/${upload!.remote_name}`)).toBe(
      await fileOfBatch(t, upload!.batch_id),
    );
    expect((await sendNow(connection)).sentence).toBe('No claims are ready to send.');

    const page = (await t.as(ops).get(`${CONNECTIONS}/${connection.id}/uploads?limit=1`)).json();
    expect(page as RecordPage<UploadView>).toMatchObject({
      items: [{ batchId: upload!.batch_id, state: 'sent', connectionId: connection.id }],
      nextCursor: null,
    });
    const audit = await t.database.pool.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE entity_id = $1 ORDER BY id`,
      [connection.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'clearinghouse_connection.send_now',
        'clearinghouse_connection.list_uploads',
      ]),
    );
  });

  it('Send now refuses a connection that does not send claims', async () => {
    const sender = await senderFor(t, ops, officeAlly);
    await patch(t, ops, `${CONNECTIONS}/${sender.id}`, { sendsClaims: false });
    const response = await t.as(ops).post(`${CONNECTIONS}/${sender.id}/send-now`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      `Claims do not go out through "${sender.name}": turn on "Send claims through this connection" there first.`,
    );
  });
});

describe('failures', () => {
  it('a server that is down: retried with backoff, then failed "cannot connect" on the health; Send now tries again once it is up', async () => {
    const connection = await senderFor(t, ops, officeAlly);
    await officeAlly.stop();
    try {
      await submit(1);
      await sendNowAndWait(connection);
      const [first] = await uploadsOf(t, connection.id);
      expect(first).toMatchObject({ state: 'waiting', failure: 'cannot_connect', attempts: 1 });
      const [job] = await t.app.jobs
        .jobsOf({ name: 'clearinghouse.upload' })
        .then((jobs) => jobs.filter((one) => !one.failed));
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 1_000); // a wait, not at once
      expect(job!.lastError).toBe(
        `Batch ${first!.batch_number} was not sent: could not reach the SFTP server.`,
      );

      await retryRounds(t, 10);
      const [failed] = await uploadsOf(t, connection.id);
      expect(failed).toMatchObject({ state: 'failed', failure: 'cannot_connect', attempts: 10 });
      expect((await healthOf(connection)).lastError).toMatchObject({
        during: 'send',
        message: `Batch ${first!.batch_number} was not sent: could not reach the SFTP server.`,
      });
    } finally {
      await officeAlly.start();
    }
    const before = inbound().length;
    expect((await sendNow(connection)).sentence).toBe(
      'No claims are ready to send. 1 earlier batch is tried again.',
    );
    await retryRounds(t, 1);
    expect(await uploadsOf(t, connection.id)).toMatchObject([{ state: 'sent', failure: null }]);
    expect(inbound().length).toBe(before + 1);
    expect((await healthOf(connection)).lastError).toBeNull();
  });

  it('a wrong password: login refused; a missing folder: folder missing', async () => {
    // Her first batch through a connection set up wrong, after its one attempt.
    const firstUpload = async (settings: Record<string, unknown>) => {
      const connection = await senderFor(t, ops, officeAlly, settings);
      await submit(1);
      await sendNowAndWait(connection);
      const [upload] = await uploadsOf(t, connection.id);
      return { connection, upload: upload! };
    };
    const { upload: refused } = await firstUpload({ secret: 'not the password' });
    expect(refused).toMatchObject({
      state: 'waiting',
      failure: 'login_refused',
      message: `Batch ${refused.batch_number} was not sent: the SFTP server refused the login.`,
    });

    const { connection: missing, upload: noFolder } = await firstUpload({
      uploadFolder: 'nowhere',
    });
    expect(noFolder).toMatchObject({
      state: 'waiting',
      failure: 'folder_missing',
      message: `Batch ${noFolder.batch_number} was not sent: the upload folder nowhere/ is missing on the SFTP server.`,
    });
    // Fixed: the retry sends it.
    await patch(t, ops, `${CONNECTIONS}/${missing.id}`, { uploadFolder: 'inbound' });
    await retryRounds(t, 1);
    expect(await uploadsOf(t, missing.id)).toMatchObject([{ state: 'sent' }]);
  });

  it('a connection cut mid-upload: no file under its final name, not sent; the next attempt sends it once', async () => {
    const connection = await senderFor(t, ops, officeAlly);
    await submit(8); // a file larger than the cut
    officeAlly.faults.cutUploadAfterBytes = 2_000;
    try {
      await sendNowAndWait(connection);
      const [cut] = await uploadsOf(t, connection.id);
      expect(cut).toMatchObject({ state: 'waiting', failure: 'upload_failed' });
      expect(inbound()).not.toContain(`${cut!.batch_number}.837`);
    } finally {
      officeAlly.faults.cutUploadAfterBytes = undefined;
    }
    await retryRounds(t, 1);
    const [sent] = await uploadsOf(t, connection.id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
    expect(officeAlly.read(`inbound/${sent!.remote_name}`)).toBe(
      await fileOfBatch(t, sent!.batch_id),
    );
  });

  it('a test file is refused by a production connection, and a production file by a test one', async () => {
    for (const [made, changed, words] of [
      ['test', 'production', 'a test file (ISA15 T)'],
      ['production', 'test', 'a production file (ISA15 P)'],
    ] as const) {
      const connection = await senderFor(t, ops, officeAlly, { usage: made });
      await officeAlly.stop(); // the batch waits while the usage changes
      try {
        await submit(1);
        await sendNowAndWait(connection);
      } finally {
        await officeAlly.start();
      }
      await patch(t, ops, `${CONNECTIONS}/${connection.id}`, { usage: changed });
      await retryRounds(t, 1);
      const [refused] = await uploadsOf(t, connection.id);
      const sentence = `Batch ${refused!.batch_number} is ${words}; ${connection.name} is a ${changed} connection, so it was not sent.`;
      expect(refused).toMatchObject({ state: 'failed', message: sentence });
      expect(inbound()).not.toContain(`${refused!.batch_number}.837`);
      expect((await healthOf(connection)).lastError?.message).toBe(sentence);
    }
  });
});

describe('never twice', () => {
  it('the same upload job run again, or a file an earlier attempt renamed but did not record, uploads once', async () => {
    const connection = await senderFor(t, ops, officeAlly);
    await submit(1);
    await sendNow(connection);
    await retryRounds(t, 1);
    const [sent] = await uploadsOf(t, connection.id);
    const before = inbound().length;
    for (let i = 0; i < 3; i++) {
      await t.app.jobs.enqueue({ name: 'clearinghouse.upload' }, { batchId: sent!.batch_id });
    }
    await tick(t, '2026-11-26T07:10:00.000Z');
    await tick(t, '2026-11-26T07:10:00.000Z');
    await retryRounds(t, 1);
    expect(inbound().length).toBe(before);
    expect(await uploadsOf(t, connection.id)).toMatchObject([{ state: 'sent', attempts: 1 }]);

    // An attempt that renamed the file and died before recording it: the next one finds it.
    await submit(1);
    await officeAlly.stop();
    try {
      await sendNowAndWait(connection);
    } finally {
      await officeAlly.start();
    }
    const [, waiting] = await uploadsOf(t, connection.id);
    officeAlly.put(`inbound/${waiting!.batch_number}.837`, await fileOfBatch(t, waiting!.batch_id));
    await retryRounds(t, 1);
    // Uploading again would have failed (an upload never replaces a file): it was found instead.
    expect((await uploadsOf(t, connection.id))[1]).toMatchObject({ state: 'sent', failure: null });
  });
});
