import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSupportContact } from '#domain/account/contact';
import type { FeeOverview, FeePaymentView, FeeStatementView } from '#domain/fees/requests';
import { stubApi } from '../../testing/fetch-stub.ts';
import { renderInApp } from '../../testing/render.tsx';
import { BillingPage } from './billing-page.tsx';

const october: FeeStatementView = {
  month: '2026-10',
  chargedCents: 3000,
  creditedCents: 1000,
  paidCents: 500,
  refundedCents: 0,
  dueCents: 1500,
  status: 'open',
  claimCount: 3,
};
const check: FeePaymentView = {
  id: 'p1',
  kind: 'payment',
  month: '2026-10',
  cents: 500,
  receivedOn: '2026-11-20',
  reference: '1042',
  method: 'check',
  card: null,
  refundOf: null,
};
const visa = { brand: 'visa', last4: '4242' };
const overview = (
  statements: FeeStatementView[],
  receipts: FeeOverview['receipts'],
  more: Partial<FeeOverview> = {},
) => ({
  body: {
    priceCents: 1000,
    thisMonth: { ...october, month: '2026-11' },
    thisMonthLines: [],
    statements,
    receipts,
    cardPayments: false,
    howToPay: 'Card payments are not available yet. Pay by check.',
    contact: defaultSupportContact,
    ...more,
  } satisfies FeeOverview,
});

describe('her Billing page', () => {
  it('lists her statements in a table named by its heading, and says when no payment came', async () => {
    stubApi({ 'GET /api/fees': overview([october], []) });
    renderInApp(<BillingPage />);
    const statements = await screen.findByRole('table', { name: 'Statements' });
    const row = within(statements).getByRole('rowheader', { name: 'October 2026' });
    expect(row.closest('tr')?.textContent).toContain('3$20.00$5.00$0.00$15.00Open');
    expect(screen.getByText('No payments received yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Payments and refunds' })).toBeNull();
    expect(screen.getByText('Price per claim').nextElementSibling?.textContent).toBe('$10.00');
  });

  it('lists a check, a card payment and its refund in words, and says how to reach us', async () => {
    stubApi({
      'GET /api/fees': overview(
        [],
        [
          {
            ...check,
            id: 'r1',
            kind: 'refund',
            method: 'card',
            reference: '',
            cents: 500,
            receivedOn: '2026-12-02',
            card: visa,
            refundOf: { receivedOn: '2026-12-01', card: visa },
          },
          { ...check, id: 'c1', method: 'card', reference: '', cents: 2250, card: visa },
          check,
        ],
      ),
    });
    renderInApp(<BillingPage />);
    const receipts = await screen.findByRole('table', { name: 'Payments and refunds' });
    const refund = within(receipts).getByRole('rowheader', { name: 'Card refund, December 2' });
    expect(refund.closest('tr')?.textContent).toContain(
      'Given back to the Visa ending in 4242, from the payment of December 1',
    );
    expect(refund.closest('tr')?.textContent).toContain('$5.00 back to you');
    expect(within(receipts).getByText('Paid with the Visa ending in 4242')).toBeTruthy();
    expect(
      within(receipts).getByRole('rowheader', { name: 'Check 1042, November 20' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'No statements yet. A statement starts the month a claim of yours is accepted.',
      ),
    ).toBeTruthy();
    const questions = screen.getByRole('region', { name: 'Questions about your bill' });
    expect(within(questions).getByRole('link', { name: 'support@example.com' })).toBeTruthy();
    expect(within(questions).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(
      '/help',
    );
  });

  it('says what each of this month’s fees is for: a denied claim keeps its fee, and why', async () => {
    stubApi({
      'GET /api/fees': overview([], [], {
        thisMonthLines: [
          {
            claimId: 'c1',
            formId: 'DB-2026-000007',
            serviceDate: '2026-11-02',
            kind: 'charge',
            cents: 1000,
            onDate: '2026-11-04',
            claimStatus: 'denied',
            reason: '',
            automatic: false,
          },
        ],
      }),
    });
    renderInApp(<BillingPage />);
    const claims = await screen.findByRole('table', { name: 'This month’s claims' });
    const row = within(claims).getByRole('rowheader', { name: 'DB-2026-000007' }).closest('tr');
    expect(row?.textContent).toContain('Denied');
    expect(row?.textContent).toContain('the payer later denied it. The fee stays');
    expect(screen.getByRole('region', { name: 'How to pay' }).textContent).toContain(
      'Card payments are not available yet.',
    );
  });
});
