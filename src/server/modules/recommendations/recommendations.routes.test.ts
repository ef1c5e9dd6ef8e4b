import { describe, expect, it } from 'vitest';
import { recommendationMessages as m } from '#domain/records/recommendation';
import { registeredUser } from '../../testing/fixtures.ts';
import { usePatientRoutes } from '../../testing/patient-routes.ts';
import { SMALL_PDF, validRecommendation } from '../../testing/recommendation-fixtures.ts';

/**
 * Her recommendations on a patient's pregnancy: added with the signed form, listed, downloaded
 * byte for byte, replaced; refused in one sentence with nothing stored; another doula's answer 404.
 */
const h = usePatientRoutes();
const { createPatient } = h;

const add = (cookie: string, patientId: string, body: object) =>
  h.t.inject({
    method: 'POST',
    url: `/api/patients/${patientId}/recommendations`,
    headers: { cookie },
    payload: body,
  });
const list = (cookie: string, patientId: string) =>
  h.t.inject({
    method: 'GET',
    url: `/api/patients/${patientId}/recommendations`,
    headers: { cookie },
  });
const file = (cookie: string, id: string) =>
  h.t.inject({ method: 'GET', url: `/api/recommendations/${id}/file`, headers: { cookie } });

describe('recommendations API', () => {
  it('adds one with its form, lists it, gives the form back and replaces it', async () => {
    const { cookie } = await registeredUser(h.t, 'recs-crud@example.com');
    const patient = await createPatient(cookie);
    const created = await add(cookie, patient.id, validRecommendation());
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      patientId: patient.id,
      recommenderName: 'Dr. Lee Park',
      licenceType: 'physician',
      goodUntil: null,
      visits: 9,
      fileType: 'application/pdf',
      fileSize: SMALL_PDF.length,
    });
    expect(Object.keys(saved)).not.toContain('fileContent');
    await expect(list(cookie, patient.id).then((r) => r.json())).resolves.toEqual({
      recommendations: [saved],
    });
    const download = await file(cookie, saved.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="recommendation.pdf"',
    );
    expect(download.rawPayload.equals(SMALL_PDF)).toBe(true);

    const { file: _file, ...details } = validRecommendation({ visits: 4 });
    const replaced = await h.t.inject({
      method: 'PUT',
      url: `/api/recommendations/${saved.id}`,
      headers: { cookie },
      payload: { ...details, file: null },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ visits: 4, fileSize: SMALL_PDF.length });
    expect((await list(cookie, patient.id)).json().recommendations).toEqual([replaced.json()]);
    // The form kept on replacement opens under its new row.
    expect((await file(cookie, replaced.json().id)).rawPayload.equals(SMALL_PDF)).toBe(true);
  });

  it('refuses bad input in one sentence and stores nothing', async () => {
    const { cookie } = await registeredUser(h.t, 'recs-bad@example.com');
    const patient = await createPatient(cookie);
    const b64 = (bytes: Buffer) => ({ contentBase64: bytes.toString('base64') });
    const cases: [object, string, string][] = [
      [{ file: b64(Buffer.from('hello, not a pdf')) }, 'file', m.fileKind],
      [{ file: b64(Buffer.alloc(5 * 1024 * 1024 + 1, 0x25)) }, 'file', m.fileTooLarge],
      [{ recommenderNpi: '1234567890' }, 'recommenderNpi', m.npiCheckDigit],
      [{ signedOn: '2026-07-01', goodUntil: '2026-06-30' }, 'goodUntil', m.datesInOrder],
    ];
    for (const [change, field, sentence] of cases) {
      const refused = await add(cookie, patient.id, validRecommendation(change));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.fields[field]).toBe(sentence);
    }
    // An empty file: a PDF's type header cannot make it one.
    const empty = await add(
      cookie,
      patient.id,
      validRecommendation({ file: { contentBase64: '' } }),
    );
    expect(empty.statusCode).toBe(400);
    expect((await list(cookie, patient.id)).json()).toEqual({ recommendations: [] });
  });

  it('answers 404 for another doula’s patient, recommendation and form', async () => {
    const { cookie } = await registeredUser(h.t, 'recs-owner@example.com');
    const { cookie: other } = await registeredUser(h.t, 'recs-other@example.com');
    const patient = await createPatient(cookie);
    const saved = (await add(cookie, patient.id, validRecommendation())).json();
    expect((await list(other, patient.id)).statusCode).toBe(404);
    expect((await add(other, patient.id, validRecommendation())).statusCode).toBe(404);
    expect((await file(other, saved.id)).statusCode).toBe(404);
    const { file: _f, ...details } = validRecommendation();
    const replace = await h.t.inject({
      method: 'PUT',
      url: `/api/recommendations/${saved.id}`,
      headers: { cookie: other },
      payload: { ...details, file: null },
    });
    expect(replace.statusCode).toBe(404);
    expect((await file(cookie, saved.id)).statusCode).toBe(200);
  });
});
