import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import type { PatientView } from '#domain/records/patient';
import type { RecordPage } from '#domain/records/list';
import { registeredUser } from '../../testing/fixtures.ts';
import { validPatient } from '../../testing/record-fixtures.ts';
import { usePatientRoutes } from '../../testing/patient-routes.ts';
import { expectJson } from '../../testing/write-checks.ts';

/**
 * A doula's patients: created, read, updated and archived, checked field by field, hers alone,
 * never in the log. Listing them in pages and searching them: patients.list.test.ts.
 */
const h = usePatientRoutes();
const { api, createPatient } = h;

describe('patients API', () => {
  it('creates, lists, gets, updates and archives a patient', async () => {
    const { cookie } = await registeredUser(h.t, 'patients-crud@example.com');
    const created = await createPatient(cookie, { firstName: '  Ana ', middleName: ' Luz ' });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...validPatient(),
      firstName: 'Ana',
      middleName: 'Luz',
      expectedDueDate: '',
      pregnancyEndedDate: '',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Object.keys(created)).not.toContain('userId');
    expect(Object.keys(created)).not.toContain('deleted');

    const list = (await api(cookie).list()).json() as RecordPage<PatientView>;
    expect(list).toEqual({ items: [created], nextCursor: null });
    expect((await api(cookie).get(created.id)).json()).toEqual(created);

    const updated = await api(cookie).update(
      created.id,
      validPatient({ lastName: 'Rivera-Soto', payerType: 'TRICARE' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      lastName: 'Rivera-Soto',
      middleName: '',
      payerType: 'TRICARE',
      createdAt: created.createdAt,
    });
    expect(new Date(updated.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );

    const archived = await api(cookie).archive(created.id);
    expect(archived.statusCode).toBe(204);
    expect((await api(cookie).list()).json()).toEqual({ items: [], nextCursor: null });
    expect((await api(cookie).get(created.id)).statusCode).toBe(404);
    expect((await api(cookie).archive(created.id)).statusCode).toBe(404);
    expect((await api(cookie).update(created.id, validPatient())).statusCode).toBe(404);

    const row = await h.t.database.pool.query(
      'SELECT deleted, deleted_at, updated_at, created_at FROM patients WHERE id = $1',
      [created.id],
    );
    expect(row.rows[0].deleted).toBe(true);
    expect(row.rows[0].deleted_at).toBeInstanceOf(Date);
    expect(row.rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(
      row.rows[0].created_at.getTime(),
    );
  });

  it('answers the product message for each empty required field', async () => {
    const { cookie } = await registeredUser(h.t, 'patients-validation@example.com');
    const response = await api(cookie).create(
      validPatient({ firstName: ' ', addressState: '', payerType: '', policyNumber: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: messages.patient.firstNameRequired,
      addressState: 'State is required.',
      payerType: 'Select a payer type.',
      policyNumber: 'Policy number is required.',
    });
    const invalid = await api(cookie).create(
      validPatient({ addressState: 'DC', payerType: 'Blue Cross', dateOfBirth: '2023-02-29' }),
    );
    expect(invalid.json().error.fields).toEqual({
      addressState: 'Choose a valid state.',
      payerType: 'Choose a valid payer type.',
      dateOfBirth: messages.patient.dateOfBirthInvalid,
    });
    expect(JSON.stringify(invalid.json())).not.toContain('Blue Cross');
  });

  it.each([
    { userId: '00000000-0000-0000-0000-000000000000' },
    { id: '00000000-0000-0000-0000-000000000000' },
    { createdAt: '2020-01-01T00:00:00.000Z' },
    { updatedAt: '2020-01-01T00:00:00.000Z' },
    { deleted: true },
    { deletedAt: '2020-01-01T00:00:00.000Z' },
  ])('rejects a field only the server sets: %o', async (extra) => {
    const { cookie } = await registeredUser(
      h.t,
      `patients-mass-${Object.keys(extra)[0]}@example.com`,
    );
    expect((await api(cookie).create({ ...validPatient(), ...extra })).statusCode).toBe(400);
    const created = await createPatient(cookie);
    expect((await api(cookie).update(created.id, { ...validPatient(), ...extra })).statusCode).toBe(
      400,
    );
  });

  it('keeps the sex on the insurance card: female unless given, changed only by her owner', async () => {
    const owner = await registeredUser(h.t, 'patients-sex@example.com');
    const other = await registeredUser(h.t, 'patients-sex-other@example.com');
    const { sex: _left, ...withoutSex } = validPatient();
    const created = expectJson<PatientView>(await api(owner.cookie).create(withoutSex));
    expect(created.sex).toBe('F');

    const male = await api(owner.cookie).update(created.id, validPatient({ sex: 'M' }));
    expect(male.json()).toMatchObject({ id: created.id, sex: 'M' });
    expect((await api(owner.cookie).get(created.id)).json().sex).toBe('M');

    const refused = await api(owner.cookie).update(created.id, validPatient({ sex: 'X' as 'U' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ sex: messages.patient.sexInvalid });

    const hijack = await api(other.cookie).update(created.id, validPatient({ sex: 'U' }));
    expect(hijack.statusCode).toBe(404);
    expect((await api(owner.cookie).get(created.id)).json().sex).toBe('M');
  });

  it('a second user sees none of the first user’s patients, and their ids answer 404', async () => {
    const owner = await registeredUser(h.t, 'patients-owner@example.com');
    const other = await registeredUser(h.t, 'patients-other@example.com');
    const created = await createPatient(owner.cookie, { policyNumber: 'SECRET-1' });

    expect((await api(other.cookie).list()).json()).toEqual({ items: [], nextCursor: null });
    expect((await api(other.cookie).list('', 'SECRET')).json().items).toEqual([]);
    for (const response of [
      await api(other.cookie).get(created.id),
      await api(other.cookie).update(created.id, validPatient({ firstName: 'Hijack' })),
      await api(other.cookie).archive(created.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SECRET-1');
      expect(response.body).not.toContain('Ana');
    }
    expect((await api(owner.cookie).get(created.id)).json()).toMatchObject({
      firstName: 'Ana',
      policyNumber: 'SECRET-1',
    });
    expect((await api(other.cookie).get('not-an-id')).statusCode).toBe(404);
  });

  it('answers 401 when signed out and 403 while the profile is incomplete', async () => {
    const signedOut = [
      await h.t.inject({ method: 'GET', url: '/api/patients' }),
      await h.t.inject({ method: 'POST', url: '/api/patients', payload: validPatient() }),
    ];
    for (const response of signedOut) expect(response.statusCode).toBe(401);

    const { cookie } = await h.t.signInAs('patients-incomplete@example.com');
    const incomplete = [await api(cookie).list(), await api(cookie).create(validPatient())];
    for (const response of incomplete) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('profile_incomplete');
    }
  });

  it('never writes patient details or search words to the log', async () => {
    const { cookie } = await registeredUser(h.t, 'patients-logs@example.com');
    await createPatient(cookie, { lastName: 'Zzyzxlog', policyNumber: 'LOGPOL-77' });
    await api(cookie).list('', 'Zzyzxlog');
    await api(cookie).create(validPatient({ lastName: 'Zzyzxlog', addressState: 'XX' }));
    const logs = h.t.logs.join('');
    expect(logs).not.toContain('Zzyzxlog');
    expect(logs).not.toContain('LOGPOL-77');
  });
});
