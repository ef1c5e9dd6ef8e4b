import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import type { ProfileStatus } from '#domain/records/profile';
import { profileFormLabels } from '#domain/testing/profile-form';
import { validProfile } from '#domain/testing/valid-inputs';
import { apiError, stubApi, type StubReply } from '../../testing/fetch-stub.ts';
import { profileView, registeredStatus } from '../../testing/records.ts';
import { renderInApp } from '../../testing/render.tsx';
import { Registration } from './registration.tsx';

const agreement = {
  version: '2025-10-13',
  content: 'BUSINESS ASSOCIATE AGREEMENT (version 2025-10-13)',
};
const newcomer: ProfileStatus = {
  email: 'new-doula@example.com',
  invitationRedeemed: false,
  currentAgreementVersion: agreement.version,
  complete: false,
  profile: null,
};
const profile = validProfile({ businessAddressZip: '94607-1234' });

function openRegistration({
  status = newcomer,
  current = { body: agreement },
  registered = { body: registeredStatus() },
}: { status?: ProfileStatus; current?: StubReply; registered?: StubReply } = {}) {
  const api = stubApi({
    'GET /api/profile': { body: status },
    'GET /api/agreements/current': current,
    'POST /api/invitations/check': { body: { valid: true, message: messages.invitation.valid } },
    'POST /api/registration': registered,
  });
  renderInApp(<Registration />);
  return { api, user: userEvent.setup({ delay: null }) };
}

const complete = () => screen.getByRole('button', { name: 'Complete Registration' });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function validateCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Invitation code' }), 'welcome-2026');
  await user.click(screen.getByRole('button', { name: 'Validate' }));
  await screen.findByText(messages.invitation.valid);
}

const acceptAgreement = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    await screen.findByRole('checkbox', {
      name: 'I have read and agree to the Business Associate Agreement',
    }),
  );

/** Fills her profile by label, but for the fields labelled in `skip`. */
async function fillProfile(user: ReturnType<typeof userEvent.setup>, skip: string[] = []) {
  for (const [key, label] of Object.entries(profileFormLabels)) {
    const value = profile[key as keyof typeof profileFormLabels];
    const control = screen.getByLabelText(label, { exact: true });
    if (skip.includes(label)) continue;
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else await user.type(control, value);
  }
}

describe('registration', () => {
  it('holds Complete Registration until the code is valid and the agreement accepted, saying which', async () => {
    const { user } = openRegistration();
    await validateCode(user);
    expect(complete()).toHaveProperty('disabled', true);
    expect(screen.getByText('Accept the agreement to complete registration.')).toBeTruthy();
    await acceptAgreement(user);
    expect(complete()).toHaveProperty('disabled', false);
  });

  it('asks for the code first while it is not validated, agreement accepted or not', async () => {
    const { user } = openRegistration();
    const hint = 'Validate your invitation code and accept the agreement to complete registration.';
    await screen.findByRole('textbox', { name: 'Invitation code' });
    expect(screen.getByText(hint)).toBeTruthy();
    await acceptAgreement(user);
    expect(screen.getByText(hint)).toBeTruthy();
    expect(complete()).toHaveProperty('disabled', true);
  });

  it('shows the agreement in a readable region with its version', async () => {
    openRegistration();
    const text = await screen.findByRole('region', { name: 'Business Associate Agreement text' });
    expect(text.textContent).toBe(agreement.content);
    expect(screen.getByText(/^Version 2025-10-13\./)).toBeTruthy();
  });

  it.each([
    [404, messages.agreement.unavailable],
    [500, messages.agreement.loadFailed],
  ] as const)('says why the agreement is not there (%i)', async (status, message) => {
    openRegistration({
      current: apiError(status, status === 404 ? 'not_found' : 'internal', 'Not here.'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('sends the code, the agreement’s version and her profile together', async () => {
    const { api, user } = openRegistration();
    await validateCode(user);
    await acceptAgreement(user);
    expect(field('Email').value).toBe(newcomer.email);
    expect(field('Email').readOnly).toBe(true);
    await fillProfile(user);
    await user.click(complete());
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/registration'));
    expect(api.calls.at(-1)?.body).toEqual({
      invitationCode: 'WELCOME-2026',
      agreementVersion: agreement.version,
      profile: expect.objectContaining({
        firstName: profile.firstName,
        lastName: profile.lastName,
        taxIdType: 'SSN',
        taxId: profile.taxId,
        businessAddressState: 'CA',
        npiNumber: profile.npiNumber,
      }),
    });
  });

  it('names what is missing and sends nothing', async () => {
    const { api, user } = openRegistration();
    await validateCode(user);
    await acceptAgreement(user);
    await fillProfile(user, ['Last name']);
    await user.click(complete());
    expect(await screen.findByText(messages.profile.requiredFields)).toBeTruthy();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/registration')).toBe(false);
  });

  it('says what is wrong with a mistyped NPI when every field is filled, and sends nothing', async () => {
    const { api, user } = openRegistration();
    await validateCode(user);
    await acceptAgreement(user);
    await fillProfile(user, ['NPI number']);
    await user.type(screen.getByLabelText('NPI number', { exact: true }), '1234567891');
    await user.click(complete());
    expect(await screen.findAllByText(messages.profile.npiInvalid)).toHaveLength(2);
    expect(screen.queryByText(messages.profile.requiredFields)).toBeNull();
    await user.clear(screen.getByLabelText('NPI number', { exact: true }));
    await user.type(screen.getByLabelText('NPI number', { exact: true }), '123456789');
    await user.click(complete());
    expect(await screen.findAllByText(messages.profile.npiTenDigits)).toHaveLength(2);
    expect(api.calls.some((call) => call.path === '/api/registration')).toBe(false);
  });

  it.each([
    [
      apiError(409, 'conflict', messages.registration.validateCodeFirst),
      messages.registration.validateCodeFirst,
    ],
    [apiError(500, 'internal', 'Something broke.'), messages.registration.saveFailed],
  ])(
    'shows a rule’s refusal in the server’s words, anything else in the product’s',
    async (registered, shown) => {
      const { user } = openRegistration({ registered });
      await validateCode(user);
      await acceptAgreement(user);
      await fillProfile(user);
      await user.click(complete());
      expect(await screen.findByText(shown)).toBeTruthy();
    },
  );

  it('asks a registered doula only for the new agreement, her profile kept and her tax ID hidden', async () => {
    const saved = profileView();
    openRegistration({ status: registeredStatus(saved) });
    expect(await screen.findByText("We've updated our Business Associate Agreement.")).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Invitation code' })).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['1. Business Associate Agreement', '2. Your business profile']);
    expect(field('Business name').value).toBe(saved.businessName);
    expect(field('Tax ID').value).toBe('');
    expect(screen.getByText('On file: ***-**-6789. Leave blank to keep it.')).toBeTruthy();
  });
});
