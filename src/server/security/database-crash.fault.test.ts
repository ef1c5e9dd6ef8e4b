import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doulaWithPatient,
  keepRunning,
  loadClaim,
  type LoadDoula,
  postClaim,
  queryRows,
} from '../testing/crash-load.ts';
import {
  freePort,
  request,
  startServer,
  waitUntilReady,
  type ServerProcess,
} from '../testing/server-process.ts';
import type { ClaimSubmitInput } from '#domain/claims/requests';

/**
 * The real server on its embedded PostgreSQL; the postmaster is SIGKILLed while claims are
 * being submitted. The server notices (/health says the database is down while the app is up),
 * restarts the cluster, and serves again; meanwhile the API answers 503, never 500. Submissions that were not acknowledged are retried
 * with the same Idempotency-Key. Then every key has exactly one claim (the acknowledged one)
 * and exactly one claim.create audit row.
 *
 * Then the same after the server itself was SIGKILLed: the PostgreSQL it left running must be
 * supervised by the next server (decision 040), or its death would leave the database down
 * until a person restarts the server.
 */
const CONCURRENCY = 4;

let dataDir: string;
let port: number;
let server: ServerProcess;
let databaseUrl: string;
let doula: LoadDoula;
let claimsHanded = 0;
const taxIdKey = randomBytes(32).toString('base64');

async function clusterUrl(): Promise<string> {
  const password = (await fs.readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const pid = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid.split('\n')[3]}/app`;
}

async function postmasterPid(): Promise<number> {
  const pid = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(pid.split('\n')[0]);
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'database-crash-'));
  await fs.chmod(dataDir, 0o755); // the cluster's `postgres` user must reach it when run as root
  port = await freePort();
  server = startServer({ PORT: String(port), DATA_DIR: dataDir, TAX_ID_KEY: taxIdKey });
  await waitUntilReady(server, port);
  databaseUrl = await clusterUrl();
  doula = await doulaWithPatient(databaseUrl, taxIdKey, 'database-crash@example.com');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every answer other than 201, for the failure message and the check that none is a 500. */
const statuses: string[] = [];

interface Submission {
  key: string;
  body: ClaimSubmitInput;
  acknowledged?: string;
  /** Answers that said the claim already existed: each is audited as a call of its own. */
  replays: number;
}

async function submit(submission: Submission): Promise<boolean> {
  const answer = await postClaim(port, doula.cookie, submission.key, submission.body).catch(
    () => undefined,
  );
  if (answer?.status !== 201) {
    statuses.push(answer ? `${answer.status} ${answer.body.slice(0, 200)}` : 'no answer');
    return false;
  }
  if (answer.headers['idempotent-replayed'] === 'true') submission.replays += 1;
  const claim = JSON.parse(answer.body) as { id: string };
  submission.acknowledged ??= claim.id;
  expect(claim.id).toBe(submission.acknowledged);
  return true;
}

async function health(): Promise<string> {
  const answer = await request(port, 'GET', '/health', {}).catch(() => undefined);
  if (!answer) return 'no answer';
  return (JSON.parse(answer.body) as { database: string }).database;
}

/** Claims submitted by CONCURRENCY clients until stopped, each retried until acknowledged. */
function submitClaims() {
  const submissions: Submission[] = [];
  let stop = false;
  const stopped = () => stop;
  const submitOne = async () => {
    const submission = {
      key: `db-crash-${randomUUID()}`,
      body: loadClaim(doula, claimsHanded++),
      replays: 0,
    };
    submissions.push(submission);
    // Retried with the same key and body until acknowledged, as the claim form does. Bounded
    // in time, not in tries: a server restarting on a busy machine refuses connections for a
    // while, each try failing at once.
    const deadline = Date.now() + 90_000;
    while (!(await submit(submission))) {
      if (Date.now() > deadline)
        throw new Error(`${statuses.slice(-5).join('\n')}\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const healthSeen = new Set<string>();
  const watchHealth = async () => {
    healthSeen.add(await health());
    await new Promise((r) => setTimeout(r, 50));
  };
  const running = Promise.all([
    keepRunning(CONCURRENCY, submitOne, stopped),
    keepRunning(1, watchHealth, stopped),
  ]);
  return {
    submissions,
    healthSeen,
    acknowledged: () => submissions.filter((s) => s.acknowledged).length,
    async finish() {
      stop = true;
      await running;
    },
  };
}

