import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/fixtures.ts';
import { validFacility, validPatient } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { validClaim } from '../../testing/write-routes.ts';

let t: TestApp;

interface Doula {
  cookie: string;
  userId: string;
  patients: string[];
  facilities: string[];
  claims: { id: string; formId: string }[];
}

/** A doula with patients (one archived), facilities and claims, each marked with her tag. */
async function doulaWithData(email: string, tag: string, count: number): Promise<Doula> {
  const { cookie, userId } = await registeredUser(t, email);
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const answer = await t.inject({
      method: 'POST',
      url,
      headers: { cookie, ...headers },
      payload,
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return (answer.body ? answer.json() : {}) as { id: string; formId: string };
  };
  const doula: Doula = { cookie, userId, patients: [], facilities: [], claims: [] };
  for (let i = 0; i < count; i += 1) {
    const patient = await post('/api/patients', validPatient({ lastName: `${tag}Patient${i}` }));
    doula.patients.push(patient.id);
    doula.facilities.push(
      (await post('/api/facilities', validFacility({ name: `${tag} Facility ${i}` }))).id,
    );
    const claim = await post(
      '/api/claims',
      validClaim(patient.id, { notes: `${tag} claim ${i}` }),
      {
        'idempotency-key': `export-${randomUUID()}`,
      },
    );
    doula.claims.push({ id: claim.id, formId: claim.formId });
  }
  await post(`/api/patients/${doula.patients[0]}/archive`, {});
  return doula;
}

let ana: Doula;
let bea: Doula;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await doulaWithData('ana-export@example.com', 'Anatag', 4);
  bea = await doulaWithData('bea-export@example.com', 'Beatag', 3);
});

afterAll(async () => {
  await t?.close();
});

async function exportOf(doula: Doula) {
  const answer = await t.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: { cookie: doula.cookie },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toMatch(
    /^attachment; filename="doula-billing-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(answer.headers['cache-control']).toBe('no-store');
  const files = unzipSync(new Uint8Array(answer.rawPayload));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('GET /api/account/export', () => {
  it('contains every record of hers, and nothing of anyone else', async () => {
    const files = await exportOf(ana);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'profile.csv',
        'patients.csv',
        'patients.json',
        'facilities.csv',
        'facilities.json',
        'claims.csv',
        'claims.json',
        ...ana.claims.map((claim) => `claims/${claim.formId}.json`),
      ].sort(),
    );
    const ids = (name: string) =>
      (JSON.parse(files[name]!) as { id: string }[]).map((row) => row.id).sort();
    expect(ids('patients.json')).toEqual([...ana.patients].sort());
    expect(ids('facilities.json')).toEqual([...ana.facilities].sort());
    expect(ids('claims.json')).toEqual(ana.claims.map((claim) => claim.id).sort());
    // CSV: a header and one line per record.
    expect(files['patients.csv']!.trim().split('\r\n')).toHaveLength(ana.patients.length + 1);
    expect(files['claims.csv']!.trim().split('\r\n')).toHaveLength(ana.claims.length + 1);
    const archived = (
      JSON.parse(files['patients.json']!) as { id: string; deleted: boolean }[]
    ).find((row) => row.id === ana.patients[0]);
    expect(archived?.deleted).toBe(true);
    const details = JSON.parse(files[`claims/${ana.claims[0]!.formId}.json`]!) as {
      notes: string;
      statusHistory: { toStatus: string }[];
    };
    expect(details.notes).toBe('Anatag claim 0');
    expect(details.statusHistory.map((h) => h.toStatus)).toEqual(['pending']);

    const everything = Object.values(files).join('\n');
    expect(everything).toContain('Anatag');
    expect(everything).not.toContain('Beatag');
    expect(everything).not.toContain('bea-export@example.com');
    for (const id of [
      bea.userId,
      ...bea.patients,
      ...bea.facilities,
      ...bea.claims.map((c) => c.id),
    ]) {
      expect(everything).not.toContain(id);
    }
  });

  it('masks the tax ID and leaves out server bookkeeping', async () => {
    const files = await exportOf(ana);
    const profile = JSON.parse(files['profile.json']!) as Record<string, unknown>;
    expect(profile.email).toBe('ana-export@example.com');
    expect(profile.taxIdMasked).toMatch(/^•••-••-\d{4}$/);
    const everything = Object.values(files).join('\n');
    for (const hidden of [
      'taxIdCiphertext',
      'taxIdLast4',
      'idempotencyKey',
      'requestHash',
      'userId',
      '555126789',
      '555-12-6789',
    ]) {
      expect(everything).not.toContain(hidden);
    }
  });

  it('is audited as profile.export, with no PHI in the URL', async () => {
    await exportOf(bea);
    const { rows } = await t.database.pool.query<{ action: string; outcome: string }>(
      "SELECT action, outcome FROM audit_events WHERE user_id = $1 AND action = 'profile.export'",
      [bea.userId],
    );
    expect(rows).toEqual([{ action: 'profile.export', outcome: 'success' }]);
  });
});
