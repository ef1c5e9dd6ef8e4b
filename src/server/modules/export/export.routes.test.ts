import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFields } from '../../formats/cms1500/testing/read-fields.ts';
import { readPdf } from '../../formats/cms1500/testing/read-pdf.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { SMALL_PDF, validRecommendation } from '../../testing/recommendation-fixtures.ts';
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

async function zipOf(doula: Doula) {
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
  return unzipSync(new Uint8Array(answer.rawPayload));
}

/** The zip's text files as text, its PDFs as the text a reader finds on their pages. */
async function exportOf(doula: Doula) {
  const entries = await zipOf(doula);
  const files: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(entries)) {
    files[name] = name.endsWith('.pdf')
      ? (await readPdf(bytes)).pages
          .flat()
          .map((item) => item.text)
          .join(' ')
      : strFromU8(bytes);
  }
  return files;
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
        'recommendations.csv',
        'recommendations.json',
        ...ana.claims.map((claim) => `claims/${claim.formId}.json`),
        ...ana.claims.map((claim) => `claims/${claim.formId}.pdf`),
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

  it('holds each claim as a readable CMS-1500 of hers, box 25 masked', async () => {
    const entries = await zipOf(ana);
    for (const [index, claim] of ana.claims.entries()) {
      const pdf = await readPdf(entries[`claims/${claim.formId}.pdf`]!);
      expect(pdf.pages).toHaveLength(1);
      const fields = readFields(pdf.pages[0]!, ['2', '25', '25.SSN', '26']);
      expect(fields).toEqual({
        '2': expect.stringMatching(new RegExp(`^ANATAGPATIENT${index}, `)) as string,
        '25': 'XXXXX6789',
        '25.SSN': 'X',
        '26': claim.formId,
      });
    }
  });

  it('names a claim the form cannot carry instead of stopping the export', async () => {
    const cara = await doulaWithData('cara-export@example.com', 'Caratag', 2);
    const [blank, printable] = cara.claims;
    await t.database.pool.query("UPDATE claims SET diagnosis_codes = '{}' WHERE id = $1", [
      blank!.id,
    ]);
    const files = await exportOf(cara);
    expect(files[`claims/${printable!.formId}.pdf`]).toContain(printable!.formId);
    expect(files[`claims/${blank!.formId}.pdf`]).toBeUndefined();
    expect(files['claims/forms-not-printed.txt']).toBe(
      `Claim ${blank!.formId} cannot be printed on a CMS-1500: check diagnoses, lines.0.diagnosisPointers.0.\n`,
    );
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
      'providerFingerprint',
      'userId',
      '555126789',
      '555-12-6789',
    ]) {
      expect(everything).not.toContain(hidden);
    }
  });

  it('holds her recommendations, replaced ones included, and each signed form as uploaded', async () => {
    const dana = await doulaWithData('dana-export@example.com', 'Danatag', 2);
    const post = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
      const answer = await t.inject({ method, url, headers: { cookie: dana.cookie }, payload });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return answer.json<{ id: string }>();
    };
    const first = await post(
      `/api/patients/${dana.patients[1]}/recommendations`,
      validRecommendation({ recommenderName: 'Dr. Danatag First' }),
    );
    const second = await post(
      `/api/recommendations/${first.id}`,
      {
        ...validRecommendation({ recommenderName: 'Dr. Danatag Second', visits: 4 }),
        file: null,
      },
      'PUT',
    );
    const entries = await zipOf(dana);
    const listed = JSON.parse(strFromU8(entries['recommendations.json']!)) as {
      id: string;
      patientId: string;
      recommenderName: string;
      replaced: boolean;
      signedForm: string;
    }[];
    expect(listed.map((row) => [row.recommenderName, row.replaced]).sort()).toEqual([
      ['Dr. Danatag First', true],
      ['Dr. Danatag Second', false],
    ]);
    for (const row of listed) {
      expect(row.patientId).toBe(dana.patients[1]);
      expect(row.signedForm).toBe(`recommendations/${row.id}.pdf`);
      expect(Buffer.from(entries[row.signedForm]!)).toEqual(SMALL_PDF);
    }
    expect(listed.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    const csv = strFromU8(entries['recommendations.csv']!).trim().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[0]).toContain('recommenderNpi');
    // Nobody else's export holds them.
    const others = Object.values(await exportOf(ana)).join('\n');
    expect(others).not.toContain('Danatag');
    expect(others).not.toContain(first.id);
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
