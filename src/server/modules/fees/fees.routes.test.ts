import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import type {
  DoulaFeesView,
  FeeClaimLine,
  FeeOverview,
  FeePaymentView,
  FeeStatementView,
  UnpaidStatementView,
} from '#domain/fees/requests';
import type { RecordPage } from '#domain/records/list';
import { useCorrections } from '../../testing/claim-corrections.ts';
import { type Doula, operatorCookie, submitClaim } from '../../testing/doulas.ts';
import { acceptedAndRejected277ca, inNewEnvelope, paid835 } from '../../testing/response-files.ts';
import { sendInBatch } from '../../testing/sent-claims.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectJson } from '../../testing/write-checks.ts';
import { createImportService } from '../imports/index.ts';
import { claimHooks } from '../../app-claim-hooks.ts';

/**
 * The fee ledger on a real PostgreSQL, through real answer files (decision 071): a claim is
 * charged once when accepted for processing, at the price in force; a claim-check-preventable
 * rejection is never charged (and credits a charge); corrections and voids of a charged claim
 * are free; her statements are hers alone; operators credit and record checks.
 */
const h = useCorrections('fees');
const { denied, rejected, correct, voidOf, claimOf } = h;
let t: TestApp;
let maya: Doula;
let other: Doula;
beforeAll(() => ({ t, maya, other } = h));

const operator = { label: 'operator (test)' };
const thisMonth = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);

async function importText(name: string, text: string) {
  const result = await createImportService(t.database.db, {
    claimHooks,
    taxIds: t.taxIds,
  }).importResponse({ name, bytes: Buffer.from(text) }, operator);
  expect(result.import.outcome, result.import.message).toBe('accepted');
}

const answered = (claim: ClaimView) => ({
  formId: claim.formId,
  serviceDate: claim.serviceDateFrom,
});

/** Two fresh claims of hers sent in one batch: the 277CA accepts the first and rejects the second (A7). */
async function acceptedAndRejected(who: Doula = maya) {
  const ids = [await submitClaim(t, who), await submitClaim(t, who)];
  await sendInBatch(t, ids);
  const [first, second] = [await claimOf(ids[0]!, who), await claimOf(ids[1]!, who)];
  const file = acceptedAndRejected277ca(answered(first), answered(second));
  await importText('277ca.x12', file);
  return { accepted: first, rejected: second, file };
}

async function ledgerOf(claimId: string) {
  const { rows } = await t.database.pool.query<{ kind: string; cents: number }>(
    `SELECT kind, cents FROM fee_ledger
      WHERE chain_claim_id = $1 OR claim_id = $1 ORDER BY created_at, kind`,
    [claimId],
  );
  return rows;
}

const overview = async (who: Doula = maya) =>
  expectJson<FeeOverview>(await t.as(who.cookie).get('/api/fees'), 200);

async function setPrice(cents: number, effectiveFrom: string) {
  return t.inject({
    method: 'PUT',
    url: '/api/operator/fees/price',
    headers: { cookie: await operatorCookie(t) },
    payload: { cents, effectiveFrom },
  });
}

