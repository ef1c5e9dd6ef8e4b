import { describe, expect, it } from 'vitest';
import { commandLineTestApp, runAdminCommand } from '../testing/admin-command.ts';

/**
 * `npm run admin -- enrollment …`: the console's enrollment service from the shell, with its
 * schema and exit codes, each change audited under the console's action name.
 */
const cli = commandLineTestApp();

const admin = runAdminCommand;

describe('enrollment set and list', () => {
  it('records a payer’s enrollment with its dates and lists it', async () => {
    const set = await admin(
      'enrollment',
      'set',
      'cli77',
      'remittance',
      'approved',
      '--requested-on',
      '2026-09-01',
      '--approved-on',
      '2026-10-15',
      '--note',
      'Ref 4411',
    );
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain('CLI77');
    expect(set.out).toMatch(
      /Remittances \(835\)\tApproved\trequested 2026-09-01; approved 2026-10-15; Ref 4411/,
    );
    expect(set.out).toContain('The payer approved the enrollment');

    const list = await admin('enrollment', 'list');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toMatch(/CLI77\t/);
    expect(list.out).toMatch(/Claims \(837P\)\tNot needed/);

    const audit = await cli.t.database.pool.query<{ entity_id: string; user_agent: string }>(
      `SELECT entity_id, user_agent FROM audit_events WHERE action = 'payer_enrollment.update'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'CLI77/remittance', user_agent: 'command line' }]);
  });

  it('answers wrong input with its reason and a usage exit code, and changes nothing', async () => {
    const wrong = await admin('enrollment', 'set', 'CLI78', 'claims', 'maybe');
    expect(wrong.code).toBe(2);
    expect(wrong.all).toMatch(/state/i);
    const missing = await admin('enrollment', 'set', 'CLI78');
    expect(missing.code).toBe(2);
    expect((await admin('enrollment', 'list')).out).not.toContain('CLI78');
  });
});
