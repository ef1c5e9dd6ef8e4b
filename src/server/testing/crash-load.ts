import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import { createDoula, type Doula, validClaim } from './doulas.ts';
import { validPatient } from './record-fixtures.ts';
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
): Promise<LoadDoula> {
  const t = await buildTestApp({ TAX_ID_KEY: taxIdKey }, { databaseUrl });
  try {
    const doula = await createDoula(t, email);
    const patientIds = [doula.patientId];
    while (patientIds.length < LOAD_PATIENTS) {
      const patient = await t.inject({
        method: 'POST',
        url: '/api/patients',
        headers: { cookie: doula.cookie },
        payload: validPatient({ lastName: `Load${patientIds.length}` }),
      });
      patientIds.push((patient.json() as { id: string }).id);
    }
    return { ...doula, patientIds };
  } finally {
    await t.close();
  }
}

/** Patients the load is spread over: with a day each, thousands of claims stay distinct. */
const LOAD_PATIENTS = 20;
const DAY_MS = 86_400_000;

/**
 * The n-th claim of a crash test's load: a clean claim for another patient or another day than
 * every earlier one, so the claim check never refuses it as a duplicate (days stay within the
 * last 300, inside the payer's filing window).
 */
export function loadClaim(
  doula: LoadDoula,
  n: number,
  overrides: Partial<ClaimSubmitInput> = {},
): ClaimSubmitInput {
  const patientId = doula.patientIds[n % doula.patientIds.length]!;
  const daysBack = 1 + (Math.floor(n / doula.patientIds.length) % 300);
  const date = new Date(Date.now() - daysBack * DAY_MS).toISOString().slice(0, 10);
  return validClaim(patientId, overrides, date);
}

/** The crash tests' doula, with the patients her load is spread over. */
export type LoadDoula = Doula & { patientIds: string[] };

/** A crash test's fresh database with its doula, and the real server to start and kill on it. */
export interface CrashWorld {
  databaseUrl: string;
  port: number;
  doula: LoadDoula;
  /** The next claim of the load (see loadClaim). */
  nextClaim(overrides?: Partial<ClaimSubmitInput>): ClaimSubmitInput;
  /** Starts the real server on the world's database and port (one at a time). */
  start(): ServerProcess;
}

/** Sets up a crash test file: call at its top; `world` is filled in before the first test. */
export function crashWorld(name: string): CrashWorld {
  const taxIdKey = randomBytes(32).toString('base64');
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  let claimsHanded = 0;
  const world = {
    nextClaim: (overrides: Partial<ClaimSubmitInput> = {}) =>
      loadClaim(world.doula, claimsHanded++, overrides),
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
  body: ClaimSubmitInput,
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
