import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { appWithDoulas } from '../../testing/doulas-app.ts';
import { postClaim, validClaim } from '../../testing/doulas.ts';
import { recordApi, validPatient } from '../../testing/record-fixtures.ts';

/**
 * Claims keep the patient's address in parts (decision 055). A new claim stores the parts of
 * her patient record; a claim from before gets them once from migration 0022: from her record
 * where it still gives the claim's one-line address, else from the line read as
 * "street, city, ST zip", else they stay empty. The migration's data statements run here again
 * on claims made to look as they were before it.
 */
const world = appWithDoulas({ doula: 'address-parts@example.com' });

const migration = new URL(
  '../../db/migrations/0022_claim_patient_address_parts.sql',
  import.meta.url,
);

async function runMigrationUpdates() {
  const statements = (await readFile(migration, 'utf8'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => !statement.startsWith('ALTER TABLE'));
  expect(statements).toHaveLength(2);
  for (const statement of statements) await world.t.database.pool.query(statement);
}

async function partsOf(id: string) {
  const { rows } = await world.t.database.pool.query<Record<string, string>>(
    `SELECT patient_address AS line, patient_address_street AS street,
       patient_address_city AS city, patient_address_state AS state, patient_address_zip AS zip
     FROM claims WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

async function submitted(): Promise<string> {
  const response = await postClaim(world.t, world.doula.cookie, validClaim(world.doula.patientId));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as ClaimView).id;
}

/** The claim as it was before the parts existed: its one line only. */
async function asBefore(id: string, line?: string) {
  await world.t.database.pool.query(
    `UPDATE claims SET patient_address = coalesce($2, patient_address),
       patient_address_street = '', patient_address_city = '', patient_address_state = '',
       patient_address_zip = '' WHERE id = $1`,
    [id, line ?? null],
  );
}

describe('the patient address in parts', () => {
  it('is stored from her patient record when a claim is submitted, the API still shows one line', async () => {
    const id = await submitted();
    const view = (
      await world.t.as(world.doula.cookie).get(`/api/claims/${id}`)
    ).json() as ClaimView;
    expect(view.patient.address).toBe('12 Elm St, Fresno, CA 93701');
    expect(view.patient).not.toHaveProperty('addressStreet');
    expect(await partsOf(id)).toMatchObject({
      street: '12 Elm St',
      city: 'Fresno',
      state: 'CA',
      zip: '93701',
    });
  });

  it('comes to older claims from the record, else from the line, else stays empty', async () => {
    const fromRecord = await submitted();
    const fromLine = await submitted();
    const unreadable = await submitted();
    await asBefore(fromRecord);
    await asBefore(fromLine, '9 Oak Ln ,Unit 4, Davis, ca 95616-1234');
    await asBefore(unreadable, 'somewhere near the river');

    await runMigrationUpdates();

    expect(await partsOf(fromRecord)).toMatchObject({
      street: '12 Elm St',
      city: 'Fresno',
      state: 'CA',
      zip: '93701',
    });
    expect(await partsOf(fromLine)).toMatchObject({
      street: '9 Oak Ln, Unit 4',
      city: 'Davis',
      state: 'CA',
      zip: '95616-1234',
    });
    expect(await partsOf(unreadable)).toMatchObject({ street: '', city: '', state: '', zip: '' });
  });

  it('is read from the line, not the record, once the record was edited after the claim', async () => {
    const id = await submitted();
    await asBefore(id);
    const moved = validPatient({ addressStreet: '77 New Rd', addressCity: 'Clovis' });
    const saved = await recordApi(world.t, 'patients', world.doula.cookie).update(
      world.doula.patientId,
      moved,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    await runMigrationUpdates();

    expect(await partsOf(id)).toMatchObject({
      line: '12 Elm St, Fresno, CA 93701',
      street: '12 Elm St',
      city: 'Fresno',
    });
  });
});
