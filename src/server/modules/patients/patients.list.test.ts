import { describe, expect, it } from 'vitest';
import type { PatientView } from '#domain/records/patient';
import type { RecordPage } from '#domain/records/list';
import { registeredUser } from '../../testing/fixtures.ts';
import { validPatient } from '../../testing/record-fixtures.ts';
import { usePatientRoutes } from '../../testing/patient-routes.ts';

/**
 * A doula's patient list: newest first, a page at a time, and searched by every detail with the
 * search words in a header, never in the URL.
 */
const h = usePatientRoutes();
const { api, createPatient } = h;

describe('the patient list', () => {
  it('lists newest first, in pages, with a limit of at most 200', async () => {
    const { cookie } = await registeredUser(h.t, 'patients-pages@example.com');
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
    const { cookie, userId } = await registeredUser(h.t, 'patients-ties@example.com');
    await h.t.database.pool.query(
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
    const { cookie } = await registeredUser(h.t, 'patients-search@example.com');
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
});

describe('search text never travels in a URL', () => {
  it('refuses a search in the query string', async () => {
    const { cookie } = await registeredUser(h.t, 'search-url@example.com');
    const response = await h.t.inject({
      method: 'GET',
      url: '/api/patients?q=Rivera',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it('finds by any text sent in the X-Search header, accents included', async () => {
    const { cookie } = await registeredUser(h.t, 'search-header@example.com');
    await api(cookie).create(validPatient({ firstName: 'José', lastName: 'Peña' }));
    const found = (await api(cookie).list('', 'josé peña')).json() as RecordPage<PatientView>;
    expect(found.items.map((p) => p.lastName)).toEqual(['Peña']);
    const badEncoding = await h.t.inject({
      method: 'GET',
      url: '/api/patients',
      headers: { cookie, 'x-search': '%E0%A4%A' },
    });
    expect(badEncoding.statusCode).toBe(400);
  });
});
