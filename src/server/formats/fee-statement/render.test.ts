import { describe, expect, it } from 'vitest';
import { readPdf } from '../cms1500/testing/read-pdf.ts';
import { defaultSupportContact } from '#domain/account/contact';
import { renderFeeStatementPdf, type FeeStatementPdfInput } from './render.ts';

/**
 * A month's statement is printed, then read back with pdf.js as any PDF reader would: each
 * charged or credited claim by its form ID and service date, the totals, the payments received
 * and what is still due, and "how to pay" only when she pays by check.
 */
const november: FeeStatementPdfInput = {
  business: {
    name: 'Gentle Births LLC',
    street: '1 Main St',
    city: 'Oakland',
    state: 'CA',
    zip: '94607-1234',
  },
  statement: {
    month: '2026-11',
    chargedCents: 2000,
    creditedCents: 1000,
    paidCents: 500,
    refundedCents: 0,
    dueCents: 500,
    status: 'open',
    claimCount: 2,
  },
  lines: [
    {
      claimId: 'c1',
      formId: 'DB-2026-000001',
      serviceDate: '2026-11-12',
      kind: 'charge',
      cents: 1000,
      onDate: '2026-11-14',
      claimStatus: 'approved',
      reason: '',
      automatic: false,
    },
    {
      claimId: 'c2',
      formId: 'DB-2026-000002',
      serviceDate: '2026-11-13',
      kind: 'charge',
      cents: 1000,
      onDate: '2026-11-15',
      claimStatus: 'denied',
      reason: '',
      automatic: false,
    },
    {
      claimId: 'c2',
      formId: 'DB-2026-000002',
      serviceDate: '2026-11-13',
      kind: 'credit',
      cents: 1000,
      onDate: '2026-11-16',
      claimStatus: 'rejected',
      reason: 'Rejected for something the claim check should have caught',
      automatic: true,
    },
  ],
  payments: [
    {
      id: 'p1',
      month: '2026-11',
      cents: 500,
      receivedOn: '2026-11-20',
      reference: '1042',
      method: 'check',
      kind: 'payment',
      card: null,
      refundOf: null,
    },
  ],
  howToPay: 'Pay by check made out to Doula Billing, writing the statement month on it.',
  contact: defaultSupportContact,
};

/** December: a card payment of $22.50, $5.00 of it given back. */
const december: FeeStatementPdfInput = {
  ...november,
  statement: {
    month: '2026-12',
    chargedCents: 2250,
    creditedCents: 0,
    paidCents: 1750,
    refundedCents: 500,
    dueCents: 500,
    status: 'open',
    claimCount: 1,
  },
  lines: [{ ...november.lines[0]!, cents: 2250 }],
  payments: [
    {
      id: 'r1',
      kind: 'refund',
      month: '2026-12',
      cents: 500,
      receivedOn: '2026-12-02',
      reference: '',
      method: 'card',
      card: { brand: 'visa', last4: '4242' },
      refundOf: { receivedOn: '2026-12-01', card: { brand: 'visa', last4: '4242' } },
    },
    {
      id: 'p2',
      kind: 'payment',
      month: '2026-12',
      cents: 2250,
      receivedOn: '2026-12-01',
      reference: '',
      method: 'card',
      card: { brand: 'visa', last4: '4242' },
      refundOf: null,
    },
  ],
  howToPay: undefined,
};

const textOf = async (input: FeeStatementPdfInput) => {
  const { pages, info } = await readPdf(await renderFeeStatementPdf(input));
  return {
    text: pages
      .flat()
      .map((item) => item.text)
      .join(' '),
    pages: pages.length,
    info,
  };
};

describe('a monthly fee statement as PDF', () => {
  it('lists each charged and credited claim by form ID and service date, with the totals', async () => {
    const { text, pages } = await textOf(november);
    expect(pages).toBe(1);
    for (const expected of [
      'Statement for November 2026',
      'Gentle Births LLC',
      'Oakland, CA 94607-1234',
      'DB-2026-000001',
      'DB-2026-000002',
      'November 12, 2026',
      'November 13, 2026',
      '$20.00',
      'Fees given back',
      'Amount due',
      '$5.00',
      'Check 1042, November 20',
      'the payer later denied it. The fee stays',
      'turned away for a detail our claim check should have caught',
      'support@example.com',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Amounts read as amounts: a credit or a payment is never a negative number.
    expect(text).not.toMatch(/-\$/);
  });

  it('lists a card refund as its own line, naming the payment by card and day, never by id', async () => {
    const { text } = await textOf(december);
    for (const expected of [
      'Card refund, December 2',
      'Given back to the Visa ending in 4242, from the payment of December 1',
      'Card payment, December 1',
      'Paid with the Visa ending in 4242',
      'Paid $22.50',
      'Refunded to you $5.00',
    ]) {
      expect(text.replace(/\s+/g, ' '), expected).toContain(expected);
    }
    expect(text).not.toMatch(/\b(pi|ch|re)_|-\$|\d{4}-\d{2}-\d{2}/);
  });

  it('says how to pay only when she pays by check', async () => {
    expect((await textOf(november)).text).toContain('Pay by check made out to Doula Billing');
    const { text } = await textOf({ ...november, howToPay: undefined });
    expect(text).not.toContain('How to pay');
  });

  it('names no doula, claim or patient in the file metadata', async () => {
    const { info } = await textOf(november);
    expect(info.Title).toBe('Doula Billing statement');
    expect(JSON.stringify(info)).not.toMatch(/Gentle|DB-2026/);
  });

  it('prints a month with nothing charged', async () => {
    const { text } = await textOf({
      ...november,
      statement: {
        ...november.statement,
        chargedCents: 0,
        creditedCents: 0,
        paidCents: 0,
        refundedCents: 0,
        dueCents: 0,
        claimCount: 0,
      },
      lines: [],
      payments: [],
    });
    expect(text).toContain('Statement for November 2026');
    expect(text).toContain('$0.00');
  });
});