describe('charging a claim', () => {
  it('charges an accepted claim once at the price in force, never the A7 rejection', async () => {
    const before = await overview();
    expect(before.priceCents).toBe(1000);
    const { accepted, rejected: turnedAway, file } = await acceptedAndRejected();
    expect(await ledgerOf(accepted.id)).toEqual([{ kind: 'charge', cents: 1000 }]);
    expect(await ledgerOf(turnedAway.id)).toEqual([]);

    // The same answer file again (a second copy from the clearinghouse) charges nothing more.
    await importText('again.x12', inNewEnvelope(file));
    expect(await ledgerOf(accepted.id)).toEqual([{ kind: 'charge', cents: 1000 }]);

    const after = await overview();
    expect(after.thisMonth.chargedCents - before.thisMonth.chargedCents).toBe(1000);
    expect(after.thisMonth.claimCount - before.thisMonth.claimCount).toBe(1);
    expect(after.cardPayments).toBe(false);
  });

  it('credits a charge when the same claim is later rejected for a preventable reason', async () => {
    const { accepted } = await acceptedAndRejected();
    const second = await acceptedAndRejected();
    // The payer, after the clearinghouse accepted it, rejects it for invalid information (A7).
    await importText(
      '277ca-later.x12',
      acceptedAndRejected277ca(answered(second.accepted), answered(accepted)),
    );
    expect(await ledgerOf(accepted.id)).toEqual([
      { kind: 'charge', cents: 1000 },
      { kind: 'credit', cents: 1000 },
    ]);
  });

  it('does not charge again for the correction or the void of a charged claim', async () => {
    const original = await denied(); // an 835 decided it: accepted for processing, charged
    expect(await ledgerOf(original.id)).toEqual([{ kind: 'charge', cents: 1000 }]);
    const correction = expectJson<ClaimView>(await correct(original));
    await sendInBatch(t, [correction.id]);
    await importText('paid.x12', paid835(answered(correction)));
    expect((await claimOf(correction.id)).status).toBe('approved');
    expect(await ledgerOf(original.id)).toEqual([{ kind: 'charge', cents: 1000 }]);
    expect(await ledgerOf(correction.id)).toEqual([]);

    const another = await denied();
    const voided = expectJson<ClaimView>(await voidOf(another));
    // The void request belongs to the chain of the claim it voids: still the one charge.
    expect(voided.frequency).toBe('8');
    expect(await ledgerOf(another.id)).toEqual([{ kind: 'charge', cents: 1000 }]);
    expect(await ledgerOf(voided.id)).toEqual([]);
  });

  it('charges the correction of a claim that was rejected before it was ever charged', async () => {
    const original = await rejected();
    expect(await ledgerOf(original.id)).toEqual([]);
    const correction = expectJson<ClaimView>(await correct(original));
    await sendInBatch(t, [correction.id]);
    await importText('paid.x12', paid835(answered(correction)));
    expect(await ledgerOf(original.id)).toEqual([{ kind: 'charge', cents: 1000 }]);
  });
});

describe('the price as data', () => {
  it('uses a new price only from its date on; earlier charges keep theirs', async () => {
    const { accepted: early } = await acceptedAndRejected();
    expect((await setPrice(1500, '2099-01-01')).statusCode).toBe(200);
    expect((await overview()).priceCents).toBe(1000);
    const publicConfig = (await t.inject({ method: 'GET', url: '/api/public-config' })).json();
    expect(publicConfig.feePerClaim).toBe('$10.00');

    expect((await setPrice(1200, today)).statusCode).toBe(200);
    const { accepted: late } = await acceptedAndRejected();
    expect(await ledgerOf(early.id)).toEqual([{ kind: 'charge', cents: 1000 }]);
    expect(await ledgerOf(late.id)).toEqual([{ kind: 'charge', cents: 1200 }]);
    expect((await overview()).priceCents).toBe(1200);
    expect((await t.inject({ method: 'GET', url: '/api/public-config' })).json().feePerClaim).toBe(
      '$12.00',
    );
    const operator = await operatorCookie(t);
    const prices = expectJson<RecordPage<{ cents: number; effectiveFrom: string }>>(
      await t.as(operator).get('/api/operator/fees/prices'),
      200,
    );
    expect(prices.items.map((p) => p.effectiveFrom)).toEqual(['2099-01-01', today]);
    const pageOne = (cursor = '') =>
      t.as(operator).get(`/api/operator/fees/prices?limit=1${cursor && `&cursor=${cursor}`}`);
    const first = expectJson<RecordPage<{ effectiveFrom: string }>>(await pageOne(), 200);
    const next = expectJson<typeof first>(await pageOne(first.nextCursor ?? 'none'), 200);
    // A page of one price at a time walks the same list, and the last page says it is the last.
    expect([...first.items, ...next.items]).toEqual(prices.items);
    expect(next.nextCursor).toBeNull();
    // Back to the default for the other tests of this file.
    expect((await setPrice(1000, today)).statusCode).toBe(200);
  });

  it('refuses a price that is not whole positive cents, and doulas may not set one', async () => {
    expect((await setPrice(0, today)).statusCode).toBe(400);
    expect((await setPrice(10.5, today)).statusCode).toBe(400);
    const asDoula = await t.inject({
      method: 'PUT',
      url: '/api/operator/fees/price',
      headers: { cookie: maya.cookie },
      payload: { cents: 1, effectiveFrom: today },
    });
    expect(asDoula.statusCode).toBe(403);
  });
});

