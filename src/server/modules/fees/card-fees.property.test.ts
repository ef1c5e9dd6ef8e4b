import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardFeesApp, statementDue } from '../../testing/card-fees.ts';
import type { Doula } from '../../testing/doulas.ts';
import type { StripeTestServer } from '../../testing/stripe-server.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createCardPayments } from '../card-payments/index.ts';
import { afterCardSettled, createCardFees } from './index.ts';

let t: TestApp, stripe: StripeTestServer, maya: Doula, close: () => Promise<unknown>;
let cardFees: ReturnType<typeof createCardFees>;

beforeAll(async () => {
  ({ t, stripe, doula: maya, close } = await cardFeesApp('card-fees-property@example.com'));
  const cards = createCardPayments(t.database.db, t.config.stripe, {
    publicUrl: t.config.publicUrl,
    onSettled: (tx, charge) => afterCardSettled(tx, charge),
  });
  cardFees = createCardFees(t.database.db, cards);
});
afterAll(() => close());

/** What can happen to a statement's charge: runs, runs at once, faults, duplicate webhooks. */
type Step = 'run' | 'two-runs-at-once' | 'network-error' | 'declined' | 'webhooks-twice';
const step = fc.constantFrom<Step>(
  'run',
  'two-runs-at-once',
  'network-error',
  'declined',
  'webhooks-twice',
);

async function apply(month: string, what: Step) {
  const run = () => cardFees.chargeStatement(maya.userId, month);
  switch (what) {
    case 'run':
      return run();
    case 'two-runs-at-once':
      return Promise.all([run(), run()]);
    case 'network-error':
      // The official client retries a closed connection once itself: two drops reach the caller.
      stripe.failNetwork(2);
      return run();
    case 'declined':
      stripe.declineNext();
      return run();
    case 'webhooks-twice':
      stripe.deliverTwice(true);
      await run();
      await stripe.settled();
      stripe.deliverTwice(false);
  }
}

const succeededCharges = async (month: string) =>
  (
    await t.database.pool.query<{ payment_intent_id: string; amount_cents: number }>(
      `SELECT payment_intent_id, amount_cents FROM card_charges
       WHERE user_id = $1 AND reference = $2 AND status = 'succeeded'`,
      [maya.userId, `fees:${month}`],
    )
  ).rows;
/**
 * What Stripe was asked to charge for the statement, by our charge row (the PaymentIntent's
 * metadata), leaving out the attempts that were declined: what she paid as her bank sees it,
 * not as our own rows say.
 */
async function chargedAtStripe(month: string) {
  const asked = new Set(
    stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .map((r) => r.params.metadata as Record<string, string> | undefined)
      .filter((metadata) => metadata?.reference === `fees:${month}`)
      .map((metadata) => metadata!.charge_id!),
  );
  const { rows } = await t.database.pool.query<{ id: string }>(
    "SELECT id FROM card_charges WHERE id = ANY($1::uuid[]) AND status = 'failed'",
    [[...asked]],
  );
  for (const row of rows) asked.delete(row.id);
  return asked.size;
}

const cardPayments = async (month: string) =>
  (
    await t.database.pool.query<{ cents: number }>(
      `SELECT cents FROM fee_ledger
       WHERE user_id = $1 AND month = $2 AND kind = 'payment' AND method = 'card'`,
      [maya.userId, month],
    )
  ).rows;

let runNumber = 0;

it('any sequence of monthly runs, retries, faults and duplicate webhooks charges a statement at most once, and a clean run then charges it exactly once', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: 5 }),
      async (steps, claims) => {
        runNumber += 1;
        const month = `${2000 + runNumber}-01`;
        for (let i = 0; i < claims; i += 1) await statementDue(t, maya, month, 1000);
        for (const what of steps) {
          await apply(month, what);
          await stripe.settled();
          expect((await succeededCharges(month)).length).toBeLessThanOrEqual(1);
          expect(await chargedAtStripe(month)).toBeLessThanOrEqual(1);
          expect((await cardPayments(month)).length).toBeLessThanOrEqual(1);
        }
        // Faults over: the next runs charge what is left, once, and then nothing more.
        for (let i = 0; i < 3; i += 1) await apply(month, 'run');
        await stripe.settled();
        const charged = await succeededCharges(month);
        expect(charged).toHaveLength(1);
        expect(await chargedAtStripe(month)).toBe(1);
        expect(charged[0]!.amount_cents).toBe(claims * 1000);
        expect(await cardPayments(month)).toEqual([{ cents: claims * 1000 }]);
      },
    ),
    { numRuns: 12 },
  );
}, 300_000);
