import { describe, expect, it } from 'vitest';
import { COMMERCIAL_ID, defaultPayerMapping } from '#domain/billing/index';
import type { ClaimView } from '#domain/claims/view';
import type { PayerEnrollmentsView } from '#domain/clearinghouse/enrollments';
import type { RecordPage } from '#domain/records/list';
import { useOperatorConsole } from '../../testing/operator-console.ts';

/**
 * The console's "Enrollment" section: payers with their three transactions, paged, set by
 * operators only and audited; a payer whose remittance enrollment is required or pending tells
 * the doula, on her claim and in her list, that payments will arrive on paper.
 */
const h = useOperatorConsole();
const base = '/api/operator/enrollments';

const put = (body: object, cookie = h.ops) => h.t.as(cookie).put(base, body);
const page = async (query = '') => {
  const response = await h.get(`${base}${query}`, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RecordPage<PayerEnrollmentsView>;
};
const states = (payer: PayerEnrollmentsView | undefined) =>
  payer?.enrollments.map((e) => `${e.transaction}:${e.state}`);

describe('GET and PUT /api/operator/enrollments', () => {
  it('lists a payer her claims name, every transaction not needed until set', async () => {
    const alice = await h.provider('enroll-alice@example.com');
    await alice.submit();
    const mcal = (await page()).items.find((payer) => payer.payerId === 'MCAL1');
    expect(mcal?.payerName).toBe('Medi-Cal');
    expect(states(mcal)).toEqual([
      'claims:not_needed',
      'remittance:not_needed',
      'eligibility:not_needed',
    ]);
  });

  it('sets a state with its dates, answers the payer, and audits who set which', async () => {
    const response = await put({
      payerId: ' mcal1 ',
      transaction: 'claims',
      state: 'approved',
      requestedOn: '2026-10-01',
      approvedOn: '2026-11-02',
      note: 'Approved by phone.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const payer = response.json() as PayerEnrollmentsView;
    expect(payer.payerId).toBe('MCAL1');
    expect(payer.enrollments[0]).toMatchObject({
      transaction: 'claims',
      state: 'approved',
      requestedOn: '2026-10-01',
      approvedOn: '2026-11-02',
      note: 'Approved by phone.',
    });
    const audit = await h.t.database.pool.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_events WHERE action = 'payer_enrollment.update' AND outcome = 'success'`,
    );
    expect(audit.rows.map((row) => row.entity_id)).toContain('MCAL1/claims');
  });

  it('refuses dates that do not fit the state, and unknown transactions', async () => {
    const early = await put({
      payerId: 'MCAL1',
      transaction: 'remittance',
      state: 'pending',
      approvedOn: '2026-11-02',
    });
    expect(early.statusCode).toBe(400);
    const backwards = await put({
      payerId: 'MCAL1',
      transaction: 'remittance',
      state: 'approved',
      requestedOn: '2026-11-02',
      approvedOn: '2026-11-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect((await put({ payerId: 'MCAL1', transaction: 'x', state: 'pending' })).statusCode).toBe(
      400,
    );
  });

  it('is for operators only', async () => {
    const bea = await h.provider('enroll-bea@example.com');
    expect((await h.get(base, bea.cookie)).statusCode).toBe(403);
    const attempt = await put(
      { payerId: 'MCAL1', transaction: 'claims', state: 'pending' },
      bea.cookie,
    );
    expect(attempt.statusCode).toBe(403);
  });

  it('pages payers from enrollments, the payer mapping and claims in payer ID order', async () => {
    for (const payerId of ['ZZB', 'ZZA', 'ZZC']) {
      expect(
        (await put({ payerId, transaction: 'eligibility', state: 'required' })).statusCode,
      ).toBe(200);
    }
    const mapping = await h.t.as(h.ops).put('/api/operator/payer-mapping', {
      ...defaultPayerMapping,
      entries: [
        ...defaultPayerMapping.entries,
        { payerType: null, payerId: 'zzd', profileId: COMMERCIAL_ID },
      ],
    });
    expect(mapping.statusCode, mapping.body).toBe(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: RecordPage<PayerEnrollmentsView> = await page(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items.map((payer) => payer.payerId));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(['MCAL1', 'ZZA', 'ZZB', 'ZZC', 'ZZD']));
    expect((await h.get(`${base}?cursor=not*a*cursor`, h.ops)).statusCode).toBe(400);
  });
});

describe('payments on paper', () => {
  it('shows on her claim and her list while remittance enrollment is required or pending', async () => {
    const cara = await h.provider('enroll-cara@example.com');
    const claim = await cara.submit();
    const shown = async () => {
      const one = (await h.get(`/api/claims/${claim.id}`, cara.cookie)).json() as ClaimView;
      const list = (await h.get('/api/claims', cara.cookie)).json() as RecordPage<ClaimView>;
      return [one.paymentsOnPaper, list.items.find((c) => c.id === claim.id)?.paymentsOnPaper];
    };
    expect(await shown()).toEqual([false, false]);
    for (const [state, onPaper] of [
      ['required', true],
      ['pending', true],
      ['approved', false],
      ['not_needed', false],
    ] as const) {
      const set = await put({ payerId: 'mcal1', transaction: 'remittance', state });
      expect(set.statusCode, set.body).toBe(200);
      expect(await shown(), state).toEqual([onPaper, onPaper]);
    }
    // Another payer's enrollment says nothing of this one.
    await put({ payerId: 'OTHER1', transaction: 'remittance', state: 'required' });
    expect(await shown()).toEqual([false, false]);
  });
});
