import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityView } from '#domain/records/facility';
import { messages } from '#domain/common/messages';
import type { RecordPage } from '#domain/records/list';
import { registeredUser } from '../../testing/fixtures.ts';
import { recordApi, validFacility } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectJson } from '../../testing/write-checks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (cookie: string) => recordApi(t, 'facilities', cookie);

const createFacility = async (
  cookie: string,
  overrides: Parameters<typeof validFacility>[0] = {},
) => expectJson<FacilityView>(await api(cookie).create(validFacility(overrides)));

describe('facilities API', () => {
  it('creates, lists, gets, updates and archives a facility', async () => {
    const { cookie } = await registeredUser(t, 'facilities-crud@example.com');
    const created = await createFacility(cookie, { name: '  Valley Birth Center ' });
    expect(created).toEqual({
      id: expect.any(String),
      ...validFacility(),
      // A client that omits the kind gets a hospital, like every facility from before kinds.
      kind: 'hospital',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api(cookie).list()).json()).toEqual({ items: [created], nextCursor: null });
    expect((await api(cookie).get(created.id)).json()).toEqual(created);

    const updated = await api(cookie).update(created.id, validFacility({ name: 'Valley Center' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Valley Center', createdAt: created.createdAt });

    expect((await api(cookie).archive(created.id)).statusCode).toBe(204);
    expect((await api(cookie).list()).json().items).toEqual([]);
    expect((await api(cookie).get(created.id)).statusCode).toBe(404);
    const row = await t.database.pool.query(
      'SELECT deleted, deleted_at FROM facilities WHERE id = $1',
      [created.id],
    );
    expect(row.rows[0]).toEqual({ deleted: true, deleted_at: expect.any(Date) });
  });

  it('wants an NPI of exactly 10 digits whose check digit matches', async () => {
    const { cookie } = await registeredUser(t, 'facilities-npi@example.com');
    for (const npiNumber of ['12345', '12345678901', '12345-6789']) {
      const response = await api(cookie).create(validFacility({ npiNumber }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ npiNumber: messages.facility.npiTenDigits });
    }
    const empty = await api(cookie).create(validFacility({ npiNumber: '', name: '' }));
    expect(empty.json().error.fields).toEqual({
      name: 'Facility name is required.',
      npiNumber: 'NPI number is required.',
    });
    const badCheck = await api(cookie).create(validFacility({ npiNumber: '1234567891' }));
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json().error.fields).toEqual({ npiNumber: messages.facility.npiCheckDigit });
  });

  it.each([{ userId: 'x' }, { id: 'x' }, { createdAt: 'x' }, { deleted: false }])(
    'rejects a field only the server sets: %o',
    async (extra) => {
      const { cookie } = await registeredUser(
        t,
        `facilities-mass-${Object.keys(extra)[0]}@example.com`,
      );
      expect((await api(cookie).create({ ...validFacility(), ...extra })).statusCode).toBe(400);
    },
  );

  it('lists newest first in pages and searches name, address and NPI', async () => {
    const { cookie } = await registeredUser(t, 'facilities-list@example.com');
    const older = await createFacility(cookie, { name: 'Mercy General', npiNumber: '1003347634' });
    const newer = await createFacility(cookie, {
      name: 'Sutter Women’s Center',
      addressStreet: '2 River Rd',
      addressCity: 'Davis',
      addressState: 'OR',
      addressZip: '97201',
    });
    const page = (await api(cookie).list('?limit=1')).json() as RecordPage<FacilityView>;
    expect(page.items.map((f) => f.id)).toEqual([newer.id]);
    const rest = (
      await api(cookie).list(`?limit=1&cursor=${page.nextCursor}`)
    ).json() as RecordPage<FacilityView>;
    expect(rest).toEqual({ items: [older], nextCursor: null });

    const search = async (q: string) =>
      ((await api(cookie).list('', q)).json() as RecordPage<FacilityView>).items.map((f) => f.id);
    expect(await search('mercy')).toEqual([older.id]);
    expect(await search('1003347634')).toEqual([older.id]);
    expect(await search('river davis')).toEqual([newer.id]);
    expect(await search('97201')).toEqual([newer.id]);
    expect(await search('OR')).toEqual([newer.id]);
    expect(await search('nothing-like-this')).toEqual([]);
  });

  it('a second user sees none of the first user’s facilities, and their ids answer 404', async () => {
    const owner = await registeredUser(t, 'facilities-owner@example.com');
    const other = await registeredUser(t, 'facilities-other@example.com');
    const created = await createFacility(owner.cookie, { name: 'Owner Only Clinic' });
    expect((await api(other.cookie).list()).json().items).toEqual([]);
    for (const response of [
      await api(other.cookie).get(created.id),
      await api(other.cookie).update(created.id, validFacility()),
      await api(other.cookie).archive(created.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Owner Only');
    }
    expect((await api(owner.cookie).get(created.id)).json().name).toBe('Owner Only Clinic');
  });

  it('answers 401 when signed out and 403 while the profile is incomplete', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/facilities' })).statusCode).toBe(401);
    const { cookie } = await t.signInAs('facilities-incomplete@example.com');
    expect((await api(cookie).list()).statusCode).toBe(403);
    expect((await api(cookie).create(validFacility())).statusCode).toBe(403);
  });
});
