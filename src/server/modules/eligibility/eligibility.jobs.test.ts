import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreTestServer } from '../../testing/core-soap-server.ts';
import { answerTo, realTimeConnection } from '../../testing/coverage-checks.ts';
import { type Doula, operatorCookie } from '../../testing/doulas.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { createRecord, validPatient } from '../../testing/record-fixtures.ts';
import { startCoverageApp } from '../../testing/coverage-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { COVERAGE_CHECK, COVERAGE_MONTHLY, queuePatientAddedCheck } from './eligibility.jobs.ts';

/**
 * The automatic coverage checks through the real job queue, against the CORE test endpoint on
 * loopback: a patient she adds is checked once, the first of the month checks every open
 * pregnancy; nothing while no connection answers; her daily limit holds; ids alone are logged.
 */
const MONTH = new Date().toISOString().slice(0, 7);
const LIMIT = 8;
let t: TestApp;
let core: CoreTestServer;
let maya: Doula;
let other: Doula;

beforeAll(async () => {
  ({ t, core, maya, other } = await startCoverageApp('coverage-jobs', LIMIT));
});
afterAll(async () => {
  await Promise.all([t.close(), core.close()]);
});
beforeEach(async () => {
  core.respond = (x12) => answerTo(x12, '271-active');
  core.received.length = 0;
  await t.database.pool.query('DELETE FROM coverage_checks');
});

const addPatient = (overrides: Parameters<typeof validPatient>[0] = {}) =>
  createRecord(t, maya.cookie, 'patients', validPatient(overrides));

/** Every waiting job runs now; resolves when none is left. */
async function settle() {
  await t.app.jobs.runDueNow();
  await t.app.jobs.drained(20_000);
}

const checksOf = async (patientId: string) =>
  (
    await t.database.pool.query<{ source: string; status: string; month: string }>(
      'SELECT source, status, month FROM coverage_checks WHERE patient_id = $1',
      [patientId],
    )
  ).rows;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('without a connection that answers real-time questions', () => {
  it('adding a patient and the first of the month ask nothing and queue nothing', async () => {
    const logged = t.logs.length;
    const id = await addPatient();
    await t.app.jobs.enqueue(COVERAGE_MONTHLY);
    await settle();
    expect(await t.app.jobs.jobsOf(COVERAGE_CHECK)).toEqual([]);
    // Not even tried: no check job ran to be refused.
    expect(t.logs.slice(logged).join('\n')).not.toContain('coverage not checked');
    expect(await checksOf(id)).toEqual([]);
    expect(core.received).toHaveLength(0);
  });
});

