import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandLineTestApp, runAdminCommand } from '../testing/admin-command.ts';
import { providerOf, senderFor, uploadsOf } from '../testing/clearinghouse-sending.ts';
import { type SftpTestServer, startSftpServer } from '../testing/sftp-server.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * `npm run admin -- clearinghouse send-now | uploads`: the console's sending service from the
 * shell; the app server's queue uploads what it batched.
 */
const OPS = 'cli-send-ops@example.com';
let t: TestApp;
let server: SftpTestServer;
beforeAll(async () => {
  [t, server] = await Promise.all([
    buildCommandLineTestApp({ ADMIN_EMAILS: OPS }),
    startSftpServer({ layout: 'office_ally' }),
  ]);
  // The command line reads the connection's secret and her tax ID with the app's key.
  process.env.TAX_ID_KEY = t.config.taxIdKey;
});
afterAll(async () => {
  delete process.env.TAX_ID_KEY;
  await Promise.all([t.close(), server.close()]);
});

describe('npm run admin -- clearinghouse send-now and uploads', () => {
  it('batches the ready claims, the queue uploads them, and uploads lists them', async () => {
    const { cookie } = await t.signInAs(OPS);
    const connection = await senderFor(t, cookie, server);
    const other = await senderFor(t, cookie, server);
    await (
      await providerOf(t, 'cli-send-doula@example.com')
    )(2);

    const refused = await runAdminCommand('clearinghouse', 'send-now', connection.id);
    expect(refused.code).not.toBe(0);
    expect(refused.all).toContain(`Claims do not go out through "${connection.name}"`);

    const sent = await runAdminCommand('clearinghouse', 'send-now', other.id);
    expect(sent.code, sent.all).toBe(0);
    expect(sent.out).toBe('1 batch with 2 claims is being uploaded.');
    await t.app.jobs.drained();
    const [upload] = await uploadsOf(t, other.id);
    expect(server.list('inbound')).toContain(`${upload!.batch_number}.837`);

    const listed = await runAdminCommand('clearinghouse', 'uploads', other.id, '--limit', '5');
    expect(listed.code, listed.all).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`^batch ${upload!.batch_number}\\tsent\\t${upload!.batch_number}\\.837\\t`),
    );
    const audit = await t.database.pool.query<{ action: string }>(
      'SELECT action FROM audit_events WHERE entity_id = $1 ORDER BY id',
      [other.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'clearinghouse_connection.send_now',
        'clearinghouse_connection.list_uploads',
      ]),
    );
  });
});
