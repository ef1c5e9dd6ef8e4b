import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyClaimStatusChanged } from '../modules/notifications/index.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { buildSecondServer, buildTestApp, type TestApp } from '../testing/test-app.ts';
import { enqueueJob, JobFailure, type JobKind } from './index.ts';

/**
 * Two app servers on one database, each with its worker running (as behind a load balancer):
 * work is done once, recurring work one run at a time, failures retried with a growing wait
 * and then marked failed.
 */
let inbox: SmtpInbox;
let a: TestApp;
let b: TestApp;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CANARY = 'Canary Patient 1985-04-12';

/** What each server ran, in order. */
const runs: { server: string; kind: string; n: number }[] = [];
let running = 0;
let mostAtOnce = 0;

function kindsOf(server: string): JobKind[] {
  const record = (kind: string) => async (payload: unknown) => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    runs.push({ server, kind, n: (payload as { n?: number }).n ?? 0 });
    await pause(15);
    running--;
  };
  return [
    { ...COUNT, run: record('count') },
    { name: 'test.every', every: { ms: 60 }, run: record('every') },
    {
      ...FLAKY,
      async run(payload) {
        runs.push({ server, kind: 'flaky', n: 0 });
        const { safe } = payload as { safe: boolean };
        // A handler's error may quote what it was working on: only a JobFailure's text is kept.
        throw safe ? new JobFailure('cannot connect') : new Error(`refused ${CANARY}`);
      },
    },
  ];
}

const COUNT = { name: 'test.count' };
const FLAKY = { name: 'test.flaky', maxAttempts: 3 };

const ranOf = (kind: string) => runs.filter((run) => run.kind === kind);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    SMTP_TLS: 'none',
    SMTP_FROM: 'Doula Billing <billing@example.com>',
    EMAIL_BATCH_SECONDS: '0',
  };
  const outboxTiming = { pollMs: 30 };
  a = await buildTestApp(env, { jobKinds: kindsOf('a'), jobPollMs: 50, outboxTiming });
  b = await buildSecondServer(a, env, { jobKinds: kindsOf('b'), jobPollMs: 50, outboxTiming });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await inbox?.stop();
});

describe('two app servers on one database', () => {
  it('run each enqueued job exactly once, and a job enqueued in a rolled-back transaction never', async () => {
    for (let n = 0; n < 30; n++) {
      if (n % 2) await a.app.jobs.enqueue(COUNT, { n });
      else await b.database.db.transaction((tx) => enqueueJob(tx, COUNT, { n }));
    }
    await b.database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, COUNT, { n: 99 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await Promise.all([a.app.jobs.drained(), b.app.jobs.drained()]);
    const done = ranOf('count').map((run) => run.n);
    expect(done.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('enqueue a keyed job once, however many times and from whichever server it is asked for', async () => {
    const before = ranOf('count').length;
    // Due only after all six asks, even on a machine busy with other tests (the fault tier runs
    // beside the browser journeys): a job run between two asks would be a second run.
    const runAt = new Date(Date.now() + 2_000);
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? a : b;
      await server.app.jobs.enqueue(COUNT, { n: 100 + i }, { key: 'batch-7', runAt });
    }
    await pause(Math.max(0, runAt.getTime() - Date.now()) + 100);
    await Promise.all([a.app.jobs.drained(), b.app.jobs.drained()]);
    // The last request's payload wins (replace): one run.
    expect(
      ranOf('count')
        .slice(before)
        .map((run) => run.n),
    ).toEqual([105]);
  });

  it('run recurring work one run at a time across both', async () => {
    mostAtOnce = 0;
    const before = ranOf('every').length;
    await pause(1_000);
    const ran = ranOf('every').length - before;
    // Every 60 ms after the previous run (15 ms) ended, picked up within a 50 ms poll: never
    // the two servers' rounds side by side, which would double the count.
    expect(ran).toBeGreaterThanOrEqual(4);
    expect(ran).toBeLessThanOrEqual(14);
    expect(mostAtOnce).toBe(1);
  });

  it('send each outbox email once', async () => {
    const before = inbox.messages.length;
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => a.signInAs(`twin-${i}@example.com`)),
    );
    for (const person of people) await notifyClaimStatusChanged(a.database.db, person.userId);
    await inbox.waitFor(before + people.length, 10_000);
    await pause(300); // further rounds on both servers: still one email each
    const received = inbox.messages.slice(before).flatMap((message) => message.to);
    expect(received.sort()).toEqual(people.map((_, i) => `twin-${i}@example.com`).sort());
  });

  it('retry a failing job with a growing wait, then mark it failed, keeping only a safe error', async () => {
    await a.app.jobs.enqueue(FLAKY, { safe: true });
    await b.app.jobs.enqueue(FLAKY, { safe: false });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const jobs = await waitFor(async () => {
        const now = await a.app.jobs.jobsOf(FLAKY);
        return now.every((job) => job.attempts === attempt && !job.running) ? now : undefined;
      });
      if (attempt < 3) {
        expect(jobs.every((job) => !job.failed)).toBe(true);
        waits.push(Math.min(...jobs.map((job) => job.runAt.getTime() - Date.now())));
        // Not the e^attempt seconds of a real wait: the test moves them to now.
        await a.app.jobs.runDueNow();
      } else {
        expect(jobs.map((job) => job.failed)).toEqual([true, true]);
        expect(jobs.map((job) => job.lastError)).toEqual(['cannot connect', 'Error']);
      }
    }
    // About e (2.7 s) after the first failure, e² (7.4 s) after the second.
    expect(waits[0]).toBeGreaterThan(1_500);
    expect(waits[0]).toBeLessThan(2_800);
    expect(waits[1]).toBeGreaterThan(6_000);
    expect(waits[1]).toBeLessThan(7_500);
    await pause(200);
    expect(ranOf('flaky')).toHaveLength(6); // three attempts each, then no more
    const logs = [...a.logs, ...b.logs].join('\n');
    expect(logs).toContain('job failed; attempts spent');
    expect(logs).not.toContain(CANARY);
  });
});

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('never got there');
    await pause(25);
  }
}
