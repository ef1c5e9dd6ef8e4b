import { describe, expect, it } from 'vitest';
import type { LateClaimView } from '#domain/claims/prompt-pay';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import { acceptedAndRejected277ca, paid835 } from '../../testing/response-files.ts';

/**
 * The prompt-pay clock on a real PostgreSQL (decision 108): a 277CA's acceptance starts it with
 * the rule of the claim's profile on that day; an 835 stops it, and the interest it paid (inside
 * the claim payment, AMT*I, or beside it, PLB L6) is kept once with the payment.
 */
const c = useConsoleAnswers('prompt-pay@example.com');
const { operator, claimOf, batchOf, answered } = c;
const file = (text: string) => ({ name: 'answer.x12', bytes: Buffer.from(text) });
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

async function acceptedDaysAgo(days: number) {
  const [first, second] = [await c.doula.submit(), await c.doula.submit()];
  await batchOf([first!, second!]);
  const text = acceptedAndRejected277ca(answered(first!), answered(second!)).replace(
    'STC*A2:20:PR*20261124',
    `STC*A2:20:PR*${compact(daysAgo(days))}`,
  );
  const result = await c.imports.importResponse(file(text), operator);
  expect(result.import.outcome, result.import.message).toBe('accepted');
  return first!;
}

describe('the prompt-pay clock', () => {
  it('starts at the 277CA acceptance: day 12 of 30 under the California statute', async () => {
    const claim = await acceptedDaysAgo(12);
    const { promptPay } = await claimOf(claim);
    expect(promptPay).toMatchObject({
      receivedOn: daysAgo(12),
      day: 12,
      days: 30,
      dayKind: 'calendar',
      lateSince: null,
      statute: 'California Health and Safety Code 1371.35',
    });
  });

  it('an 835 paying late without interest leaves the shortfall; one paying it leaves none', async () => {
    const late = await acceptedDaysAgo(40);
    const before = (await claimOf(late)).promptPay!;
    expect(before).toMatchObject({ lateSince: daysAgo(9), lateDays: 10, paidOn: null });
    expect(before.interestOwedCents).toBeGreaterThan(0);

    const today = compact(daysAgo(0));
    const payment = paid835(answered(late)).replace(/20261201~\nTRN/, `${today}~\nTRN`);
    await c.imports.importResponse(file(payment), operator);
    const unpaid = (await claimOf(late)).promptPay!;
    expect(unpaid).toMatchObject({ paidOn: daysAgo(0), interestPaidCents: 0, lateDays: 10 });
    expect(unpaid.shortfallCents).toBe(unpaid.interestOwedCents);

    const other = await acceptedDaysAgo(40);
    // In place of the claim's DTM*050, so the file keeps its segment count: the claim-level
    // interest, inside the claim's payment.
    const withInterest = paid835(answered(other))
      .replace(/20261201~\nTRN/, `${today}~\nTRN`)
      .replace(/DTM\*050\*\d+~/, `AMT*I*${(unpaid.interestOwedCents / 100).toFixed(2)}~`);
    const applied = await c.imports.importResponse(file(withInterest), operator);
    expect(applied.import.outcome, applied.import.message).toBe('accepted');
    const paid = (await claimOf(other)).promptPay!;
    expect(paid.interestPaidCents).toBe(unpaid.interestOwedCents);
    expect(paid.shortfallCents).toBe(0);
  });

  it("operators' late claims by payer: every late unpaid one, the longest late first, page by page; doulas refused", async () => {
    const [older, newer] = [await acceptedDaysAgo(45), await acceptedDaysAgo(40)];
    const late: LateClaimView[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await c.h.get(`/api/operator/late-claims?limit=1${after}`, c.h.ops);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { items: LateClaimView[]; nextCursor: string | null };
      late.push(...page.items);
      cursor = page.nextCursor;
    }
    // The claims paid above are no longer late and unpaid, however late they were paid.
    expect(late.map((claim) => claim.formId)).toEqual([older.formId, newer.formId]);
    expect(late[0]).toMatchObject({
      payer: { id: 'MCAL1' },
      provider: { email: 'prompt-pay@example.com' },
      receivedOn: daysAgo(45),
      lateDays: 15,
      statute: 'California Health and Safety Code 1371.35',
    });
    expect(late[0]!.interestOwedCents).toBeGreaterThan(late[1]!.interestOwedCents);
    const doula = await c.h.get('/api/operator/late-claims', c.doula.cookie);
    expect(doula.statusCode).toBe(403);
  });
});
