import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeePriceView } from '#domain/fees/requests';
import { apiError, stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { PricePanel } from './price-panel.tsx';

const pricesPath = 'GET /api/operator/fees/prices?limit=25';
const price = (cents: number, effectiveFrom: string): FeePriceView => ({
  id: `price-${effectiveFrom}`,
  cents,
  effectiveFrom,
  setBy: 'operator@example.test',
  createdAt: '2026-11-01T09:00:00.000Z',
});
const page = (...items: FeePriceView[]) => ({ body: { items, nextCursor: null } });

describe('the price per claim on the console', () => {
  it('names the price in force today and marks the future and past ones', async () => {
    stubApi({
      [pricesPath]: page(
        price(1250, '2099-01-01'),
        price(1100, '2026-01-01'),
        price(1000, '2025-01-01'),
      ),
    });
    renderInApp(<PricePanel />);
    expect(await screen.findByText('$11.00')).toBeTruthy();
    expect(await screen.findByText('a claim, from January 1, 2026')).toBeTruthy();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.op-row-title')?.textContent)).toEqual([
      '$12.50 from January 1, 2099 Future',
      '$11.00 from January 1, 2026 In force',
      '$10.00 from January 1, 2025 Past',
    ]);
  });

  it('says the default applies while no price was set', async () => {
    stubApi({ [pricesPath]: page() });
    renderInApp(<PricePanel />);
    expect(
      await screen.findByText(
        'No price was set yet: every accepted claim costs the default $10.00.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('$10.00')).toBeTruthy();
    expect(await screen.findByText('a claim, the default')).toBeTruthy();
  });

  it('checks the price with the shared schema, asks, then sets it and reloads the prices', async () => {
    let saved: FeePriceView[] = [];
    const api = stubApi({
      [pricesPath]: () => page(...saved),
      'PUT /api/operator/fees/price': ({ body }) => {
        const { cents, effectiveFrom } = body as { cents: number; effectiveFrom: string };
        saved = [price(cents, effectiveFrom)];
        return { body: saved[0] };
      },
    });
    renderInApp(<PricePanel />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('a claim, the default');
    const dollars = screen.getByLabelText('Price per claim, in dollars');
    await user.type(dollars, '12.555');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    expect(await screen.findByText('Enter the price in dollars, like 12.50.')).toBeTruthy();
    expect(await screen.findByText('Use a date like 2026-12-01.')).toBeTruthy();
    expect(dollars.getAttribute('aria-invalid')).toBe('true');
    await user.clear(dollars);
    await user.type(dollars, '0');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    expect(await screen.findByText('The price must be more than zero.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(dollars);
    await user.type(dollars, '12.50');
    await user.type(screen.getByLabelText('From (claims accepted on or after)'), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Charge $12.50 a claim from January 1, 2099?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, set the price' }));
    expect(
      await screen.findByText('The price is $12.50 a claim from January 1, 2099.'),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      cents: 1250,
      effectiveFrom: '2099-01-01',
    });
    expect(await screen.findByText('$12.50 from January 1, 2099')).toBeTruthy();
    expect((dollars as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    stubApi({
      [pricesPath]: page(),
      'PUT /api/operator/fees/price': apiError(400, 'validation_failed', 'Check the fields.', {
        fields: { effectiveFrom: 'Use a date like 2026-12-01.' },
      }),
    });
    renderInApp(<PricePanel />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('a claim, the default');
    await user.type(screen.getByLabelText('Price per claim, in dollars'), '9');
    await user.type(screen.getByLabelText('From (claims accepted on or after)'), '2099-02-01');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    await user.click(screen.getByRole('button', { name: 'Yes, set the price' }));
    expect(await screen.findByText('Use a date like 2026-12-01.')).toBeTruthy();
    expect(
      screen.getByLabelText('From (claims accepted on or after)').getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
