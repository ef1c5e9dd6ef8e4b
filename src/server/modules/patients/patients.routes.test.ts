import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages';
import type { PatientView } from '#domain/patient';
import type { RecordPage } from '#domain/record-list';
import { registeredUser } from '../../testing/fixtures.ts';
import { recordApi, validPatient } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectJson } from '../../testing/write-checks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (cookie: string) => recordApi(t, 'patients', cookie);

const createPatient = async (cookie: string, overrides: Parameters<typeof validPatient>[0] = {}) =>
  expectJson<PatientView>(await api(cookie).create(validPatient(overrides)));

describe('patients API', () => {
  it('creates, lists, gets, updates and archives a patient', async () => {
    const { cookie } = await registeredUser(t, 'patients-crud@example.com');
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

    const row = await t.database.pool.query(
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
    const { cookie } = await registeredUser(t, 'patients-validation@example.com');
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
      t,
      `patients-mass-${Object.keys(extra)[0]}@example.com`,
    );
    expect((await api(cookie).create({ ...validPatient(), ...extra })).statusCode).toBe(400);
    const created = await createPatient(cookie);
    expect((await api(cookie).update(created.id, { ...validPatient(), ...extra })).statusCode).toBe(
      400,
    );
  });

  it('keeps the sex on the insurance card: female unless given, changed only by her owner', async () => {
    const owner = await registeredUser(t, 'patients-sex@example.com');
    const other = await registeredUser(t, 'patients-sex-other@example.com');
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

  it('lists newest first, in pages, with a limit of at most 200', async () => {
    const { cookie } = await registeredUser(t, 'patients-pages@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await createPatient(cookie, { firstName: `P${i}` })).id);
    const newestFirst = [...ids].reverse();

    const first = (await api(cookie).list('?limit=2')).json() as RecordPage<PatientView>;
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await api(cookie).list(`?limit=2&cursor=${first.nextCursor}`)
    ).json() as RecordPage<PatientView>;
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(2, 4));
    const third = (
      await api(cookie).list(`?limit=2&cursor=${second.nextCursor}`)
    ).json() as RecordPage<PatientView>;
    expect(third).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });

    expect((await api(cookie).list('?limit=201')).statusCode).toBe(400);
    expect((await api(cookie).list('?limit=0')).statusCode).toBe(400);
    expect((await api(cookie).list('?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await api(cookie).list('?owner=me')).statusCode).toBe(400);
  });

  it('orders by creation even when several share a creation time', async () => {
    const { cookie, userId } = await registeredUser(t, 'patients-ties@example.com');
    await t.database.pool.query(
      `INSERT INTO patients (user_id, first_name, last_name, date_of_birth, address_street,
         address_city, address_state, address_zip, insurance_provider, payer_id, payer_type,
         policy_number, created_at)
       SELECT $1, 'Tie' || n, 'Same', '1990-01-01', 'S', 'C', 'CA', '90001', 'I', 'P', 'Other',
         'T' || n, '2025-01-01T00:00:00Z' FROM generate_series(1, 5) AS n`,
      [userId],
    );
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = (
        await api(cookie).list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json() as RecordPage<PatientView>;
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('searches every detail, each word anywhere, ignoring case', async () => {
    const { cookie } = await registeredUser(t, 'patients-search@example.com');
    const target = await createPatient(cookie, {
      firstName: 'Beatriz',
      middleName: 'Luz',
      lastName: 'Okafor',
      dateOfBirth: '1988-03-09',
      addressStreet: '77 Sunset Blvd',
      addressCity: 'Modesto',
      addressState: 'NV',
      addressZip: '89501',
      insuranceProvider: 'Anthem Blue Cross',
      payerId: 'ANTH9',
      payerType: 'Group Health',
      policyNumber: 'XK-48213',
    });
    await createPatient(cookie, { firstName: 'Other', policyNumber: 'ZZ-1' });
    const search = async (q: string) =>
      ((await api(cookie).list('', q)).json() as RecordPage<PatientView>).items;

    for (const q of [
      'xk-48213',
      '48213',
      'beatriz okafor',
      'OKAFOR beatriz',
      'luz',
      '1988-03-09',
      '3/9/1988',
      '03/09/1988',
      'sunset',
      'modesto',
      'NV',
      '89501',
      'anthem',
      'anth9',
      'group health',
    ]) {
      expect(
        (await search(q)).map((p) => p.id),
        q,
      ).toEqual([target.id]);
    }
    expect(await search('nonsense-qqq')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('')).toHaveLength(2);
  });

  it('a second user sees none of the first user’s patients, and their ids answer 404', async () => {
    const owner = await registeredUser(t, 'patients-owner@example.com');
    const other = await registeredUser(t, 'patients-other@example.com');
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
      await t.inject({ method: 'GET', url: '/api/patients' }),
      await t.inject({ method: 'POST', url: '/api/patients', payload: validPatient() }),
    ];
    for (const response of signedOut) expect(response.statusCode).toBe(401);

    const { cookie } = await t.signInAs('patients-incomplete@example.com');
    const incomplete = [await api(cookie).list(), await api(cookie).create(validPatient())];
    for (const response of incomplete) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('profile_incomplete');
    }
  });

  it('never writes patient details or search words to the log', async () => {
    const { cookie } = await registeredUser(t, 'patients-logs@example.com');
    await createPatient(cookie, { lastName: 'Zzyzxlog', policyNumber: 'LOGPOL-77' });
    await api(cookie).list('', 'Zzyzxlog');
    await api(cookie).create(validPatient({ lastName: 'Zzyzxlog', addressState: 'XX' }));
    const logs = t.logs.join('');
    expect(logs).not.toContain('Zzyzxlog');
    expect(logs).not.toContain('LOGPOL-77');
  });
});

describe('search text never travels in a URL', () => {
  it('refuses a search in the query string', async () => {
    const { cookie } = await registeredUser(t, 'search-url@example.com');
    const response = await t.inject({
      method: 'GET',
      url: '/api/patients?q=Rivera',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it('finds by any text sent in the X-Search header, accents included', async () => {
    const { cookie } = await registeredUser(t, 'search-header@example.com');
    await api(cookie).create(validPatient({ firstName: 'José', lastName: 'Peña' }));
    const found = (await api(cookie).list('', 'josé peña')).json() as RecordPage<PatientView>;
    expect(found.items.map((p) => p.lastName)).toEqual(['Peña']);
    const badEncoding = await t.inject({
      method: 'GET',
      url: '/api/patients',
      headers: { cookie, 'x-search': '%E0%A4%A' },
    });
    expect(badEncoding.statusCode).toBe(400);
  });
});
