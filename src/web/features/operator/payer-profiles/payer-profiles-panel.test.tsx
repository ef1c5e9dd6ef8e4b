import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seedPayerProfiles } from '#domain/billing/seed-profiles';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { PayerProfilesPanel } from './payer-profiles-panel.tsx';

const load = 'GET /api/operator/payer-profiles';
const [first, second] = seedPayerProfiles;
const loaded = {
  body: {
    profiles: seedPayerProfiles,
    mapping: { entries: [], defaultProfileId: second!.id },
  },
};

describe('payer profiles', () => {
  it('says no claim can be coded while no profile exists, and shows each profile', async () => {
    stubApi({ [load]: { body: { profiles: [], mapping: { entries: [], defaultProfileId: '' } } } });
    const { unmount } = renderInApp(<PayerProfilesPanel />);
    expect(
      await screen.findByText('No payer profile exists yet, so no claim can be coded.'),
    ).toBeTruthy();
    unmount();
    stubApi({ [load]: loaded });
    renderInApp(<PayerProfilesPanel />);
    expect(await screen.findByRole('heading', { name: first!.name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: second!.name })).toBeTruthy();
    expect(screen.getByText('No payer has its own line yet.')).toBeTruthy();
  });

  it('refuses an empty new name, then sends the name trimmed and says what it changes', async () => {
    const rename = `PATCH /api/operator/payer-profiles/${first!.id}`;
    const api = stubApi({ [load]: loaded, [rename]: { body: { ...first, name: 'Medi-Cal' } } });
    renderInApp(<PayerProfilesPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Rename ${first!.name}` }));
    const name = screen.getByLabelText('New name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter a name for this payer profile.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    await user.type(name, '  Medi-Cal ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(
      await screen.findByText(
        `${first!.name} is now called Medi-Cal. Claims already submitted keep the name they were priced under.`,
      ),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Medi-Cal' });
  });

  it('asks each mapping line for a payer type or ID, then sends the lines and the default', async () => {
    const api = stubApi({ [load]: loaded, 'PUT /api/operator/payer-mapping': { body: {} } });
    renderInApp(<PayerProfilesPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a mapping' }));
    await user.click(screen.getByRole('button', { name: 'Save payer mapping' }));
    expect(await screen.findByText('Give a payer type, a payer ID, or both.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    const line = screen.getByRole('group', { name: 'Mapping 1' });
    await user.type(within(line).getByLabelText(/Payer ID/), ' mcd01 ');
    await user.selectOptions(within(line).getByLabelText('Payer profile'), first!.id);
    await user.click(screen.getByRole('button', { name: 'Save payer mapping' }));
    expect(
      await screen.findByText('The payer mapping is saved. New claims use it at once.'),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      entries: [{ payerType: null, payerId: 'mcd01', profileId: first!.id }],
      defaultProfileId: second!.id,
    });
  });
});
