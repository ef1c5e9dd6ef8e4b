import { beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionView, PollNowResult } from '#domain/clearinghouse/connections';
import { enqueueJob } from '../../jobs/index.ts';
import { connectionOn, dropAnswer } from '../../testing/answer-folders.ts';
import { createDoula, OPERATOR_EMAIL, operatorCookie, submitClaim } from '../../testing/doulas.ts';
import {
  acceptedAndRejected277ca,
  acknowledgement999,
  paid835,
} from '../../testing/response-files.ts';
import { sendInBatch } from '../../testing/sent-claims.ts';
import type { SftpTestServer } from '../../testing/sftp-server.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { useTwoServersAndSftp } from '../../testing/two-servers.ts';
import { POLL, POLL_TICK } from './index.ts';
import { pollIsDue } from './poll-jobs.ts';

/**
 * Two app servers on one database, both job queues running, as behind a load balancer: the
 * minute's tick, queued polls and "Poll now" on both at once still fetch and import each answer
 * file exactly once (issue 26, item 4, receiving's half).
 */
let a: TestApp;
let b: TestApp;
let server: SftpTestServer;
const base = '/api/operator/clearinghouse-connections';

const twins = useTwoServersAndSftp(OPERATOR_EMAIL);
beforeAll(() => ({ a, b, server } = twins));

const pollNow = async (t: TestApp, id: string) => {
  const response = await t.inject({
    method: 'POST',
    url: `${base}/${id}/poll-now`,
    headers: { cookie: await operatorCookie(t) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PollNowResult;
};

const count = async (sql: string, values: unknown[]) =>
  (await a.database.pool.query<{ n: number }>(sql, values)).rows[0]!.n;

describe('receiving on two app servers', () => {
  it('the tick polls a due connection only', () => {
    const at = new Date('2026-11-26T10:30:00Z');
    expect(pollIsDue(15, at)).toBe(true);
    expect(pollIsDue(15, new Date('2026-11-26T10:31:00Z'))).toBe(false);
    expect(pollIsDue(1, new Date('2026-11-26T10:31:00Z'))).toBe(true);
    expect(pollIsDue(60, new Date('2026-11-26T10:00:00Z'))).toBe(true);
  });

  it('imports each answer exactly once, however many ticks, jobs and Poll nows run at once', async () => {
    const doula = await createDoula(a, 'two-servers-doula@example.com');
    const claims = [await submitClaim(a, doula), await submitClaim(a, doula)];
    const number = await sendInBatch(a, claims);
    const answered = await Promise.all(
      claims.map(async (id) => {
        const response = await a.as(doula.cookie).get(`/api/claims/${id}`);
        const claim = response.json() as { formId: string; serviceDateFrom: string };
        return { formId: claim.formId, serviceDate: claim.serviceDateFrom };
      }),
    );
    const created = await a.inject({
      method: 'POST',
      url: base,
      headers: { cookie: await operatorCookie(a) },
      payload: connectionOn(server, 'office_ally'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const connection = created.json() as ConnectionView;
    const files = {
      'outbound/T.999': acknowledgement999(number, 'accepted'),
      'outbound/T.277': acceptedAndRejected277ca(answered[0]!, answered[1]!),
      'outbound/T.835': paid835(answered[0]!),
    };
    for (const [remote, text] of Object.entries(files)) dropAnswer(server, remote, text);
    // The same 835 again under another name, as a clearinghouse may leave it.
    dropAnswer(server, 'outbound/T-again.835', files['outbound/T.835']);

    // A tick on each server (at a minute both would poll), a queued poll from each, and Poll
    // now on each, all at once.
    const tick = { _cron: { ts: '2026-11-26T10:30:00.000Z' } };
    const results = await Promise.all([
      a.app.jobs.enqueue(POLL_TICK, tick),
      b.app.jobs.enqueue(POLL_TICK, tick),
      enqueueJob(a.database.db, POLL, { connectionId: connection.id }),
      enqueueJob(b.database.db, POLL, { connectionId: connection.id }),
      pollNow(a, connection.id),
      pollNow(b, connection.id),
    ]);
    await Promise.all([a.app.jobs.drained(), b.app.jobs.drained()]);

    const sentences = results.slice(4).map((result) => (result as PollNowResult).sentence);
    expect(sentences).toContain('No new answer files.');
    expect(await a.app.jobs.jobsOf(POLL)).toEqual([]);

    // Each distinct answer imported once, each file fetched once.
    expect(
      await count(`SELECT count(*)::int AS n FROM response_imports WHERE imported_by = $1`, [
        `clearinghouse "${connection.name}"`,
      ]),
    ).toBe(3);
    const rows = await a.database.pool.query<{ remote_name: string; outcome: string }>(
      'SELECT remote_name, outcome FROM clearinghouse_downloads WHERE connection_id = $1 ORDER BY remote_name',
      [connection.id],
    );
    expect(rows.rows.map((row) => [row.remote_name, row.outcome])).toEqual([
      ['T-again.835', 'repeated'],
      ['T.277', 'imported'],
      ['T.835', 'imported'],
      ['T.999', 'imported'],
    ]);
    expect(
      await count('SELECT count(*)::int AS n FROM claim_payments WHERE claim_id = $1', [claims[0]]),
    ).toBe(1);
    const paid = await a.as(doula.cookie).get(`/api/claims/${claims[0]}`);
    expect(paid.json()).toMatchObject({ status: 'approved', paidCents: 16211 });
  });
});
