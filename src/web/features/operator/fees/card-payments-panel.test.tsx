import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CardPaymentView } from '#domain/fees/card-fees';
import { apiError, stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { CardPaymentsPanel } from './card-payments-panel.tsx';

const paymentId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const payment = (refundedCents: number): CardPaymentView => ({
  id: paymentId,
  userId: '0b7e3f0e-7a53-4c59-9d7e-2f1f6f0c9a11',
  name: 'Maya Doula Care',
  email: 'maya@example.test',
  month: '2026-10',
  cents: 3000,
  paidOn: '2026-11-01',
  refundedCents,
});
const page = (...items: CardPaymentView[]) => ({ body: { items, nextCursor: null } });
const refunds = 'POST /api/operator/fees/refunds';

describe('card payments', () => {
  it('says when no statement was paid by card', async () => {
    stubApi({ 'GET /api/operator/fees/card-payments?limit=25': page() });
    renderInApp(<CardPaymentsPanel />);
    expect(
      await screen.findByText(
        'No card payment yet. Statements paid by card are listed here, the newest first.',
      ),
    ).toBeTruthy();
  });

  it('refunds part of a payment, checked first, after confirming, and says why more than is left was refused', async () => {
    let refunded = 0;
    const api = stubApi({
      'GET /api/operator/fees/card-payments?limit=25': () => page(payment(refunded)),
      [refunds]: ({ body }) => {
        const { amountCents } = body as { amountCents: number };
        if (refunded + amountCents > 3000) {
          return apiError(
            422,
            'validation_failed',
            'A refund cannot be more than what is left of the payment.',
          );
        }
        refunded += amountCents;
        return {
          status: 201,
          body: {
            id: 'r1',
            paymentId,
            month: '2026-10',
            cents: amountCents,
            refundId: 're_1',
            status: 'succeeded',
          },
        };
      },
    });
    renderInApp(<CardPaymentsPanel />);
    const user = userEvent.setup({ delay: null });
    const row = await screen.findByRole('listitem');
    expect(row.textContent).toContain(
      'Paid by card$30.00OnNovember 1, 2026Refunded on this statement$0.00',
    );
    await user.click(
      screen.getByRole('button', { name: 'Refund Maya Doula Care’s payment for October 2026' }),
    );
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter the amount in dollars, like 10.00.')).toBeTruthy();
    expect(await screen.findByText('Say why, in a few words.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const refund = async (dollars: string) => {
      const amount = screen.getByLabelText('Amount to refund, in dollars');
      await user.clear(amount);
      await user.type(amount, dollars);
      await user.click(screen.getByRole('button', { name: 'Refund' }));
      const dialog = await screen.findByRole('dialog', {
        name: `Refund $${dollars} to Maya Doula Care?`,
      });
      expect(dialog.textContent).toContain('“Claim credited after payment”');
      await user.click(within(dialog).getByRole('button', { name: 'Yes, refund to her card' }));
    };
    await user.type(
      screen.getByLabelText('Reason (no patient details)'),
      'Claim credited after payment',
    );
    await refund('40.00');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A refund cannot be more than what is left of the payment.',
    );
    await refund('10.00');
    expect(
      await screen.findByText(
        'Refunded $10.00 of Maya Doula Care’s card payment for October 2026, recorded on that statement.',
      ),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      paymentId,
      amountCents: 1000,
      reason: 'Claim credited after payment',
    });
    expect(await screen.findByText('$10.00')).toBeTruthy();
  });
});
