import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessageView, OutboxPage } from '#domain/operations/outbox';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { OutboxPanel } from './outbox-panel.tsx';

const list = 'GET /api/operator/outbox?limit=25';
const noCounts = { pending: 0, sending: 0, sent: 0, failed: 0, no_address: 0 };
const page = (
  delivery: OutboxPage['delivery'],
  items: OutboxMessageView[],
  counts = noCounts,
): { body: OutboxPage } => ({ body: { items, nextCursor: null, delivery, counts } });
const failing: OutboxMessageView = {
  id: 'm1',
  createdAt: '2026-11-20T10:00:00.000Z',
  to: 'm***@example.test',
  subject: 'A claim changed status',
  status: 'pending',
  attempts: 2,
  lastAttemptAt: '2026-11-20T10:05:00.000Z',
  lastError: '421',
  sentAt: null,
  nextAttemptAt: '2026-11-20T10:15:00.000Z',
} as OutboxMessageView;

describe('the outbox', () => {
  it('says when no email was queued, and that sending is off without SMTP settings', async () => {
    stubApi({ [list]: page('off', []) });
    renderInApp(<OutboxPanel />);
    expect(
      await screen.findByText('No emails yet. One is queued whenever a claim changes status.'),
    ).toBeTruthy();
    expect(screen.getByText('Email sending is off.')).toBeTruthy();
  });

  it('counts messages by status and shows a retried one masked, with its error and next try', async () => {
    stubApi({ [list]: page('smtp', [failing], { ...noCounts, pending: 1, sent: 4 }) });
    renderInApp(<OutboxPanel />);
    expect(await screen.findByText('A claim changed status')).toBeTruthy();
    expect(screen.queryByText('Email sending is off.')).toBeNull();
    const counts = screen.getByRole('list', { name: 'Messages by status' });
    const lines = within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toContain('4 Sent');
    expect(lines).toContain('1 Waiting');
    expect(screen.getByText(/To m\*\*\*@example\.test/)).toBeTruthy();
    expect(screen.getByText(/2 attempts · last error 421 · next try/)).toBeTruthy();
  });
});
