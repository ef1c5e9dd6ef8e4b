import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DoulaFeesView, UnpaidStatementView } from '#domain/fees/requests';
import { apiError, stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { CreditClaimPanel } from './credit-claim-form.tsx';
import { DoulaFeesPanel } from './doula-fees-panel.tsx';
import { recentMonths } from './fee-words.ts';
import { UnpaidPanel } from './unpaid-panel.tsx';

const doulaId = '0b7e3f0e-7a53-4c59-9d7e-2f1f6f0c9a11';
const claimId = '5d0c1b9a-3f7e-4a2b-8c6d-1e2f3a4b5c6d';
const thisMonth = recentMonths(1)[0]!;
const unpaid = (paidCents: number): UnpaidStatementView => ({
  userId: doulaId,
  name: 'Maya Doula Care',
  email: 'maya@example.test',
  month: '2026-10',
  chargedCents: 3000,
  creditedCents: 1000,
  paidCents,
  refundedCents: 0,
  dueCents: 2000 - paidCents,
  status: 'open',
  claimCount: 3,
});
const page = <T,>(...items: T[]) => ({ body: { items, nextCursor: null } });

describe('fees by doula', () => {
  it('shows this month first and asks again for another month or for all', async () => {
    const maya: DoulaFeesView = {
      userId: doulaId,
      name: 'Maya Doula Care',
      email: 'maya@example.test',
      claimCount: 2,
      chargedCents: 2000,
      creditedCents: 0,
      paidCents: 500,
      dueCents: 1500,
    };
    const api = stubApi({
      [`GET /api/operator/fees/doulas?month=${thisMonth}&limit=25`]: page(maya),
      [`GET /api/operator/fees/doulas?month=${recentMonths(2)[1]}&limit=25`]: page(),
      'GET /api/operator/fees/doulas?limit=25': page(maya, {
        ...maya,
        userId: claimId,
        name: '',
        email: 'ana@example.test',
        paidCents: 2400,
        dueCents: -400,
      }),
    });
    renderInApp(<DoulaFeesPanel />);
    const user = userEvent.setup({ delay: null });
    const row = await screen.findByRole('listitem');
    expect(row.textContent).toContain('Claims charged2Amount$20.00Paid$5.00Owed$15.00');
    const month = screen.getByLabelText('Statement month');
    await user.selectOptions(month, recentMonths(2)[1]!);
    expect(
      await screen.findByText('No fees in this month: no claim was charged, credited or paid for.'),
    ).toBeTruthy();
    await user.selectOptions(month, 'All months');
    const all = await screen.findByRole('list', { name: 'Fees by doula, all months' });
    // Paid more than she was charged: what she overpaid, never a negative amount owed.
    expect(within(all).getAllByRole('listitem')[1]?.textContent).toContain(
      'Paid$24.00Overpaid$4.00',
    );
    expect(api.calls.map((call) => call.path)).toContain('/api/operator/fees/doulas?limit=25');
  });
});

describe('unpaid statements', () => {
  it('says when nothing is owed', async () => {
    stubApi({ 'GET /api/operator/fees/unpaid?limit=25': page() });
    renderInApp(<UnpaidPanel />);
    expect(await screen.findByText('Every statement is paid. Nothing is owed.')).toBeTruthy();
  });

  it('records a check for a statement, checked first, after confirming', async () => {
    let paid = 0;
    const api = stubApi({
      'GET /api/operator/fees/unpaid?limit=25': () => page(...(paid < 2000 ? [unpaid(paid)] : [])),
      'POST /api/operator/fees/payments': ({ body }) => {
        paid += (body as { amountCents: number }).amountCents;
        return { status: 201, body: { id: 'p1', statement: unpaid(paid) } };
      },
    });
    renderInApp(<UnpaidPanel />);
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', {
        name: 'Record a check from Maya Doula Care for October 2026',
      }),
    );
    const amount = screen.getByLabelText('Amount, in dollars') as HTMLInputElement;
    expect(amount.value).toBe('20.00');
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText('Enter the check number or another reference.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '15');
    await user.type(screen.getByLabelText('Check number or reference'), 'Check 1042');
    await user.clear(screen.getByLabelText('Received on'));
    await user.type(screen.getByLabelText('Received on'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record $15.00 from Maya Doula Care?',
    });
    expect(dialog.textContent).toContain('received November 20, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, record the check' }));
    expect(
      await screen.findByText(
        'Recorded the check “Check 1042” ($15.00) from Maya Doula Care for October 2026. $5.00 is still owed.',
      ),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      doulaId,
      month: '2026-10',
      amountCents: 1500,
      receivedOn: '2026-11-20',
      reference: 'Check 1042',
    });
    expect(await screen.findByText('$5.00')).toBeTruthy();
  });
});

describe('crediting a claim’s fee', () => {
  it('checks the claim ID, asks, credits, and says why a second credit was refused', async () => {
    let credited = false;
    const api = stubApi({
      'POST /api/operator/fees/credits': () => {
        if (credited) {
          return apiError(
            422,
            'validation_failed',
            'Claim DB-0042 has no fee to credit: it was never charged or is credited already.',
          );
        }
        credited = true;
        return { status: 201, body: { id: claimId, formId: 'DB-0042', userId: doulaId } };
      },
    });
    renderInApp(<CreditClaimPanel />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Claim ID'), 'DB-0042');
    await user.click(screen.getByRole('button', { name: 'Credit fee' }));
    expect(
      await screen.findByText('Enter the claim ID the Claims queue shows for it.'),
    ).toBeTruthy();
    expect(await screen.findByText('Say why, in a few words.')).toBeTruthy();
    expect(api.calls).toEqual([]);

    const credit = async () => {
      await user.clear(screen.getByLabelText('Claim ID'));
      await user.type(screen.getByLabelText('Claim ID'), ` ${claimId} `);
      await user.type(screen.getByLabelText('Reason (no patient details)'), 'Goodwill');
      await user.click(screen.getByRole('button', { name: 'Credit fee' }));
      await user.click(screen.getByRole('button', { name: 'Yes, credit the fee' }));
    };
    await credit();
    expect(
      await screen.findByText('The fee of claim DB-0042 is credited in this month’s statement.'),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ claimId, reason: 'Goodwill' });
    await credit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Claim DB-0042 has no fee to credit: it was never charged or is credited already.',
    );
  });
});
