import type pg from 'pg';
import type { StripeTestServer } from '../testing/stripe-server.ts';
import { userIdOf } from './seed-database.ts';

/**
 * The month-end scenarios' data, on the benchmark's seeded database, in set-based statements
 * (INSERT … SELECT over generate_series, one UPDATE), never a row at a time.
 */
export interface MonthEndSize {
  readyClaims: number;
  payers: number;
  /** Doulas with last month's fees unbilled (at most the seeded typical doulas). */
  feeDoulas: number;
  answerFiles: number;
}

export const monthEndSize: MonthEndSize = {
  readyClaims: 10_000,
  payers: 50,
  feeDoulas: 10_000,
  answerFiles: 1_000,
};

/** The doulas the concurrent-submit scenario used (1..10): their patients' days are taken. */
const SUBMITTERS = 10;
/** Charges on each fee doula's statement. */
const CHARGES_EACH = 5;
/** Every twentieth fee doula has no card on file (the run counts her as "without a card"). */
const WITHOUT_CARD_EVERY = 20;

/** The payer ids of the ready claims: BP001 … (5 characters, as payer ids are). */
export const payerIdSql = (n: string) => `'BP' || lpad((${n})::text, 3, '0')`;

/**
 * The month before today's (UTC), as the statement month the monthly run charges.
 */
export function lastMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
}

/**
 * A month-end database has its history settled: the seed's claims (and the submit scenario's)
 * are all pending, which would make a million of them "ready". One UPDATE moves every pending
 * claim to paid before the ready claims are added.
 */
async function settleHistory(client: pg.PoolClient) {
  await client.query(`UPDATE claims SET status = 'paid' WHERE status = 'pending'`);
}

/**
 * `count` ready claims across `payers` payers: copies of one claim the app accepted (its lines,
 * diagnoses and check results as the submission wrote them), each for a seeded doula's patient
 * on a day of its own (the claim check refuses a second claim for a patient, day and service).
 * The days are the last 30 before today, after every seeded claim's; the submitters' doulas are
 * left out, whose patients the submit scenario gave those days.
 */
