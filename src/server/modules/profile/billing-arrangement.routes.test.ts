import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangementMessages } from '#domain/records/billing-arrangement';
import { validPatient } from '#domain/testing/valid-inputs';
import { createDoula, postClaim, validClaim, type Doula } from '../../testing/doulas.ts';
import { validProfile } from '../../testing/fixtures.ts';
import { createRecord } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/** Who bills, through the API: saved sealed, refused in one sentence, kept by each claim. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const group = {
  billingAs: 'group',
  groupName: 'Great Lakes Doula Collective',
  groupNpi: '1928374655',
  groupTaxId: '87-6543219',
  groupAddressStreet: '40 Harbor Way',
  groupAddressCity: 'Detroit',
  groupAddressState: 'MI',
  groupAddressZip: '48226-1234',
};

const saveProfile = (doula: Doula, changes: object) =>
  t.as(doula.cookie).put('/api/profile', validProfile({ taxId: '', ...changes }));

const storedArrangement = async (userId: string) =>
  (
    await t.database.pool.query('SELECT billing_arrangement FROM profiles WHERE user_id = $1', [
      userId,
    ])
  ).rows[0].billing_arrangement;

describe('who bills, on her profile', () => {
  it('saves her group with its EIN sealed, shows it masked, and keeps it when left blank', async () => {
    const doula = await createDoula(t, 'group-bills@example.com');
    expect((await saveProfile(doula, group)).statusCode).toBe(200);
    const stored = await storedArrangement(doula.userId);
    expect(JSON.stringify(stored)).not.toMatch(/876543219|87-6543219/);
    expect(stored).toMatchObject({ kind: 'group', npi: '1928374655', taxIdLast4: '3219' });
    const again = await saveProfile(doula, { ...group, groupTaxId: '' });
    expect(again.json().profile).toMatchObject({
      billingAs: 'group',
      groupName: 'Great Lakes Doula Collective',
      groupTaxIdMasked: '••-•••3219',
    });
    expect(again.body).not.toContain('876543219');
  });

  it.each([
    ['a group NPI equal to her own', { groupNpi: validProfile().npiNumber }, 'groupNpiIsHers'],
    ['a group NPI failing its check digit', { groupNpi: '1928374656' }, 'groupNpiInvalid'],
  ] as const)('refuses %s in one sentence and stores nothing', async (_name, change, message) => {
    const doula = await createDoula(t, `bad-group-${message}@example.com`);
    const response = await saveProfile(doula, { ...group, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(arrangementMessages[message]);
    expect(await storedArrangement(doula.userId)).toEqual({ kind: 'self' });
  });
});

describe('who bills, on her claims', () => {
  it('refuses a group where the program takes none; a claim keeps who billed it', async () => {
    const doula = await createDoula(t, 'group-claims@example.com');
    await saveProfile(doula, group);
    const refused = await postClaim(t, doula.cookie, validClaim(doula.patientId));
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('does not accept claims billed through a doula group');

    const michigan = await createRecord(t, doula.cookie, 'patients', {
      ...validPatient(),
      addressState: 'MI',
      addressCity: 'Detroit',
      addressZip: '48226',
      insuranceProvider: 'Michigan Medicaid',
      payerId: 'MIMCD',
    });
    const made = await postClaim(t, doula.cookie, validClaim(michigan));
    expect(made.statusCode).toBe(201);
    // She goes back to billing herself: the claim made through her group stays the group's.
    await saveProfile(doula, { billingAs: 'self' });
    const kept = await t.database.pool.query(
      'SELECT billing_arrangement FROM claims WHERE id = $1',
      [made.json().id],
    );
    expect(kept.rows[0].billing_arrangement).toMatchObject({ kind: 'group', npi: '1928374655' });

    // Her data export names her group on her profile and the claim, its EIN masked only.
    await saveProfile(doula, group);
    const zip = await t.as(doula.cookie).get('/api/account/export');
    expect(zip.statusCode).toBe(200);
    const files = Object.values(unzipSync(new Uint8Array(zip.rawPayload))).map((bytes) =>
      strFromU8(bytes),
    );
    const everything = files.join('\n');
    expect(everything).toContain('Great Lakes Doula Collective');
    expect(everything).toContain('••-•••3219');
    for (const hidden of ['taxIdCiphertext', 'taxIdLast4', '876543219', '87-6543219'])
      expect(everything).not.toContain(hidden);
  });
});
