import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type pg from 'pg';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import { nextServiceDate } from '../testing/record-fixtures.ts';
import { request } from '../testing/server-process.ts';

/** A claim every seeded doula may submit for her own patient (a service date of its own). */
export const claimBody = (
  patientId: string,
  serviceDate = nextServiceDate(),
): ClaimSubmitInput => ({
  patientId,
  serviceType: 'Prenatal Visit',
  serviceAdditionalInputs: {},
  serviceDateFrom: serviceDate,
  serviceDateTo: serviceDate,
  serviceTimeFrom: '10:00',
  serviceTimeTo: '11:00',
  serviceLocation: 'home',
  facilityId: '',
  admittedDate: '',
  dischargedDate: '',
  notes: 'Benchmark visit.',
  diagnosisCodes: ['Z33.1'],
});

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
