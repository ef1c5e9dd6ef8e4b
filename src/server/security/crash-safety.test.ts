import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/api-errors';
import { registeredUser } from '../testing/fixtures.ts';
import { validPatient } from '../testing/record-fixtures.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { validClaim } from '../testing/write-routes.ts';

/**
 * Issue 6 item 9: the real server process (`node --import tsx src/server/main.ts`) is killed
 * with SIGKILL at random moments while claims are being submitted, then restarted on the same
 * database, CRASH_CYCLES times (20 by default). Some unacknowledged submissions are retried
 * with the same Idempotency-Key and body in the next cycle (some twice at once); a last clean
 * start retries all of them. Then: every acknowledged submission has exactly one claim (the one it was answered
 * with), no key has two, form IDs are unique, each claim has its one "Submitted" history row
 * and its audit row, and after the final retries every key sent has exactly one claim.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const CONCURRENCY = 6;

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

interface Submission {
  key: string;
  body: ReturnType<typeof validClaim>;
  /** The claim a 201 answered with, the first time one did. */
  acknowledged?: { id: string; formId: string };
  attempts: number;
}

interface Server {
  child: ChildProcess;
  output: string[];
  exited: Promise<unknown>;
}

let databaseUrl: string;
let dropDatabase: () => Promise<void>;
let dataDir: string;
let port: number;
let cookie: string;
let userId: string;
let patientId: string;
const taxIdKey = randomBytes(32).toString('base64');
let server: Server | undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  dropDatabase = database.drop;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crash-safety-'));
  port = await freePort();
  // The doula and her patient, made in-process on the database the real server will use.
  const t = await buildTestApp({ TAX_ID_KEY: taxIdKey }, { databaseUrl });
  try {
    ({ userId, cookie } = await registeredUser(t, 'crash-safety@example.com'));
    const patient = await t.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { cookie },
      payload: validPatient(),
    });
    patientId = (patient.json() as { id: string }).id;
  } finally {
    await t.close();
  }
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await dropDatabase?.();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TAX_ID_KEY: taxIdKey,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output, exited: once(child, 'exit') };
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        timeout: 15_000,
        headers: {
          cookie,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitUntilReady(current: Server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (current.child.exitCode !== null) {
      throw new Error(`the server exited during start:\n${current.output.join('')}`);
    }
    try {
      if ((await request('GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`the server did not become ready:\n${current.output.join('')}`);
}

const submissions = new Map<string, Submission>();
/** Any answer that is neither a 201 nor a lost connection: each one is a bug. */
const unexpected: string[] = [];
const stats = { sent: 0, acknowledged: 0, interrupted: 0, replayed: 0 };

function newSubmission(): Submission {
  const key = `crash-${randomUUID()}`;
  const submission: Submission = {
    key,
    body: validClaim(patientId, { notes: `crash test ${key}` }),
    attempts: 0,
  };
  submissions.set(key, submission);
  return submission;
}

async function submit(submission: Submission) {
  submission.attempts += 1;
  stats.sent += 1;
  let answer: Answer;
  try {
    answer = await request('POST', '/api/claims', submission.body, {
      'idempotency-key': submission.key,
    });
  } catch {
    stats.interrupted += 1; // the connection died with the server: not acknowledged
    return;
  }
  if (answer.status !== 201) {
    unexpected.push(`${submission.key}: ${answer.status} ${answer.body}`);
    return;
  }
  const claim = JSON.parse(answer.body) as { id: string; formId: string; notes: string };
  if (answer.headers['idempotent-replayed'] === 'true') stats.replayed += 1;
  if (claim.notes !== submission.body.notes) {
    unexpected.push(`${submission.key}: answered with another claim's notes`);
  }
  if (submission.acknowledged) {
    if (submission.acknowledged.id !== claim.id) {
      unexpected.push(`${submission.key}: acknowledged twice with two claims`);
    }
  } else {
    submission.acknowledged = { id: claim.id, formId: claim.formId };
    stats.acknowledged += 1;
  }
}

/** Submits claims from CONCURRENCY workers until stopped; retries go first. */
async function load(retries: Submission[], stopped: () => boolean) {
  const queue = [...retries];
  const worker = async () => {
    while (!stopped()) {
      await submit(queue.shift() ?? newSubmission());
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const unacknowledged = () => [...submissions.values()].filter((s) => !s.acknowledged);

describe('crash safety', () => {
  it(
    `every acknowledged claim exists exactly once after ${CYCLES} SIGKILLs`,
    async () => {
      const started = Date.now();
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        server = startServer();
        await waitUntilReady(server);
        // Retry about half of what was never acknowledged, with the same key and body; some
        // twice at once, as a client retrying while its first retry is still on its way.
        const retries = unacknowledged()
          .filter(() => Math.random() < 0.5)
          .flatMap((submission) => (Math.random() < 0.2 ? [submission, submission] : [submission]));
        let killed = false;
        const running = load(retries, () => killed);
        await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 470));
        server.child.kill('SIGKILL');
        killed = true;
        await server.exited;
        await running;
      }

      // A last, clean start on the same data: everything not yet acknowledged is retried.
      server = startServer();
      await waitUntilReady(server);
      for (const submission of unacknowledged()) await submit(submission);
      const listed = await request('GET', '/api/claims?limit=1');
      expect(listed.status).toBe(200);
      server.child.kill('SIGTERM');
      await server.exited;

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `crash safety: ${CYCLES} SIGKILLs in ${seconds} s; ${submissions.size} keys, ` +
          `${stats.sent} requests, ${stats.acknowledged} acknowledged, ` +
          `${stats.interrupted} interrupted, ${stats.replayed} answered as replays`,
      );

      expect(unexpected).toEqual([]);
      // The kills really did cut requests off, and retries really met committed claims.
      expect(stats.interrupted).toBeGreaterThan(0);
      expect(unacknowledged()).toEqual([]);

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const { rows: claims } = await db.query<{
          id: string;
          form_id: string;
          idempotency_key: string;
          notes: string;
          history: number;
          audited: number;
        }>(
          `SELECT c.id, c.form_id, c.idempotency_key, c.notes,
             (SELECT count(*)::int FROM claim_status_changes h WHERE h.claim_id = c.id) AS history,
             (SELECT count(*)::int FROM audit_events a
                WHERE a.entity_id = c.id::text AND a.action = 'claim.create'
                  AND a.outcome = 'success') AS audited
           FROM claims c WHERE c.user_id = $1`,
          [userId],
        );
        const byKey = new Map<string, typeof claims>();
        for (const claim of claims) {
          byKey.set(claim.idempotency_key, [...(byKey.get(claim.idempotency_key) ?? []), claim]);
        }

        // Every key sent has exactly one claim, and no claim comes from nowhere.
        expect(claims.length).toBe(submissions.size);
        for (const submission of submissions.values()) {
          const found = byKey.get(submission.key) ?? [];
          expect(found, submission.key).toHaveLength(1);
          const [claim] = found;
          // The acknowledged claim is the one stored, with the body sent.
          expect(claim!.id).toBe(submission.acknowledged!.id);
          expect(claim!.form_id).toBe(submission.acknowledged!.formId);
          expect(claim!.notes).toBe(submission.body.notes);
        }
        expect(new Set(claims.map((claim) => claim.form_id)).size).toBe(claims.length);
        // Each claim was written whole: its "Submitted" history row and its audit row.
        expect(claims.filter((claim) => claim.history !== 1)).toEqual([]);
        expect(claims.filter((claim) => claim.audited < 1)).toEqual([]);
      } finally {
        await db.end();
      }
    },
    CYCLES * 12_000 + 60_000,
  );
});
