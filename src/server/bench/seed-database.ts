import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { TaxIdCipher } from '../crypto/tax-id-cipher.ts';

/**
 * Fills an empty, migrated database with doulas, their patients, facilities, claims (with
 * their "Submitted" history), audit events and invitations, in a handful of set-based SQL
 * statements (generate_series), so a million claims take a minute, not hours of API calls.
 *
 * Ids are derived from their position (md5 of a label, read as a UUID), so every statement
 * can name the rows of another without a lookup. Doula 0 is the busy billing group. Seeded
 * claims carry 2025 form IDs of their own, so they never meet the ones the app gives out.
 */
export interface SeedSize {
  /** Typical doulas (besides the busy group). */
  doulas: number;
  claimsPerDoula: number;
  patientsPerDoula: number;
  /** The busy billing group's claims and patients. */
  busyClaims: number;
  busyPatients: number;
  facilitiesPerDoula: number;
  busyFacilities: number;
  auditEventsPerDoula: number;
  busyAuditEvents: number;
}

/** A seeded doula and a live session cookie value for her. */
export interface SeededUser {
  userId: string;
  email: string;
  cookie: string;
}

export interface SeededDatabase {
  typical: SeededUser;
  busy: SeededUser;
  /** Typical doulas 1..n, for concurrent submitters (each with her own patients). */
  submitters: (SeededUser & { doula: number })[];
  /** An operator (granted on the command line's table). */
  operator: SeededUser;
}

