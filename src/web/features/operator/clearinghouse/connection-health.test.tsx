import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BatchSummary } from '#domain/claims/batches';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { BatchesPanel } from '../batches/batches-panel.tsx';
import { ClearinghouseHealth } from './connection-health.tsx';

const failing = {
  id: 'c1',
  name: 'Stedi production',
  health: {
    lastSentAt: '2026-11-26T05:00:00.000Z',
    lastPolledAt: null,
    lastError: {
      during: 'poll',
      message: 'The server refused the user and password.',
      at: '2026-11-26T06:00:00.000Z',
    },
  },
} as ConnectionView;

const overdue = (count: number) => ({
  body: { count, batches: [] },
});

describe('the health strip above every console section', () => {
  it('shows nothing without a connection and with nothing overdue', async () => {
    const api = stubApi({
      'GET /api/operator/clearinghouse-connections': { body: { connections: [] } },
      'GET /api/operator/overdue-batches': overdue(0),
    });
    renderInApp(<ClearinghouseHealth />);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50)); // both answers rendered
    expect(screen.queryByRole('region', { name: 'Clearinghouse health' })).toBeNull();
  });

  it('says each connection’s last send, poll and error, and how many batches are overdue', async () => {
    stubApi({
      'GET /api/operator/clearinghouse-connections': { body: { connections: [failing] } },
      'GET /api/operator/overdue-batches': overdue(2),
    });
    renderInApp(<ClearinghouseHealth />);
    const strip = within(await screen.findByRole('region', { name: 'Clearinghouse health' }));
    expect(await strip.findByRole('link', { name: '2 batches are overdue' })).toBeTruthy();
    const line = strip.getByText('Stedi production').closest('li')!;
    expect(line.textContent).toMatch(/Last sent: Nov 26, 2026.* · Last polled: never/);
    expect(line.textContent).toMatch(
      /Polling failed Nov 26, 2026.*: The server refused the user and password\.$/,
    );
  });
});

describe('the Batches list', () => {
  it('marks an overdue batch in the spec’s words', async () => {
    const batch: Partial<BatchSummary> = {
      id: 'b1',
      number: 42,
      payerId: 'MCAL1',
      payerName: 'Medi-Cal',
      status: 'open',
      usage: 'T',
      createdAt: '2026-11-22T05:00:00.000Z',
      createdBy: 'ops@example.com',
      claimCount: 2,
      answeredCount: 0,
      state: 'open',
      acknowledgement: null,
      overdue: ['no_999', 'no_277ca'],
      fileName: 'batch-42.837',
      sha256: 'x',
    };
    stubApi({
      'GET /api/operator/batches?limit=25': { body: { items: [batch], nextCursor: null } },
    });
    renderInApp(<BatchesPanel />);
    expect(await screen.findByText('Overdue: no acknowledgment (999) after 24 hours')).toBeTruthy();
    expect(
      screen.getByText('Overdue: no claim acknowledgment (277CA) after 72 hours'),
    ).toBeTruthy();
  });
});