describe('with the test endpoint', () => {
  beforeAll(async () => {
    await realTimeConnection(t, await operatorCookie(t), core);
  });

  it('a patient she adds is checked for this month by the queue, once', async () => {
    const id = await addPatient();
    await settle();
    expect(await checksOf(id)).toEqual([
      { source: 'patient_added', status: 'covered', month: MONTH },
    ]);
    expect(core.received).toHaveLength(1);
    expect(core.received[0]?.payload).toContain('NM1*IL*1*RIVERA*ANA****MI*POL-1001~');

    // Queued twice before it runs (the key): asked once.
    const twice = await addPatient({ policyNumber: 'POL-2002' });
    await settle();
    await t.database.pool.query('DELETE FROM coverage_checks');
    core.received.length = 0;
    await t.database.db.transaction(async (tx) => {
      await queuePatientAddedCheck(tx, maya.userId, twice);
      await queuePatientAddedCheck(tx, maya.userId, twice);
    });
    await settle();
    expect(await checksOf(twice)).toHaveLength(1);
    expect(core.received).toHaveLength(1);
  });

  it('the first of the month checks every open pregnancy, not an ended or archived one', async () => {
    const open = await addPatient({ policyNumber: 'POL-3003' });
    const ended = await addPatient({
      policyNumber: 'POL-3004',
      expectedDueDate: yesterday(),
      pregnancyEndedDate: yesterday(),
    });
    const archived = await addPatient({ policyNumber: 'POL-3005' });
    await t.database.pool.query('UPDATE patients SET deleted = true WHERE id = $1', [archived]);
    await settle();
    // Their checks from being added are a day old: the cache no longer answers for them.
    await t.database.pool.query('DELETE FROM coverage_checks');
    core.received.length = 0;

    await t.app.jobs.enqueue(COVERAGE_MONTHLY);
    await settle();
    const monthly = [{ source: 'monthly', status: 'covered', month: MONTH }];
    expect(await checksOf(open)).toEqual(monthly);
    expect(await checksOf(other.patientId)).toEqual(monthly);
    expect(await checksOf(ended)).toEqual([]);
    expect(await checksOf(archived)).toEqual([]);
  });

  it('keeps to her daily limit, and logs only the patient id and the reason', async () => {
    // More open pregnancies of Maya's than her limit allows in a day.
    for (let i = 0; i < LIMIT; i += 1) await addPatient({ policyNumber: `POL-40${i}` });
    await settle();
    await t.database.pool.query('DELETE FROM coverage_checks');
    core.received.length = 0;
    const logged = t.logs.length;

    await t.app.jobs.enqueue(COVERAGE_MONTHLY);
    await settle();
    const { rows } = await t.database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM coverage_checks WHERE user_id = $1',
      [maya.userId],
    );
    expect(rows[0]?.count).toBe(LIMIT);
    const refusals = t.logs.slice(logged).filter((line) => line.includes('coverage not checked'));
    expect(refusals.length).toBeGreaterThan(0);
    for (const line of refusals) expect(line).toContain('"reason":"rate_limited"');
  });

  /**
   * Ends every check with a turn left: waiting ones now, running ones once they stop, retries
   * not yet due as well (a running check that throws comes back as one, with its old turn).
   */
  const endEveryCheck = () =>
    vi.waitFor(
      async () => {
        await t.database.pool.query(
          `SELECT graphile_worker.permanently_fail_jobs(array_agg(id))
           FROM graphile_worker.jobs WHERE task_identifier = 'coverage.check' AND locked_at IS NULL`,
        );
        const { rows } = await t.database.pool.query<{ left: number }>(
          `SELECT count(*)::int AS left FROM graphile_worker.jobs
           WHERE task_identifier = 'coverage.check'
             AND (locked_at IS NOT NULL OR attempts < max_attempts)`,
        );
        expect(rows[0]?.left, 'coverage checks with a turn left').toBe(0);
      },
      { timeout: 20_000, interval: 25 },
    );

  it("300 checks queued by one doula delay another doula's check by one at most", async () => {
    // Unknown patients: each check runs and is refused (logged with its id) in the queue's order.
    // A doula with nothing waiting: registered, with no patient (adding one queues its check).
    const newcomer = await registeredUser(t, 'coverage-jobs-newcomer@example.com');
    // Earlier tests' checks (a retry coming due, say) would take turns and be logged among these.
    await endEveryCheck();
    const hers: string[] = Array.from({ length: 300 }, () => randomUUID());
    const theirs = randomUUID();
    await t.database.db.transaction(async (tx) => {
      for (const id of hers) await queuePatientAddedCheck(tx, maya.userId, id);
      await queuePatientAddedCheck(tx, newcomer.userId, theirs);
    });
    const logged = t.logs.length;
    const refused = () =>
      t.logs
        .slice(logged)
        .filter((line) => line.includes('coverage not checked'))
        .map((line) => (JSON.parse(line) as { patientId: string }).patientId);
    for (let waited = 0; refused().length < 4 && waited < 30_000; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const order = refused().map((id) => (id === theirs ? 'theirs' : hers.indexOf(id)));
    expect(order.slice(0, 2), `refused in this order: ${order.join(', ')}`).toContain('theirs');
    // The rest of hers would take a while one at a time: they are not this test's point.
    await endEveryCheck();
    expect(refused().every((id) => id === theirs || hers.includes(id))).toBe(true);
  });

  it('logs nothing of the patient or the answer', () => {
    const logs = t.logs.join('\n');
    for (const secret of ['RIVERA', 'Rivera', 'POL-', '91234567A', 'MEDI-CAL', 'ISA*']) {
      expect(logs).not.toContain(secret);
    }
  });
});
