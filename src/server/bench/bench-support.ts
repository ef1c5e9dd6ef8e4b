import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type pg from 'pg';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import { validClaim } from '../testing/doulas.ts';
import { request } from '../testing/server-process.ts';
import { patientIdOf } from './seed-database.ts';

/** How many days back a benchmark claim may be dated (inside every payer's filing window). */
const SERVICE_DAYS = 150;

/**
 * The `n`th claim a seeded doula submits in a run: each one for a patient and day of its own,
 * because the claim check refuses a second claim for one patient, day and service, and a
 * benchmark of refusals would measure nothing. Seeded claims are dated before these days.
 */
export function claimBody(
  doula: number,
  n: number,
  patientsPerDoula: number,
  withDiagnoses = true,
): Partial<ClaimSubmitInput> {
  const patient = 1 + (Math.floor(n / SERVICE_DAYS) % patientsPerDoula);
  const daysBack = 1 + (n % SERVICE_DAYS);
  const serviceDate = new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
  const { diagnosisCodes, ...claim } = validClaim(
    patientIdOf(doula, patient),
    { notes: 'Benchmark visit.' },
    serviceDate,
  );
  // A checkout from before diagnoses (measured with --app-dir) refuses the unknown field.
  return withDiagnoses ? { ...claim, diagnosisCodes } : claim;
}

/** The claims-list cursor after `offset` of this owner's claims (the app's cursor format). */
export async function cursorAt(pool: pg.Pool, userId: string, offset: number): Promise<string> {
  const { rows } = await pool.query<{ at: Date; id: string }>(
    `SELECT created_at AS at, id FROM claims WHERE user_id = $1 AND deleted = false
     ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [userId, offset],
  );
  const row = rows[0];
  if (!row) throw new Error(`no claim at offset ${offset}`);
  return Buffer.from(JSON.stringify([row.at.toISOString(), row.id])).toString('base64url');
}

/** The bare Fastify + pg claims route (bare-server.ts) as its own process, like the app. */
export async function startBareServer(databaseUrl: string, port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bare-server.ts', import.meta.url).pathname],
    { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) }, stdio: 'inherit' },
  );
  const exited = once(child, 'exit');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await request(port, 'GET', '/bare/claims', {})).status === 401) return { child, exited };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('the bare server did not start');
}
