import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeeOverview, FeeStatementView } from '#domain/fees/requests';
import { stubApi } from '../../testing/fetch-stub.ts';
import { renderInApp } from '../../testing/render.tsx';
import { BillingPage } from './billing-page.tsx';

const october: FeeStatementView = {
  month: '2026-10',
  chargedCents: 3000,
  creditedCents: 1000,
  paidCents: 500,
  dueCents: 1500,
  status: 'open',
  claimCount: 3,
};
const overview = (statements: FeeStatementView[], receipts: FeeOverview['receipts']) => ({
  body: {
    priceCents: 1000,
    thisMonth: { ...october, month: '2026-11' },
    statements,
    receipts,
    cardPayments: false,
  } satisfies FeeOverview,
});

describe('her Billing page', () => {
  it('lists her statements in a table named by its heading, and says when no payment came', async () => {
    stubApi({ 'GET /api/fees': overview([october], []) });
    renderInApp(<BillingPage />);
    const statements = await screen.findByRole('table', { name: 'Statements' });
    const row = within(statements).getByRole('rowheader', { name: 'October 2026' });
    expect(row.closest('tr')?.textContent).toContain('3$20.00$5.00$15.00Open');
    expect(screen.getByText('No payments received yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Receipts' })).toBeNull();
  });

  it('lists her receipts in their own table, and says when she has no statement yet', async () => {
    stubApi({
      'GET /api/fees': overview(
        [],
        [
          {
            id: 'p1',
            month: '2026-10',
            cents: 500,
            receivedOn: '2026-11-20',
            reference: '1042',
            method: 'check',
          },
        ],
      ),
    });
    renderInApp(<BillingPage />);
    const receipts = await screen.findByRole('table', { name: 'Receipts' });
    expect(within(receipts).getByRole('rowheader', { name: 'November 20, 2026' })).toBeTruthy();
    expect(receipts.textContent).toContain('Check 1042$5.00');
    expect(
      screen.getByText(
        'No statements yet. A statement starts the month a claim of yours is accepted.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Statements' })).toBeNull();
  });
});