/** Waits until `done()` holds, checking every 100 ms, at most `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!done() && Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until /health says the database is up; returns how long that took. */
async function untilHealthy(timeoutMs: number): Promise<number> {
  const started = Date.now();
  while ((await health()) !== 'up' && Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

/**
 * Every submission is a claim exactly once (the acknowledged one), with its own audit row.
 * `replayRowsExact`: each replay's row too. A replay's row is written after the claim's
 * transaction; the audit trail logs a failed write and still answers, so when PostgreSQL dies
 * at that instant the row can be missing (only the second test, which kills two processes,
 * meets that instant often enough to see it).
 */
async function expectEveryClaimOnceWithItsAuditRow(
  submissions: Submission[],
  replayRowsExact = true,
) {
  const rows = await queryRows<{ id: string; key: string; audited: number }>(
    databaseUrl,
    `SELECT c.id, c.idempotency_key AS key,
       (SELECT count(*)::int FROM audit_events a
          WHERE a.entity_id = c.id::text AND a.action = 'claim.create'
            AND a.outcome = 'success') AS audited
     FROM claims c WHERE c.user_id = $1 AND c.idempotency_key = ANY($2::text[])`,
    [doula.userId, submissions.map((submission) => submission.key)],
  );
  expect(rows.length).toBe(submissions.length);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  expect(byKey.size).toBe(rows.length);
  for (const submission of submissions) {
    const row = byKey.get(submission.key);
    expect(row?.id, submission.key).toBe(submission.acknowledged);
    // The claim's own audit row, committed with it, exactly once (plus one per replay).
    if (replayRowsExact) expect(row?.audited, submission.key).toBe(1 + submission.replays);
    expect(row?.audited, submission.key).toBeGreaterThanOrEqual(1);
    expect(row?.audited, submission.key).toBeLessThanOrEqual(1 + submission.replays);
  }
}

describe('the database dies while claims are submitted', () => {
  it('restarts it, and every acknowledged claim and its audit row exist exactly once', async () => {
    statuses.length = 0;
    const load = submitClaims();
    await new Promise((r) => setTimeout(r, 1_500));
    // Killed while claims flow: once some are acknowledged (later on a busy machine).
    await until(() => load.acknowledged() > 0, 30_000);
    const before = load.acknowledged();
    process.kill(await postmasterPid(), 'SIGKILL');
    // The cluster comes back on its own; then let submissions flow a little longer.
    await new Promise((r) => setTimeout(r, 500));
    await untilHealthy(60_000);
    await new Promise((r) => setTimeout(r, 1_500));
    await until(() => load.acknowledged() > before, 30_000);
    await load.finish();

    expect(server.child.exitCode).toBeNull(); // the app stayed up throughout
    expect(load.healthSeen).toContain('down');
    expect(await health()).toBe('up');
    expect(server.output()).toContain('PostgreSQL stopped unexpectedly');
    // While it was down the API said so with 503 (try again), never a 500.
    expect(statuses.some((status) => status.startsWith('503 '))).toBe(true);
    expect(
      statuses.filter((status) => status.startsWith('5') && !status.startsWith('503 ')),
    ).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(load.acknowledged()).toBe(load.submissions.length);
    expect(load.acknowledged()).toBeGreaterThan(before);
    await expectEveryClaimOnceWithItsAuditRow(load.submissions);
  }, 120_000);
});

describe('the server is killed, then the PostgreSQL it left running dies', () => {
  it('the next server supervises that PostgreSQL too: back within 10 s, nothing acknowledged lost', async () => {
    statuses.length = 0;
    const load = submitClaims();
    await new Promise((r) => setTimeout(r, 1_000));
    const orphan = await postmasterPid();
    await server.kill(); // a crash: PostgreSQL, in its own process group, stays running
    expect(() => process.kill(orphan, 0)).not.toThrow();

    server = startServer({ PORT: String(port), DATA_DIR: dataDir, TAX_ID_KEY: taxIdKey });
    await waitUntilReady(server, port);
    await new Promise((r) => setTimeout(r, 1_000));
    const supervised = await postmasterPid();
    expect(supervised).not.toBe(orphan);
    expect(server.output()).toContain('with nobody supervising it');
    databaseUrl = await clusterUrl();

    const before = load.acknowledged();
    process.kill(supervised, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    expect(await untilHealthy(10_000)).toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, 1_000));
    await until(() => load.acknowledged() > before, 30_000);
    await load.finish();

    expect(server.child.exitCode).toBeNull();
    expect(load.healthSeen).toContain('down');
    expect(server.output()).toContain('PostgreSQL stopped unexpectedly');
    expect(load.acknowledged()).toBe(load.submissions.length);
    expect(load.acknowledged()).toBeGreaterThan(before);
    await expectEveryClaimOnceWithItsAuditRow(load.submissions, false);
  }, 120_000);
});
