import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CoreTestServer, startCoreSoapServer } from './core-soap-server.ts';
import { answerTo, realTimeConnection } from './coverage-checks.ts';
import { clientHeaders, loadClaim, postClaim, queryRows } from './crash-load.ts';
import { CONNECTIONS, senderFor } from './clearinghouse-sending.ts';
import { createDoula, type Doula, OPERATOR_EMAIL, operatorCookie } from './doulas.ts';
import { validPatient } from './record-fixtures.ts';
import {
  freePort,
  request,
  startServer,
  waitUntilReady,
  type ServerProcess,
} from './server-process.ts';
import { type SftpTestServer, startSftpServer } from './sftp-server.ts';
import { buildTestApp } from './test-app.ts';

/**
 * The job queue's fault tests' world: the real server on its embedded PostgreSQL (DATA_DIR), the
 * CORE test endpoint answering its automatic coverage checks, and optionally an SFTP server its
 * claims are sent to. Doulas, the operator and the connections are made in-process on the
 * server's database (same TAX_ID_KEY), then driven over HTTP as the web client does.
 */
export interface QueueWorld {
  port: number;
  dataDir: string;
  databaseUrl: string;
  server: ServerProcess;
  core: CoreTestServer;
  sftp: SftpTestServer | undefined;
  doulas: Doula[];
  ops: string;
  senderId: string | undefined;
  /** Starts the server again on the same DATA_DIR and port (after a kill). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startQueueWorld(
  name: string,
  options: { doulas: number; sftp: boolean },
): Promise<QueueWorld> {
  const taxIdKey = randomBytes(32).toString('base64');
  const [core, sftp] = await Promise.all([
    startCoreSoapServer({ respond: (x12) => answerTo(x12, '271-active') }),
    options.sftp ? startSftpServer({ layout: 'office_ally' }) : undefined,
  ]);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
  await fs.chmod(dataDir, 0o755); // the cluster's `postgres` user must reach it when run as root
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    TAX_ID_KEY: taxIdKey,
    ADMIN_EMAILS: OPERATOR_EMAIL,
    COVERAGE_CHECKS_PER_DAY: '10000',
    CLEARINGHOUSE_ALLOW_PRIVATE: '1',
  };
  const world = { port, dataDir, core, sftp } as QueueWorld;
  world.server = startServer(env);
  await waitUntilReady(world.server, port);
  world.databaseUrl = await clusterUrl(dataDir);
  world.restart = async () => {
    world.server = startServer(env);
    await waitUntilReady(world.server, port);
    world.databaseUrl = await clusterUrl(dataDir);
  };
  world.close = async () => {
    await world.server.kill();
    await world.server.exited;
    await stopLeftPostgres(dataDir);
    await Promise.all([core.close(), sftp?.close()]);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const setup = await buildTestApp(
    { TAX_ID_KEY: taxIdKey, ADMIN_EMAILS: OPERATOR_EMAIL },
    { databaseUrl: world.databaseUrl },
  );
  try {
    world.doulas = [];
    for (let i = 0; i < options.doulas; i++) {
      world.doulas.push(await createDoula(setup, `${name}-${i}@example.com`));
    }
    world.ops = await operatorCookie(setup);
    await realTimeConnection(setup, world.ops, core);
    world.senderId = sftp ? (await senderFor(setup, world.ops, sftp)).id : undefined;
  } finally {
    await setup.close();
  }
  return world;
}

async function clusterUrl(dataDir: string): Promise<string> {
  const password = (await fs.readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const pid = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid.split('\n')[3]}/app`;
}

/** The postmaster's pid, from its pid file. */
export async function postmasterPid(world: QueueWorld): Promise<number> {
  const pid = await fs.readFile(path.join(world.dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(pid.split('\n')[0]);
}

/** A server killed last leaves its PostgreSQL running (its own process group): stop it. */
async function stopLeftPostgres(dataDir: string) {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What /health says of the database ('no answer' while the server does not answer). */
export async function databaseHealth(world: QueueWorld): Promise<string> {
  const answer = await request(world.port, 'GET', '/health', {}).catch(() => undefined);
  if (!answer) return 'no answer';
  return (JSON.parse(answer.body) as { database?: string }).database ?? 'no answer';
}

/**
 * Adds a patient for `doula` over HTTP with a member ID of its own (a new one each try, so a
 * patient added twice by a retry is two patients, each checked); answers whether it was added.
 */
export async function addPatient(world: QueueWorld, doula: Doula): Promise<boolean> {
  const memberId = `KQ${randomUUID().slice(0, 8).toUpperCase()}`;
  const answer = await request(
    world.port,
    'POST',
    '/api/patients',
    clientHeaders(doula.cookie),
    validPatient({ policyNumber: memberId }),
  ).catch(() => undefined);
  return answer?.status === 201;
}

let claimsHanded = 0;

/** Submits a claim of `doula`'s over HTTP (a new day each, so none is a duplicate). */
export async function submitClaim(world: QueueWorld, doula: Doula): Promise<boolean> {
  const claim = loadClaim({ ...doula, patientIds: [doula.patientId] }, claimsHanded++);
  const answer = await postClaim(world.port, doula.cookie, randomUUID(), claim).catch(
    () => undefined,
  );
  return answer?.status === 201;
}

/** The operator's "Send now" on the sending connection. */
export async function sendNow(world: QueueWorld): Promise<void> {
  await request(
    world.port,
    'POST',
    `${CONNECTIONS}/${world.senderId}/send-now`,
    clientHeaders(world.ops),
  ).catch(() => undefined);
}

/** The member IDs of every 270 the CORE endpoint received, in order. */
export const askedMemberIds = (world: QueueWorld) =>
  world.core.received.map(
    (envelope) => /~NM1\*IL\*[^~]*\*MI\*([^~*]+)~/.exec(envelope.payload)?.[1],
  );

/** The member IDs of the doulas' patients added during the test (the `KQ…` ones). */
export async function addedMemberIds(world: QueueWorld): Promise<string[]> {
  const rows = await queryRows<{ policy_number: string }>(
    world.databaseUrl,
    `SELECT policy_number FROM patients WHERE policy_number LIKE 'KQ%'`,
    [],
  );
  return rows.map((row) => row.policy_number);
}

/**
 * Waits until the queue has nothing left to do (recurring work aside), making every job
 * waiting out a retry due now; throws after `timeoutMs`.
 */
export async function untilQueueDone(world: QueueWorld, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // How many were left when the wait began: a queue that went down slowly and one that never
  // moved are different failures.
  let atStart: number | undefined;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      world.databaseUrl,
      `WITH due AS (
         SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at => now())
         FROM graphile_worker.jobs
         WHERE locked_at IS NULL AND attempts < max_attempts AND run_at > now()
           AND (key IS NULL OR key NOT LIKE 'every:%'))
       SELECT count(*)::int AS n FROM graphile_worker.jobs, (SELECT count(*) FROM due) AS d
       WHERE (key IS NULL OR key NOT LIKE 'every:%') AND attempts < max_attempts`,
      [],
    ).catch(() => [{ n: -1 }]);
    if (rows[0]!.n === 0) return;
    atStart ??= rows[0]!.n;
    if (Date.now() > deadline) {
      const left = await queryRows(
        world.databaseUrl,
        `SELECT task_identifier, queue_name, attempts, max_attempts, locked_by, locked_at, run_at,
           last_error FROM graphile_worker.jobs LIMIT 10`,
        [],
      ).catch(() => []);
      const queues = await queryRows(
        world.databaseUrl,
        `SELECT queue_name, locked_by, locked_at FROM graphile_worker._private_job_queues`,
        [],
      ).catch(() => []);
      const queueLines = world.server
        .output()
        .split('\n')
        .filter((line) => /job.queue|PostgreSQL|lost the database/i.test(line))
        .slice(-40);
      throw new Error(
        `the queue still has ${rows[0]!.n} jobs (${atStart} when the wait began): ${JSON.stringify(left)}\n${JSON.stringify(queues)}\n${queueLines.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
