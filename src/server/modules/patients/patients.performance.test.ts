import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PatientView } from '#domain/records/patient';
import type { RecordPage } from '#domain/records/list';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { registeredUser } from '../../testing/fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await registeredUser(t, 'busy-doula@example.com');
  cookie = user.cookie;
  // 2,000 patients for this doula (and 2,000 for someone else), in one statement each.
  const other = await registeredUser(t, 'other-busy-doula@example.com');
  for (const owner of [user.userId, other.userId]) {
    await t.database.pool.query(
      `INSERT INTO patients (user_id, first_name, last_name, date_of_birth, address_street,
         address_city, address_state, address_zip, insurance_provider, payer_id, payer_type,
         policy_number, created_at)
       SELECT $1, 'First' || n, 'Last' || n, date '1970-01-01' + n, n || ' Main St', 'Oakland',
         'CA', '94607', 'Insurer ' || (n % 20), 'PAYER' || (n % 50), 'Medicaid', 'POL-' || n,
         now() - n * interval '1 minute'
       FROM generate_series(1, 2000) AS n`,
      [owner],
    );
  }
  await t.database.pool.query('ANALYZE patients');
});
afterAll(() => t.close());

async function timed(url: string, search = '') {
  const started = performance.now();
  const response = await t.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(search ? { [SEARCH_HEADER]: encodeSearchHeader(search) } : {}) },
  });
  const ms = performance.now() - started;
  expect(response.statusCode).toBe(200);
  return { ms, page: response.json() as RecordPage<PatientView> };
}

it('answers the first page and a search of 2,000 patients quickly', async () => {
  await timed('/api/patients'); // warm up: first use of each code path
  await timed('/api/patients', 'warm');

  const first = await timed('/api/patients');
  expect(first.page.items).toHaveLength(50);
  expect(first.page.items[0]!.firstName).toBe('First1');
  expect(first.ms).toBeLessThan(300);

  const search = await timed('/api/patients', 'POL-1234');
  expect(search.page.items.map((p) => p.policyNumber)).toEqual(['POL-1234']);
  expect(search.ms).toBeLessThan(300);

  const broad = await timed('/api/patients?limit=200', 'insurer');
  expect(broad.page.items).toHaveLength(200);
  expect(broad.ms).toBeLessThan(300);

  // The last page, reached through the cursor, is as fast as the first.
  let cursor = first.page.nextCursor;
  let last = first;
  while (cursor) {
    last = await timed(`/api/patients?limit=200&cursor=${cursor}`);
    cursor = last.page.nextCursor;
  }
  expect(last.page.items.at(-1)!.firstName).toBe('First2000');
  expect(last.ms).toBeLessThan(300);
});
