import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneySummary, OperatorMoneySummary, WaitingClaim } from '#domain/claims/money';
import type { RecordPage } from '#domain/records/list';
import {
  appWithTwoDoulas,
  createDoula,
  OPERATOR_EMAIL,
  operatorCookie,
  submitClaim,
  validClaim,
  type Doula,
} from '../../testing/doulas.ts';
import {
  acceptedAndRejected277ca,
  claimPayment,
  denied835,
  paid835,
  remittance835,
} from '../../testing/response-files.ts';
import { deniedClaim, rejectedClaim } from '../../testing/payer-decisions.ts';
import { sendInBatch } from '../../testing/sent-claims.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectJson } from '../../testing/write-checks.ts';
import { createImportService, type ImportService } from '../imports/index.ts';
import { claimHooks } from '../../app-claim-hooks.ts';

/**
 * Money at a glance on a real PostgreSQL: claims submitted and paid through imported 835s, the
 * sums exact in cents, each doula's own only, unchanged by an 835 imported twice.
 */
let t: TestApp;
let imports: ImportService;
let maya: Doula;
let other: Doula;
const operator = { email: OPERATOR_EMAIL, label: 'operator' };
const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  ({ t, maya, other } = await appWithTwoDoulas('money', { ADMIN_EMAILS: OPERATOR_EMAIL }));
  imports = createImportService(t.database.db, { claimHooks, taxIds: t.taxIds });
});
afterAll(() => t.close());

/** The 835's payment date (BPR16) moved to today, so the payment falls in this month. */
const paidToday = (text: string) =>
  text.replace(
    /^(BPR\*.*\*)\d{8}~$/m,
    `$1${new Date().toISOString().slice(0, 10).replaceAll('-', '')}~`,
  );

const get = async <T>(url: string, cookie: string) =>
  expectJson<T>(await t.as(cookie).get(url), 200);

const summary = (who: Doula, period = 'this-month') =>
  get<MoneySummary>(`/api/claims/summary?period=${period}`, who.cookie);
const operatorSummary = async (period = 'this-month') =>
  get<OperatorMoneySummary>(`/api/operator/money?period=${period}`, await operatorCookie(t));

/**
 * A claim of this doula's ($162.11 charged, $162.11 expected), sent in a batch unless `sent`
 * is false, as a response file names it.
 */
async function newClaim(who: Doula, { sent = true }: { sent?: boolean } = {}) {
  const id = await submitClaim(t, who);
  if (sent) await sendInBatch(t, [id]);
  const claim = await get<{ formId: string; serviceDateFrom: string; totalChargeCents: number }>(
    `/api/claims/${id}`,
    who.cookie,
  );
  expect(claim.totalChargeCents).toBe(16211);
  return { id, formId: claim.formId, serviceDate: claim.serviceDateFrom };
}

async function importText(text: string) {
  const result = await imports.importResponse(
    { name: 'r.x12', bytes: Buffer.from(text) },
    operator,
  );
  expect(result.import.outcome, result.import.message).toBe('accepted');
  return result;
}

const counts = (summary: MoneySummary) =>
  Object.fromEntries(summary.byStatus.map((entry) => [entry.status, entry.count]));

describe('her money at a glance', () => {
  let fullPaidFile: string;

  it('is all zeros before her first claim, every status listed', async () => {
    expect(await summary(maya)).toMatchObject({
      period: 'this-month',
      claimCount: 0,
      billedCents: 0,
      expectedCents: 0,
      paidCents: 0,
      outstandingCents: 0,
      paidByMonth: [],
      byStatus: [
        { status: 'pending', count: 0 },
        { status: 'processing', count: 0 },
        { status: 'approved', count: 0 },
        { status: 'denied', count: 0 },
        { status: 'rejected', count: 0 },
        { status: 'voided', count: 0 },
      ],
    });
  });

  it('adds up paid, partly paid, denied, reversed and waiting claims exactly, in cents', async () => {
    const paid = await newClaim(maya);
    const partly = await newClaim(maya);
    const denied = await newClaim(maya);
    const reversed = await newClaim(maya);
    await newClaim(maya, { sent: false }); // still pending

    fullPaidFile = paidToday(paid835(paid));
    await importText(fullPaidFile);
    await importText(
      paidToday(
        remittance835(
          '120',
          claimPayment(partly, {
            paid: '120',
            patientShare: '20',
            cas: ['CAS*CO*45*22.11', 'CAS*PR*3*20'],
          }),
        ),
      ),
    );
    await importText(denied835(denied));
    await importText(paidToday(paid835(reversed)));
    await importText(
      remittance835(
        '0',
        claimPayment(reversed, { status: '22', charge: '-162.11', paid: '-162.11' }),
      ).replace(/BPR\*I\*0\*C/, 'BPR*I*162.11*D'),
    );

    const mine = await summary(maya);
    expect(mine).toMatchObject({
      claimCount: 5,
      billedCents: 5 * 16211,
      expectedCents: 5 * 16211,
      // $162.11 in full and $120.00 of the partly paid one; the reversed payment is gone.
      paidCents: 16211 + 12000,
      // The reopened (processing) claim and the pending one still wait for the payer.
      outstandingCents: 2 * 16211,
      paidByMonth: [{ month: thisMonth, paidCents: 28211 }],
    });
    expect(counts(mine)).toEqual({
      pending: 1,
      processing: 1,
      approved: 2,
      denied: 1,
      rejected: 0,
      voided: 0,
    });
  });

  it('never counts another doula’s claims or payments', async () => {
    const before = await summary(maya);
    const hers = await newClaim(other);
    await importText(paidToday(paid835(hers)));
    expect(await summary(maya)).toEqual(before);
    expect(await summary(other)).toMatchObject({
      claimCount: 1,
      billedCents: 16211,
      paidCents: 16211,
      outstandingCents: 0,
      paidByMonth: [{ month: thisMonth, paidCents: 16211 }],
    });
  });

  it('the same 835 imported twice leaves every total unchanged', async () => {
    const before = [await summary(maya), await summary(maya, 'all-time'), await operatorSummary()];
    const again = await imports.importResponse(
      { name: 'again.x12', bytes: Buffer.from(fullPaidFile) },
      operator,
    );
    expect(again.repeated).toBe(true);
    expect([await summary(maya), await summary(maya, 'all-time'), await operatorSummary()]).toEqual(
      before,
    );
  });

  it('counts a claim in the period it was submitted in', async () => {
    const old = await newClaim(maya);
    await t.database.pool.query(
      `UPDATE claims SET created_at = date_trunc('year', now()) - interval '1 day' WHERE id = $1`,
      [old.id],
    );
    const [month, year, all] = [
      await summary(maya),
      await summary(maya, 'this-year'),
      await summary(maya, 'all-time'),
    ];
    expect(month.claimCount).toBe(5);
    expect(year.claimCount).toBe(5);
    expect(all).toMatchObject({ claimCount: 6, billedCents: 6 * 16211, from: null, until: null });
    expect(month.from).toBe(`${thisMonth}-01`);
  });

  it('refuses a period it does not know, and answers only signed-in doulas', async () => {
    const bad = await t.as(maya.cookie).get('/api/claims/summary?period=forever');
    expect(bad.statusCode).toBe(400);
    expect((await t.as().get('/api/claims/summary')).statusCode).toBe(401);
    const defaulted = await summary(maya, 'last-3-months');
    expect((await get<MoneySummary>('/api/claims/summary', maya.cookie)).period).toBe(
      defaulted.period,
    );
  });
});

