import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  patientIdOf,
  seedDatabase,
  type SeededDatabase,
  type SeededUser,
} from '../bench/seed-database.ts';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { capturePlans, nodesOf, type PlanNode } from '../testing/query-plans.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every keyset list must read its index in order and stop after the page: PostgreSQL's plan
 * for the query the app really sends (captured from the pool while the route answers) must
 * use the list's index and contain no Sort. A sort means every one of the owner's rows is read
 * for each page, which is fast on a test database and takes a second at a million claims, so
 * this checks the plan's shape, never a time.
 */

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
let plans: ReturnType<typeof capturePlans>;

beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedDatabase(t.database.pool, SIZE, await loadTaxIdCipher(t.config));
  plans = capturePlans(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * The list's page and the next one both read `index` in order, without a sort; the next page
 * starts at the cursor by `fromCursor` (a list read upwards, oldest or earliest first, by `>`).
 */
async function expectIndexOrder(
  user: SeededUser,
  url: string,
  table: string,
  index: string,
  fromCursor = /\) < ROW\(|\) < \(/,
) {
  const first = await plans.listQuery(user, url, table);
  expect(first.body.nextCursor, `${url} has a second page`).toBeTruthy();
  const separator = url.includes('?') ? '&' : '?';
  const next = await plans.listQuery(
    user,
    `${url}${separator}cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    table,
  );
  const pages = [
    ['first page', first],
    ['next page', next],
  ] as const;
  for (const [page, { query }] of pages)
    for (const [kind, plan] of await plans.plansOf(query)) {
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
      if (page === 'next page') expect(scan!['Index Cond'], described).toMatch(fromCursor);
    }
}

/**
 * A search's first page and the next one read each of `indexes` in order (an index scan from
 * the prefix on), with no sort, no sequential or bitmap scan, and stop at the page's limit.
 */
async function expectSearchIndexes(
  user: SeededUser,
  url: string,
  search: string,
  indexes: readonly string[],
) {
  const paged = `${url}${url.includes('?') ? '&' : '?'}limit=20`;
  const first = await plans.listQuery(user, paged, 'claims', search);
  expect(first.body.nextCursor, search).toBeTruthy();
  const cursor = encodeURIComponent(first.body.nextCursor!);
  const next = await plans.listQuery(user, `${paged}&cursor=${cursor}`, 'claims', search);
  const planned = [...(await plans.plansOf(first.query)), ...(await plans.plansOf(next.query))];
  // A named statement: its generic plan (kept for every prefix and owner) reads them too.
  expect(planned.map(([which]) => which)).toContain(' generic plan');
  for (const [which, plan] of planned) {
    const nodes = nodesOf(plan);
    const described = `${url} ${search}${which}:\n${JSON.stringify(plan, null, 1)}`;
    expect(plan['Node Type'], described).toBe('Limit');
    const sorts = nodes.filter((node) => /Sort|Seq Scan|Bitmap/.test(node['Node Type']));
    expect(sorts, described).toEqual([]);
    for (const index of indexes) {
      const scan = nodes.find((node) => node['Index Name'] === index);
      expect(scan, `${index} in ${described}`).toBeDefined();
      expect(scan!['Node Type'], described).toMatch(/^Index (Only )?Scan( Backward)?$/);
    }
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

  it('her claims searched by patient name and by form ID: her own indexes, no sort', async () => {
    // Seeded names are "Patient" "Number <i>": last name first, "number 12" starts thousands.
    const byName = ['claims_owner_name_first_idx', 'claims_owner_name_last_idx'];
    await expectSearchIndexes(seeded.busy, '/api/claims', 'number 12', byName);
    await expectSearchIndexes(seeded.busy, '/api/claims', 'patient number 3', byName);
    // Every seeded form ID starts so: her 40 claims among everyone's, which only her own index
    // reads alone. (A longer prefix names one doula's claims here: the seed numbers each doula's
    // apart, where real form IDs are one sequence for everyone.)
    await expectSearchIndexes(seeded.typical, '/api/claims', 'DB-2025-1', [
      'claims_owner_form_idx',
    ]);
  });

  it("the operators' queue searched by patient name and by claim ID, every doula: indexes without the owner, no sort", async () => {
    const byName = ['claims_name_first_idx', 'claims_name_last_idx'];
    const queue = '/api/operator/claims';
    await expectSearchIndexes(seeded.operator, queue, 'number 12', byName);
    await expectSearchIndexes(seeded.operator, queue, 'patient number 3', byName);
    // Form IDs of every doula from the tenth on start so: thousands of claims.
    await expectSearchIndexes(seeded.operator, queue, 'db-2025-11', ['claims_search_form_idx']);
    // One provider's claims searched: her own indexes, as on her list.
    const provider = `${queue}?provider=${encodeURIComponent(seeded.busy.email)}`;
    await expectSearchIndexes(seeded.operator, provider, 'number 12', [
      'claims_owner_name_first_idx',
      'claims_owner_name_last_idx',
    ]);
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
    // The busy doula's patient 1 has two claims among her thousands. Her claims are one part of
    // the claim check's reads (decision 114), a named statement: its generic plan too.
    const { query } = await plans.listQuery(
      seeded.busy,
      `/api/patients/${patientIdOf(0, 1)}/billing`,
      'claims',
    );
    expect(query.name).toBe('claim_check_reads');
    for (const [which, plan] of await plans.plansOf(query)) {
      const described = `${which}: ${JSON.stringify(plan, null, 1)}`;
      const readsClaims = (node: PlanNode) =>
        nodesOf(node).some((inner) => inner['Index Name'] === 'claims_owner_patient_date_idx');
      // Her claims' part of the statement (its other parts read other tables).
      const part = (plan.Plans ?? []).find(readsClaims);
      expect(part, described).toBeDefined();
      const nodes = nodesOf(part!);
      expect(
        nodes.filter((node) => /Sort/.test(node['Node Type'])),
        described,
      ).toEqual([]);
      expect(
        nodes.find((node) => node['Node Type'] === 'Limit' && readsClaims(node)),
        described,
      ).toBeDefined();
    }
  });

  it("the console's section counts read their partial indexes, never a whole table", async () => {
    // Most claims of a real database are long sent: a few pending among the paid.
    await t.database.pool.query(
      `UPDATE claims SET status = 'paid' WHERE right(form_id, 2) <> '07'`,
    );
    // And many posted payments and sent emails, a few held or due.
    await t.database.pool.query(`
      WITH file AS (
        INSERT INTO response_imports (sha256, file_name, size_bytes, content, kind, outcome, summary, imported_by)
        VALUES ('seed', 'seed.835', 0, '', '835', 'accepted', '{}', 'seed') RETURNING id)
      INSERT INTO claim_payments (claim_id, import_id, claim_status_code, charge_cents, paid_cents,
        patient_responsibility_cents, payer_name, trace_number, state)
      SELECT claims.id, file.id, '1', 100, 100, 0, 'Seed payer', 'seed-' || n,
        CASE WHEN n % 1000 = 0 THEN 'held' ELSE 'posted' END
      FROM file, (SELECT id, row_number() OVER () AS n FROM claims LIMIT 15000) claims`);
    await t.database.pool.query(
      `INSERT INTO outbox (user_id, kind, to_address, status)
       SELECT $1::uuid, 'claim_status', 'seed@example.com',
         CASE WHEN n % 1000 = 0 THEN 'pending' ELSE 'sent' END
       FROM generate_series(1, 20000) AS n`,
      [seeded.typical.userId],
    );
    for (const table of ['claims', 'claim_payments', 'outbox'])
      await t.database.pool.query(`ANALYZE ${table}`);
    const { query } = await plans.querySentBy(
      seeded.operator,
      '/api/operator/section-counts',
      (text) => /from claims/i.test(text),
    );
    const plan = await plans.planOf(query);
    const described = JSON.stringify(plan, null, 1);
    const all = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(all)];
    const nodes = all(plan);
    expect(
      nodes.filter((node) => node['Node Type'] === 'Seq Scan'),
      described,
    ).toEqual([]);
    for (const index of ['claims_ready_idx', 'claim_payments_held_idx', 'outbox_due_idx'])
      expect(
        nodes.find((node) => node['Index Name'] === index),
        `${index} in ${described}`,
      ).toBeDefined();
  });

  it('her claims late first: her late ones by the clock index, most overdue first, then the others by the list index', async () => {
    // The busy doula's claims: hundreds received by payers and past their deadlines.
    await t.database.pool.query(
      `UPDATE claims SET status = 'processing', received_on = date '2026-01-01' + (n % 300)::int,
         prompt_pay_due_on = date '2026-01-31' + (n % 300)::int
       FROM (SELECT id, row_number() OVER () AS n FROM claims WHERE user_id = $1 LIMIT 600) late
       WHERE claims.id = late.id`,
      [seeded.busy.userId],
    );
    await t.database.pool.query(
      `UPDATE claims SET status = 'processing', received_on = date '2026-01-01',
         prompt_pay_due_on = date '2026-01-31'
       WHERE id IN (SELECT id FROM claims WHERE user_id = $1 LIMIT 10)`,
      [seeded.typical.userId],
    );
    await t.database.pool.query('ANALYZE claims');
    await expectIndexOrder(
      seeded.busy,
      '/api/claims?limit=20&order=late',
      'claims',
      'claims_owner_clock_idx',
      /\) > ROW\(|\) > \(/,
    );
    // Her others, from their top and from a cursor: the list's own index, the late left out.
    // (A typical doula's: for the busy one, a third of this test database, PostgreSQL may as
    // well read everyone's claims newest first, also in order, as the queue test says.)
    const late = '/api/claims?limit=5&order=late&cursor=';
    const top = await plans.listQuery(seeded.typical, `${late}o.`, 'claims');
    const next = await plans.listQuery(
      seeded.typical,
      late + encodeURIComponent(top.body.nextCursor!),
      'claims',
    );
    for (const { query } of [top, next]) {
      const plan = await plans.planOf(query);
      const nodes = nodesOf(plan);
      const described = JSON.stringify(plan, null, 1);
      expect(
        nodes.filter((node) => /Sort/.test(node['Node Type'])),
        described,
      ).toEqual([]);
      const scan = nodes.find((node) => node['Index Name'] === 'claims_owner_active_created_idx');
      expect(scan, described).toBeDefined();
    }
  });

  it("the operators' late claims by payer: the late-by-payer index in order, no sort", async () => {
    // Run after the test above, which made hundreds of claims late.
    await expectIndexOrder(
      seeded.operator,
      '/api/operator/late-claims?limit=20',
      'claims',
      'claims_late_by_payer_idx',
      /\) > ROW\(|\) > \(/,
    );
  });

  it('her claims that need her, and their count: read from the attention index, never the whole of her claims', async () => {
    // A few hundred of the busy doula's claims our team asked a recommendation for (decision
    // 111): the index's condition names them, so the list and the count read its rows only.
    // The list's page may be a top-N sort of those rows (PostgreSQL's choice at this density,
    // the same for as many denied claims): bounded by the claims that need her, not her claims.
    await t.database.pool.query(
      `UPDATE claims SET recommendation_request =
         '{"askedAt": "2026-11-30T10:00:00.000Z", "askedBy": "ops@example.com", "note": ""}'
       WHERE id IN (SELECT id FROM claims WHERE user_id = $1 AND right(form_id, 1) = '3')`,
      [seeded.busy.userId],
    );
    await t.database.pool.query('ANALYZE claims');
    const first = await plans.listQuery(seeded.busy, '/api/claims?limit=20&attention=1', 'claims');
    expect(first.body.nextCursor).toBeTruthy();
    const count = await plans.querySentBy(seeded.busy, '/api/claims/attention-count', (text) =>
      /SELECT 1 FROM "claims"/i.test(text),
    );
    for (const { query } of [first, count]) {
      const plan = await plans.planOf(query);
      const nodes = nodesOf(plan);
      const described = JSON.stringify(plan, null, 1);
      expect(
        nodes.filter((node) => node['Node Type'] === 'Seq Scan'),
        described,
      ).toEqual([]);
      expect(
        nodes.find((node) => node['Index Name'] === 'claims_owner_attention_idx'),
        described,
      ).toBeDefined();
    }
  });
});
