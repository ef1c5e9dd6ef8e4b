import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorAgreement } from '#domain/account/agreements';
import { apiError, stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { AgreementsPanel } from './agreements-panel.tsx';

const list = 'GET /api/operator/agreements?limit=25';
const page = (...items: OperatorAgreement[]) => ({ body: { items, nextCursor: null } });
const current: OperatorAgreement = {
  id: 'a1',
  version: '2026-01-15',
  content: 'The agreement text.',
  createdAt: '2026-01-15T09:00:00.000Z',
  publishedBy: 'ops@example.test',
  current: true,
};

async function typeVersion(version: string, content: string) {
  const user = userEvent.setup();
  if (version) await user.type(screen.getByLabelText('Version label'), version);
  if (content) await user.type(screen.getByLabelText('Agreement text'), content);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  return user;
}

describe('agreement versions', () => {
  it('says nobody can register while none is published, and marks the current one', async () => {
    stubApi({ [list]: page() });
    const { unmount } = renderInApp(<AgreementsPanel />);
    expect(
      await screen.findByText(
        'No agreement is published, so nobody can register. Publish the first version above.',
      ),
    ).toBeTruthy();
    unmount();
    stubApi({ [list]: page(current) });
    renderInApp(<AgreementsPanel />);
    expect(await screen.findByText('Current')).toBeTruthy();
    expect(screen.getByText('Read version 2026-01-15')).toBeTruthy();
  });

  it('refuses an empty version with the shared schema’s words, and previews nothing', async () => {
    const api = stubApi({ [list]: page() });
    renderInApp(<AgreementsPanel />);
    await typeVersion('', '');
    expect(await screen.findByText('Enter a version label, e.g. 2026-01-15.')).toBeTruthy();
    expect(screen.getByText('Paste the full text of the agreement.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Agreement preview' })).toBeNull();
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('previews, publishes what was typed once confirmed, and takes a refused label back to the form', async () => {
    const api = stubApi({
      [list]: page(current),
      'POST /api/operator/agreements': apiError(409, 'conflict', 'That label is taken.', {
        fields: { version: 'Version 2026-01-15 is already published.' },
      }),
    });
    renderInApp(<AgreementsPanel />);
    const user = await typeVersion('2026-01-15', 'New text.');
    expect(screen.getByRole('region', { name: 'Agreement preview' }).textContent).toBe('New text.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Yes, publish version 2026-01-15' }));
    expect(await screen.findByText('Version 2026-01-15 is already published.')).toBeTruthy();
    expect((screen.getByLabelText('Version label') as HTMLInputElement).value).toBe('2026-01-15');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      version: '2026-01-15',
      content: 'New text.',
    });
  });
});
