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

describe('the database dies while claims are submitted', () => {
  it('restarts it, and every acknowledged claim and its audit row exist exactly once', async () => {
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
      // Retried with the same key and body until acknowledged, as the claim form does.
      while (!(await submit(submission))) {
        if (statuses.length > 500)
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
    await new Promise((r) => setTimeout(r, 1_500));
    const before = submissions.filter((s) => s.acknowledged).length;
    process.kill(await postmasterPid(), 'SIGKILL');
    // The cluster comes back on its own; then let submissions flow a little longer.
    const deadline = Date.now() + 60_000;
    await new Promise((r) => setTimeout(r, 500));
    while ((await health()) !== 'up' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1_500));
    stop = true;
    await running;

    expect(server.child.exitCode).toBeNull(); // the app stayed up throughout
    expect(healthSeen).toContain('down');
    expect(await health()).toBe('up');
    expect(server.output()).toContain('PostgreSQL stopped unexpectedly');
    // While it was down the API said so with 503 (try again), never a 500.
    expect(statuses.some((status) => status.startsWith('503 '))).toBe(true);
    expect(
      statuses.filter((status) => status.startsWith('5') && !status.startsWith('503 ')),
    ).toEqual([]);
    const acknowledged = submissions.filter((s) => s.acknowledged);
    expect(before).toBeGreaterThan(0);
    expect(acknowledged.length).toBe(submissions.length);
    expect(acknowledged.length).toBeGreaterThan(before);

    const rows = await queryRows<{ id: string; key: string; audited: number }>(
      databaseUrl,
      `SELECT c.id, c.idempotency_key AS key,
         (SELECT count(*)::int FROM audit_events a
            WHERE a.entity_id = c.id::text AND a.action = 'claim.create'
              AND a.outcome = 'success') AS audited
       FROM claims c WHERE c.user_id = $1`,
      [doula.userId],
    );
    expect(rows.length).toBe(submissions.length);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.size).toBe(rows.length);
    for (const submission of submissions) {
      const row = byKey.get(submission.key);
      expect(row?.id, submission.key).toBe(submission.acknowledged);
      // The claim's own audit row, committed with it, exactly once (plus one per replay).
      expect(row?.audited, submission.key).toBe(1 + submission.replays);
    }
  }, 120_000);
});
