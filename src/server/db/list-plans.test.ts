import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import {
  patientIdOf,
  seedDatabase,
  type SeededDatabase,
  type SeededUser,
} from '../bench/seed-database.ts';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every keyset list must read its index in order and stop after the page: PostgreSQL's plan
 * for the query the app really sends (captured from the pool while the route answers) must
 * use the list's index and contain no Sort. A sort means every one of the owner's rows is read
 * for each page, which is fast on a test database and takes a second at a million claims, so
 * this checks the plan's shape, never a time.
 */

interface Captured {
  text: string;
  values: unknown[];
  /** Set for a named prepared statement, which PostgreSQL may plan once for every caller. */
  name?: string;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

const SIZE = {
  doulas: 300,
  claimsPerDoula: 40,
  patientsPerDoula: 15,
  busyClaims: 6000,
  busyPatients: 3000,
  facilitiesPerDoula: 3,
  busyFacilities: 3000,
  auditEventsPerDoula: 20,
  busyAuditEvents: 6000,
};

let t: TestApp;
let seeded: SeededDatabase;
let captured: Captured[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedDatabase(t.database.pool, SIZE, await loadTaxIdCipher(t.config));
  // Drizzle sends every query through pool.query(config, values): keep a copy of each.
  const pool = t.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = (...args: unknown[]) => {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as Partial<Captured>);
    if (config.text) {
      const values = Array.isArray(second) ? second : [];
      captured.push({ text: config.text, values, ...(config.name ? { name: config.name } : {}) });
    }
    return query(...args);
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Calls a list route (with a search in its header, as the web sends it) and answers the one list
 * query it sent (ORDER BY … LIMIT on `table`).
 */
async function listQuery(user: SeededUser, url: string, table: string, search?: string) {
  captured = [];
  const headers = { cookie: user.cookie, [SEARCH_HEADER]: encodeSearchHeader(search ?? '') };
  const response = await t.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const lists = captured.filter(
    (query) =>
      /\border by\b/i.test(query.text) &&
      /\blimit\b/i.test(query.text) &&
      new RegExp(`from "${table}"`, 'i').test(query.text),
  );
  expect(lists, `list queries on ${table} for ${url}`).toHaveLength(1);
  return { query: lists[0]!, body: response.json() as { nextCursor: string | null } };
}

async function planOf(query: Captured): Promise<PlanNode> {
  const { rows } = await t.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    { text: `EXPLAIN (FORMAT JSON) ${query.text}` },
    query.values,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

/**
 * The plan PostgreSQL keeps for a prepared statement once it stops planning per call (after five
 * executions, when the generic plan looks no worse): the same for every owner, so it must read
 * the index in order too, or the busiest owner's every page sorts all of her rows.
 */
async function genericPlanOf(query: Captured): Promise<PlanNode> {
  const { rows } = await t.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON, GENERIC_PLAN) ${query.text}`,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

/** Each plan the list's query may run with: its own, and a prepared statement's generic one. */
async function plansOf(query: Captured): Promise<[string, PlanNode][]> {
  const own: [string, PlanNode] = ['', await planOf(query)];
  return query.name ? [own, [' generic plan', await genericPlanOf(query)]] : [own];
}

/**
 * The nodes that produce the list's rows. Subplans (a claim's few history rows, aggregated in
 * the same statement) run per row of the page and are left out: their sorts are per claim.
 */
const nodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? [])
    .filter((child) => child['Parent Relationship'] !== 'SubPlan')
    .flatMap(nodesOf),
];

/** The list's page and the next one both read `index` in order, without a sort. */
async function expectIndexOrder(user: SeededUser, url: string, table: string, index: string) {
  const first = await listQuery(user, url, table);
  expect(first.body.nextCursor, `${url} has a second page`).toBeTruthy();
  const separator = url.includes('?') ? '&' : '?';
  const next = await listQuery(
    user,
    `${url}${separator}cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    table,
  );
  const pages = [
    ['first page', first],
    ['next page', next],
  ] as const;
  for (const [page, { query }] of pages)
    for (const [kind, plan] of await plansOf(query)) {
      const nodes = nodesOf(plan);
      const described = `${url} (${page}${kind}):\n${JSON.stringify(plan, null, 1)}`;
      expect(plan['Node Type'], described).toBe('Limit');
      expect(
        nodes.filter((node) => /Sort/.test(node['Node Type'])),
        described,
      ).toEqual([]);
      const scan = nodes.find((node) => node['Index Name'] === index);
      expect(scan, described).toBeDefined();
      expect(scan!['Node Type'], described).toMatch(/^Index (Only )?Scan$/);
      // A later page starts at the cursor inside the index, not by skipping the rows before it.
      if (page === 'next page')
        expect(scan!['Index Cond'], described).toMatch(/\) < ROW\(|\) < \(/);
    }
}

describe('keyset lists read their index in order and stop after the page', () => {
  it('claims, typical and busy doula (prepared statements: their generic plans too)', async () => {
    await expectIndexOrder(
      seeded.typical,
      '/api/claims?limit=20',
      'claims',
      'claims_owner_active_created_idx',
    );
    await expectIndexOrder(
      seeded.busy,
      '/api/claims?limit=20',
      'claims',
      'claims_owner_active_created_idx',
    );
  });

  it('her claims searched by patient name and by form ID, busy group: their indexes, no sort', async () => {
    // Seeded names are "Patient" "Number <i>": last name first, "number 12" starts thousands.
    const byName = ['claims_owner_name_first_idx', 'claims_owner_name_last_idx'];
    for (const [search, indexes] of [
      ['number 12', byName],
      ['patient number 3', byName],
      ['DB-2025-1000012', ['claims_owner_form_idx']],
    ] as const) {
      const first = await listQuery(seeded.busy, '/api/claims?limit=20', 'claims', search);
      expect(first.body.nextCursor, search).toBeTruthy();
      const cursor = encodeURIComponent(first.body.nextCursor!);
      const next = await listQuery(
        seeded.busy,
        `/api/claims?limit=20&cursor=${cursor}`,
        'claims',
        search,
      );
      for (const { query } of [first, next]) {
        const plan = await planOf(query);
        const nodes = nodesOf(plan);
        const described = `${search}:\n${JSON.stringify(plan, null, 1)}`;
        expect(plan['Node Type'], described).toBe('Limit');
        const sorts = nodes.filter((node) => /Sort|Seq Scan|Bitmap/.test(node['Node Type']));
        expect(sorts, described).toEqual([]);
        for (const index of indexes) {
          const scan = nodes.find((node) => node['Index Name'] === index);
          expect(scan?.['Node Type'], described).toMatch(/^Index (Only )?Scan( Backward)?$/);
        }
      }
    }
  });

  it('patients and facilities', async () => {
    await expectIndexOrder(
      seeded.busy,
      '/api/patients',
      'patients',
      'patients_owner_active_created_idx',
    );
    await expectIndexOrder(
      seeded.busy,
      '/api/facilities',
      'facilities',
      'facilities_owner_active_created_idx',
    );
  });

  it("the operators' claim queue, all providers and one", async () => {
    await expectIndexOrder(seeded.operator, '/api/operator/claims', 'claims', 'claims_created_idx');
    // One typical provider's claims among everyone's: where reading the queue's own index and
    // skipping other providers' rows would cost most, so the owner index must serve it. (For
    // the busy group, a third of this test database's claims, either index reads few rows, and
    // which one PostgreSQL picks varies with its statistics.)
    await expectIndexOrder(
      seeded.operator,
      `/api/operator/claims?provider=${encodeURIComponent(seeded.typical.email)}&limit=20`,
      'claims',
      'claims_owner_active_created_idx',
    );
  });

  it('the audit trail, everyone and one user', async () => {
    await expectIndexOrder(
      seeded.operator,
      '/api/operator/audit-events',
      'audit_events',
      'audit_events_occurred_idx',
    );
    await expectIndexOrder(
      seeded.operator,
      `/api/operator/audit-events?user=${encodeURIComponent(seeded.busy.email)}`,
      'audit_events',
      'audit_events_user_idx',
    );
  });

  it('card payments, among many more payments by check', async () => {
    await t.database.pool.query(
      `INSERT INTO fee_ledger (user_id, kind, cents, month, on_date, reason, method, reference, created_by)
       SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END, 'payment', 1000,
              to_char(date '2026-01-01' + n % 300, 'YYYY-MM'), date '2026-01-01' + n % 300,
              'Seeded payment', CASE WHEN n % 40 = 0 THEN 'card' ELSE 'check' END, 'seed-' || n, 'seed'
       FROM generate_series(1, 20000) AS n`,
      [seeded.typical.userId, seeded.busy.userId],
    );
    await t.database.pool.query('ANALYZE fee_ledger');
    await expectIndexOrder(
      seeded.operator,
      '/api/operator/fees/card-payments?limit=20',
      'fee_ledger',
      'fee_ledger_card_payments_idx',
    );
  });

  it('invitations', async () => {
    await expectIndexOrder(
      seeded.operator,
      '/api/operator/invitations',
      'invitations',
      'invitations_created_idx',
    );
  });

  it("a patient's billing reads her claims for that patient through its index, without a sort", async () => {
    // The busy doula's patient 1 has two claims among her thousands.
    const { query } = await listQuery(
      seeded.busy,
      `/api/patients/${patientIdOf(0, 1)}/billing`,
      'claims',
    );
    const plan = await planOf(query);
    const nodes = nodesOf(plan);
    const described = JSON.stringify(plan, null, 1);
    expect(plan['Node Type'], described).toBe('Limit');
    expect(
      nodes.filter((node) => /Sort/.test(node['Node Type'])),
      described,
    ).toEqual([]);
    const scan = nodes.find((node) => node['Index Name'] === 'claims_owner_patient_date_idx');
    expect(scan, described).toBeDefined();
  });
});
