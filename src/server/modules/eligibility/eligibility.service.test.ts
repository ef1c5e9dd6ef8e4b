import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CoverageCheckView, coverageMessages } from '#domain/clearinghouse/coverage';
import type { CoreTestServer } from '../../testing/core-soap-server.ts';
import { answerTo, type Fixture271, realTimeConnection } from '../../testing/coverage-checks.ts';
import { type Doula, operatorCookie, postClaim, validClaim } from '../../testing/doulas.ts';
import { createRecord, validPatient } from '../../testing/record-fixtures.ts';
import { startCoverageApp } from '../../testing/coverage-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * "Check coverage" against the CORE test endpoint on loopback: each answer shape of the 271
 * (covered, ended, managed care, AAA), each bad answer (timeout, another patient's trace, not
 * X12 that parses, a CORE error), the 24-hour cache and the daily limit; nothing in the logs.
 */
const MONTH = '2026-12';
let t: TestApp;
let core: CoreTestServer;
let maya: Doula;
let other: Doula;

beforeAll(async () => {
  ({ t, core, maya, other } = await startCoverageApp('coverage', 12));
});
afterAll(async () => {
  await Promise.all([t.close(), core.close()]);
});
beforeEach(async () => {
  core.faults = {};
  core.received.length = 0;
  // Each test asks about a patient of its own, so the cache of one never answers another.
  await t.database.pool.query('DELETE FROM coverage_checks');
});

const url = (patientId: string) => `/api/patients/${patientId}/coverage-checks`;
/**
 * A new patient of Maya's, her automatic check (eligibility.jobs.test.ts) answered and put
 * aside, with the endpoint's faults held meanwhile: these tests count what she asks herself.
 */
async function newPatient() {
  const faults = core.faults;
  const asked = core.received.length;
  core.faults = {};
  const id = await createRecord(t, maya.cookie, 'patients', validPatient());
  await t.app.jobs.drained(20_000);
  await t.database.pool.query("DELETE FROM coverage_checks WHERE source = 'patient_added'");
  core.received.length = asked;
  core.faults = faults;
  return id;
}

/** Checks a new patient of Maya's whose payer answers with `fixture`. */
async function checkAnswering(fixture: Fixture271, patientId?: string) {
  core.respond = (x12) => answerTo(x12, fixture);
  const id = patientId ?? (await newPatient());
  const response = await t.as(maya.cookie).post(url(id), { month: MONTH });
  expect(response.statusCode, response.body).toBe(200);
  return { id, check: response.json() as CoverageCheckView };
}

const rawAnswerOf = async (checkId: string) =>
  (
    await t.database.pool.query<{ raw_answer: string | null }>(
      'SELECT raw_answer FROM coverage_checks WHERE id = $1',
      [checkId],
    )
  ).rows[0]?.raw_answer;

/** What our team reads of a failed check: the endpoint's own words. */
const failureDetailOf = async (checkId: string) =>
  (
    await t.database.pool.query<{ failure_detail: string | null }>(
      'SELECT failure_detail FROM coverage_checks WHERE id = $1',
      [checkId],
    )
  ).rows[0]?.failure_detail;

describe('without a connection that answers in real time', () => {
  it('says in a plain sentence that checks are not available yet, and keeps nothing', async () => {
    const response = await t.as(maya.cookie).post(url(maya.patientId), { month: MONTH });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { message: coverageMessages.notAvailable } });
    const { rows } = await t.database.pool.query('SELECT 1 FROM coverage_checks');
    expect(rows).toHaveLength(0);
  });

  it('tells the patient dialog that checks cannot be made, so it offers none', async () => {
    const response = await t.as(maya.cookie).get(url(maya.patientId));
    expect(response.json()).toEqual({ checks: [], available: false });
  });
});

