import http from 'node:http';
import os from 'node:os';
import type pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import type { FeeChargeRunView } from '#domain/fees/card-fees';
import type { PollNowResult, SendNowResult } from '#domain/clearinghouse/connections';
import { connectionOn } from '../testing/answer-folders.ts';
import {
  freePort,
  startServer,
  waitUntilReady,
  type ServerProcess,
} from '../testing/server-process.ts';
import { startSftpServer, type SftpTestServer } from '../testing/sftp-server.ts';
import { startStripeServer, type StripeTestServer } from '../testing/stripe-server.ts';
import { dropAnswersToSentClaims } from './month-end-answers.ts';
import { measureServer, megabytes, type ScenarioFigures } from './month-end-memory.ts';
import { lastMonth, monthEndSize, seedMonthEnd } from './month-end-seed.ts';

/**
 * The month-end scenarios of `npm run bench` (decision 089), after the list scenarios or alone
 * (`--only month-end`): every ready claim sent (10,000 across 50 payers: batches, their 837P,
 * uploads to a loopback SFTP server by the job queue), the answers polled (1,000 files: 999s,
 * 277CAs and 835s about those claims) and last month's fee run (10,000 doulas, charged on a
 * loopback Stripe). Each goes through the operator console's route on a real server of its
 * own, started with the Stripe settings; its wall time and the server's peak resident memory
 * are printed. They build on each other: the answers are to the claims sent.
 */
export interface MonthEndBench {
  pool: pg.Pool;
  databaseUrl: string;
  dataDir: string;
  taxIdKey: Buffer;
  appDir: string;
  /** The list scenarios' server: stopped first, so its job queue takes none of this work. */
  listServer: ServerProcess | undefined;
  operatorCookie: string;
  /** Typical doulas seeded (the fee run covers up to 10,000 of them). */
  doulas: number;
}

/** `--only month-end` runs these alone; no `--only` runs them after the others. */
export const monthEndWanted = (only: string | undefined) =>
  only === undefined || only.startsWith('month-end');

const CONNECTIONS = '/api/operator/clearinghouse-connections';
/** The send's uploads are given this long to finish before the figures say they did not. */
const UPLOAD_WAIT_MS = 10 * 60_000;

interface Row {
  name: string;
  figures: ScenarioFigures & { transactions: number };
  what: string;
}

/**
 * Transactions the database committed or rolled back (every statement outside a transaction is
 * one), read before and after a scenario: how many round trips its work took, near enough
 * (the statistics reach the view within a second or so, hence the pause).
 */
async function transactionsOf(pool: pg.Pool): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await pool.query<{ n: string }>(
    `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(rows[0]!.n);
}

/** measureServer, and the database's transactions meanwhile. */
async function measured(pool: pg.Pool, pid: number, work: () => Promise<void>) {
  const before = await transactionsOf(pool);
  const figures = await measureServer(pid, work);
  return { ...figures, transactions: (await transactionsOf(pool)) - before };
}

export async function runMonthEnd(bench: MonthEndBench): Promise<void> {
  // The bench stops PostgreSQL right after ending this pool; on a loaded machine an idle
  // connection of it can still be closing then, and its "terminating connection" would crash
  // the bench after the figures were printed.
  bench.pool.on('error', () => {});
  await bench.listServer?.stop();
  const sftp = await startSftpServer({ layout: 'office_ally' });
  const stripe = await startStripeServer();
  let server: ServerProcess | undefined;
  try {
    const seedStarted = Date.now();
    const { feeDoulas } = await seedMonthEnd(bench.pool, monthEndSize, bench.doulas, stripe);
    console.log(
      `month-end: seeded ${monthEndSize.readyClaims} ready claims, ${feeDoulas} doulas' fees in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s.`,
    );
    const port = await freePort();
    server = startServer(
      {
        PORT: String(port),
        DATABASE_URL: bench.databaseUrl,
        DATA_DIR: bench.dataDir,
        LOG_LEVEL: 'warn',
        TAX_ID_KEY: bench.taxIdKey.toString('base64'),
        ...stripe.env,
      },
      bench.appDir,
    );
    await waitUntilReady(server, port);
    const rows = await scenarios(bench, server, port, { sftp, stripe, feeDoulas });
    printRows(rows);
  } finally {
    await server?.stop();
    await Promise.all([sftp.close(), stripe.close()]);
  }
}

