import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeNoticeText } from '#domain/fees/card-fees';
import type { FeePaymentView, FeeStatementView } from '#domain/fees/requests';
import { addCard } from '../../testing/card-payments-app.ts';
import { cardFeesApp, cardLedgerOf, statementDue } from '../../testing/card-fees.ts';
import { createDoula, operatorCookie, submitClaim, type Doula } from '../../testing/doulas.ts';
import type { StripeTestServer } from '../../testing/stripe-server.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { CHARGE_STATEMENT } from './index.ts';

let t: TestApp, stripe: StripeTestServer, maya: Doula, close: () => Promise<unknown>;
let ops: string;

beforeAll(async () => {
  ({ t, stripe, doula: maya, close } = await cardFeesApp('card-fees@example.com'));
  ops = await operatorCookie(t);
});
afterAll(() => close());

const chargeMonth = (month: string) => t.as(ops).post('/api/operator/fees/charges', { month });
const intents = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
const outboxOf = async (userId: string) =>
  (
    await t.database.pool.query<{ kind: string }>(
      "SELECT kind FROM outbox WHERE user_id = $1 AND kind = 'fee_payment_failed'",
      [userId],
    )
  ).rows;

describe('the monthly card charge of her statement', () => {
  it('charges what is due once, however often the run is repeated', async () => {
    await statementDue(t, maya, '2026-01', 1000);
    await statementDue(t, maya, '2026-01', 1000);
    const before = intents().length;
    const first = await chargeMonth('2026-01');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ month: '2026-01', charged: 1 });
    expect((await chargeMonth('2026-01')).json()).toMatchObject({ charged: 0 });
    await stripe.settled();
    expect(intents().length - before).toBe(1);
    expect(intents().at(-1)!.params).toMatchObject({ amount: '2000', off_session: 'true' });
    expect(await cardLedgerOf(t, maya.userId, '2026-01')).toEqual([
      { kind: 'payment', cents: 2000, reference: expect.stringMatching(/^pi_/) },
    ]);
    const statement = await t.as(maya.cookie).get('/api/fees/statements/2026-01');
    expect(statement.json()).toMatchObject({ statement: { dueCents: 0, status: 'paid' } });
  });

  it('charges each statement of a run once, several at a time, and counts each outcome', async () => {
    const doulas: Doula[] = [];
    for (let i = 0; i < 6; i++) {
      const doula = await createDoula(t, `card-fees-run-${i}@example.com`);
      // The last one has no card on file.
      if (i < 5) await addCard(t, stripe, doula);
      await statementDue(t, doula, '2026-05', 1000 + i);
      doulas.push(doula);
    }
    await stripe.settled();
    const before = intents().length;
    const run = await chargeMonth('2026-05');
    expect(run.json()).toMatchObject({ charged: 5, no_card: 1, declined: 0, retry_later: 0 });
    expect(intents().length - before).toBe(5);
    for (const [i, doula] of doulas.entries()) {
      expect(await cardLedgerOf(t, doula.userId, '2026-05')).toEqual(
        i < 5
          ? [{ kind: 'payment', cents: 1000 + i, reference: expect.stringMatching(/^pi_/) }]
          : [],
      );
    }
    expect((await chargeMonth('2026-05')).json()).toMatchObject({ charged: 0, no_card: 1 });
    expect(intents().length - before).toBe(5);
  });

  it('retries a network error through the job queue with the same key: charged once', async () => {
    await statementDue(t, maya, '2026-02', 1000);
    const before = intents().length;
    // The official client retries a closed connection once by itself: two drops reach us.
    stripe.failNetwork(2);
    const run = await chargeMonth('2026-02');
    expect(run.json()).toMatchObject({ retry_later: 1, charged: 0 });
    const [job] = await t.app.jobs.jobsOf(CHARGE_STATEMENT);
    expect(job).toBeDefined();
    await t.app.jobs.runDueNow();
    await t.app.jobs.drained(20_000);
    await stripe.settled();
    expect(await cardLedgerOf(t, maya.userId, '2026-02')).toHaveLength(1);
    const keys = new Set(
      intents()
        .slice(before)
        .map((r) => JSON.stringify(r.params.metadata)),
    );
    expect(keys.size).toBe(1);
    expect((await chargeMonth('2026-02')).json()).toMatchObject({ charged: 0 });
  });

  it('a declined card: a banner in plain words, one email, then her new claims wait after the grace period until it is paid', async () => {
    const zoe = await createDoula(t, 'card-fees-declined@example.com');
    await addCard(t, stripe, zoe);
    await stripe.settled();
    await statementDue(t, zoe, '2026-03', 1000);
    stripe.declineNext('insufficient_funds');
    expect((await chargeMonth('2026-03')).json()).toMatchObject({ declined: 1 });
    expect((await chargeMonth('2026-03')).json()).toMatchObject({ declined: 0, charged: 1 });
    expect(await cardLedgerOf(t, zoe.userId, '2026-03')).toHaveLength(1);

    await statementDue(t, zoe, '2026-04', 1000);
    stripe.declineNext();
    await chargeMonth('2026-04');
    stripe.declineNext();
    await chargeMonth('2026-04');
    expect(await outboxOf(zoe.userId)).toHaveLength(2);
    const notice = (await t.as(zoe.cookie).get('/api/fees/notice')).json().notice;
    expect(notice).toMatchObject({ month: '2026-04', holding: false });
    expect(feeNoticeText(notice)).toMatch(
      /^Your card payment for April 2026 did not go through\. Please update your card/,
    );

    // The grace period ends: a claim she submits from then on waits, one from before goes.
    const before = await submitClaim(t, zoe);
    await t.database.pool.query(
      'UPDATE fee_payment_failures SET grace_until = now() WHERE user_id = $1',
      [zoe.userId],
    );
    const held = await submitClaim(t, zoe);
    expect((await t.as(zoe.cookie).get('/api/fees/notice')).json().notice.holding).toBe(true);
    const batch = await t.as(ops).post('/api/operator/batches', { payerId: 'MCAL1' });
    expect(batch.statusCode, batch.body).toBe(201);
    const inBatch = async (claimId: string) =>
      (
        await t.database.pool.query('SELECT 1 FROM claim_batch_claims WHERE claim_id = $1', [
          claimId,
        ])
      ).rowCount;
    expect(await inBatch(before)).toBe(1);
    expect(await inBatch(held)).toBe(0);
    const claim = await t.as(zoe.cookie).get(`/api/claims/${held}`);
    expect(claim.json()).toMatchObject({ status: 'pending' });

    // She pays (the run charges her card again): the hold ends and the claim goes.
    expect((await chargeMonth('2026-04')).json()).toMatchObject({ charged: 1 });
    expect((await t.as(zoe.cookie).get('/api/fees/notice')).json().notice).toBeNull();
    const next = await t.as(ops).post('/api/operator/batches', { payerId: 'MCAL1' });
    expect(next.statusCode, next.body).toBe(201);
    expect(await inBatch(held)).toBe(1);
  });

  it('refunds a card payment through Stripe, as a ledger row offsetting it, audited', async () => {
    // The operator finds the payment in the console's list of card payments.
    const cardPayments = async () =>
      (await t.as(ops).get('/api/operator/fees/card-payments?limit=100')).json<{
        items: { id: string; month: string; email: string; refundedCents: number }[];
      }>().items;
    const payment = (await cardPayments()).find((row) => row.month === '2026-01');
    expect(payment).toMatchObject({ email: 'card-fees@example.com', refundedCents: 0 });
    const refunded = await t.as(ops).post('/api/operator/fees/refunds', {
      paymentId: payment!.id,
      amountCents: 500,
      reason: 'Claim credited after payment.',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ month: '2026-01', cents: 500 });
    const refundPosts = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundPosts.at(-1)!.params).toMatchObject({
      amount: '500',
      reason: 'requested_by_customer',
    });
    expect(await cardLedgerOf(t, maya.userId, '2026-01')).toEqual([
      expect.objectContaining({ kind: 'payment', cents: 2000 }),
      { kind: 'refund', cents: 500, reference: expect.stringMatching(/^re_/) },
    ]);
    const { rows } = await t.database.pool.query(
      "SELECT 1 FROM audit_events WHERE action = 'fee_ledger.refund' AND outcome = 'success'",
    );
    expect(rows).toHaveLength(1);
    expect((await cardPayments()).find((row) => row.id === payment!.id)).toMatchObject({
      cents: 2000,
      refundedCents: 500,
    });
    // Her statement: the refund is its own row, named by the card and the payment's day; the
    // payment by its card; no Stripe id reaches her, and the totals are amounts.
    const detail = await t.as(maya.cookie).get('/api/fees/statements/2026-01');
    const { statement, payments } = detail.json<{
      statement: FeeStatementView;
      payments: FeePaymentView[];
    }>();
    expect(statement).toMatchObject({ paidCents: 1500, refundedCents: 500, dueCents: 500 });
    const card = { brand: 'visa', last4: '4242' };
    const paid = payments.find((row) => row.kind === 'payment')!;
    expect(paid).toMatchObject({ method: 'card', cents: 2000, reference: '', card });
    expect(payments.find((row) => row.kind === 'refund')).toMatchObject({
      method: 'card',
      cents: 500,
      reference: '',
      card,
      refundOf: { receivedOn: paid.receivedOn, card },
    });
    expect(detail.body).not.toMatch(/"(pi|ch|re)_/);
    const overview = await t.as(maya.cookie).get('/api/fees');
    expect(overview.body).not.toMatch(/"(pi|ch|re)_/);
    const tooMuch = await t.as(ops).post('/api/operator/fees/refunds', {
      paymentId: payment!.id,
      amountCents: 1600,
      reason: 'More than is left.',
    });
    expect(tooMuch.statusCode).toBe(422);
  });
});