describe('with the test endpoint', () => {
  beforeAll(async () => {
    await realTimeConnection(t, await operatorCookie(t), core);
  });

  it('covered: the plan, its dates and the member ID as the payer knows it', async () => {
    const { id, check } = await checkAnswering('271-active');
    expect((await t.as(maya.cookie).get(url(id))).json()).toMatchObject({ available: true });
    expect(check).toMatchObject({
      patientId: id,
      month: MONTH,
      payerId: 'MCAL1',
      payerName: 'Medi-Cal',
      source: 'doula',
      status: 'covered',
      plan: { name: 'MEDI-CAL FULL SCOPE', from: '2025-06-01' },
      payerMemberId: '91234567A',
      managedCare: null,
      explanation: null,
    });
    expect(check).not.toHaveProperty('rawAnswer');
    // The 270 asked about her patient for the whole month, with Maya's NPI.
    const [asked] = core.received;
    expect(asked?.payload).toContain('NM1*IL*1*RIVERA*ANA****MI*POL-1001~');
    expect(asked?.payload).toContain('DTP*291*RD8*20261201-20261231~');
    expect(asked?.payload).toContain('XX*1234567893~');
    expect(await rawAnswerOf(check.id)).toContain('EB*1*IND*30*MC*MEDI-CAL FULL SCOPE~');
  });

  it('not covered: the plan ended, with its end date', async () => {
    const { check } = await checkAnswering('271-inactive-ended');
    expect(check).toMatchObject({
      status: 'not_covered',
      plan: { name: 'MEDI-CAL FULL SCOPE', from: '2025-06-01', to: '2026-10-31' },
    });
  });

  it('managed care: the plan to bill, its payer ID and phone', async () => {
    const { check } = await checkAnswering('271-managed-care-named');
    expect(check).toMatchObject({
      status: 'covered',
      payerMemberId: '92345678B',
      managedCare: {
        name: 'HEALTH NET COMMUNITY SOLUTIONS',
        payerId: '95567',
        phone: '8006758574',
        message: null,
      },
    });
  });

  it('managed care said only in words: the words, no guessed name', async () => {
    const { check } = await checkAnswering('271-managed-care-message');
    expect(check.managedCare).toMatchObject({ name: null, payerId: null });
    expect(check.managedCare?.message).toMatch(/MANAGED CARE/);
  });

  it('an AAA rejection: in plain words, with where she fixes it', async () => {
    const { check } = await checkAnswering('271-rejected-member-id');
    expect(check.status).toBe('rejected');
    expect(check.explanation).toMatch(/member ID/i);
    expect(check.explanation).toContain('Fix it in Patients.');
  });

  it('a provider rejection refuses the whole inquiry', async () => {
    const { check } = await checkAnswering('271-rejected-provider');
    expect(check.status).toBe('rejected');
    expect(check.explanation).toContain('My Account');
  });

  describe('bad answers: a plain sentence, the raw answer kept, nothing else', () => {
    it('an answer for another patient (another trace number)', async () => {
      core.respond = (x12) =>
        answerTo(x12, '271-active').replace(/TRN\*2\*CC\d+/, 'TRN*2*CC999999');
      const id = await newPatient();
      const response = await t.as(maya.cookie).post(url(id), { month: MONTH });
      const check = response.json() as CoverageCheckView;
      expect(check).toMatchObject({ status: 'failed', explanation: coverageMessages.otherPerson });
      expect(check.plan).toEqual({ name: null, from: null, to: null });
      expect(await rawAnswerOf(check.id)).toContain('TRN*2*CC999999');
    });

    it('an answer that names another provider', async () => {
      core.respond = (x12) => answerTo(x12, '271-active').replace('XX*1234567893', 'XX*1558598797');
      const id = await newPatient();
      const check = (await t.as(maya.cookie).post(url(id), { month: MONTH })).json();
      expect(check).toMatchObject({ status: 'failed', explanation: coverageMessages.otherPerson });
    });

    it('a 271 that does not parse', async () => {
      core.respond = (x12) => answerTo(x12, '271-active').replace(/SE\*\d+\*0001~/, '');
      const id = await newPatient();
      const check = (await t.as(maya.cookie).post(url(id), { month: MONTH })).json();
      expect(check).toMatchObject({ status: 'failed', explanation: coverageMessages.unreadable });
      expect(await rawAnswerOf(check.id)).toContain('ST*271');
    });

    it('a CORE error envelope', async () => {
      core.faults = { answer: 'core_error' };
      const id = await newPatient();
      const check = (await t.as(maya.cookie).post(url(id), { month: MONTH })).json();
      // She reads what happened and what to do; the CORE error is our team's to read.
      expect(check).toMatchObject({ status: 'failed', explanation: coverageMessages.notAnswered });
      expect(JSON.stringify(check)).not.toMatch(/CORE|clearinghouse|endpoint/i);
      expect(await failureDetailOf(check.id)).toContain('The clearinghouse refused the request.');
      expect(await rawAnswerOf(check.id)).toMatch(/ErrorCode/);
    });

    it('a timeout', async () => {
      core.faults = { delayMs: 6_000 };
      const id = await newPatient();
      const check = (await t.as(maya.cookie).post(url(id), { month: MONTH })).json();
      expect(check).toMatchObject({ status: 'failed', explanation: coverageMessages.notAnswered });
      expect(await failureDetailOf(check.id)).toBe(
        'The real-time endpoint did not answer in time.',
      );
    }, 15_000);
  });

  it('answers the same patient, payer and month from the last 24 hours without asking', async () => {
    const { id, check } = await checkAnswering('271-active');
    const again = await checkAnswering('271-inactive-ended', id);
    expect(again.check).toMatchObject({ id: check.id, status: 'covered', cached: true });
    expect(core.received).toHaveLength(1);
    // A day later, it asks again.
    await t.database.pool.query(
      `UPDATE coverage_checks SET checked_at = checked_at - interval '25 hours'`,
    );
    const later = await checkAnswering('271-inactive-ended', id);
    expect(later.check).toMatchObject({ status: 'not_covered' });
    expect(later.check.cached).toBeUndefined();
    expect(core.received).toHaveLength(2);
    // Both are in her patient's history, newest first.
    const history = (await t.as(maya.cookie).get(url(id))).json() as {
      checks: CoverageCheckView[];
    };
    expect(history.checks.map((c) => c.status)).toEqual(['not_covered', 'covered']);
  });

  it('refuses a check past the daily limit, in a plain sentence, sending nothing', async () => {
    core.respond = (x12) => answerTo(x12, '271-active');
    for (let i = 0; i < 12; i += 1) {
      const response = await t.as(maya.cookie).post(url(await newPatient()), { month: MONTH });
      expect(response.statusCode).toBe(200);
    }
    const refused = await t.as(maya.cookie).post(url(await newPatient()), { month: MONTH });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: coverageMessages.dailyLimit(12) } });
    expect(core.received).toHaveLength(12);
    // Another doula has her own limit.
    const hers = await t.as(other.cookie).post(url(other.patientId), { month: MONTH });
    expect(hers.statusCode).toBe(200);
  });

  it('the claim check refuses a date the payer said she was not covered on', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    core.respond = (x12) => answerTo(x12, '271-inactive-ended');
    const id = await newPatient();
    const checked = await t.as(maya.cookie).post(url(id), { month: yesterday.slice(0, 7) });
    expect(checked.json()).toMatchObject({ status: 'not_covered' });
    const billing = (await t.as(maya.cookie).get(`/api/patients/${id}/billing`)).json();
    expect(billing.coverage).toEqual([expect.objectContaining({ status: 'not_covered' })]);
    const refused = await postClaim(t, maya.cookie, validClaim(id, {}, yesterday));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.findings).toEqual([
      expect.objectContaining({ rule: 'coverage-checked', severity: 'error' }),
    ]);
  });

  it("another doula's patient is not found, and her history too", async () => {
    const response = await t.as(other.cookie).post(url(maya.patientId), { month: MONTH });
    expect(response.statusCode).toBe(404);
    expect((await t.as(other.cookie).get(url(maya.patientId))).statusCode).toBe(404);
    expect(core.received).toHaveLength(0);
  });

  it('logs nothing of the patient or the answer', () => {
    const logs = t.logs.join('\n');
    for (const secret of ['RIVERA', 'Rivera', 'POL-1001', '91234567A', 'HEALTH NET', 'ISA*']) {
      expect(logs).not.toContain(secret);
    }
  });
});
