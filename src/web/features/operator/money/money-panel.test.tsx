import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorMoneySummary, WaitingClaim } from '#domain/claims/money';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { MoneyPanel } from './money-panel.tsx';

const waiting = 'GET /api/operator/money/waiting?limit=25';
const summary = (
  claimCount: number,
  medianDays: number | null,
): { body: OperatorMoneySummary } => ({
  body: {
    period: 'last-3-months',
    from: '2026-09-01',
    until: '2026-12-01',
    claimCount,
    billedCents: claimCount * 10000,
    expectedCents: claimCount * 8000,
    paidCents: claimCount ? 8000 : 0,
    outstandingCents: claimCount ? (claimCount - 1) * 8000 : 0,
    byStatus: [],
    paidByMonth: claimCount ? [{ month: '2026-11', paidCents: 8000 }] : [],
    daysToPayment: { medianDays, payments: claimCount ? 1 : 0 },
  },
});
const rejected: WaitingClaim = {
  id: 'c1',
  formId: 'DB-1042',
  status: 'rejected',
  since: '2026-11-02T10:00:00.000Z',
  providerEmail: 'maya@example.test',
  payerName: 'Medicaid',
  totalChargeCents: 12500,
  payerReason: 'Member ID not found',
};

describe('money across every doula', () => {
  it('says when nothing was submitted or paid, and when no claim waits', async () => {
    stubApi({
      'GET /api/operator/money?period=last-3-months': summary(0, null),
      [waiting]: { body: { items: [], nextCursor: null } },
    });
    renderInApp(<MoneyPanel />);
    expect(
      await screen.findByText('No claims were submitted or paid in this period.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('No rejected or denied claims are waiting. Nothing to do here.'),
    ).toBeTruthy();
  });

  it('shows the median days to payment, the waiting claims, and asks again for another period', async () => {
    const api = stubApi({
      'GET /api/operator/money?period=last-3-months': summary(3, 12),
      'GET /api/operator/money?period=all-time': summary(5, 20),
      [waiting]: { body: { items: [rejected], nextCursor: null } },
    });
    renderInApp(<MoneyPanel />);
    expect(await screen.findByText('12 days')).toBeTruthy();
    expect(await screen.findByText('Member ID not found')).toBeTruthy();
    expect(screen.getByText(/maya@example\.test · Medicaid/)).toBeTruthy();
    // Each waiting claim opens in the claims queue; the figures speak of doulas, not of "you".
    expect(screen.getByRole('link', { name: 'Claim DB-1042' }).getAttribute('href')).toBe(
      '/?section=claims&claim=DB-1042',
    );
    expect(screen.getByText(/the claims doulas submitted in this period/)).toBeTruthy();
    expect(screen.queryByText(/you submitted|paid you/)).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'all-time');
    expect(await screen.findByText('20 days')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain('/api/operator/money?period=all-time');
  });
});
