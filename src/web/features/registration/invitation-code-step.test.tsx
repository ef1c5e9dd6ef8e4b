import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { apiError, stubApi } from '../../testing/fetch-stub.ts';
import { renderInApp } from '../../testing/render.tsx';
import { InvitationCodeStep, type CodeState } from './invitation-code-step.tsx';

/** The step as registration holds it: the code's state lives above the step. */
function Step() {
  const [state, setState] = useState<CodeState>({ status: 'idle' });
  return <InvitationCodeStep state={state} onChange={setState} />;
}

const valid = { body: { valid: true, message: messages.invitation.valid } };
const codeInput = () => screen.getByRole('textbox', { name: 'Invitation code' });

describe('the invitation code step', () => {
  it('sends the code trimmed and upper-cased, then locks it with a Change button', async () => {
    const api = stubApi({ 'POST /api/invitations/check': valid });
    renderInApp(<Step />);
    const user = userEvent.setup();

    await user.type(codeInput(), '  welcome-2026 ');
    expect(codeInput()).toHaveProperty('value', '  WELCOME-2026 ');
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    expect(await screen.findByText(messages.invitation.valid)).toBeTruthy();
    expect(api.calls.map((call) => call.body)).toEqual([{ code: 'WELCOME-2026' }]);
    expect(codeInput()).toHaveProperty('value', 'WELCOME-2026');
    expect(codeInput()).toHaveProperty('readOnly', true);

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(codeInput()).toHaveProperty('value', '');
    expect(codeInput()).toHaveProperty('readOnly', false);
    expect(screen.queryByText(messages.invitation.valid)).toBeNull();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeTruthy();
  });

  it('validates on Enter too', async () => {
    const api = stubApi({ 'POST /api/invitations/check': valid });
    renderInApp(<Step />);
    await userEvent.setup().type(codeInput(), 'demo-2025{Enter}');
    expect(await screen.findByText(messages.invitation.valid)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('shows the server’s refusal as an error on the field, which stays editable', async () => {
    stubApi({
      'POST /api/invitations/check': {
        body: { valid: false, message: messages.invitation.notFound },
      },
    });
    renderInApp(<Step />);
    const user = userEvent.setup();
    await user.type(codeInput(), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.invitation.notFound);
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(codeInput()).toHaveProperty('readOnly', false);
  });

  it('says too many attempts in the server’s words, and anything else in the product’s', async () => {
    let answer = apiError(429, 'too_many_requests', messages.invitation.tooManyAttempts);
    stubApi({ 'POST /api/invitations/check': () => answer });
    renderInApp(<Step />);
    const user = userEvent.setup();
    await user.type(codeInput(), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.invitation.tooManyAttempts,
    );

    answer = apiError(500, 'internal', 'Something broke on our side.');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.invitation.checkErrored);
  });
});
