import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { createTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { freePort, request, startServer, waitUntilReady } from '../testing/server-process.ts';
import { hasServiceLines, seedDatabase, type SeedSize } from './seed-database.ts';
import { serverLog } from '../logger.ts';
import { buildServer } from '../build/server-build.ts';
import { claimBody, cursorAt, startBareServer } from './bench-support.ts';
import { monthEndWanted, runMonthEnd } from './month-end.ts';
import * as counting from './statement-counts.ts';

/**
 * `npm run bench [-- --claims N --duration S --app-dir DIR]`: seeds a fresh database (N claims
 * of typical doulas, 100 each, plus a busy billing group with N/10; 20 patients a doula),
 * starts the real server and a bare Fastify + pg route on it, and measures each scenario with
 * autocannon (10 connections); then the month-end scenarios (month-end.ts, `--only month-end`
 * alone). A benchmark, not a test: it prints numbers and asserts nothing.
 * `--app-dir` runs another checkout's server (with its own migrations), e.g. to measure main
 * before a change.
 */
const { values: args } = parseArgs({
  options: {
    claims: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'app-dir': { type: 'string' },
    'data-dir': { type: 'string', default: '.bench-data' },
    only: { type: 'string' },
    statements: { type: 'boolean', default: false },
  },
});
const claims = Number(args.claims);
const duration = Number(args.duration);
const connections = Number(args.connections);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const appDir = path.resolve(args['app-dir'] ?? repoRoot);

const size: SeedSize = {
  doulas: Math.max(10, Math.round(claims / 100)),
  claimsPerDoula: 100,
  patientsPerDoula: 20,
  busyClaims: Math.max(1000, Math.round(claims / 10)),
  busyPatients: Math.max(100, Math.round(claims / 200)),
  facilitiesPerDoula: 2,
  busyFacilities: 50,
  auditEventsPerDoula: 2,
  busyAuditEvents: 100,
};

const log = (message: string) => console.log(message);
const started = Date.now();
// The server measured is the build `npm start` runs, made from the sources as they are.
await buildServer();
const cluster = await startEmbeddedPostgres(
  path.resolve(args['data-dir']),
  serverLog({ nodeEnv: 'development', logLevel: 'debug' }),
  args.statements ? { settings: counting.countingSettings } : {},
);
const admin = new pg.Client({ connectionString: cluster.connectionUrl('postgres') });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS bench WITH (FORCE)');
await admin.query('CREATE DATABASE bench');
await admin.end();
const databaseUrl = cluster.connectionUrl('bench');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
await migrate(drizzle(pool), { migrationsFolder: path.join(appDir, 'src/server/db/migrations') });
if (args.statements) await counting.startCounting(pool);
log(
  `Seeding ${size.doulas} doulas × ${size.claimsPerDoula} claims + a busy group with ${size.busyClaims}…`,
);
// The app and the seed share a tax ID key of this run's own.
const taxIdKey = randomBytes(32);
const seeded = await seedDatabase(pool, size, createTaxIdCipher(taxIdKey), {
  linesWorkedOut: true,
});
const withDiagnoses = await hasServiceLines(pool);
const counts = await pool.query<{ claims: number; patients: number }>(
  'SELECT (SELECT count(*)::int FROM claims) AS claims, (SELECT count(*)::int FROM patients) AS patients',
);
log(`Seeded ${JSON.stringify(counts.rows[0])} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
const typicalLater = await cursorAt(pool, seeded.typical.userId, 60);
const busyLater = await cursorAt(pool, seeded.busy.userId, Math.floor(size.busyClaims / 2));

let app: ReturnType<typeof startServer> | undefined;
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
try {
  const appPort = await freePort();
  app = startServer(
    {
      PORT: String(appPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: args['data-dir'],
      LOG_LEVEL: 'warn',
      TAX_ID_KEY: taxIdKey.toString('base64'),
    },
    appDir,
  );
  await waitUntilReady(app, appPort);
  const barePort = await freePort();
  bare = await startBareServer(databaseUrl, barePort);

  interface Result {
    name: string;
    p50: number;
    p99: number;
    rps: number;
    errors: number;
    counts?: counting.StatementCount;
  }
  const results: Result[] = [];

  /** `options` may be made afresh for each run (the warm-up, then the one measured). */
  async function measure(
    name: string,
    options: autocannon.Options | (() => autocannon.Options),
    clients = connections,
  ) {
    if (args.only && !name.includes(args.only)) return;
    const made = () => (typeof options === 'function' ? options() : options);
    const warm = await autocannon({ ...made(), connections: clients, duration: 1 });
    void warm;
    if (args.statements) await counting.resetCounts(pool);
    const result = await autocannon({ ...made(), connections: clients, duration });
    const errors = result.errors + result.timeouts + result.non2xx;
    const counts = args.statements
      ? await counting.countsPerRequest(pool, result.requests.total)
      : undefined;
    results.push({
      name,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      errors,
      ...(counts ? { counts } : {}),
    });
    log(
      `${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average} req/s${errors ? `, ${errors} errors` : ''}`,
    );
    if (counts) log(counting.describeCounts(name, counts));
  }

  const app$ = (urlPath: string, cookie: string) => ({
    url: `http://127.0.0.1:${appPort}${urlPath}`,
    headers: { cookie },
  });
  const bare$ = (urlPath: string, cookie: string) => ({
    url: `http://127.0.0.1:${barePort}${urlPath}`,
    headers: { cookie },
  });
  const later = (cursor: string) => `&cursor=${encodeURIComponent(cursor)}`;
  const { typical, busy } = seeded;

  // A server's first seconds include V8 optimising its hot code and each pooled connection
  // preparing its statements; scenarios compare steady states, so neither server is measured
  // cold (each scenario still has its own one-second warm-up on top). Ten seconds each: after
  // three, the first scenario of a run still came out 10-40 % below the same work measured a
  // minute later, on both kinds of machine this bench has run on.
  for (const server of [
    app$('/api/claims?limit=20', typical.cookie),
    bare$('/bare/claims', typical.cookie),
  ]) {
    await autocannon({ ...server, connections, duration: 10 });
  }

  // App/bare: each list's first page on both servers back to back, app, bare, bare, app, so a
  // machine whose speed drifts during the run weighs on both sides alike.
  for (const [who, cookie] of [
    ['typical doula', typical.cookie],
    ['busy group', busy.cookie],
  ] as const) {
    await measure(`claims list, ${who}, first page`, app$('/api/claims?limit=20', cookie));
    await measure(`bare claims list, ${who}, first page`, bare$('/bare/claims', cookie));
    await measure(`bare claims list, ${who}, first page, again`, bare$('/bare/claims', cookie));
    await measure(`claims list, ${who}, first page, again`, app$('/api/claims?limit=20', cookie));
  }
  // The request's own time, without nine others queued ahead of it on two cores.
  await measure(
    'claims list, typical doula, first page, one client',
    app$('/api/claims?limit=20', typical.cookie),
    1,
  );
  await measure(
    'claims list, typical doula, later page',
    app$(`/api/claims?limit=20${later(typicalLater)}`, typical.cookie),
  );
  await measure(
    'claims list, busy group, later page',
    app$(`/api/claims?limit=20${later(busyLater)}`, busy.cookie),
  );
  // Her search box: seeded names are "Patient" "Number <i>", so "number 12" starts a few
  // hundred of the busy group's names and a page of a typical doula's (claim-search.repository.ts).
  const searching = (cookie: string) => ({
    ...app$('/api/claims?limit=20', cookie),
    headers: { cookie, [SEARCH_HEADER]: encodeSearchHeader('number 12') },
  });
  await measure('claims list search by patient name, typical doula', searching(typical.cookie));
  await measure('claims list search by patient name, busy group', searching(busy.cookie));
  await measure('floor: bare route, no database', bare$('/bare/nothing', typical.cookie));
  await measure('floor: bare route, session lookup only', bare$('/bare/session', typical.cookie));
  await measure('patients list, busy group, first page', app$('/api/patients', busy.cookie));
  // One submission first: a benchmark of refusals would measure nothing.
  const probe = seeded.submitters[0]!;
  const sample = await request(
    appPort,
    'POST',
    '/api/claims',
    {
      cookie: probe.cookie,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'idempotency-key': `bench-${randomUUID()}`,
    },
    claimBody(probe.doula, 0, size.patientsPerDoula, withDiagnoses),
  );
  if (sample.status !== 201)
    throw new Error(`claim submit answered ${sample.status}: ${sample.body}`);
  const submitted = new Map(seeded.submitters.map((submitter) => [submitter.doula, 1]));
  await measure('claim submit, 10 concurrent submitters', () => {
    // Each submitter has one claim in flight at a time, as a doula at her form does. Dealt
    // round the requests instead, a quick answer often let two connections submit for one
    // doula's patient at once, and one waited on the other's lock: a wait no doula makes.
    const waiting = [...seeded.submitters];
    type Dealt = { submitter?: (typeof waiting)[number] };
    return {
      url: `http://127.0.0.1:${appPort}/api/claims`,
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      requests: [
        {
          onResponse: (_status, _body, context) => {
            waiting.push((context as Dealt).submitter!);
          },
          setupRequest: (request, context) => {
            const submitter = waiting.shift();
            if (!submitter) throw new Error('more connections than submitters');
            (context as Dealt).submitter = submitter;
            const n = submitted.get(submitter.doula)! + 1;
            submitted.set(submitter.doula, n);
            return {
              ...request,
              headers: {
                ...request.headers,
                cookie: submitter.cookie,
                'idempotency-key': `bench-${randomUUID()}`,
              },
              body: JSON.stringify(
                claimBody(submitter.doula, n, size.patientsPerDoula, withDiagnoses),
              ),
            };
          },
        },
      ],
    };
  });

  const rate = (name: string) => results.find((result) => result.name === name)?.rps;
  console.log(
    `\n${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `${counts.rows[0]!.claims} claims, ${counts.rows[0]!.patients} patients; ${connections} connections, ${duration} s each\n`,
  );
  const countsHead = args.statements ? ' statements/req | rows/req |' : '';
  console.log(
    `| Scenario | p50 ms | p99 ms | req/s | errors |${countsHead}\n| --- | ---: | ---: | ---: | ---: |${args.statements ? ' ---: | ---: |' : ''}`,
  );
  for (const r of results) {
    const counted = r.counts
      ? ` ${r.counts.statements.toFixed(1)} | ${r.counts.rows.toFixed(1)} |`
      : '';
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.errors} |${counted}`,
    );
  }
  for (const who of ['typical doula', 'busy group']) {
    const both = (name: string) => (rate(name) ?? 0) + (rate(`${name}, again`) ?? 0);
    const appRate = both(`claims list, ${who}, first page`);
    const bareRate = both(`bare claims list, ${who}, first page`);
    if (appRate && bareRate)
      console.log(`\napp/bare, claims list, ${who}: ${(appRate / bareRate).toFixed(2)}`);
  }
  // It stops the list scenarios' server first (that server's job queue would take its work).
  if (monthEndWanted(args.only))
    await runMonthEnd({
      pool,
      databaseUrl,
      dataDir: args['data-dir'],
      taxIdKey,
      appDir,
      listServer: app,
      operatorCookie: seeded.operator.cookie,
      doulas: size.doulas,
    });
} finally {
  // Whatever happened, leave no process behind.
  for (const server of [app, bare]) {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await pool.end();
  await cluster.stop();
}
