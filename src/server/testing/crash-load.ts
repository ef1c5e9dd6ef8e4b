import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/api-errors';
import { createDoula, type Doula, type validClaim } from './doulas.ts';
import {
  freePort,
  request,
  startServer,
  type Answer,
  type ServerProcess,
} from './server-process.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A registered doula with a patient and a facility, made in-process on the database that the
 * real server under test will use (with the same TAX_ID_KEY, so it can read her profile).
 */
export async function doulaWithPatient(
  databaseUrl: string,
  taxIdKey: string,
  email: string,
): Promise<Doula> {
  const t = await buildTestApp({ TAX_ID_KEY: taxIdKey }, { databaseUrl });
  try {
    return await createDoula(t, email);
  } finally {
    await t.close();
  }
}

/** A crash test's fresh database with its doula, and the real server to start and kill on it. */
export interface CrashWorld {
  databaseUrl: string;
  port: number;
  doula: Doula;
  /** Starts the real server on the world's database and port (one at a time). */
  start(): ServerProcess;
}

/** Sets up a crash test file: call at its top; `world` is filled in before the first test. */
export function crashWorld(name: string): CrashWorld {
  const taxIdKey = randomBytes(32).toString('base64');
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  const world = {
    start: () =>
      (server = startServer({
        PORT: String(world.port),
        DATA_DIR: dataDir!,
        DATABASE_URL: world.databaseUrl,
        TAX_ID_KEY: taxIdKey,
      })),
  } as CrashWorld;
  beforeAll(async () => {
    database = await createTestDatabase();
    world.databaseUrl = database.url;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
    world.port = await freePort();
    world.doula = await doulaWithPatient(database.url, taxIdKey, `${name}@example.com`);
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  return world;
}

/** The headers the web client sends with every request. */
export const clientHeaders = (cookie: string) => ({ cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE });

/** Submits a claim as the claim form does, with its Idempotency-Key. */
export function postClaim(
  port: number,
  cookie: string,
  key: string,
  body: ReturnType<typeof validClaim>,
): Promise<Answer> {
  return request(
    port,
    'POST',
    '/api/claims',
    { ...clientHeaders(cookie), 'idempotency-key': key },
    body,
  );
}

/** Runs `count` copies of `work` over and over until `stopped()` says so. */
export async function keepRunning(
  count: number,
  work: () => Promise<unknown>,
  stopped: () => boolean,
) {
  const loop = async () => {
    while (!stopped()) await work();
  };
  await Promise.all(Array.from({ length: count }, loop));
}

/** One query on a connection of its own, after the server under test is gone or busy. */
export async function queryRows<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
