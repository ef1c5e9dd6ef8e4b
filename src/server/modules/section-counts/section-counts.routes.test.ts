import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionCounts } from '#domain/operations/section-counts';
import {
  createDoula,
  OPERATOR_EMAIL,
  operatorCookie,
  submitClaim,
  type Doula,
} from '../../testing/doulas.ts';
import { freshHeldPayment } from '../../testing/operator-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The counts on the console's section tabs: ready claims (not those waiting on the doula), held
 * payments and emails due, each capped; operators only, every read audited.
 */
let t: TestApp;
let ops: string;
let doula: Doula;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
  ops = await operatorCookie(t);
  doula = await createDoula(t, 'counted@example.com');
}, 60_000);
afterAll(() => t?.close());

async function counts(cookie = ops) {
  const response = await t.inject({
    method: 'GET',
    url: '/api/operator/section-counts',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SectionCounts;
}

describe("the console's section counts", () => {
  it('counts ready claims, held payments and emails due', async () => {
    const before = await counts();
    const ready = [await submitClaim(t, doula), await submitClaim(t, doula)];
    expect((await counts()).claims).toEqual({ count: before.claims.count + 2, more: false });

    // A claim waiting on the doula (her ZIP+4) is not the operator's to send.
    await t.database.pool.query(
      `UPDATE claims SET send_blockers = '[{"rule":"zip-plus-four"}]'::jsonb WHERE id = $1`,
      [ready[0]],
    );
    expect((await counts()).claims.count).toBe(before.claims.count + 1);

    await freshHeldPayment(t, doula);
    expect((await counts()).review).toEqual({ count: before.review.count + 1, more: false });
  });

  it('stops counting at 99 and says there are more', async () => {
    await t.database.pool.query(
      `INSERT INTO outbox (user_id, kind, to_address, status)
       SELECT $1::uuid, 'claim_status', 'counted@example.com', 'pending'
       FROM generate_series(1, 120)`,
      [doula.userId],
    );
    // Sent ones are done: never counted.
    await t.database.pool.query(
      `INSERT INTO outbox (user_id, kind, to_address, status)
       SELECT $1::uuid, 'claim_status', 'counted@example.com', 'sent' FROM generate_series(1, 5)`,
      [doula.userId],
    );
    expect((await counts()).outbox).toEqual({ count: 99, more: true });
  });

  it('answers operators only, and audits each read', async () => {
    const refused = await t.inject({
      method: 'GET',
      url: '/api/operator/section-counts',
      headers: { cookie: doula.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/operator/section-counts' })).statusCode,
    ).toBe(401);
    const { rows: before } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'console.operator_counts'`,
    );
    await counts();
    const { rows: after } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'console.operator_counts'`,
    );
    expect(after[0].n).toBe(before[0].n + 1);
  });
});