describe('statements', () => {
  it('lists her charged claims by form ID, hers only, and renders the PDF', async () => {
    const { accepted } = await acceptedAndRejected();
    const detail = expectJson<{ statement: FeeStatementView; lines: FeeClaimLine[] }>(
      await t.as(maya.cookie).get(`/api/fees/statements/${thisMonth}`),
      200,
    );
    const line = detail.lines.find((l) => l.claimId === accepted.id);
    expect(line).toMatchObject({
      formId: accepted.formId,
      serviceDate: accepted.serviceDateFrom,
      kind: 'charge',
      cents: 1000,
    });
    // What a statement line carries: never the patient.
    expect(Object.keys(line!).sort()).toEqual(
      [
        'automatic',
        'cents',
        'claimId',
        'claimStatus',
        'formId',
        'kind',
        'onDate',
        'reason',
        'serviceDate',
      ].sort(),
    );

    const pdf = await t.as(maya.cookie).get(`/api/fees/statements/${thisMonth}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another doula with no charges this month has no statement: hers is not shown to her.
    expect((await t.as(other.cookie).get(`/api/fees/statements/${thisMonth}`)).statusCode).toBe(
      404,
    );
    expect((await t.as(maya.cookie).get('/api/fees/statements/2026-13')).statusCode).toBe(400);
  });
});

describe('operators', () => {
  it('credits a fee once, records a check, and the statement is paid', async () => {
    const { accepted } = await acceptedAndRejected(other);
    const cookie = await operatorCookie(t);
    const credit = (reason: string) =>
      t.inject({
        method: 'POST',
        url: '/api/operator/fees/credits',
        headers: { cookie },
        payload: { claimId: accepted.id, reason },
      });
    expect((await credit('Goodwill')).statusCode).toBe(201);
    expect((await credit('Twice')).statusCode).toBe(422);
    expect(await ledgerOf(accepted.id)).toEqual([
      { kind: 'charge', cents: 1000 },
      { kind: 'credit', cents: 1000 },
    ]);

    const second = await acceptedAndRejected(other);
    expect(second.accepted.id).toBeTruthy();
    const unpaid = expectJson<RecordPage<UnpaidStatementView>>(
      await t.as(cookie).get('/api/operator/fees/unpaid'),
      200,
    );
    const hers = unpaid.items.find((s) => s.userId === other.userId && s.month === thisMonth);
    expect(hers).toMatchObject({ dueCents: 1000, status: 'open' });
    const fees = expectJson<RecordPage<DoulaFeesView>>(
      await t.as(cookie).get('/api/operator/fees/doulas'),
      200,
    );
    expect(fees.items.find((d) => d.userId === other.userId)?.dueCents).toBe(1000);
    const ofMonth = async (month: string) =>
      expectJson<RecordPage<DoulaFeesView>>(
        await t.as(cookie).get(`/api/operator/fees/doulas?month=${month}`),
        200,
      ).items.find((d) => d.userId === other.userId);
    // Two claims charged this month, one credited: the month's figures, none in another month.
    expect(await ofMonth(thisMonth)).toMatchObject({
      claimCount: 2,
      chargedCents: 2000,
      creditedCents: 1000,
      dueCents: 1000,
    });
    expect(await ofMonth('2001-01')).toBeUndefined();
    expect((await t.as(cookie).get('/api/operator/fees/doulas?month=2026-13')).statusCode).toBe(
      400,
    );

    const paid = await t.inject({
      method: 'POST',
      url: '/api/operator/fees/payments',
      headers: { cookie },
      payload: {
        doulaId: other.userId,
        month: thisMonth,
        amountCents: 1000,
        receivedOn: today,
        reference: 'Check 1042',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const view = await overview(other);
    expect(view.thisMonth).toMatchObject({ dueCents: 0, paidCents: 1000, status: 'paid' });
    expect(view.receipts[0]).toMatchObject<Partial<FeePaymentView>>({
      cents: 1000,
      kind: 'payment',
      reference: 'Check 1042',
      method: 'check',
      card: null,
    });
    const audit = await t.database.pool.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE action IN ('claim.credit', 'fee_ledger.record_payment')
        AND outcome = 'success'`,
    );
    expect(audit.rows.map((r) => r.action).sort()).toEqual([
      'claim.credit',
      'fee_ledger.record_payment',
    ]);
  });
});