describe('the operators’ view', () => {
  it('adds up every doula, with the median days from submission to payment', async () => {
    const all = await operatorSummary();
    const [mine, hers] = [await summary(maya), await summary(other)];
    expect(all).toMatchObject({
      claimCount: mine.claimCount + hers.claimCount,
      billedCents: mine.billedCents + hers.billedCents,
      paidCents: mine.paidCents + hers.paidCents,
      outstandingCents: mine.outstandingCents + hers.outstandingCents,
      // Three payments stand (full, partial, the other doula's), each paid the day it was sent.
      daysToPayment: { medianDays: 0, payments: 3 },
    });
    expect((await t.as(maya.cookie).get('/api/operator/money')).statusCode).toBe(403);
  });

  it('lists rejected and denied claims waiting for action, the longest waiting first, paged', async () => {
    const accepted = await newClaim(other);
    const rejected = await newClaim(other);
    await importText(acceptedAndRejected277ca(accepted, rejected));
    const cookie = await operatorCookie(t);
    const first = await get<RecordPage<WaitingClaim>>(
      '/api/operator/money/waiting?limit=1',
      cookie,
    );
    expect(first.items).toEqual([
      expect.objectContaining({
        status: 'denied',
        providerEmail: 'money-maya@example.com',
        totalChargeCents: 16211,
      }),
    ]);
    expect(first.items[0]!.payerReason).not.toBe('');
    expect(first.nextCursor).not.toBeNull();
    const second = await get<RecordPage<WaitingClaim>>(
      `/api/operator/money/waiting?limit=1&cursor=${first.nextCursor}`,
      cookie,
    );
    expect(second.items.map((item) => [item.id, item.status])).toEqual([[rejected.id, 'rejected']]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('corrected and voided claims', () => {
  it('bill once: a correction replaces the claim it corrects, a void withdraws both, and neither waits for action', async () => {
    const dana = await createDoula(t, 'money-corrections@example.com');
    const rejected = await rejectedClaim(t, dana);
    const corrected = await t.inject({
      method: 'POST',
      url: `/api/claims/${rejected.id}/correction`,
      headers: { cookie: dana.cookie, 'idempotency-key': `money-correction-${rejected.id}` },
      payload: validClaim(
        dana.patientId,
        { notes: 'End time fixed.', serviceTimeTo: '11:30' },
        rejected.serviceDateFrom,
      ),
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const denied = await deniedClaim(t, dana);
    const voided = await t.as(dana.cookie).post(`/api/claims/${denied.id}/void`, {});
    expect(voided.statusCode, voided.body).toBe(201);

    // Four claims in her list; only the correction bills money ($162.11), and it waits.
    const mine = await summary(dana);
    expect(mine.claimCount).toBe(4);
    expect(counts(mine)).toMatchObject({ rejected: 1, pending: 2, denied: 1 });
    expect(mine).toMatchObject({
      billedCents: 16211,
      expectedCents: 16211,
      outstandingCents: 16211,
    });

    const waiting = await get<RecordPage<WaitingClaim>>(
      '/api/operator/money/waiting?limit=50',
      await operatorCookie(t),
    );
    const ids = waiting.items.map((item) => item.id);
    expect(ids).not.toContain(rejected.id);
    expect(ids).not.toContain(denied.id);
  });
});