async function readyClaims(client: pg.PoolClient, size: MonthEndSize, doulas: number) {
  const { rows: template } = await client.query<{ id: string }>(
    `SELECT id FROM claims WHERE request_hash <> 'bench' AND deleted = false
     ORDER BY created_at LIMIT 1`,
  );
  if (!template[0]) throw new Error('month-end: no claim submitted through the app to copy');
  const owners = Math.max(1, Math.min(doulas - SUBMITTERS, 2000));
  const { rows: columns } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_name = 'claims' AND table_schema = current_schema() ORDER BY ordinal_position`,
  );
  // k = g - 1; doula = 11 + k % owners; her patient and day come from k / owners.
  const doula = `(${SUBMITTERS + 1} + (g - 1) % ${owners})`;
  const rest = `((g - 1) / ${owners})`;
  const patient = `(1 + ${rest} % 20)`;
  const overrides: Record<string, string> = {
    user_id: `overlay(overlay(md5('bench-user-' || ${doula}) placing '4' from 13) placing '8' from 17)::uuid`,
    patient_id: `overlay(overlay(md5('bench-patient-' || ${doula} || '-' || ${patient}) placing '4' from 13) placing '8' from 17)::uuid`,
    form_id: `'DB-2024-' || (900000000 + g)`,
    status: `'pending'`,
    patient_payer_id: payerIdSql(`1 + (g - 1) % ${size.payers}`),
    service_date_from: `current_date - 30 + (${rest} / 20)::int`,
    service_date_to: `current_date - 30 + (${rest} / 20)::int`,
    send_blockers: 'NULL',
    idempotency_key: `'month-end-' || g`,
    created_at: `now() - g * interval '1 second'`,
    updated_at: 'now()',
  };
  const copied = columns.map((column) => column.name).filter((name) => name !== 'id');
  await client.query(
    `INSERT INTO claims (${copied.join(', ')})
     SELECT ${copied.map((name) => overrides[name] ?? `t.${name}`).join(', ')}
     FROM claims t CROSS JOIN generate_series(1, ${size.readyClaims}) g WHERE t.id = $1`,
    [template[0].id],
  );
  // Electronic claims need her ZIP+4 (the seed gives five digits): every owner's profile has it.
  await client.query(
    `UPDATE profiles SET business_address_zip = '94607-1234'
     WHERE user_id IN (SELECT DISTINCT user_id FROM claims WHERE idempotency_key LIKE 'month-end-%')`,
  );
  await client.query(
    `INSERT INTO claim_status_changes (claim_id, from_status, to_status, changed_at, changed_by, note)
     SELECT id, NULL, 'pending', created_at, 'system', 'Submitted' FROM claims
     WHERE idempotency_key LIKE 'month-end-%'`,
  );
}

/**
 * Last month's statement of each fee doula: five claims charged $10 each (the seed's own claims
 * of hers, by form ID), and for all but every twentieth a card on file: a customer and card
 * made on the loopback Stripe server, its ids written in one statement.
 */
async function unbilledFees(
  client: pg.PoolClient,
  feeDoulas: number,
  stripe: StripeTestServer,
): Promise<void> {
  const month = lastMonth();
  await client.query(
    `INSERT INTO fee_ledger (user_id, kind, cents, month, on_date, claim_id, chain_claim_id,
       reason, created_by)
     SELECT c.user_id, 'charge', 1000, $1, ($1 || '-15')::date, c.id, c.id,
       'Accepted for processing', 'bench'
     FROM generate_series(1, ${feeDoulas}) d CROSS JOIN generate_series(1, ${CHARGES_EACH}) i
     JOIN claims c ON c.form_id = 'DB-2025-' || (100000000 + d::bigint * 1000000 + i)`,
    [month],
  );
  const withCard = Array.from({ length: feeDoulas }, (_, i) => i + 1).filter(
    (d) => d % WITHOUT_CARD_EVERY !== 0,
  );
  const cards = await stripeCards(stripe, withCard.length);
  await client.query(
    `INSERT INTO card_customers (user_id, customer_id, payment_method_id, brand, last4, card_saved_at)
     SELECT user_id, customer_id, payment_method_id, 'visa', '4242', now()
     FROM unnest($1::uuid[], $2::text[], $3::text[]) AS card (user_id, customer_id, payment_method_id)`,
    [withCard.map((d) => userIdOf(d)), cards.customers, cards.methods],
  );
}

/**
 * `count` customers with a saved card on the loopback Stripe server, through its API and its
 * Checkout page as a doula's "Add a card" makes them (no webhook: the rows are written here).
 */
async function stripeCards(stripe: StripeTestServer, count: number) {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${stripe.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    return (await response.json()) as { id: string; setup_intent?: string };
  };
  const customers: string[] = new Array<string>(count);
  const methods: string[] = new Array<string>(count);
  const one = async (i: number) => {
    const customer = await post('/v1/customers', { name: `Bench ${i}` });
    const session = await post('/v1/checkout/sessions', {
      mode: 'setup',
      customer: customer.id,
      success_url: 'http://127.0.0.1/done',
      cancel_url: 'http://127.0.0.1/cancelled',
    });
    await stripe.completeCheckout(session.id);
    const done = await fetch(`${stripe.url}/v1/checkout/sessions/${session.id}`, {
      headers: { authorization: `Bearer ${stripe.secretKey}` },
    });
    const setup = (await done.json()) as { setup_intent: string };
    const intent = await fetch(`${stripe.url}/v1/setup_intents/${setup.setup_intent}`, {
      headers: { authorization: `Bearer ${stripe.secretKey}` },
    });
    customers[i] = customer.id;
    methods[i] = ((await intent.json()) as { payment_method: string }).payment_method;
  };
  // A few at a time: the server is in this process, so more would only queue.
  const lanes = 8;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < count; i += lanes) await one(i);
    }),
  );
  return { customers, methods };
}

/** Seeds the ready claims and the unbilled fees; answers how many doulas the fee run covers. */
export async function seedMonthEnd(
  pool: pg.Pool,
  size: MonthEndSize,
  seededDoulas: number,
  stripe: StripeTestServer,
): Promise<{ feeDoulas: number }> {
  const feeDoulas = Math.min(size.feeDoulas, seededDoulas);
  const client = await pool.connect();
  try {
    await settleHistory(client);
    await readyClaims(client, size, seededDoulas);
    await unbilledFees(client, feeDoulas, stripe);
    await client.query('ANALYZE claims, fee_ledger, card_customers, claim_status_changes');
    return { feeDoulas };
  } finally {
    client.release();
  }
}
