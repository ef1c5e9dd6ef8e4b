import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { idempotencyKey as key, validClaim } from '../../testing/doulas.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { createRecord, validPatient } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Her claims list searched by patient name and form ID (in the search header, as the web
 * client sends it), and ordered "needs me first", page by page; never another doula's claims.
 */
let t: TestApp;
let cookie: string;
const formIds: Record<string, string[]> = {};

const names = [
  ['Maria', 'Lopez'],
  ['Mariana', 'Zed'],
  ['Ann', 'Marino'],
  ['Beth', 'Ortiz'],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await registeredUser(t, 'searcher@example.com'));
  for (const [firstName, lastName] of names) {
    const patient = await createRecord(
      t,
      cookie,
      'patients',
      validPatient({ firstName, lastName }),
    );
    formIds[firstName] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/claims',
        headers: { cookie, 'idempotency-key': key() },
        payload: validClaim(patient, { notes: `${firstName} ${i}` }),
      });
      expect(response.statusCode, response.body).toBe(201);
      formIds[firstName]!.push((response.json() as ClaimView).formId);
    }
  }
  // Another doula's Maria must never show.
  const other = await registeredUser(t, 'other-searcher@example.com');
  const theirs = await createRecord(
    t,
    other.cookie,
    'patients',
    validPatient({ firstName: 'Maria' }),
  );
  await t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: other.cookie, 'idempotency-key': key() },
    payload: validClaim(theirs, { notes: 'not hers' }),
  });
}, 60_000);
afterAll(() => t?.close());

async function pages(search: string, url = '/api/claims?limit=3') {
  const notes: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.inject({
      method: 'GET',
      url: cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url,
      headers: { cookie, ...(search ? { [SEARCH_HEADER]: encodeSearchHeader(search) } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: ClaimView[]; nextCursor: string | null };
    notes.push(...page.items.map((claim) => claim.notes));
    cursor = page.nextCursor;
  } while (cursor);
  return notes;
}

describe('searching her claims list', () => {
  it('finds a patient by the start of her first or last name, by name, each newest first', async () => {
    // "mar": Maria Lopez and Mariana Zed (first names), Ann Marino (last name first: "marino ann").
    expect(await pages('mar')).toEqual([
      'Maria 1',
      'Maria 0',
      'Mariana 1',
      'Mariana 0',
      'Ann 1',
      'Ann 0',
    ]);
    expect(await pages('  LOPEZ,  maria ')).toEqual(['Maria 1', 'Maria 0']);
    expect(await pages('maria l')).toEqual(['Maria 1', 'Maria 0']);
    expect(await pages('ortiz')).toEqual(['Beth 1', 'Beth 0']);
    expect(await pages('nobody')).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await pages('%')).toEqual([]);
    expect(await pages('_')).toEqual([]);
  });

  it('matches letters beyond ASCII as written, up to the last one typed', async () => {
    const her = await registeredUser(t, 'accents-searcher@example.com');
    const patient = await createRecord(
      t,
      her.cookie,
      'patients',
      validPatient({ firstName: 'Zoë', lastName: 'Ñúñez' }),
    );
    const response = await t.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { cookie: her.cookie, 'idempotency-key': key() },
      payload: validClaim(patient, { notes: 'Zoë' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const found = async (search: string) => {
      const listed = await t.inject({
        method: 'GET',
        url: '/api/claims?limit=3',
        headers: { cookie: her.cookie, [SEARCH_HEADER]: encodeSearchHeader(search) },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json() as { items: ClaimView[] }).items.map((claim) => claim.notes);
    };
    expect(await found('zoë')).toEqual(['Zoë']);
    expect(await found('zo')).toEqual(['Zoë']);
    expect(await found('zoe')).toEqual([]);
    expect(await found('zoë ñ')).toEqual(['Zoë']);
    expect(await found('ñúñ')).toEqual(['Zoë']);
    expect(await found('ñúo')).toEqual([]);
  });

  it('finds a claim by its form ID or the start of it, newest first', async () => {
    const [older, newer] = formIds.Beth!;
    expect(await pages(newer!.toLowerCase())).toEqual(['Beth 1']);
    expect(await pages(older!)).toEqual(['Beth 0']);
    const all = await pages(newer!.slice(0, 8));
    expect(all).toHaveLength(8);
    expect(all[0]).toBe('Beth 1');
  });

  it('keeps the filters it is given', async () => {
    expect(await pages('mar', '/api/claims?limit=3&status=approved')).toEqual([]);
  });
});

describe('needs me first', () => {
  it('lists the claims that need her first, then the others, each newest first, page by page', async () => {
    await t.database.pool.query(`UPDATE claims SET status = 'rejected' WHERE form_id = ANY($1)`, [
      [formIds.Maria![0], formIds.Beth![1]],
    ]);
    const newestFirst = await pages('');
    const needsHer = ['Beth 1', 'Maria 0'];
    expect(await pages('', '/api/claims?limit=3&order=attention')).toEqual([
      ...needsHer,
      ...newestFirst.filter((note) => !needsHer.includes(note)),
    ]);
    expect(await pages('', '/api/claims?limit=2&order=attention')).toHaveLength(8);
    expect(await pages('', '/api/claims?limit=3&order=attention&attention=1')).toEqual(needsHer);
  });

  it('refuses an order it does not know', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/claims?order=oldest',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('late payments first', () => {
  it('lists her late unpaid claims first, most overdue first, then the others newest first, page by page', async () => {
    const due = async (formId: string, dueOn: string, status = 'processing') =>
      t.database.pool.query(
        `UPDATE claims SET status = $3, received_on = $2::date - 30, prompt_pay_due_on = $2::date
         WHERE form_id = $1`,
        [formId, dueOn, status],
      );
    await due(formIds.Mariana![1]!, '2026-02-01');
    await due(formIds.Ann![0]!, '2026-01-10');
    // A clock still running, and a claim paid after its deadline: neither is late and unpaid.
    await due(formIds.Ann![1]!, '2999-01-01');
    await due(formIds.Beth![0]!, '2026-01-05', 'paid');
    const newestFirst = await pages('');
    const late = ['Ann 0', 'Mariana 1'];
    const expected = [...late, ...newestFirst.filter((note) => !late.includes(note))];
    for (const limit of [1, 2, 3, 20])
      expect(await pages('', `/api/claims?limit=${limit}&order=late`)).toEqual(expected);
    expect(await pages('', '/api/claims?limit=3&order=late&status=processing')).toEqual([
      ...late,
      'Ann 1',
    ]);
  });
});
