import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorAuditEvent } from '#domain/operations/audit';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { AuditPanel } from './audit-panel.tsx';

const list = 'GET /api/operator/audit-events?limit=25';
const page = (...items: OperatorAuditEvent[]) => ({ body: { items, nextCursor: null } });
const opened: OperatorAuditEvent = {
  id: 1,
  occurredAt: '2026-11-20T10:00:00.000Z',
  userId: 'u1',
  userEmail: 'maya@example.test',
  action: 'claim.read',
  entityType: 'claim',
  entityId: 'c1',
  outcome: 'denied',
  ip: '10.0.0.1',
  requestId: 'r1',
};

describe('the audit trail', () => {
  it('says when nothing is recorded, and shows who did what, refused or not', async () => {
    stubApi({ [list]: page() });
    const { unmount } = renderInApp(<AuditPanel />);
    expect(await screen.findByText('No events recorded yet.')).toBeTruthy();
    unmount();
    stubApi({ [list]: page(opened) });
    renderInApp(<AuditPanel />);
    expect(await screen.findByText('Refused')).toBeTruthy();
    expect(screen.getByText(/maya@example\.test/)).toBeTruthy();
    expect(screen.getByText('Record: claim c1')).toBeTruthy();
  });

  it('refuses a partial email and a backwards date range, and asks for nothing', async () => {
    const api = stubApi({ [list]: page() });
    renderInApp(<AuditPanel />);
    await screen.findByText('No events recorded yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User email'), 'maya@');
    await user.type(screen.getByLabelText('From date'), '2026-11-20');
    await user.type(screen.getByLabelText('To date'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('Enter a whole email address, e.g. name@example.com.'),
    ).toBeTruthy();
    expect(screen.getByText('The end of the date range cannot be before its start.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('asks for the email lower-cased and the record, and clears back to everything', async () => {
    const api = stubApi({
      [list]: page(),
      'GET /api/operator/audit-events?user=maya%40example.test&entityType=claim&limit=25':
        page(opened),
    });
    renderInApp(<AuditPanel />);
    await screen.findByText('No events recorded yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User email'), ' Maya@Example.test ');
    await user.selectOptions(screen.getByLabelText('Record type'), 'claim');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Record: claim c1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No events recorded yet.')).toBeTruthy();
    expect((screen.getByLabelText('User email') as HTMLInputElement).value).toBe('');
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/operator/audit-events?user=maya%40example.test&entityType=claim&limit=25',
    );
  });
});
