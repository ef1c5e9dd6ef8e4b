import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayerEnrollmentsView } from '#domain/clearinghouse/enrollments';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { EnrollmentForm } from './enrollment-form.tsx';

const saved: PayerEnrollmentsView = {
  payerId: 'ENRL9',
  payerName: 'Unnamed payer',
  enrollments: [
    {
      transaction: 'claims',
      state: 'not_needed',
      requestedOn: null,
      approvedOn: null,
      note: '',
      updatedAt: null,
    },
    {
      transaction: 'remittance',
      state: 'pending',
      requestedOn: '2026-11-20',
      approvedOn: null,
      note: 'Faxed',
      updatedAt: '2026-11-26T08:00:00.000Z',
    },
    {
      transaction: 'eligibility',
      state: 'not_needed',
      requestedOn: null,
      approvedOn: null,
      note: '',
      updatedAt: null,
    },
  ],
};

describe('recording a payer’s enrollment', () => {
  it('checks the dates against the state with the shared schema before sending', async () => {
    const api = stubApi({});
    renderInApp(<EnrollmentForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Payer ID'), 'enrl9');
    await user.selectOptions(screen.getByLabelText('State'), 'Pending');
    expect(
      screen.getByText('The enrollment was sent; the payer has not approved it yet.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Approved on'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Save enrollment' }));
    expect(screen.getByText('Only an approved enrollment has an approval date.')).toBeTruthy();
    expect(screen.getByLabelText('Approved on').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('sends the payer, transaction, state and dates, and says what was saved', async () => {
    const api = stubApi({ 'PUT /api/operator/enrollments': { body: saved } });
    renderInApp(<EnrollmentForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Payer ID'), 'enrl9');
    await user.selectOptions(screen.getByLabelText('Transaction'), 'Remittances (835)');
    await user.selectOptions(screen.getByLabelText('State'), 'Pending');
    await user.type(screen.getByLabelText('Requested on'), '2026-11-20');
    await user.type(screen.getByLabelText('Note (no patient details)'), 'Faxed');
    await user.click(screen.getByRole('button', { name: 'Save enrollment' }));
    expect(
      await screen.findByText('Unnamed payer (ENRL9): Remittances (835) is now pending.'),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      payerId: 'enrl9',
      transaction: 'remittance',
      state: 'pending',
      requestedOn: '2026-11-20',
      approvedOn: '',
      note: 'Faxed',
    });
    expect((screen.getByLabelText('Payer ID') as HTMLInputElement).value).toBe('');
  });
});
