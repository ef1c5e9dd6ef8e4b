import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorClaimSummary } from '#domain/claims/queue';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { OPS, useOperatorConsole } from '../../testing/operator-console.ts';
import { postClaim, shortClaim } from '../../testing/doulas.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { createRecord, validPatient } from '../../testing/record-fixtures.ts';

/**
 * The operators' claims queue searched by patient name and claim ID (in the search header, as
 * the console sends it), across every doula, page by page: operators only, the search checked
 * with the shared schema, every search audited.
 */
const h = useOperatorConsole();
const formIds: Record<string, string[]> = {};
let doulaCookie = '';

/** A doula with one patient per name, each with `claims` claims; their form IDs by first name. */
async function doulaWith(email: string, names: [string, string, number][]) {
  const { cookie } = await registeredUser(h.t, email);
  for (const [firstName, lastName, claims] of names) {
    const patient = await createRecord(
      h.t,
      cookie,
      'patients',
      validPatient({ firstName, lastName }),
    );
    for (let i = 0; i < claims; i += 1) {
      const response = await postClaim(h.t, cookie, shortClaim(patient));
      expect(response.statusCode, response.body).toBe(201);
      (formIds[firstName] ??= []).push(response.json().formId as string);
    }
  }
  return cookie;
}

beforeAll(async () => {
  doulaCookie = await doulaWith('alice@example.com', [
    ['Rosa', 'Delgado', 2],
    ['Ann', 'Marino', 1],
  ]);
  await doulaWith('bea@example.com', [
    ['Rosie', 'Quintero', 1],
    ['Delia', 'Park', 1],
  ]);
}, 60_000);

const search = (query: string, text: string, cookie = h.ops) =>
  h.t.inject({
    method: 'GET',
    url: `/api/operator/claims?${query}`,
    headers: { cookie, [SEARCH_HEADER]: encodeSearchHeader(text) },
  });

/** Every page of a search, `limit` at a time: the form IDs found, in order. */
async function found(text: string, query = 'limit=1') {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await search(`${query}${after}`, text);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: OperatorClaimSummary[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(Number(/limit=(\d+)/.exec(query)?.[1] ?? 25));
    ids.push(...page.items.map((claim) => claim.formId));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const newestFirst = (ids: string[] | undefined) => [...(ids ?? [])].reverse();

describe("searching the operators' claims queue", () => {
  it("finds every doula's claims by the start of a patient's name, by name, each newest first", async () => {
    expect(await found('delgado')).toEqual(newestFirst(formIds.Rosa));
    // "ros": Rosa Delgado (alice's) and Rosie Quintero (bea's), in name order.
    expect(await found('ros')).toEqual([...newestFirst(formIds.Rosa), ...formIds.Rosie!]);
    // "del": Delgado by last name (alice's) and Delia by first name (bea's), merged by name.
    expect(await found('DEL')).toEqual([...newestFirst(formIds.Rosa), ...formIds.Delia!]);
    expect(await found('marino, ann', 'limit=25')).toEqual(formIds.Ann);
    expect(await found('nobody')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('finds a claim by its claim ID or the start of it, and keeps the filters', async () => {
    const rosie = formIds.Rosie![0]!;
    expect(await found(rosie.toLowerCase())).toEqual([rosie]);
    const year = rosie.slice(0, 'DB-2026-'.length);
    expect((await found(year, 'limit=2')).length).toBe(5);
    expect(await found('ros', 'limit=1&provider=bea@example.com')).toEqual([rosie]);
    expect(await found('ros', 'limit=1&provider=nobody@example.com')).toEqual([]);
    expect(await found('ros', 'limit=1&status=denied')).toEqual([]);
  });

  it('answers operators only: a doula is refused, signed out is asked to sign in', async () => {
    expect((await search('', 'rosa', doulaCookie)).statusCode).toBe(403);
    const signedOut = await h.t.inject({
      method: 'GET',
      url: '/api/operator/claims',
      headers: { [SEARCH_HEADER]: 'rosa' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a search it cannot read in one sentence, and a page larger than the bound', async () => {
    for (const bad of ['%E0%A4%A', encodeSearchHeader('x'.repeat(201))]) {
      const response = await h.t.inject({
        method: 'GET',
        url: '/api/operator/claims',
        headers: { cookie: h.ops, [SEARCH_HEADER]: bad },
      });
      expect(response.statusCode, bad).toBe(400);
      const { error } = response.json() as { error: { fields: Record<string, string> } };
      expect(Object.values(error.fields)).toEqual([expect.stringMatching(/^[A-Z][^.]+\.$/)]);
    }
    expect((await search('limit=1000', 'rosa')).statusCode).toBe(400);
  });

  it('audits each search as a search, with no patient name in the trail', async () => {
    const { userId } = await h.t.signInAs(OPS);
    const before = await h.t.database.pool.query('SELECT max(id) AS id FROM audit_events');
    expect((await search('', 'quintero')).statusCode).toBe(200);
    expect((await h.t.as(h.ops).get('/api/operator/claims')).statusCode).toBe(200);
    const { rows } = await h.t.database.pool.query(
      `SELECT action, outcome, row_to_json(audit_events)::text AS everything FROM audit_events
        WHERE user_id = $1 AND entity_type = 'claim' AND id > $2 ORDER BY id`,
      [userId, before.rows[0].id],
    );
    expect(rows.map((row) => `${row.action} ${row.outcome}`)).toEqual([
      'claim.operator_search success',
      'claim.operator_list success',
    ]);
    for (const row of rows) expect(row.everything.toLowerCase()).not.toContain('quintero');
  });
});
