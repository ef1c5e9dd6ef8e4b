import { beforeAll, describe, expect, it } from 'vitest';
import * as sending from '../../testing/clearinghouse-sending.ts';
import type { SftpTestServer } from '../../testing/sftp-server.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { useTwoServersAndSftp } from '../../testing/two-servers.ts';

/**
 * Two app servers on one database, both queues running (as behind a load balancer): the same
 * minute's tick on both, "Send now" on both at once and the same upload asked for again and
 * again still upload each batch exactly once.
 */
const OPS = 'twin-ops@example.com';
let a: TestApp;
let b: TestApp;
let server: SftpTestServer;

const twins = useTwoServersAndSftp(OPS);
beforeAll(() => ({ a, b, server } = twins));

describe('two app servers on one database', () => {
  it('upload each batch exactly once', async () => {
    const { cookie: opsA } = await a.signInAs(OPS);
    const { cookie: opsB } = await b.signInAs(OPS);
    const connection = await sending.senderFor(a, opsA, server);
    // One after the other: on a fresh database the first registration publishes the agreement,
    // and two at once would each publish their own version.
    const submitters = [
      await sending.providerOf(a, 'twin-alice@example.com'),
      await sending.providerOf(b, 'twin-bea@example.com'),
    ];
    for (let round = 0; round < 3; round++) {
      await Promise.all(submitters.map((submit) => submit(2)));
      const minute = `2026-11-26T08:${String(round * 5).padStart(2, '0')}:00.000Z`;
      await Promise.all([
        sending.tick(a, minute),
        sending.tick(b, minute),
        a.as(opsA).post(`${sending.CONNECTIONS}/${connection.id}/send-now`),
        b.as(opsB).post(`${sending.CONNECTIONS}/${connection.id}/send-now`),
      ]);
      await Promise.all([sending.retryRounds(a, 1), sending.retryRounds(b, 1)]);
      // Each upload asked for again from both servers.
      for (const upload of await sending.uploadsOf(a, connection.id)) {
        for (const twin of [a, b]) {
          await twin.app.jobs.enqueue(
            { name: 'clearinghouse.upload' },
            { batchId: upload.batch_id },
          );
        }
      }
      await Promise.all([sending.retryRounds(a, 1), sending.retryRounds(b, 1)]);
    }
    const uploads = await sending.uploadsOf(a, connection.id);
    const { rows } = await a.database.pool.query<{ batches: number; claims: number }>(
      'SELECT count(*)::int AS batches, sum(claim_count)::int AS claims FROM claim_batches',
    );
    expect(rows[0]!.claims).toBe(12);
    expect(uploads).toHaveLength(rows[0]!.batches);
    expect(uploads.every((upload) => upload.state === 'sent' && upload.attempts === 1)).toBe(true);
    const files = server.list('inbound').filter((name) => !name.startsWith('.'));
    expect(files.sort()).toEqual(uploads.map((upload) => upload.remote_name).sort());
  });
});
