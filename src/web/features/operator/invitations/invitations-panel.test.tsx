import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorInvitation } from '#domain/account/invitations';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';

const list = 'GET /api/operator/invitations?limit=25';
const page = (...items: OperatorInvitation[]) => ({ body: { items, nextCursor: null } });
const invitation: OperatorInvitation = {
  id: 'i1',
  email: 'new@example.test',
  codeCount: 1,
  codeEndings: ['4BZN'],
  redeemed: false,
  redeemedAt: null,
  revoked: false,
  revokedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'ops@example.test',
};

describe('invitations', () => {
  it('says when none was sent, and lists one that can still be revoked', async () => {
    stubApi({ [list]: page() });
    const { unmount } = renderInApp(<InvitationsPanel />);
    expect(await screen.findByText('No invitations yet.')).toBeTruthy();
    unmount();
    stubApi({ [list]: page(invitation) });
    renderInApp(<InvitationsPanel />);
    expect(await screen.findByText('new@example.test')).toBeTruthy();
    expect(screen.getByText(/Not redeemed yet/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Revoke invitation for new@example.test' }),
    ).toBeTruthy();
  });

  it('checks the email and a typed code with the shared schema before sending', async () => {
    const api = stubApi({ [list]: page() });
    renderInApp(<InvitationsPanel />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Provider’s email'), 'not-an-email');
    await user.click(screen.getByLabelText('Type a code'));
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(
      await screen.findByText('Enter the email address the provider will sign in with.'),
    ).toBeTruthy();
    expect(screen.getByText('Type the code, or choose “Generate a code”.')).toBeTruthy();
    expect(screen.getByLabelText('Code to send').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the email as typed with no code when one is generated, and shows the code once', async () => {
    const api = stubApi({
      [list]: page(),
      'POST /api/operator/invitations': {
        status: 201,
        body: { invitation, code: 'K7QP-2MXW-9HTR-4BZN' },
      },
    });
    renderInApp(<InvitationsPanel />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Provider’s email'), 'New@Example.test');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText('K7QP-2MXW-9HTR-4BZN')).toBeTruthy();
    expect(screen.getByText('Invitation created for new@example.test.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'New@Example.test',
    });
    expect((screen.getByLabelText('Provider’s email') as HTMLInputElement).value).toBe('');
  });

  it('asks for the invitations of one email, lower-cased, and for all again', async () => {
    const one = 'GET /api/operator/invitations?email=new%40example.test&limit=25';
    const api = stubApi({ [list]: page(), [one]: page(invitation) });
    renderInApp(<InvitationsPanel />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Show invitations for email'), ' New@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('new@example.test')).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(one);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('No invitations yet.')).toBeTruthy();
  });
});