async function scenarios(
  bench: MonthEndBench,
  server: ServerProcess,
  port: number,
  stands: { sftp: SftpTestServer; stripe: StripeTestServer; feeDoulas: number },
): Promise<Row[]> {
  const call = operatorCalls(port, bench.operatorCookie);
  const pid = server.child.pid!;
  const connection = await call<{ id: string }>(
    'POST',
    CONNECTIONS,
    connectionOn(stands.sftp, 'office_ally', {
      name: 'Month-end bench',
      isaReceiverId: 'CLEARHOUSE',
      sendsClaims: true,
      sendSchedule: { kind: 'manual' },
      // Due at midnight UTC only: no scheduled poll takes files from the measured ones.
      pollEveryMinutes: 1440,
    }),
  );
  const rows: Row[] = [];

  let sent: SendNowResult | undefined;
  let uploaded = 0;
  const sendFigures = await measured(bench.pool, pid, async () => {
    sent = await call<SendNowResult>('POST', `${CONNECTIONS}/${connection.id}/send-now`);
    uploaded = await uploadsDone(bench.pool, connection.id, sent.batches);
  });
  rows.push({
    name: 'send all ready claims',
    figures: sendFigures,
    what: `${sent!.batches} batches, ${sent!.claims} claims; ${uploaded} files on the SFTP server`,
  });
  console.log(line(rows.at(-1)!));

  const dropped = await dropAnswersToSentClaims(bench.pool, stands.sftp, monthEndSize.answerFiles);
  const totals = { polls: 0, imported: 0, refused: 0 };
  const pollFigures = await measured(bench.pool, pid, async () => {
    for (;;) {
      const result = await call<PollNowResult>('POST', `${CONNECTIONS}/${connection.id}/poll-now`);
      totals.polls += 1;
      totals.imported += result.imported;
      totals.refused += result.refused;
      if (result.failure) throw new Error(`month-end poll failed: ${result.sentence}`);
      if (!result.sentence.includes('wait for the next poll')) break;
    }
  });
  rows.push({
    name: 'poll the answer files',
    figures: pollFigures,
    what: `${dropped.acknowledgements} 999s, ${dropped.claimAnswers} 277CAs, ${dropped.remittances} 835s; ${totals.polls} polls, ${totals.imported} imported, ${totals.refused} refused`,
  });
  console.log(line(rows.at(-1)!));

  let run: FeeChargeRunView | undefined;
  const feeFigures = await measured(bench.pool, pid, async () => {
    run = await call<FeeChargeRunView>('POST', '/api/operator/fees/charges', {
      month: lastMonth(),
    });
  });
  rows.push({
    name: 'monthly fee run',
    figures: feeFigures,
    what: `${stands.feeDoulas} doulas: ${run!.charged} charged, ${run!.no_card} without a card, ${run!.declined} declined, ${run!.retry_later} to retry; ${stands.stripe.requests.filter((r) => r.path === '/v1/payment_intents').length} card charges`,
  });
  console.log(line(rows.at(-1)!));
  return rows;
}

/**
 * JSON calls as the seeded operator, with no time limit: the tests' request helper gives up
 * after 30 s and fetch after 300 s, and a send of 10,000 claims on a loaded machine takes longer.
 */
function operatorCalls(port: number, cookie: string) {
  return <T>(method: 'POST', path: string, body: unknown = {}): Promise<T> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent: false,
          headers: {
            cookie,
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            'content-type': 'application/json',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode === 200 || res.statusCode === 201) resolve(JSON.parse(text) as T);
            else reject(new Error(`${path} answered ${res.statusCode}: ${text.slice(0, 500)}`));
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** Waits until the server's queue has uploaded (or given up on) every batch made; answers how many were sent. */
async function uploadsDone(pool: pg.Pool, connectionId: string, batches: number) {
  const deadline = Date.now() + UPLOAD_WAIT_MS;
  for (;;) {
    const { rows } = await pool.query<{ sent: number; ended: number }>(
      `SELECT count(*) FILTER (WHERE state = 'sent')::int AS sent,
         count(*) FILTER (WHERE state IN ('sent', 'failed'))::int AS ended
       FROM clearinghouse_uploads WHERE connection_id = $1`,
      [connectionId],
    );
    const { sent, ended } = rows[0]!;
    if (ended >= batches || Date.now() > deadline) return sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const line = ({ name, figures, what }: Row) =>
  `month-end: ${name}: ${figures.seconds.toFixed(1)} s (server CPU ${figures.cpuSeconds.toFixed(1)} s), server peak ${megabytes(figures.rssPeak)} MB (${megabytes(figures.rssBefore)} MB before), ${figures.transactions} transactions; ${what}`;

function printRows(rows: Row[]) {
  console.log(
    `\nmonth-end, ${os.cpus().length} CPUs; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    '| Month-end scenario | wall s | server CPU s | server RSS before MB | peak MB | peak read | transactions | what |\n| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  );
  for (const { name, figures, what } of rows) {
    console.log(
      `| ${name} | ${figures.seconds.toFixed(1)} | ${figures.cpuSeconds.toFixed(1)} | ${megabytes(figures.rssBefore)} | ${megabytes(figures.rssPeak)} | ${figures.peakFrom} | ${figures.transactions} | ${what} |`,
    );
  }
}
