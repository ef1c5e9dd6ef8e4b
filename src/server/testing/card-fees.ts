import { addCard, connectStripe } from './card-payments-app.ts';
import { createDoula, OPERATOR_EMAIL, submitClaim, type Doula } from './doulas.ts';
import { startStripeServer } from './stripe-server.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * A statement of hers with `cents` due in `month`: a fresh claim of hers and its fee row,
 * written directly (the charge rule has tests of its own; here the statement is what matters).
 */
export async function statementDue(t: TestApp, doula: Doula, month: string, cents = 1000) {
  const claimId = await submitClaim(t, doula);
  await t.database.pool.query(
    `INSERT INTO fee_ledger (user_id, kind, cents, month, on_date, claim_id, chain_claim_id,
       reason, created_by)
     VALUES ($1, 'charge', $2, $3, $4, $5, $5, 'Accepted for processing', 'test')`,
    [doula.userId, cents, month, `${month}-15`, claimId],
  );
  return claimId;
}

/** Her card payments, refunds and open failed payments, as the ledger holds them. */
export async function cardLedgerOf(t: TestApp, userId: string, month: string) {
  const { rows } = await t.database.pool.query<{ kind: string; cents: number; reference: string }>(
    `SELECT kind, cents, reference FROM fee_ledger
     WHERE user_id = $1 AND month = $2 AND method = 'card' ORDER BY created_at`,
    [userId, month],
  );
  return rows;
}

/**
 * A test app with card payments on a loopback Stripe (its webhooks reaching the app), an
 * operator, and one doula with a card on file. The caller closes both.
 */
export async function cardFeesApp(email: string) {
  const stripe = await startStripeServer();
  const t = await buildTestApp({ ...stripe.env, ADMIN_EMAILS: OPERATOR_EMAIL });
  await connectStripe(t, stripe);
  const doula = await createDoula(t, email);
  await addCard(t, stripe, doula);
  await stripe.settled();
  return { t, stripe, doula, close: () => Promise.all([t.close(), stripe.close()]) };
}
