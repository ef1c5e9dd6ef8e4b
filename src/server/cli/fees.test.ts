import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandLineTestApp, runAdminCommand } from '../testing/admin-command.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * `npm run admin -- fees …`: the console's fee service from the shell, with its schemas and
 * exit codes, each change audited under the console's action name.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildCommandLineTestApp();
});
afterAll(() => t.close());

const admin = runAdminCommand;

describe('fees price', () => {
  it('sets a price from a date and lists it beside the price in force', async () => {
    const set = await admin('fees', 'price', 'set', '--cents', '1200', '--from', '2099-12-01');
    expect(set.code, set.err).toBe(0);
    expect(set.out).toBe('$12.00 per claim from 2099-12-01.');

    const list = await admin('fees', 'price', 'list');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toContain('In force today: $10.00 per claim');
    expect(list.out).toContain('2099-12-01\t$12.00\tset by command line');

    const audit = await t.database.pool.query<{ entity_id: string; user_agent: string }>(
      `SELECT entity_id, user_agent FROM audit_events WHERE action = 'fee_price.update'`,
    );
    expect(audit.rows).toEqual([{ entity_id: '2099-12-01', user_agent: 'command line' }]);
  });

  it('refuses a price that is not whole cents, or a missing date', async () => {
    const half = await admin('fees', 'price', 'set', '--cents', '10.5', '--from', '2099-12-01');
    expect(half.code).not.toBe(0);
    expect(half.err).toContain('whole cents');
    const noDate = await admin('fees', 'price', 'set', '--cents', '1200');
    expect(noDate.code).toBe(2);
  });

  it('answers an empty ledger in words', async () => {
    expect((await admin('fees', 'unpaid')).out).toBe('Every statement is paid.');
    expect((await admin('fees', 'doulas')).out).toBe('No fees yet: no claim has been accepted.');
  });
});
