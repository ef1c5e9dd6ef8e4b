import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import type { ConnectionView, SendNowResult } from '#domain/clearinghouse/connections';
import { CONNECTIONS, providerOf, senderFor } from '../../testing/clearinghouse-sending.ts';
import { type SftpTestServer, startSftpServer } from '../../testing/sftp-server.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * "Send now" does its work per batch, not per claim (decision 103): the statements it sends to
 * PostgreSQL do not grow with the claims it sends, and every claim still gets what a status
 * change gives it: its history row, its audit event, her status email and a live notice.
 */
const OPS = 'send-count-ops@example.com';
let t: TestApp;
let sftp: SftpTestServer;
let connection: ConnectionView;

beforeAll(async () => {
  [t, sftp] = await Promise.all([
    buildTestApp({ ADMIN_EMAILS: OPS }),
    startSftpServer({ layout: 'office_ally' }),
  ]);
  const { cookie } = await t.signInAs(OPS);
  connection = await senderFor(t, cookie, sftp, { sendSchedule: { kind: 'manual' } });
});
afterAll(async () => {
  await Promise.all([t.close(), sftp.close()]);
});

/** Statements every pg client of this process sent while `work` ran. */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const query = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = query;
  }
}

/** Send now, counted; the queue's uploads (per batch, not per claim) may add a few. */
async function countedSendNow() {
  const { cookie } = await t.signInAs(OPS);
  await t.app.jobs.drained();
  const counted = await statementsOf(async () => {
    const response = await t.as(cookie).post(`${CONNECTIONS}/${connection.id}/send-now`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SendNowResult;
  });
  await t.app.jobs.drained();
  return counted;
}

/** Each claim's rows the send wrote, by claim id. */
async function writtenFor(claims: ClaimView[]) {
  const ids = claims.map((claim) => claim.id);
  const history = await t.database.pool.query<{ claim_id: string; n: number }>(
    `SELECT claim_id, count(*)::int AS n FROM claim_status_changes
      WHERE claim_id = ANY($1::uuid[]) AND from_status = 'pending' AND to_status = 'processing'
        AND note LIKE 'Sent in batch %' GROUP BY claim_id`,
    [ids],
  );
  const audit = await t.database.pool.query<{ entity_id: string; n: number }>(
    `SELECT entity_id, count(*)::int AS n FROM audit_events
      WHERE entity_type = 'claim' AND action = 'claim.status_change' AND entity_id = ANY($1::text[])
      GROUP BY entity_id`,
    [ids],
  );
  return {
    history: new Map(history.rows.map((row) => [row.claim_id, row.n])),
    audit: new Map(audit.rows.map((row) => [row.entity_id, row.n])),
  };
}

const statusEmails = async () =>
  (
    await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'claim_status'`,
    )
  ).rows[0]!.n;

describe('Send now, per batch', () => {
  it('sends as many statements for 24 claims of three doulas as for 2 of one, and each claim still gets its history, audit, email and live notice', async () => {
    const few = await (await providerOf(t, 'send-count-a@example.com'))(2);
    const first = await countedSendNow();
    expect(first.result).toMatchObject({ batches: 1, claims: 2 });

    const many: ClaimView[] = [];
    for (const email of ['b', 'c', 'd'].map((who) => `send-count-${who}@example.com`)) {
      many.push(...(await (await providerOf(t, email))(8)));
    }
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const notices: { id: string; action: string }[] = [];
    listener.on('notification', (message) => notices.push(JSON.parse(message.payload ?? '{}')));
    await listener.query('LISTEN live_changes');
    const emailsBefore = await statusEmails();
    const before = await writtenFor(many);

    const second = await countedSendNow();
    expect(second.result).toMatchObject({ batches: 1, claims: 24 });
    // A claim at a time was about a dozen statements each; per batch, the same for any number.
    expect(second.statements).toBeLessThanOrEqual(first.statements + 10);
    expect(second.statements).toBeLessThan(60);

    const written = await writtenFor([...few, ...many]);
    for (const claim of [...few, ...many]) {
      expect(written.history.get(claim.id), claim.formId).toBe(1);
    }
    for (const claim of many) {
      const audited = (written.audit.get(claim.id) ?? 0) - (before.audit.get(claim.id) ?? 0);
      expect(audited, claim.formId).toBe(1);
    }
    expect((await statusEmails()) - emailsBefore).toBe(24);
    await expect
      .poll(() =>
        many.every((claim) =>
          notices.some((notice) => notice.id === claim.id && notice.action === 'updated'),
        ),
      )
      .toBe(true);
    await listener.end();
  });
});
