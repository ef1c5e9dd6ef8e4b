import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportResult, ResponseImportView } from '#domain/claims/imports';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ImportsPanel } from './imports-panel.tsx';

const list = 'GET /api/operator/imports?limit=25';
const page = (...items: ResponseImportView[]) => ({ body: { items, nextCursor: null } });
const imported = (outcome: ResponseImportView['outcome'], message = ''): ResponseImportView => ({
  id: outcome,
  fileName: `${outcome}.835`,
  sizeBytes: 120,
  kind: '835',
  outcome,
  message,
  importedBy: 'ops@example.test',
  importedAt: '2026-11-20T10:00:00.000Z',
  matched: [],
  unmatchedCount: 2,
  heldCount: 0,
  notes: [],
});

/** The browser's upload, answering with `status` and `body` once the file is sent. */
function stubUpload(status: number, body: unknown) {
  const sent: { headers: Record<string, string>; file?: File } = { headers: {} };
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(file: File) {
      sent.file = file;
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

describe('payer responses', () => {
  it('says when nothing was imported, and lists applied and refused files', async () => {
    stubApi({ [list]: page() });
    const { unmount } = renderInApp(<ImportsPanel />);
    expect(await screen.findByText('No payer response has been imported yet.')).toBeTruthy();
    unmount();
    stubApi({ [list]: page(imported('accepted'), imported('refused', 'Not an X12 file.')) });
    renderInApp(<ImportsPanel />);
    expect(await screen.findByText('Applied, needs a look')).toBeTruthy();
    expect(screen.getByText(/0 claims matched, 2 items matched nothing/)).toBeTruthy();
    expect(screen.getByText(/Not an X12 file\./)).toBeTruthy();
  });

  it('asks for a file before sending anything', async () => {
    const sent = stubUpload(200, {});
    stubApi({ [list]: page() });
    renderInApp(<ImportsPanel />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByText('Choose a file to import.')).toBeTruthy();
    expect(sent.file).toBeUndefined();
  });

  it('sends the file with its name, and says what it matched, or why it was refused', async () => {
    const result: ImportResult = {
      import: { ...imported('accepted'), unmatchedCount: 1, heldCount: 1 },
      repeated: false,
      unmatched: [
        {
          reference: 'DB-2026-000099',
          reason: 'No claim has this patient control number.',
          details: { file: '835', chargeCents: 16211, paidCents: 0, traceNumber: 'T-1' },
        },
      ],
    };
    const sent = stubUpload(200, result);
    stubApi({ [list]: page() });
    renderInApp(<ImportsPanel />);
    const user = userEvent.setup();
    const file = new File(['ISA*00~'], 'remit one.835', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Response file'), file);
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    // Nothing matched and a payment held: amber, with the facts in words.
    const outcome = await screen.findByText('accepted.835: 835 imported, needs a look');
    expect(outcome.closest('.alert')?.className).toContain('alert-warning');
    expect(
      screen.getByText(
        '0 claims matched, 1 item matched nothing, 1 payment held for review (Needs review).',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('(835 file · $162.11 charged · $0.00 paid · check or EFT number T-1)'),
    ).toBeTruthy();
    expect(screen.queryByText(/chargeCents/)).toBeNull();
    expect(sent.file?.name).toBe('remit one.835');
    expect(sent.headers['x-file-name']).toBe('remit%20one.835');

    stubUpload(422, { error: { code: 'validation_failed', message: 'Not an X12 file.' } });
    await user.upload(screen.getByLabelText('Response file'), file);
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByText('remit one.835 was refused; nothing was applied.')).toBeTruthy();
  });
});