/** md5 of the label as a version-4 UUID (version and variant digits set, as schemas check). */
const seededId = (label: string) => {
  const md5 = createHash('md5').update(label).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
export const userIdOf = (doula: number | 'operator') => seededId(`bench-user-${doula}`);
export const patientIdOf = (doula: number, patient: number) =>
  seededId(`bench-patient-${doula}-${patient}`);
const emailOf = (doula: number) => `doula-${doula}@bench.example`;

/** The same ids in SQL. */
const uuidSql = (label: string) =>
  `overlay(overlay(md5(${label}) placing '4' from 13) placing '8' from 17)::uuid`;
const userIdSql = (doula: string) => uuidSql(`'bench-user-' || ${doula}`);
const patientIdSql = (doula: string, patient: string) =>
  uuidSql(`'bench-patient-' || ${doula} || '-' || ${patient}`);

/** Doulas 0 (busy) to n with how many of something each has. */
const perDoula = (size: SeedSize, typical: number, busy: number) =>
  `(SELECT 0 AS d, ${busy} AS how_many UNION ALL SELECT d, ${typical} FROM generate_series(1, ${size.doulas}) d) owners
   CROSS JOIN LATERAL generate_series(1, owners.how_many) i`;

const statements = (size: SeedSize, linesWorkedOut: boolean) => [
  `INSERT INTO agreements (version, content, published_by)
   VALUES ('bench-1', 'Business Associate Agreement (benchmark)', 'bench')`,
  `INSERT INTO users (id, issuer, subject, email)
   SELECT ${userIdSql('d')}, 'https://bench.invalid', 'doula-' || d, 'doula-' || d || '@bench.example'
   FROM generate_series(0, ${size.doulas}) d`,
  `INSERT INTO profiles (user_id, first_name, last_name, tax_id_type, tax_id_ciphertext,
     tax_id_last4, business_name, business_address_street, business_address_city,
     business_address_state, business_address_zip, npi_number, agreement_version, is_verified)
   SELECT ${userIdSql('d')}, 'Doula', 'Number ' || d, 'SSN', 'not-a-real-ciphertext', '6789',
     'Gentle Births ' || d, '1 Main St', 'Oakland', 'CA', '94607', '1234567893', 'bench-1', true
   FROM generate_series(0, ${size.doulas}) d`,
  `INSERT INTO invitations (email, code_hashes, code_endings, created_by, redeemed_by_user_id,
     redeemed_at, created_at)
   SELECT 'doula-' || d || '@bench.example', ARRAY['h1.bench.' || d], ARRAY['…' || d], 'bench', ${userIdSql('d')},
     now(), now() - d * interval '1 second'
   FROM generate_series(0, ${size.doulas}) d`,
  `INSERT INTO patients (id, user_id, first_name, last_name, date_of_birth, address_street,
     address_city, address_state, address_zip, insurance_provider, payer_id, payer_type,
     policy_number, created_at, updated_at)
   SELECT ${patientIdSql('owners.d', 'i')}, ${userIdSql('owners.d')}, 'Patient', 'Number ' || i,
     date '1990-01-01' + (i % 3650), i || ' Oak St', 'Oakland', 'CA', '94607', 'Medicaid of CA',
     'MCD01', 'Medicaid', 'POL' || i, now() - i * interval '1 minute', now()
   FROM ${perDoula(size, size.patientsPerDoula, size.busyPatients)}`,
  `INSERT INTO facilities (user_id, name, address_street, address_city, address_state,
     address_zip, npi_number, created_at, updated_at)
   SELECT ${userIdSql('owners.d')}, 'Birth Center ' || i, i || ' Elm St', 'Oakland', 'CA',
     '94607', '1234567893', now() - i * interval '1 minute', now()
   FROM ${perDoula(size, size.facilitiesPerDoula, size.busyFacilities)}`,
  `INSERT INTO claims (user_id, form_id, status, doula_name, doula_email, patient_id,
     patient_first_name, patient_middle_name, patient_last_name, patient_date_of_birth,
     patient_address, patient_insurance_provider, patient_policy_number, patient_payer_id,
     patient_payer_type, service_date_from, service_time_from, service_location, in_person,
     service_type, ${linesWorkedOut ? 'lines_derived,' : ''}
     idempotency_key, request_hash, created_at, updated_at)
   SELECT ${userIdSql('owners.d')},
     'DB-2025-' || (100000000 + owners.d::bigint * 1000000 + i), 'pending',
     'Doula Number ' || owners.d, 'doula-' || owners.d || '@bench.example',
     ${patientIdSql('owners.d', `(1 + i % CASE owners.d WHEN 0 THEN ${size.busyPatients} ELSE ${size.patientsPerDoula} END)`)},
     'Patient', '', 'Number ' || i, date '1990-01-01', '1 Oak St, Oakland, CA 94607',
     'Medicaid of CA', 'POL' || i, 'MCD01', 'Medicaid', date '2026-01-01' + (i % 300), '09:00',
     'home', true, 'Prenatal Visit', ${linesWorkedOut ? 'true,' : ''}
     'bench-' || owners.d || '-' || i, 'bench',
     now() - i * interval '10 minutes', now()
   FROM ${perDoula(size, size.claimsPerDoula, size.busyClaims)}`,
  `INSERT INTO claim_status_changes (claim_id, from_status, to_status, changed_at, changed_by, note)
   SELECT id, NULL, 'pending', created_at, 'system', 'Submitted' FROM claims`,
  `INSERT INTO audit_events (occurred_at, user_id, action, entity_type, outcome, request_id)
   SELECT now() - i * interval '1 minute', ${userIdSql('owners.d')}, 'claim.list', 'claim',
     'success', 'bench'
   FROM ${perDoula(size, size.auditEventsPerDoula, size.busyAuditEvents)}`,
  `INSERT INTO users (id, issuer, subject, email)
   VALUES (${userIdSql("'operator'")}, 'https://bench.invalid', 'operator', 'operator@bench.example')`,
  `INSERT INTO operator_grants (email, granted_by) VALUES ('operator@bench.example', 'bench')`,
];

/**
 * Real ciphertexts for the seeded tax IDs (the server decrypts one at start and refuses a key that
 * cannot read them). AES-GCM with each row's own associated data cannot be done in SQL, so the
 * values are sealed here, one UPDATE for all of them.
 */
async function sealTaxIds(client: pg.PoolClient, size: SeedSize, taxIds: TaxIdCipher) {
  const userIds = Array.from({ length: size.doulas + 1 }, (_, doula) => userIdOf(doula));
  await client.query(
    `UPDATE profiles SET tax_id_ciphertext = sealed.ciphertext
     FROM unnest($1::uuid[], $2::text[]) AS sealed (user_id, ciphertext)
     WHERE profiles.user_id = sealed.user_id`,
    [userIds, userIds.map((userId) => taxIds.encrypt('123456789', userId))],
  );
}

/**
 * Whether the migrated schema has service lines: a checkout from before them (measured with
 * `--app-dir`) gets claims without, and no diagnoses in the claims it is sent.
 */
export async function hasServiceLines(client: pg.PoolClient | pg.Pool): Promise<boolean> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'claims' AND column_name = 'lines_derived'`,
  );
  return rowCount === 1;
}

async function startSession(client: pg.PoolClient, userId: string, email: string) {
  const token = randomBytes(32).toString('base64url');
  const idHash = createHash('sha256').update(token).digest('base64url');
  await client.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [idHash, userId],
  );
  return { userId, email, cookie: `session=${token}` };
}

/**
 * `linesWorkedOut` marks the seeded claims as past the start-up backfill of service lines: a
 * server started on the seeded database (the benchmark's) would otherwise work out lines for
 * every one of a million claims before it answers. Only where the schema has lines.
 */
export async function seedDatabase(
  pool: pg.Pool,
  size: SeedSize,
  taxIds: TaxIdCipher,
  { submitterCount = 10, linesWorkedOut = false } = {},
): Promise<SeededDatabase> {
  const client = await pool.connect();
  try {
    const marked = linesWorkedOut && (await hasServiceLines(client));
    for (const statement of statements(size, marked)) await client.query(statement);
    await sealTaxIds(client, size, taxIds);
    await client.query('ANALYZE');
    const session = (doula: number) => startSession(client, userIdOf(doula), emailOf(doula));
    const submitters = [];
    for (let doula = 1; doula <= Math.min(submitterCount, size.doulas); doula += 1) {
      submitters.push({ ...(await session(doula)), doula });
    }
    return {
      typical: await session(1),
      busy: await session(0),
      submitters,
      operator: await startSession(client, userIdOf('operator'), 'operator@bench.example'),
    };
  } finally {
    client.release();
  }
}
