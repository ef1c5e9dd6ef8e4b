import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/api-errors';
import { registeredUser } from './fixtures.ts';
import { validPatient } from './record-fixtures.ts';
import { request, type Answer } from './server-process.ts';
import { buildTestApp } from './test-app.ts';
import type { validClaim } from './doulas.ts';

/** What the crash tests need of one doula: her session and a patient to bill for. */
export interface CrashDoula {
  userId: string;
  cookie: string;
  patientId: string;
}

/**
 * A registered doula with one patient, made in-process on the database that the real server
 * under test will use (with the same TAX_ID_KEY, so it can read her profile).
 */
export async function doulaWithPatient(
  databaseUrl: string,
  taxIdKey: string,
  email: string,
): Promise<CrashDoula> {
  const t = await buildTestApp({ TAX_ID_KEY: taxIdKey }, { databaseUrl });
  try {
    const { userId, cookie } = await registeredUser(t, email);
    const patient = await t.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { cookie },
      payload: validPatient(),
    });
    return { userId, cookie, patientId: (patient.json() as { id: string }).id };
  } finally {
    await t.close();
  }
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
