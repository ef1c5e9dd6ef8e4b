import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { answer277, claimStatusHarness } from '../../testing/claim-status.ts';
import { answerTo } from '../../testing/coverage-checks.ts';
import { postClaim, validClaim } from '../../testing/doulas.ts';
import { validProfile } from '../../testing/fixtures.ts';
import { sendInBatch } from '../../testing/sent-claims.ts';
import { createRecord, validPatient } from '../../testing/record-fixtures.ts';

/**
 * The 837P batches, the 270 coverage checks and the 276 claim status questions go out under
 * the same sender and receiver IDs: over a run that makes all three, no two share an ISA13;
 * and each names a doula billing under an EIN as her business (NM102 2), as the others do.
 */
const { h, acceptedClaim } = claimStatusHarness('isa13');

const isa13 = (x12: string) => x12.slice(90, 99);
const BUSINESS = 'GENTLE BIRTHS LLC';

async function billUnderEin() {
  const saved = await h.t
    .as(h.doula.cookie)
    .put('/api/profile', validProfile({ taxIdType: 'EIN', taxId: '94-1234567' }));
  expect(saved.statusCode, saved.body).toBe(200);
}

it('the 837P, 270 and 276 of one sender never share an ISA13, and name an EIN doula alike', async () => {
  const realTime: string[] = [];
  for (let round = 0; round < 2; round++) {
    const claim = await acceptedClaim(2);
    await billUnderEin();
    h.core.respond = (x12) =>
      x12.includes('~ST*270*') ? answerTo(x12, '271-active') : answer277(x12);
    // A new patient's automatic coverage check sends a 270.
    await createRecord(h.t, h.doula.cookie, 'patients', validPatient());
    const asked = await h.t.as(h.ops).post(`/api/operator/claims/${claim.formId}/status-inquiries`);
    expect(asked.statusCode, asked.body).toBe(200);
    await h.t.app.jobs.drained(20_000);
    realTime.push(...h.core.received.map((envelope) => envelope.payload));
  }

  // Her claim sent while she bills under her EIN (the claims above were sent under her SSN).
  const sent = await postClaim(h.t, h.doula.cookie, validClaim(h.doula.patientId));
  expect(sent.statusCode, sent.body).toBe(201);
  await sendInBatch(h.t, [(sent.json() as { id: string }).id]);

  const { rows } = await h.t.database.pool.query<{ id: string; interchange: number }>(
    'SELECT id, interchange_control_number AS interchange FROM claim_batches ORDER BY number',
  );
  const batchFiles = await Promise.all(
    rows.map(async (row) => (await h.t.as(h.ops).get(`/api/operator/batches/${row.id}/file`)).body),
  );
  const eligibility = realTime.filter((x12) => x12.includes('~ST*270*'));
  const claimStatus = realTime.filter((x12) => x12.includes('~ST*276*'));
  expect(batchFiles.length).toBeGreaterThanOrEqual(2);
  expect(eligibility.length).toBeGreaterThanOrEqual(2);
  expect(claimStatus.length).toBeGreaterThanOrEqual(2);
  expect(batchFiles.map(isa13)).toEqual(
    rows.map((row) => String(row.interchange).padStart(9, '0')),
  );

  const numbers = [...batchFiles, ...eligibility, ...claimStatus].map(isa13);
  expect(new Set(numbers).size).toBe(numbers.length);

  // Her business as an organization in every transaction (the last batch is hers as an EIN).
  expect(batchFiles.at(-1)).toContain(`~NM1*85*2*${BUSINESS}*****XX*`);
  for (const x12 of [...eligibility, ...claimStatus].slice(-2)) {
    expect(x12).toContain(`~NM1*1P*2*${BUSINESS}*****XX*`);
  }
});

it('on upgrade, the shared sequence continues past the highest ISA13 any of the three used', async () => {
  // A 276 from before, numbered in the range its own sequence counted from (500,000,000).
  const { rowCount } = await h.t.database.pool.query(
    `UPDATE claim_status_inquiries SET control_number = 612345678
     WHERE id = (SELECT id FROM claim_status_inquiries LIMIT 1)`,
  );
  expect(rowCount).toBe(1);
  // Found by its name, whatever number it is given among the migrations.
  const migrations = new URL('../../db/migrations/', import.meta.url);
  const file = readdirSync(migrations).find((name) =>
    name.endsWith('_continue_interchange_control_numbers.sql'),
  );
  const migration = readFileSync(new URL(file!, migrations), 'utf8');
  await h.t.database.pool.query(migration);
  const { rows } = await h.t.database.pool.query<{ n: string }>(
    "SELECT nextval('interchange_control_number_seq') AS n",
  );
  expect(Number(rows[0]!.n)).toBe(612_345_679);
});
